export * from './quality-order';
export * from './upgrade';
export * from './specifications';
export * from './ranking';

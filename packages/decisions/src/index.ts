export * from './quality-order';
export * from './upgrade';

import { Initial1795320545278 } from './1795320545278-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320545278];

import { Initial1795320904117 } from './1795320904117-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320904117];

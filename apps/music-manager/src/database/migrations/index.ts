import { Initial1795320879514 } from './1795320879514-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320879514];

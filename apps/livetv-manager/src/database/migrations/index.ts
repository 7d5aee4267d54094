import { Initial1795320858169 } from './1795320858169-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320858169];

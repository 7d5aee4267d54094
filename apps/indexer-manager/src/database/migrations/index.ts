import { Initial1795320851291 } from './1795320851291-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320851291];

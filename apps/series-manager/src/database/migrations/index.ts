import { Initial1795320891258 } from './1795320891258-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320891258];

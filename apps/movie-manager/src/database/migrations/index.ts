import { Initial1795320865921 } from './1795320865921-Initial';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320865921];

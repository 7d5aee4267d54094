import { Initial1795320851291 } from './1795320851291-Initial';
import { IndexersProfilesHistory1795322320690 } from './1795322320690-IndexersProfilesHistory';
import { Applications1795322933043 } from './1795322933043-Applications';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [Initial1795320851291, IndexersProfilesHistory1795322320690, Applications1795322933043];

import { Initial1795320891258 } from './1795320891258-Initial';
import { Library1795322162492 } from './1795322162492-Library';
import { Indexers1795325182216 } from './1795325182216-Indexers';
import { Profiles1795328940886 } from './1795328940886-Profiles';
import { Import1795329172299 } from './1795329172299-Import';
import { Downloads1795329404314 } from './1795329404314-Downloads';
import { Search1795329526049 } from './1795329526049-Search';
import { Wanted1795329983382 } from './1795329983382-Wanted';

/** Applied in order; generated with `pnpm migration:generate <Name>` and committed. */
export const MIGRATIONS = [
  Initial1795320891258,
  Library1795322162492,
  Indexers1795325182216,
  Profiles1795328940886,
  Import1795329172299,
  Downloads1795329404314,
  Search1795329526049,
  Wanted1795329983382,
];

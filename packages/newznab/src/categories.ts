import type { NewznabCategory } from './types';

function group(id: number, name: string, subs: Array<[number, string]>): NewznabCategory {
  return {
    id,
    name,
    subCategories: subs.map(([subId, subName]) => ({ id: subId, name: `${name}/${subName}`, subCategories: [] })),
  };
}

/**
 * The standard Newznab category tree, named as Prowlarr names it (`TV/HD`). Ids of 100000 and above are
 * indexer-specific and never appear here.
 */
export const NEWZNAB_CATEGORIES: readonly NewznabCategory[] = [
  group(1000, 'Console', [
    [1010, 'NDS'],
    [1020, 'PSP'],
    [1030, 'Wii'],
    [1040, 'XBox'],
    [1050, 'XBox 360'],
    [1060, 'Wiiware'],
    [1070, 'XBox 360 DLC'],
    [1080, 'PS3'],
    [1090, 'Other'],
    [1110, '3DS'],
    [1120, 'PS Vita'],
    [1130, 'WiiU'],
    [1140, 'XBox One'],
    [1180, 'PS4'],
  ]),
  group(2000, 'Movies', [
    [2010, 'Foreign'],
    [2020, 'Other'],
    [2030, 'SD'],
    [2040, 'HD'],
    [2045, 'UHD'],
    [2050, 'BluRay'],
    [2060, '3D'],
    [2070, 'DVD'],
    [2080, 'WEB-DL'],
    [2090, 'x265'],
  ]),
  group(3000, 'Audio', [
    [3010, 'MP3'],
    [3020, 'Video'],
    [3030, 'Audiobook'],
    [3040, 'Lossless'],
    [3050, 'Other'],
    [3060, 'Foreign'],
  ]),
  group(4000, 'PC', [
    [4010, '0day'],
    [4020, 'ISO'],
    [4030, 'Mac'],
    [4040, 'Mobile-Other'],
    [4050, 'Games'],
    [4060, 'Mobile-iOS'],
    [4070, 'Mobile-Android'],
  ]),
  group(5000, 'TV', [
    [5010, 'WEB-DL'],
    [5020, 'Foreign'],
    [5030, 'SD'],
    [5040, 'HD'],
    [5045, 'UHD'],
    [5050, 'Other'],
    [5060, 'Sport'],
    [5070, 'Anime'],
    [5080, 'Documentary'],
    [5090, 'x265'],
  ]),
  group(6000, 'XXX', [
    [6010, 'DVD'],
    [6020, 'WMV'],
    [6030, 'XviD'],
    [6040, 'x264'],
    [6045, 'UHD'],
    [6050, 'Pack'],
    [6060, 'ImageSet'],
    [6070, 'Other'],
    [6080, 'SD'],
    [6090, 'WEB-DL'],
  ]),
  group(7000, 'Books', [
    [7010, 'Mags'],
    [7020, 'EBook'],
    [7030, 'Comics'],
    [7040, 'Technical'],
    [7050, 'Other'],
    [7060, 'Foreign'],
  ]),
  group(8000, 'Other', [
    [8010, 'Misc'],
    [8020, 'Hashed'],
  ]),
];

const byId = new Map<number, NewznabCategory>();
for (const parent of NEWZNAB_CATEGORIES) {
  byId.set(parent.id, parent);
  for (const sub of parent.subCategories) byId.set(sub.id, sub);
}

/** The standard category with this id, or `undefined` for unknown and indexer-specific ids. */
export function findStandardCategory(id: number): NewznabCategory | undefined {
  return byId.get(id);
}

/** The top-level id a standard id belongs to (5040 → 5000); indexer-specific ids (≥ 100000) map to themselves. */
export function parentCategoryId(id: number): number {
  return id >= 1000 && id < 100000 ? Math.floor(id / 1000) * 1000 : id;
}

/**
 * Whether a release in `releaseCategories` answers a request for `requested`: an empty request matches
 * everything, and a requested parent matches its subcategories (asking for 5000 finds 5040).
 */
export function categoriesMatch(releaseCategories: readonly number[], requested: readonly number[]): boolean {
  if (requested.length === 0) return true;
  return releaseCategories.some((id) => requested.includes(id) || requested.includes(parentCategoryId(id)));
}

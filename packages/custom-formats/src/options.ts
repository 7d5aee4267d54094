import { SERIES_LANGUAGES } from '@arrstack/parser';

export interface SelectOption {
  value: number;
  name: string;
  order: number;
  hint?: string;
}

function options(entries: Array<[number, string, string?]>): SelectOption[] {
  return entries.map(([value, name, hint], order) => (hint ? { value, name, order, hint } : { value, name, order }));
}

/** Sonarr's QualitySource enum values, by the parser's source names (the enum order). */
export const SOURCE_VALUES: Readonly<Record<string, number>> = Object.freeze({
  unknown: 0,
  television: 1,
  televisionRaw: 2,
  web: 3,
  webRip: 4,
  dvd: 5,
  bluray: 6,
  blurayRaw: 7,
});

export const SOURCE_OPTIONS = options([
  [0, 'Unknown'],
  [1, 'Television'],
  [2, 'TelevisionRaw'],
  [3, 'Web'],
  [4, 'WebRip'],
  [5, 'DVD'],
  [6, 'Bluray'],
  [7, 'BlurayRaw'],
]);

/** Sonarr's Resolution enum: the value is the line count. */
export const RESOLUTION_OPTIONS = options([
  [0, 'Unknown'],
  [360, 'R360p'],
  [480, 'R480p'],
  [540, 'R540p'],
  [576, 'R576p'],
  [720, 'R720p'],
  [1080, 'R1080p'],
  [2160, 'R2160p'],
]);

/** Sonarr's ReleaseType enum, by the parser's release type names. */
export const RELEASE_TYPE_VALUES: Readonly<Record<string, number>> = Object.freeze({
  unknown: 0,
  singleEpisode: 1,
  multiEpisode: 2,
  seasonPack: 3,
});

export const RELEASE_TYPE_OPTIONS = options([
  [0, 'Unknown'],
  [1, 'Single Episode'],
  [2, 'Multi-Episode'],
  [3, 'Season Pack'],
]);

/** Sonarr's IndexerFlags bits (a release's `indexerFlags` is their OR). */
export const INDEXER_FLAGS = Object.freeze({
  freeleech: 1,
  halfleech: 2,
  doubleUpload: 4,
  internal: 8,
  scene: 16,
  freeleech75: 32,
  freeleech25: 64,
  nuked: 128,
});

export const INDEXER_FLAG_OPTIONS = options([
  [1, 'Freeleech', "Download doesn't count toward ratio"],
  [2, 'Halfleech', 'Half of the download counts toward ratio'],
  [4, 'Double Upload', 'Upload counts double'],
  [8, 'Internal', 'Uploader is an internal release group'],
  [16, 'Scene', 'Release is a scene release'],
  [32, 'Freeleech75', '75% of the download counts toward ratio'],
  [64, 'Freeleech25', '25% of the download counts toward ratio'],
  [128, 'Nuked', 'Release is nuked'],
]);

export const ORIGINAL_LANGUAGE_ID = -2;
const ANY_LANGUAGE_ID = -1;

/** Every series language a condition may name: "Original" first, then by name ("Any" is not a choice). */
export const LANGUAGE_OPTIONS = options(
  [...SERIES_LANGUAGES]
    .filter((language) => language.id !== ANY_LANGUAGE_ID)
    .sort((a, b) => (a.id === ORIGINAL_LANGUAGE_ID ? -1 : b.id === ORIGINAL_LANGUAGE_ID ? 1 : a.name.localeCompare(b.name)))
    .map((language): [number, string] => [language.id, language.name]),
);

export function hasOption(list: readonly SelectOption[], value: number): boolean {
  return list.some((option) => option.value === value);
}

import { compareDecisions, seedersBucket, usenetAgeBucket, type RankedRelease, type RankingContext } from './ranking';

const GB = 1024 ** 3;

const base = (overrides: Partial<RankedRelease> = {}): RankedRelease => ({
  quality: { quality: { id: 4 }, revision: { version: 1, real: 0 } },
  languageId: 1,
  customFormatScore: 0,
  protocol: 'usenet',
  fullSeason: false,
  episodeCount: 1,
  firstEpisodeNumber: 1,
  indexerPriority: 25,
  ageHours: 48,
  size: GB,
  ...overrides,
});

const context: RankingContext = {
  profile: { items: [{ quality: 1, allowed: true }, { quality: 4, allowed: true }, { quality: 5, allowed: true }] },
  languageProfile: { languages: [{ language: { id: 2, name: 'French' }, allowed: true }, { language: { id: 1, name: 'English' }, allowed: true }] },
  preferredProtocol: 'usenet',
  anime: false,
};

// Each row: the better release, the worse one, and what decides between them.
const cases: Array<[string, Partial<RankedRelease>, Partial<RankedRelease>, Partial<RankingContext>?]> = [
  ['higher quality wins over everything after it', { quality: { quality: { id: 5 }, revision: { version: 1, real: 0 } }, customFormatScore: -100, indexerPriority: 50 }, { customFormatScore: 100 }],
  ['a proper beats the original of the same quality', { quality: { quality: { id: 4 }, revision: { version: 2, real: 0 } } }, {}],
  ['the later language in the profile wins over score', { languageId: 1 }, { languageId: 2, customFormatScore: 50 }],
  ['higher custom-format score wins over protocol', { customFormatScore: 10, protocol: 'torrent' }, { customFormatScore: 0 }],
  ['the preferred protocol wins over packs', { protocol: 'usenet' }, { protocol: 'torrent', fullSeason: true }],
  ['the other preferred protocol', { protocol: 'torrent' }, { protocol: 'usenet' }, { preferredProtocol: 'torrent' }],
  ['a season pack beats single episodes', { fullSeason: true, episodeCount: 10 }, { episodeCount: 1 }],
  ['fewer episodes win outside anime', { episodeCount: 1 }, { episodeCount: 2 }],
  ['more episodes win for anime', { episodeCount: 2 }, { episodeCount: 1 }, { anime: true }],
  ['the lower episode number wins', { firstEpisodeNumber: 1 }, { firstEpisodeNumber: 2, indexerPriority: 1 }],
  ['the lower indexer priority number wins', { indexerPriority: 10, ageHours: 5000 }, { indexerPriority: 25 }],
  ['more seeders by power of ten', { protocol: 'torrent', seeders: 1000 }, { protocol: 'torrent', seeders: 50, size: 5 * GB }, { preferredProtocol: 'torrent' }],
  ['then peers', { protocol: 'torrent', seeders: 10, peers: 1000 }, { protocol: 'torrent', seeders: 10, peers: 20 }, { preferredProtocol: 'torrent' }],
  ['a newer usenet post', { ageHours: 2 }, { ageHours: 2400, size: 5 * GB }],
  ['nearest the preferred size', { size: 1.5 * GB, preferredSize: 1.4 * GB }, { size: 3 * GB, preferredSize: 1.4 * GB }],
  ['larger without a preferred size', { size: 3 * GB }, { size: GB }],
];

describe('compareDecisions', () => {
  it.each(cases)('%s', (_name, better, worse, extra = {}) => {
    const ctx = { ...context, ...extra };
    expect(compareDecisions(base(better), base(worse), ctx)).toBeLessThan(0);
    expect(compareDecisions(base(worse), base(better), ctx)).toBeGreaterThan(0);
    const sorted = [base(worse), base(better)].sort((a, b) => compareDecisions(a, b, ctx));
    expect(sorted[0]).toEqual(base(better));
  });

  it('ranks equal releases equal', () => {
    expect(compareDecisions(base(), base(), context)).toBe(0);
    expect(compareDecisions(base({ protocol: 'torrent', seeders: 150 }), base({ protocol: 'torrent', seeders: 200 }), context)).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 0],
    [9, 1],
    [150, 2],
    [5000, 4],
  ])('puts %i seeders in bucket %i', (seeders, bucket) => {
    expect(seedersBucket(seeders)).toBe(bucket);
  });

  it.each([
    [0.5, 1000],
    [12, 100],
    [48, -0],
    [24 * 30, -1],
    [24 * 1000, -3],
  ])('puts a %f hour old post in bucket %i', (hours, bucket) => {
    expect(usenetAgeBucket(hours)).toBe(bucket);
  });
});

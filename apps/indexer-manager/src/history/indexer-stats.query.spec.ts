import { readStatsQuery } from './indexer-stats.query';

describe('readStatsQuery', () => {
  const now = new Date('2026-05-01T00:00:00Z');

  it('defaults to all time up to now with no filters', () => {
    expect(readStatsQuery({}, now).filter).toEqual({ startDate: new Date(0), endDate: now, indexerIds: undefined, protocols: undefined, tagIds: undefined });
  });

  it('reads comma lists and dates', () => {
    const { filter } = readStatsQuery({ startDate: '2026-01-01', endDate: '2026-02-01T10:00:00Z', indexers: '1, 2,', protocols: 'Torrent', tags: '4' }, now);
    expect(filter).toEqual({
      startDate: new Date('2026-01-01T00:00:00Z'),
      endDate: new Date('2026-02-01T10:00:00Z'),
      indexerIds: [1, 2],
      protocols: ['torrent'],
      tagIds: [4],
    });
  });

  it('treats an empty list as no filter', () => {
    expect(readStatsQuery({ indexers: '', protocols: ' ' }, now).filter?.indexerIds).toBeUndefined();
  });

  it.each([
    [{ startDate: 'yesterday' }, 'startDate'],
    [{ endDate: '2026-13-45' }, 'endDate'],
    [{ indexers: '1,x' }, 'indexers'],
    [{ protocols: 'ftp' }, 'protocols'],
    [{ tags: '-1' }, 'tags'],
  ])('rejects %j', (query, property) => {
    expect(readStatsQuery(query, now).failures.map((f) => f.propertyName)).toEqual([property]);
  });
});

import { matchesBlocklist } from './blocklist.rules';

const entry = { sourceTitle: 'Show.S01E01.720p-GRP', guid: 'g1', indexerId: 3 };

describe('matchesBlocklist', () => {
  it.each([
    ['same guid', { title: 'other', guid: 'g1' }, true],
    ['same title, same indexer', { title: 'show.s01e01.720p-grp', indexerId: 3 }, true],
    ['same title, indexer unknown', { title: 'Show.S01E01.720p-GRP' }, true],
    ['same title, other indexer', { title: 'Show.S01E01.720p-GRP', indexerId: 4 }, false],
    ['other title', { title: 'Show.S01E02.720p-GRP', indexerId: 3 }, false],
  ])('%s: %s', (_name, candidate, expected) => {
    expect(matchesBlocklist(entry, candidate)).toBe(expected);
  });

  it('matches on title alone when the entry has no indexer', () => {
    expect(matchesBlocklist({ ...entry, guid: null, indexerId: null }, { title: entry.sourceTitle, indexerId: 9 })).toBe(true);
  });
});

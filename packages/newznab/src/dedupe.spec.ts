import { dedupeReleases, normalizeTitle } from './dedupe';
import type { Release } from './types';

function release(overrides: Partial<Release>): Release {
  return {
    title: 'Show.S01E01.1080p-GRP',
    guid: 'g1',
    downloadUrl: 'https://x.example/1',
    categories: [5040],
    protocol: 'usenet',
    attributes: {},
    ...overrides,
  };
}

describe('normalizeTitle', () => {
  it.each([
    ['Show Name S01E01', 'show.name.s01e01'],
    ['Show.Name.S01E01', 'show.name.s01e01'],
    ['  Show_Name  S01E01 ', 'show.name.s01e01'],
  ])('normalises %j', (title, expected) => {
    expect(normalizeTitle(title)).toBe(expected);
  });
});

describe('dedupeReleases', () => {
  it.each<[string, Release[], string[]]>([
    ['keeps distinct releases', [release({ guid: 'a', title: 'A' }), release({ guid: 'b', title: 'B' })], ['a', 'b']],
    [
      'drops a repeated guid with the same title',
      [release({ guid: 'a' }), release({ guid: 'a', downloadUrl: 'https://y.example' })],
      ['a'],
    ],
    [
      'keeps a repeated guid and title of another protocol',
      [release({ guid: 'a' }), release({ guid: 'a', protocol: 'torrent' })],
      ['a', 'a'],
    ],
    [
      'keeps a repeated bare guid with another title',
      [release({ guid: '17', title: 'One' }), release({ guid: '17', title: 'Two' })],
      ['17', '17'],
    ],
    [
      'drops the same info hash in any case',
      [
        release({ guid: 'a', protocol: 'torrent', infoHash: 'ABCDEF' }),
        release({ guid: 'b', title: 'Other', protocol: 'torrent', infoHash: 'abcdef' }),
      ],
      ['a'],
    ],
    [
      'drops the same title and size',
      [release({ guid: 'a', size: 100 }), release({ guid: 'b', title: 'show s01e01 1080p-grp', size: 100 })],
      ['a'],
    ],
    [
      'keeps the same title with another size',
      [release({ guid: 'a', size: 100 }), release({ guid: 'b', size: 101 })],
      ['a', 'b'],
    ],
    ['keeps the same title without sizes', [release({ guid: 'a' }), release({ guid: 'b' })], ['a', 'b']],
    [
      'keeps the same title and size across protocols',
      [release({ guid: 'a', size: 100 }), release({ guid: 'b', size: 100, protocol: 'torrent' })],
      ['a', 'b'],
    ],
  ])('%s', (_case, releases, guids) => {
    expect(dedupeReleases(releases).map((r) => r.guid)).toEqual(guids);
  });

  it('keeps the first of duplicates', () => {
    const first = release({ guid: 'a', size: 5, downloadUrl: 'https://first.example' });
    const second = release({ guid: 'b', size: 5, downloadUrl: 'https://second.example' });
    expect(dedupeReleases([first, second])).toEqual([first]);
  });
});

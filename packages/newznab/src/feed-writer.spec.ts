import { parseCapsXml } from './caps-parser';
import { NEWZNAB_CATEGORIES } from './categories';
import { IndexerAuthError, IndexerRequestLimitError } from './errors';
import { parseSearchXml } from './feed-parser';
import { renderCapsXml, renderErrorXml, renderSearchXml } from './feed-writer';
import type { IndexerCapabilities, Release } from './types';
import { parseErrorXml } from './xml';

const usenet: Release = {
  title: 'Show & Friends <Special> "Cut" S01E02 1080p-GRP',
  guid: 'https://nzb.example/details/1?a=1&b=2',
  downloadUrl: 'https://nzb.example/getnzb/1.nzb?apikey=K&i=1',
  link: 'https://nzb.example/getnzb/1.nzb?apikey=K&i=1',
  comments: 'https://nzb.example/details/1#comments',
  infoUrl: 'https://nzb.example/details/1#comments',
  size: 1_234_567_890,
  publishDate: '2025-01-07T10:20:30.000Z',
  categories: [5000, 5040],
  protocol: 'usenet',
  grabs: 12,
  files: 40,
  tvdbId: 121361,
  tvMazeId: 82,
  rageId: 24493,
  imdbId: 'tt0944947',
  season: 1,
  episode: 2,
  attributes: { poster: ['someone@example.com'], group: ['alt.binaries.teevee'] },
};

const torrent: Release = {
  title: 'Movie 2021 2160p UHD BluRay x265-GRP',
  guid: 'tracker-987',
  downloadUrl: 'https://tracker.example/dl/987.torrent',
  link: 'https://tracker.example/dl/987.torrent',
  comments: 'https://tracker.example/torrent/987',
  infoUrl: 'https://tracker.example/torrent/987',
  size: 58_000_000_000,
  publishDate: '2021-12-01T18:00:00.000Z',
  categories: [2045],
  protocol: 'torrent',
  seeders: 42,
  peers: 50,
  leechers: 8,
  infoHash: '0123456789abcdef0123456789abcdef01234567',
  magnetUrl: 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567&dn=Movie',
  imdbId: 'tt1160419',
  tmdbId: 438631,
  downloadVolumeFactor: 0,
  uploadVolumeFactor: 1,
  minimumRatio: 1.5,
  minimumSeedTime: 172800,
  attributes: {},
};

function withoutAttributes(release: Release): Omit<Release, 'attributes'> {
  const { attributes: _ignored, ...rest } = release;
  return rest;
}

describe('renderSearchXml → parseSearchXml', () => {
  it.each([
    ['a Newznab release', usenet, false],
    ['a Torznab release', torrent, true],
  ])('round-trips %s', (_case, release, torznab) => {
    const [parsed] = parseSearchXml(renderSearchXml([release], { torznab })).items;
    expect(withoutAttributes(parsed)).toEqual(withoutAttributes(release));
  });

  it('keeps attributes that have no typed field', () => {
    const [parsed] = parseSearchXml(renderSearchXml([usenet])).items;
    expect(parsed.attributes).toMatchObject({ poster: ['someone@example.com'], group: ['alt.binaries.teevee'] });
  });

  it('writes each typed value once even when the raw attributes repeat it', () => {
    const xml = renderSearchXml([{ ...usenet, grabs: 99, attributes: { grabs: ['1'] } }]);
    expect(xml.match(/name="grabs"/g)).toHaveLength(1);
    expect(parseSearchXml(xml).items[0].grabs).toBe(99);
  });

  it.each([
    [false, 'newznab:attr', 'application/x-nzb', 'http://www.newznab.com/DTD/2010/feeds/attributes/'],
    [true, 'torznab:attr', 'application/x-bittorrent', 'http://torznab.com/schemas/2015/feed'],
  ])('torznab=%s writes %s, %s enclosures and the namespace', (torznab, tag, type, ns) => {
    const xml = renderSearchXml([torznab ? torrent : usenet], { torznab });
    expect(xml).toContain(`<${tag} name=`);
    expect(xml).toContain(`type="${type}"`);
    expect(xml).toContain(ns);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
  });

  it.each([
    [{ offset: 0 }, 2, { offset: 0, total: 2 }],
    [{ offset: 100, total: 5000 }, 2, { offset: 100, total: 5000 }],
    [{}, 0, { offset: 0, total: 0 }],
  ])('writes paging %j', (options, count, expected) => {
    const releases = [usenet, { ...usenet, guid: 'other', title: 'Other' }].slice(0, count);
    const parsed = parseSearchXml(renderSearchXml(releases, options));
    expect({ offset: parsed.offset, total: parsed.total }).toEqual(expected);
    expect(parsed.items).toHaveLength(count);
  });

  it('round-trips many items in order', () => {
    const releases = Array.from({ length: 50 }, (_, i) => ({ ...torrent, guid: `g${i}`, title: `Movie ${i}` }));
    const parsed = parseSearchXml(renderSearchXml(releases, { torznab: true })).items;
    expect(parsed.map((r) => r.guid)).toEqual(releases.map((r) => r.guid));
  });

  it('drops characters XML cannot carry', () => {
    const [parsed] = parseSearchXml(renderSearchXml([{ ...usenet, title: 'Bad\u0001Title\u0008' }])).items;
    expect(parsed.title).toBe('BadTitle');
  });

  it('writes the self link when given', () => {
    const xml = renderSearchXml([], { selfUrl: 'http://localhost:9696/1/api?t=search' });
    expect(xml).toContain(
      '<atom:link href="http://localhost:9696/1/api?t=search" rel="self" type="application/rss+xml"/>',
    );
  });
});

const caps: IndexerCapabilities = {
  server: { version: '1.0', title: 'arrstack proxy & co' },
  limits: { max: 100, default: 100 },
  retentionDays: 3000,
  searching: {
    search: { available: true, supportedParams: ['q'] },
    tvSearch: { available: true, supportedParams: ['q', 'season', 'ep', 'tvdbid', 'imdbid', 'tvmazeid', 'rid'] },
    movieSearch: { available: true, supportedParams: ['q', 'imdbid', 'tmdbid'] },
    musicSearch: { available: false, supportedParams: ['q', 'artist', 'album'] },
    bookSearch: { available: false, supportedParams: [] },
  },
  categories: [...NEWZNAB_CATEGORIES, { id: 100042, name: 'Special', description: 'Own', subCategories: [] }],
};

describe('renderCapsXml → parseCapsXml', () => {
  it('round-trips capabilities', () => {
    expect(parseCapsXml(renderCapsXml(caps))).toEqual(caps);
  });

  it('round-trips a caps without optional parts', () => {
    const bare: IndexerCapabilities = { ...caps, server: {}, limits: {}, categories: [] };
    delete bare.retentionDays;
    expect(parseCapsXml(renderCapsXml(bare))).toEqual(bare);
  });

  it('writes music search under both element names', () => {
    const xml = renderCapsXml(caps);
    expect(xml).toContain('<music-search available="no" supportedParams="q,artist,album"/>');
    expect(xml).toContain('<audio-search available="no" supportedParams="q,artist,album"/>');
  });
});

describe('renderErrorXml', () => {
  it.each([
    [100, 'Incorrect user credentials', IndexerAuthError],
    [500, 'Request limit reached', IndexerRequestLimitError],
  ])('writes error %i that parses back to its typed error', (code, description, type) => {
    const xml = renderErrorXml(code, description);
    expect(parseErrorXml(xml)).toEqual({ code, description });
    expect(() => parseSearchXml(xml)).toThrow(type);
  });

  it('escapes the description', () => {
    expect(renderErrorXml(201, 'Bad "cat" & <q>')).toContain('description="Bad &quot;cat&quot; &amp; &lt;q&gt;"');
  });
});

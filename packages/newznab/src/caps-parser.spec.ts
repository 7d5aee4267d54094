import { parseCapsXml } from './caps-parser';
import { IndexerAuthError, IndexerInvalidResponseError } from './errors';

const newznabCaps = `<?xml version="1.0" encoding="UTF-8"?>
<caps>
  <server version="1.1" title="Example NZB" strapline="Usenet indexing" email="admin@nzb.example" url="https://nzb.example/" image="https://nzb.example/logo.png"/>
  <limits max="100" default="50"/>
  <retention days="5000"/>
  <registration available="no" open="no"/>
  <searching>
    <search available="yes" supportedParams="q"/>
    <tv-search available="yes" supportedParams="q,rid,tvdbid,tvmazeid,season,ep"/>
    <movie-search available="yes" supportedParams="q, imdbid, tmdbid"/>
    <audio-search available="yes"/>
    <book-search available="no" supportedParams="q,author,title"/>
  </searching>
  <categories>
    <category id="2000" name="Movies">
      <subcat id="2040" name="HD"/>
      <subcat id="2045" name="UHD"/>
    </category>
    <category id="5000" name="TV" description="Television">
      <subcat id="5070" name="Anime"/>
    </category>
    <category id="100042" name="Indexer special"/>
  </categories>
  <groups><group id="1" name="alt.binaries.teevee"/></groups>
</caps>`;

describe('parseCapsXml', () => {
  const caps = parseCapsXml(newznabCaps);

  it.each<[string, unknown]>([
    [
      'server',
      {
        version: '1.1',
        title: 'Example NZB',
        strapline: 'Usenet indexing',
        email: 'admin@nzb.example',
        url: 'https://nzb.example/',
        image: 'https://nzb.example/logo.png',
      },
    ],
    ['limits', { max: 100, default: 50 }],
    ['retentionDays', 5000],
  ])('reads %s', (field, expected) => {
    expect(caps[field as keyof typeof caps]).toEqual(expected);
  });

  it.each([
    ['search', true, ['q']],
    ['tvSearch', true, ['q', 'rid', 'tvdbid', 'tvmazeid', 'season', 'ep']],
    ['movieSearch', true, ['q', 'imdbid', 'tmdbid']],
    ['musicSearch', true, ['q']],
    ['bookSearch', false, ['q', 'author', 'title']],
  ] as const)('reads the %s mode', (mode, available, params) => {
    expect(caps.searching[mode]).toEqual({ available, supportedParams: params });
  });

  it('reads categories with their subcategories', () => {
    expect(caps.categories).toEqual([
      {
        id: 2000,
        name: 'Movies',
        subCategories: [
          { id: 2040, name: 'HD', subCategories: [] },
          { id: 2045, name: 'UHD', subCategories: [] },
        ],
      },
      {
        id: 5000,
        name: 'TV',
        description: 'Television',
        subCategories: [{ id: 5070, name: 'Anime', subCategories: [] }],
      },
      { id: 100042, name: 'Indexer special', subCategories: [] },
    ]);
  });

  it.each([
    [
      'music-search (Torznab)',
      '<music-search available="yes" supportedParams="q,artist,album"/>',
      { available: true, supportedParams: ['q', 'artist', 'album'] },
    ],
    [
      'available="true"',
      '<music-search available="true" supportedParams="q"/>',
      { available: true, supportedParams: ['q'] },
    ],
    ['an absent mode', '', { available: false, supportedParams: [] }],
    ['an unavailable mode without params', '<music-search available="no"/>', { available: false, supportedParams: [] }],
  ])('reads %s', (_case, element, expected) => {
    expect(parseCapsXml(`<caps><searching>${element}</searching></caps>`).searching.musicSearch).toEqual(expected);
  });

  it('reads a bare caps document with defaults', () => {
    expect(parseCapsXml('<caps/>')).toEqual({
      server: {},
      limits: {},
      searching: {
        search: { available: false, supportedParams: [] },
        tvSearch: { available: false, supportedParams: [] },
        movieSearch: { available: false, supportedParams: [] },
        musicSearch: { available: false, supportedParams: [] },
        bookSearch: { available: false, supportedParams: [] },
      },
      categories: [],
    });
  });

  it('reads a single category without subcategories', () => {
    expect(parseCapsXml('<caps><categories><category id="8000" name="Other"/></categories></caps>').categories).toEqual(
      [{ id: 8000, name: 'Other', subCategories: [] }],
    );
  });

  it('throws the typed error of an error document', () => {
    expect(() => parseCapsXml('<error code="100" description="Incorrect user credentials"/>')).toThrow(
      IndexerAuthError,
    );
  });

  it('rejects an RSS feed as an invalid caps answer', () => {
    expect(() => parseCapsXml('<rss><channel/></rss>')).toThrow(IndexerInvalidResponseError);
  });
});

import {
  IndexerApiError,
  IndexerAuthError,
  IndexerInvalidResponseError,
  IndexerRequestLimitError,
  IndexerServerError,
} from './errors';
import { parseSearchXml } from './feed-parser';
import type { Release } from './types';

const NEWZNAB_NS = 'xmlns:newznab="http://www.newznab.com/DTD/2010/feeds/attributes/"';
const TORZNAB_NS = 'xmlns:torznab="http://torznab.com/schemas/2015/feed"';

function feed(items: string, ns = NEWZNAB_NS, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ${ns}>
  <channel>
    <title>Example</title>
    ${extra}
    ${items}
  </channel>
</rss>`;
}

const usenetItem = `
<item>
  <title>Show.Name.S02E05.1080p.WEB.h264-GROUP</title>
  <guid isPermaLink="true">https://nzb.example/details/abc123</guid>
  <link>https://nzb.example/getnzb/abc123.nzb&amp;i=1&amp;r=KEY</link>
  <comments>https://nzb.example/details/abc123#comments</comments>
  <pubDate>Tue, 07 Jan 2025 10:20:30 +0000</pubDate>
  <category>TV &gt; HD</category>
  <description>Show.Name.S02E05.1080p.WEB.h264-GROUP</description>
  <enclosure url="https://nzb.example/getnzb/abc123.nzb&amp;i=1&amp;r=KEY" length="2345678901" type="application/x-nzb"/>
  <newznab:attr name="category" value="5000"/>
  <newznab:attr name="category" value="5040"/>
  <newznab:attr name="size" value="2345678901"/>
  <newznab:attr name="guid" value="abc123"/>
  <newznab:attr name="files" value="52"/>
  <newznab:attr name="poster" value="poster@example.com (poster)"/>
  <newznab:attr name="group" value="alt.binaries.teevee"/>
  <newznab:attr name="grabs" value="311"/>
  <newznab:attr name="tvdbid" value="121361"/>
  <newznab:attr name="tvmazeid" value="82"/>
  <newznab:attr name="rageid" value="24493"/>
  <newznab:attr name="imdb" value="0944947"/>
  <newznab:attr name="season" value="S02"/>
  <newznab:attr name="episode" value="E05"/>
  <newznab:attr name="usenetdate" value="Mon, 06 Jan 2025 08:00:00 +0000"/>
</item>`;

const torrentItem = `
<item>
  <title>Movie Title 2021 2160p UHD BluRay x265-GRP</title>
  <guid>https://tracker.example/torrent/987</guid>
  <link>https://tracker.example/dl/987.torrent?passkey=SECRET</link>
  <comments>https://tracker.example/torrent/987</comments>
  <pubDate>Wed, 01 Dec 2021 18:00:00 GMT</pubDate>
  <size>58000000000</size>
  <enclosure url="https://tracker.example/dl/987.torrent?passkey=SECRET" length="58000000000" type="application/x-bittorrent"/>
  <torznab:attr name="category" value="2045"/>
  <torznab:attr name="seeders" value="42"/>
  <torznab:attr name="peers" value="50"/>
  <torznab:attr name="infohash" value="0123456789ABCDEF0123456789ABCDEF01234567"/>
  <torznab:attr name="magneturl" value="magnet:?xt=urn:btih:0123456789ABCDEF0123456789ABCDEF01234567&amp;dn=Movie"/>
  <torznab:attr name="imdbid" value="tt1160419"/>
  <torznab:attr name="tmdbid" value="438631"/>
  <torznab:attr name="downloadvolumefactor" value="0.5"/>
  <torznab:attr name="uploadvolumefactor" value="2"/>
  <torznab:attr name="minimumratio" value="1.0"/>
  <torznab:attr name="minimumseedtime" value="172800"/>
</item>`;

describe('parseSearchXml: a Newznab item', () => {
  const [release] = parseSearchXml(feed(usenetItem)).items;

  it.each<[keyof Release, unknown]>([
    ['title', 'Show.Name.S02E05.1080p.WEB.h264-GROUP'],
    ['guid', 'https://nzb.example/details/abc123'],
    ['downloadUrl', 'https://nzb.example/getnzb/abc123.nzb&i=1&r=KEY'],
    ['link', 'https://nzb.example/getnzb/abc123.nzb&i=1&r=KEY'],
    ['comments', 'https://nzb.example/details/abc123#comments'],
    ['infoUrl', 'https://nzb.example/details/abc123#comments'],
    ['size', 2345678901],
    ['publishDate', '2025-01-07T10:20:30.000Z'],
    ['categories', [5000, 5040]],
    ['protocol', 'usenet'],
    ['files', 52],
    ['grabs', 311],
    ['tvdbId', 121361],
    ['tvMazeId', 82],
    ['rageId', 24493],
    ['imdbId', 'tt0944947'],
    ['season', 2],
    ['episode', 5],
    ['seeders', undefined],
    ['infoHash', undefined],
    ['magnetUrl', undefined],
  ])('reads %s', (field, expected) => {
    expect(release[field]).toEqual(expected);
  });

  it('keeps every attribute as sent, repeated names included', () => {
    expect(release.attributes.category).toEqual(['5000', '5040']);
    expect(release.attributes.poster).toEqual(['poster@example.com (poster)']);
    expect(release.attributes.group).toEqual(['alt.binaries.teevee']);
  });
});

describe('parseSearchXml: a Torznab item', () => {
  const [release] = parseSearchXml(feed(torrentItem, TORZNAB_NS)).items;

  it.each<[keyof Release, unknown]>([
    ['title', 'Movie Title 2021 2160p UHD BluRay x265-GRP'],
    ['downloadUrl', 'https://tracker.example/dl/987.torrent?passkey=SECRET'],
    ['infoUrl', 'https://tracker.example/torrent/987'],
    ['size', 58000000000],
    ['publishDate', '2021-12-01T18:00:00.000Z'],
    ['categories', [2045]],
    ['protocol', 'torrent'],
    ['seeders', 42],
    ['peers', 50],
    ['leechers', 8],
    ['infoHash', '0123456789ABCDEF0123456789ABCDEF01234567'],
    ['magnetUrl', 'magnet:?xt=urn:btih:0123456789ABCDEF0123456789ABCDEF01234567&dn=Movie'],
    ['imdbId', 'tt1160419'],
    ['tmdbId', 438631],
    ['downloadVolumeFactor', 0.5],
    ['uploadVolumeFactor', 2],
    ['minimumRatio', 1],
    ['minimumSeedTime', 172800],
  ])('reads %s', (field, expected) => {
    expect(release[field]).toEqual(expected);
  });
});

describe('parseSearchXml: protocol', () => {
  const plain = (inner: string) =>
    `<item><title>T</title><guid>g</guid><link>https://x.example/d</link>${inner}</item>`;

  it.each([
    ['newznab attributes only', feed(plain('<newznab:attr name="size" value="10"/>')), 'usenet'],
    ['torznab attributes', feed(plain('<torznab:attr name="size" value="10"/>'), TORZNAB_NS), 'torrent'],
    [
      'a torrent enclosure in a newznab feed',
      feed(plain('<enclosure url="https://x.example/a.torrent" length="1" type="application/x-bittorrent"/>')),
      'torrent',
    ],
    [
      'a magnet link',
      feed('<item><title>T</title><guid>g</guid><link>magnet:?xt=urn:btih:abc</link></item>'),
      'torrent',
    ],
    [
      'a seeders attribute under the newznab prefix',
      feed(plain('<newznab:attr name="seeders" value="3"/>')),
      'torrent',
    ],
    ['a feed that declares only torznab', feed(plain(''), TORZNAB_NS), 'torrent'],
    [
      'torznab bound to another prefix',
      feed(plain('<tz:attr name="size" value="1"/>'), 'xmlns:tz="http://torznab.com/schemas/2015/feed"'),
      'torrent',
    ],
    ['no namespace and no torrent hints', feed(plain(''), ''), 'usenet'],
  ])('is decided by %s', (_case, xml, protocol) => {
    expect(parseSearchXml(xml).items[0].protocol).toBe(protocol);
  });

  it('takes the magnet from the link when nothing else is downloadable', () => {
    const [release] = parseSearchXml(
      feed('<item><title>T</title><guid>g</guid><link>magnet:?xt=urn:btih:abc</link></item>'),
    ).items;
    expect(release.magnetUrl).toBe('magnet:?xt=urn:btih:abc');
    expect(release.downloadUrl).toBe('magnet:?xt=urn:btih:abc');
  });
});

describe('parseSearchXml: field fallbacks', () => {
  const item = (inner: string) => feed(`<item><title>T</title><link>https://x.example/d</link>${inner}</item>`);

  it.each<[string, string, keyof Release, unknown]>([
    ['size from <size> when no attribute', '<size>1234</size>', 'size', 1234],
    [
      'size from the enclosure length',
      '<enclosure url="https://x.example/e" length="99" type="application/x-nzb"/>',
      'size',
      99,
    ],
    ['a zero size is no size', '<newznab:attr name="size" value="0"/>', 'size', undefined],
    [
      'download URL prefers the enclosure',
      '<enclosure url="https://x.example/e" length="1"/>',
      'downloadUrl',
      'https://x.example/e',
    ],
    ['guid falls back to the download URL', '', 'guid', 'https://x.example/d'],
    ['infoUrl from a URL guid', '<guid>https://x.example/info</guid>', 'infoUrl', 'https://x.example/info'],
    ['no infoUrl from an opaque guid', '<guid>abc</guid>', 'infoUrl', undefined],
    [
      'categories from numeric <category> when no attribute',
      '<category>5030</category><category>TV</category>',
      'categories',
      [5030],
    ],
    [
      'publishDate from usenetdate when pubDate is bad',
      '<pubDate>soon</pubDate><newznab:attr name="usenetdate" value="2024-05-01T00:00:00Z"/>',
      'publishDate',
      '2024-05-01T00:00:00.000Z',
    ],
    ['no publishDate when nothing parses', '<pubDate>soon</pubDate>', 'publishDate', undefined],
    ['imdb padded to seven digits', '<newznab:attr name="imdb" value="44947"/>', 'imdbId', 'tt0044947'],
    ['imdb 0 is no id', '<newznab:attr name="imdb" value="0"/>', 'imdbId', undefined],
    ['tvdbid 0 is no id', '<newznab:attr name="tvdbid" value="0"/>', 'tvdbId', undefined],
    ['tmdb under its short name', '<newznab:attr name="tmdb" value="603"/>', 'tmdbId', 603],
    [
      'peers from seeders plus leechers',
      '<torznab:attr name="seeders" value="5"/><torznab:attr name="leechers" value="3"/>',
      'peers',
      8,
    ],
    ['attribute names in any case', '<newznab:attr name="Grabs" value="7"/>', 'grabs', 7],
    ['season as a bare number', '<newznab:attr name="season" value="3"/>', 'season', 3],
  ])('%s', (_case, inner, field, expected) => {
    expect(parseSearchXml(item(inner)).items[0][field]).toEqual(expected);
  });

  it('decodes entities in titles', () => {
    const xml = feed(
      '<item><title>Tom &amp; Jerry&#39;s &#x4E2D; Caf&#233;</title><link>https://x.example/d</link></item>',
    );
    expect(parseSearchXml(xml).items[0].title).toBe("Tom & Jerry's 中 Café");
  });

  it('skips items without a title or anything to download', () => {
    const xml = feed(
      '<item><link>https://x.example/a</link></item><item><title>No link</title></item>' +
        '<item><title>Good</title><link>https://x.example/b</link></item>',
    );
    expect(parseSearchXml(xml).items.map((r) => r.title)).toEqual(['Good']);
  });
});

describe('parseSearchXml: channel shapes', () => {
  it.each([
    ['an empty channel', feed(''), 0],
    ['a self-closing channel', `<rss version="2.0"><channel/></rss>`, 0],
    ['an rss without channel', `<rss version="2.0"/>`, 0],
    ['a single item', feed(usenetItem), 1],
    ['two items', feed(usenetItem + torrentItem), 2],
  ])('reads %s', (_case, xml, count) => {
    expect(parseSearchXml(xml).items).toHaveLength(count);
  });

  it.each([
    ['newznab:response', '<newznab:response offset="100" total="1234"/>'],
    ['torznab:response', '<torznab:response offset="100" total="1234"/>'],
  ])('reads paging from %s', (_case, response) => {
    expect(parseSearchXml(feed(usenetItem, `${NEWZNAB_NS} ${TORZNAB_NS}`, response))).toMatchObject({
      offset: 100,
      total: 1234,
    });
  });

  it('leaves paging out when the feed has none', () => {
    const result = parseSearchXml(feed(usenetItem));
    expect(result.total).toBeUndefined();
    expect(result.offset).toBeUndefined();
  });
});

describe('parseSearchXml: errors', () => {
  it.each([
    ['<error code="100" description="Incorrect user credentials"/>', IndexerAuthError, 100],
    ['<?xml version="1.0"?>\n<error code="101" description="Account suspended"/>', IndexerAuthError, 101],
    ['<error code="102" description="Insufficient privileges/not authorized"/>', IndexerAuthError, 102],
    ['<error code="500" description="Request limit reached"/>', IndexerRequestLimitError, 500],
    ['<error code="501" description="Download limit reached"/>', IndexerRequestLimitError, 501],
    ['<error code="429" description="Too many requests"/>', IndexerRequestLimitError, 429],
    ['<error code="201" description="Incorrect parameter"/>', IndexerApiError, 201],
    ['<error code="203"/>', IndexerApiError, 203],
    ['<error code="900" description="Unknown error"/>', IndexerServerError, 900],
    ['<rss><error code="100" description="Wrapped"/></rss>', IndexerAuthError, 100],
  ])('turns %s into its typed error', (xml, type, code) => {
    expect(() => parseSearchXml(xml)).toThrow(type);
    try {
      parseSearchXml(xml);
    } catch (error) {
      expect(error).toMatchObject({ code });
    }
  });

  it('names the description in the message', () => {
    expect(() => parseSearchXml('<error code="100" description="Incorrect user credentials"/>')).toThrow(
      /newznab error 100: Incorrect user credentials/,
    );
  });

  it('treats a missing parameter without a key as an auth failure', () => {
    expect(() => parseSearchXml('<error code="200" description="Missing parameter"/>', { hadApiKey: false })).toThrow(
      IndexerAuthError,
    );
    expect(() =>
      parseSearchXml('<error code="200" description="Missing parameter (t)"/>', { hadApiKey: true }),
    ).toThrow(IndexerApiError);
  });

  it.each([
    ['plain text', 'Service temporarily unavailable'],
    ['an empty body', ''],
    ['JSON', '{"error":"nope"}'],
    ['an HTML page', '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>cf</body></html>'],
    ['a caps document', '<caps><server title="x"/></caps>'],
  ])('rejects %s as an invalid response', (_case, body) => {
    expect(() => parseSearchXml(body)).toThrow(IndexerInvalidResponseError);
  });

  it('says what it got instead of RSS', () => {
    expect(() => parseSearchXml('<html><body>login</body></html>')).toThrow(/got root element <html>/);
  });
});

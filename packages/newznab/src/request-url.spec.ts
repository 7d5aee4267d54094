import { apiEndpoint, redactUrl, searchParams } from './request-url';

describe('apiEndpoint', () => {
  it.each([
    ['https://nzb.example', '/api', 'https://nzb.example/api'],
    ['https://nzb.example/', '/api', 'https://nzb.example/api'],
    ['https://nzb.example/', 'api', 'https://nzb.example/api'],
    ['http://127.0.0.1:9696/1/', '/api', 'http://127.0.0.1:9696/1/api'],
    ['http://host/prowlarr/api/v1/indexer/3', '/newznab', 'http://host/prowlarr/api/v1/indexer/3/newznab'],
    ['https://tracker.example/torznab/all', '', 'https://tracker.example/torznab/all'],
  ])('joins %s and %s', (base, path, expected) => {
    expect(apiEndpoint(base, path).toString()).toBe(expected);
  });
});

describe('searchParams', () => {
  it.each([
    [{ type: 'search' as const, q: 'ubuntu iso' }, undefined, 't=search&q=ubuntu+iso&extended=1'],
    [
      { type: 'tvsearch' as const, tvdbid: 121361, season: 2, ep: 5, cat: [5030, 5040] },
      'KEY',
      't=tvsearch&season=2&ep=5&tvdbid=121361&cat=5030%2C5040&extended=1&apikey=KEY',
    ],
    [
      { type: 'movie' as const, imdbid: '1160419', limit: 100, offset: 200 },
      'K',
      't=movie&imdbid=1160419&limit=100&offset=200&extended=1&apikey=K',
    ],
    [
      { type: 'music' as const, artist: 'Daft Punk', album: 'Discovery' },
      undefined,
      't=music&artist=Daft+Punk&album=Discovery&extended=1',
    ],
    [
      { type: 'tvsearch' as const, tvmazeid: 82, rid: 24493, season: '2024', ep: '05/12' },
      undefined,
      't=tvsearch&season=2024&ep=05%2F12&tvmazeid=82&rid=24493&extended=1',
    ],
    [{ type: 'search' as const, q: '', cat: [] }, undefined, 't=search&extended=1'],
  ])('writes %j', (query, key, expected) => {
    expect(searchParams(query, key).toString()).toBe(expected);
  });
});

describe('redactUrl', () => {
  it.each([
    ['https://x.example/api?t=caps&apikey=SECRET', 'https://x.example/api?t=caps&apikey=(removed)'],
    ['https://x.example/api?apikey=SECRET&t=caps', 'https://x.example/api?apikey=(removed)&t=caps'],
    ['https://t.example/dl/1.torrent?passkey=abc#x', 'https://t.example/dl/1.torrent?passkey=(removed)#x'],
    ['https://x.example/api?t=caps', 'https://x.example/api?t=caps'],
  ])('masks %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

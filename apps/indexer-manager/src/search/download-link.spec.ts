import { buildDownloadUrl, readDownloadLink } from './download-link';

describe('download links', () => {
  const link = 'http://indexer.example/download/abc?apikey=upstream';

  it('round-trips a signed link', () => {
    const url = new URL(buildDownloadUrl('http://me:9696', 'secret', 4, link, 'A.Title'));
    expect(url.pathname).toBe('/4/download');
    expect(url.searchParams.get('file')).toBe('A.Title');
    expect(readDownloadLink('secret', 4, url.searchParams.get('link'), url.searchParams.get('sig'))).toBe(link);
  });

  it.each([
    ['another key', 'other', 4],
    ['another indexer', 'secret', 5],
  ])('refuses a link signed for %s', (_case, secret, id) => {
    const url = new URL(buildDownloadUrl('http://me', 'secret', 4, link, 't'));
    expect(readDownloadLink(secret, id, url.searchParams.get('link'), url.searchParams.get('sig'))).toBeUndefined();
  });

  it('refuses a missing signature or link', () => {
    expect(readDownloadLink('secret', 4, undefined, 'x')).toBeUndefined();
    expect(readDownloadLink('secret', 4, 'aGk', undefined)).toBeUndefined();
  });
});

import { isInside, pathInside, sanitiseFileName } from './file-names';

describe('sanitiseFileName', () => {
  it.each([
    ['Show.S01E01.720p.HDTV.x264-GRP', 'Show.S01E01.720p.HDTV.x264-GRP'],
    ['../../etc/passwd', 'etc passwd'],
    ['..', 'download'],
    ['a/b\\c', 'a b c'],
    ['What? "Now": <1>|*', 'What Now 1'],
    ['.hidden', 'hidden'],
    ['trailing dots...', 'trailing dots'],
    ['tab\tnew\nline\u0000', 'tabnewline'],
    ['', 'download'],
  ])('%j becomes %j', (title, expected) => {
    expect(sanitiseFileName(title)).toBe(expected);
  });

  it('cuts long names to 200 bytes without splitting characters', () => {
    const name = sanitiseFileName('é'.repeat(300));
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name).toBe('é'.repeat(100));
  });
});

describe('isInside / pathInside', () => {
  it.each([
    ['/data/torrents', '/data/torrents/a.torrent', true],
    ['/data/torrents', '/data/torrents/sub/a', true],
    ['/data/torrents', '/data/torrents', false],
    ['/data/torrents', '/data/torrents/../x', false],
    ['/data/torrents', '/data/torrents-evil/a', false],
    ['/data/torrents', '/etc/passwd', false],
  ])('%s contains %s: %s', (root, candidate, expected) => {
    expect(isInside(root, candidate)).toBe(expected);
  });

  it('refuses a name that climbs out', () => {
    expect(() => pathInside('/data/nzb', '../x.nzb')).toThrow(/outside/);
    expect(pathInside('/data/nzb', 'x.nzb')).toBe('/data/nzb/x.nzb');
  });
});

import { createHash } from 'node:crypto';
import { infoHashOfMagnet, infoHashOfTorrent } from './torrent-hash';

const info = 'd6:lengthi42e4:name4:test12:piece lengthi262144e6:pieces0:e';
const torrent = Buffer.from(`d8:announce19:http://tracker/ann14:${'x'.repeat(0)}`);

describe('infoHashOfTorrent', () => {
  it('hashes the info dictionary bytes, wherever it sits', () => {
    const expected = createHash('sha1').update(info).digest('hex').toUpperCase();
    expect(infoHashOfTorrent(Buffer.from(`d8:announce19:http://tracker/ann/4:info${info}e`))).toBe(expected);
    expect(infoHashOfTorrent(Buffer.from(`d4:info${info}7:comment2:hie`))).toBe(expected);
    expect(infoHashOfTorrent(Buffer.from(`d4:listli1ei2ee4:info${info}e`))).toBe(expected);
  });

  it.each([
    ['not bencode', Buffer.from('<html>')],
    ['no info', Buffer.from('d8:announce3:abce')],
    ['truncated', Buffer.from('d4:infod6:lengthi4')],
    ['string overrun', Buffer.from('d4:info99:abc')],
    ['prefix only', torrent],
  ])('rejects %s', (_name, bytes) => {
    expect(() => infoHashOfTorrent(bytes)).toThrow();
  });
});

describe('infoHashOfMagnet', () => {
  it.each([
    ['magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn=x', 'C12FE1C06BBA254A9DC9F519B335AA7C1367A88A'],
    ['magnet:?dn=x&xt=urn:btih:YEX6DQDLXISUVHOJ6UM3GNNKPQJWPKEK', 'C12FE1C06BBA254A9DC9F519B335AA7C1367A88A'],
    ['magnet:?dn=x', undefined],
    ['magnet:?xt=urn:btih:123', undefined],
  ])('%s → %s', (magnet, expected) => {
    expect(infoHashOfMagnet(magnet)).toBe(expected);
  });
});

import { createHash } from 'node:crypto';

/** Index just past the bencoded value starting at `at`; throws on malformed input. */
function skipValue(bytes: Buffer, at: number, depth = 0): number {
  if (depth > 64) throw new Error('bencode nested too deeply');
  const c = bytes[at];
  if (c === undefined) throw new Error('bencode ended early');
  if (c === 0x69 /* i */) {
    const end = bytes.indexOf(0x65, at);
    if (end < 0) throw new Error('bencode integer not closed');
    return end + 1;
  }
  if (c === 0x6c /* l */ || c === 0x64 /* d */) {
    let i = at + 1;
    while (bytes[i] !== 0x65) {
      if (i >= bytes.length) throw new Error('bencode list not closed');
      i = skipValue(bytes, i, depth + 1);
    }
    return i + 1;
  }
  if (c >= 0x30 && c <= 0x39) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) throw new Error('bencode string without length');
    const length = Number(bytes.subarray(at, colon).toString('ascii'));
    if (!Number.isSafeInteger(length) || colon + 1 + length > bytes.length) throw new Error('bencode string overruns');
    return colon + 1 + length;
  }
  throw new Error(`bencode: unexpected byte ${c} at ${at}`);
}

/** The BitTorrent v1 info hash (SHA-1 of the bencoded `info` dictionary), upper-case hex as the anchors show it. */
export function infoHashOfTorrent(bytes: Buffer): string {
  if (bytes[0] !== 0x64) throw new Error('not a torrent file: no top-level dictionary');
  let i = 1;
  while (i < bytes.length && bytes[i] !== 0x65) {
    const keyEnd = skipValue(bytes, i);
    const colon = bytes.indexOf(0x3a, i);
    const key = bytes.subarray(colon + 1, keyEnd).toString('latin1');
    const valueEnd = skipValue(bytes, keyEnd);
    if (key === 'info') return createHash('sha1').update(bytes.subarray(keyEnd, valueEnd)).digest('hex').toUpperCase();
    i = valueEnd;
  }
  throw new Error('not a torrent file: no info dictionary');
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32ToHex(text: string): string {
  let bits = '';
  for (const ch of text.toUpperCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new Error('bad base32');
    bits += value.toString(2).padStart(5, '0');
  }
  let hex = '';
  for (let i = 0; i + 4 <= bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex.toUpperCase();
}

/** The info hash of a magnet URI (`xt=urn:btih:` in hex or base32), upper-case hex; undefined when it has none. */
export function infoHashOfMagnet(magnetUrl: string): string | undefined {
  const match = /[?&]xt=urn:btih:([0-9a-z]+)/i.exec(magnetUrl);
  if (!match) return undefined;
  const raw = match[1];
  if (/^[0-9a-f]{40}$/i.test(raw)) return raw.toUpperCase();
  if (/^[a-z2-7]{32}$/i.test(raw)) return base32ToHex(raw);
  return undefined;
}

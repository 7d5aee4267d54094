/** A minimal single-file .torrent (bencoded) for tests; different names give different info hashes. */
export function torrentFileBytes(name: string, size = 1024): Buffer {
  const title = Buffer.from(name);
  return Buffer.concat([
    Buffer.from('d8:announce25:http://127.0.0.1/announce4:infod6:lengthi'),
    Buffer.from(`${size}e4:name${title.length}:`),
    title,
    Buffer.from('12:piece lengthi262144e6:pieces0:ee'),
  ]);
}

// Deterministic random and adversarial titles, for the fuzz test and the parser bench.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOKENS = [
  'S01E01', 'E02', '-', '.', ' ', '_', '[', ']', '(', ')', '1080p', '720p', 'x264', 'WEB-DL', 'BluRay', 'REMUX',
  'German', 'DL', 'MULTi', 'v2', '2024', '03', '15', '.', '..', '---', 'Part', '1', 'of', '6', 'Season', 'AKA',
  '[ABCD1234]', '第01话', '【', '】', 'A.', 'B.', 'C.', 'REPACK', 'PROPER', 'REAL', 'www.site.com', '🎬', 'é', '\u0000',
  '\u202e', '\ufffd', '1x01', '-GRP', 'S01-S03', 'Season 1-3', '12.5', '01-12', ' - ', 'Ep', 'tt1234567', '{tmdb-1}',
];

const REPEATS = ['S01E01', 'a', '.', '-', '[', 'E1', '1.', 'x', ' - 01', 'A.', '(', '[a]', '1x', 'S1', 'ab12', '.-_'];

/** `count` strings of up to `maxLength` characters, the same for the same seed. */
export function fuzzCorpus(count: number, maxLength: number, seed = 20251114): string[] {
  const rand = mulberry32(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 4;
    const length = Math.floor(rand() ** 3 * maxLength);
    let s = '';
    if (kind === 0) {
      while (s.length < length) s += TOKENS[Math.floor(rand() * TOKENS.length)];
    } else if (kind === 1) {
      const unit = REPEATS[Math.floor(rand() * REPEATS.length)];
      s = 'Title ' + unit.repeat(Math.ceil(length / unit.length)) + (rand() < 0.5 ? '!' : ' 2024');
    } else if (kind === 2) {
      while (s.length < length) s += String.fromCharCode(Math.floor(rand() * 0x3000));
    } else {
      while (s.length < length) s += String.fromCharCode(32 + Math.floor(rand() * 95));
    }
    out.push(s.slice(0, maxLength));
  }
  return out;
}

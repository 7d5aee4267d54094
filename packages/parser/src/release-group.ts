import { baseName, sanitize, stripExtension, stripWebsitePrefix } from './text';

// Tags that uploaders, indexers and reposters append after the real group.
const BAD_SUFFIX =
  /[-.](?:RP|1|NZBgeek|Obfuscated|Obfuscation|Scrambled|sample|Pre|postbot|xpost|Rakuv[a-z0-9]*|WhiteRev|BUYMORE|AsRequested|AlternativeToRequested|GEROV|Z0iDS3N|Chamele0n|4P|4Planet|AlteZachen|RePACKPOST)$/i;

// Names that sit in brackets at the end of a title but are indexers or sites, not groups.
const NOT_GROUPS = new Set(
  [
    'publichd', 'eztv', 'ettv', 'rarbg', 'rartv', 'eztv.re', 'rarbg.com', 'tgx', 'ethd', 'vtv', 'mkvonly', 'cleaned',
    'dual audio', 'multi', 'subs', 'softsubs', 'hardsubs', 'multisubs', 'multi-subs', 'web', 'webdl', 'webrip', 'hdtv',
    'bluray', 'bd', 'mkv', 'mp4', 'avi', 'hevc', 'avc', 'x264', 'x265', 'h264', 'h265', 'aac', 'flac', 'ac3', 'dts',
    'eng', 'english', 'jap', 'raw', 'batch', 'complete', 'v2', 'v3', 'v4', 'dolby vision', 'hdr', 'sdr', '4k',
  ].map((s) => s.toLowerCase()),
);

// Groups whose names contain a separator, or that tag the end of a title without a dash.
const EXCEPTION_GROUPS = [
  'D-Z0N3', 'Blu-bits', 'DX-TV', 'FTW-HS', 'VH-PROD', 'E.N.D', '-ZR-', 'BEN THE MEN', 'Koten_Gars', 'TheSickle',
  'YTS.MX', 'YTS.LT', 'YTS.AG', 'YTS.AM', 'YTS.BZ', 'YIFY', 'YTS', 'KRaLiMaRKo', 'BluDragon', 'LMain', 'TMd', 'HQMUX',
  'Tigole', 'Joy', 'QxR', 'FreetheFish', 'afm72', 'Anna', 'Bandi', 'Ghost', 'Silence', 'Kappa', 'MONOLITH', 'Qman',
  'RZeroX', 'SAMPA', 'theincognito', 't3nzin', 'Vyndros', 'r00t', 'HONE', 'DarQ', 'Garshasp', 'Kametsu', 'HDO',
  'DusIctv', 'DHD', 'SEV', 'CtrlHD', 'XZVN', 'ADC', 'RH', 'Netaro', 'UTR', 'Ghost', 'FreetheFish', 'Langbard',
  'Prof', 'GiLG', 'Nostradamus', 'Natty', 'Weasley HONE', 'MiNX', 'iVy', 'SARTRE', 'ImE', 'DiN', 'NeoNoir', 'RCVR',
];

const EXCEPTION_SET = new Map(EXCEPTION_GROUPS.map((g) => [g.toLowerCase(), g]));

const HASH_SUFFIX = /\[[a-f0-9]{8}\]\s*$/i;
const QUALITYISH =
  /^(?:\d{3,4}[pi]|[xh]\.?26[45]|web|web-?dl|webrip|hdtv|sdtv|dvd|dvdrip|bluray|blu-ray|bd|brrip|bdrip|remux|dl|hd|ma|es|x|dts|ac3|aac|dd|ddp|eac3|flac|mp3|hevc|avc|xvid|divx|sub|subs|dub|dubbed|eng|english|german|french|rip|ws|pdtv|dsr|proper|repack|internal|limited|\d{1,4}|[a-z]|480|720|1080|2160|4k|uhd|hdr|sdr|dv|\d+bit|mkv|mp4|avi|sample|cd\d)$/i;

const WEBSITE_TAIL = /\s*\[\s*(?:www\.[-a-z0-9.]+|[-a-z0-9]+(?:\.[-a-z0-9]+)*\.(?:com|net|org|io|gov|info|tv|me|to|cc|biz))\s*\]\s*$/i;
const BAD_TAIL = new RegExp(`(-[^-\\s.]+|\\.(?:mkv|mp4|avi|m4v|ts))${BAD_SUFFIX.source}`, 'i');

function cleanTail(title: string): string {
  let t = title.trim();
  for (let i = 0; i < 8; i++) {
    const before = t;
    t = t.replace(WEBSITE_TAIL, '');
    t = t.replace(/\s*\((?:S:\d+\/L:\d+)\)\s*$/i, '');
    t = t.replace(/\]-$/, ']');
    t = t.replace(/\s*-?\[(?:eztv|ettv|rarbg(?:\.com)?|rartv|publichd|vtv|tgx)\]\s*$/i, '');
    t = t.replace(/[ ._](?:english|eng|german|french)$/i, '');
    t = stripExtension(t);
    t = t.replace(BAD_TAIL, '$1');
    t = t.replace(/[_.\s]+$/, '');
    if (t === before) break;
  }
  return t;
}

function validGroup(candidate: string): boolean {
  if (candidate.length === 0 || candidate.length > 30) return false;
  if (!/^[\p{L}\p{N}_]+$/u.test(candidate)) return false;
  if (QUALITYISH.test(candidate)) return false;
  if (/^(?:19|20)\d{2}$/.test(candidate)) return false;
  if (/^(?:\d{1,2}x\d{1,3}|S\d{1,4}(?:E\d{1,4})?|E\d{1,4})$/i.test(candidate)) return false;
  return true;
}

// Groups that close a P2P quality block `(... 10bit AAC 7.1 Tigole)`; they need the bracket.
const BRACKETED_ONLY = new Set(
  ['Tigole', 'Joy', 'FreetheFish', 'afm72', 'Anna', 'Bandi', 'Ghost', 'Silence', 'Kappa', 'MONOLITH', 'Qman',
    'RZeroX', 'SAMPA', 'theincognito', 't3nzin', 'Vyndros', 'r00t', 'Garshasp', 'UTR', 'Langbard', 'Prof', 'GiLG',
    'Nostradamus', 'Natty', 'MiNX', 'iVy', 'SARTRE', 'ImE', 'DiN', 'NeoNoir', 'RCVR'].map((g) => g.toLowerCase()),
);

// Exception groups bucketed by their last character, so a title is checked against a few names only.
const BY_LAST_CHAR = new Map<string, string[]>();
for (const group of EXCEPTION_GROUPS) {
  const key = group[group.length - 1].toLowerCase();
  BY_LAST_CHAR.set(key, [...(BY_LAST_CHAR.get(key) ?? []), group]);
}

function exceptionAtEnd(t: string): string | null {
  const trimmed = t.replace(/[)\]]$/, '');
  const candidates = BY_LAST_CHAR.get(trimmed.slice(-1).toLowerCase()) ?? [];
  const lower = t.slice(-40).toLowerCase();
  const offset = t.length - lower.length;
  let best: string | null = null;
  for (const group of candidates) {
    const g = group.toLowerCase();
    for (const closing of ['', ')', ']']) {
      if (!lower.endsWith(g + closing)) continue;
      const at = offset + lower.length - g.length - closing.length;
      const prev = t[at - 1];
      if (at > 0 && prev !== undefined && !/[\s.\-([_]/.test(prev)) continue;
      if (at > 0 && prev === '-' && g.startsWith('-')) continue;
      if (BRACKETED_ONLY.has(g) && closing === '' && !/[)\]]\s*$/.test(t.slice(0, at))) continue;
      if (!BRACKETED_ONLY.has(g) && closing === '' && prev === ' ' && !/\s-\s$|[)\]] $|\s$/.test(t.slice(0, at))) continue;
      const found = t.slice(at, at + g.length);
      if (!best || found.length > best.length) best = found;
    }
  }
  if (best) return best;
  const hdteam = /[-\s]([\p{L}\p{N}]+ HDTeam)\s*$/iu.exec(t);
  if (hdteam) return hdteam[1];
  const spaced = /-\s*(BEN THE MEN)\s*$/i.exec(t);
  if (spaced) return spaced[1];
  return null;
}

/**
 * Finds the release group of a release or file title: the scene `-GROUP` suffix, an anime
 * `[Group]` prefix, or one of the groups known to tag releases differently. Returns null when the
 * title names no group.
 */
export function parseReleaseGroup(title: string): string | null {
  let t = sanitize(title).trim();
  if (!t) return null;
  t = baseName(t.replace(/\\/g, '/')) || t;
  t = stripWebsitePrefix(t).trim();

  const softsubs = /\[Softsubs \(([^)\]]+)\)\]?\s*$/i.exec(t);
  if (softsubs && !/^horriblesubs$/i.test(softsubs[1]) && !/^\[/.test(t)) return softsubs[1];

  const leading = /^\[\s*([^\]]+?)\s*\]/.exec(t);
  if (leading) {
    const name = leading[1];
    const isQuality = /^(?:bd|dolby vision|\d{3,4}p|4k|hdr|web|tv|multi|raws?|batch)$/i.test(name);
    const isSite = /\.(?:com|net|org|tv|info|to|me)$/i.test(name) || /\s/.test(name);
    if (!isQuality && !isSite && name.length <= 40) return name;
  }

  t = cleanTail(t);
  if (!t) return null;

  const exception = exceptionAtEnd(t);
  if (exception) return exception;

  if (HASH_SUFFIX.test(t)) return null;

  // `...-GROUP[TAG]`: the bracket is the group when it is not a site or a quality tag.
  const trailingBracket = /\[([^\][\s]+)\]\)?\s*$/.exec(t);
  if (trailingBracket) {
    const inner = trailingBracket[1];
    const qualityLike = /\d{3,4}[pi]\b|^\d+(?:\.\d)?$/i.test(inner) || /^(?:S\d{1,4}(?:E\d{1,4})?|E\d{1,4})$/i.test(inner);
    if (!NOT_GROUPS.has(inner.toLowerCase()) && /^[\p{L}\p{N}_.-]+$/u.test(inner) && !QUALITYISH.test(inner) && !qualityLike) {
      if (/^-?\[/.test(t.slice(trailingBracket.index - 1)) || /-$/.test(t.slice(0, trailingBracket.index))) {
        return inner;
      }
      const before = t.slice(0, trailingBracket.index);
      if (/_$/.test(before)) return inner;
      if (/[\])]\s*$/.test(before) || /\s$/.test(before) || /[\p{L}\p{N}]$/u.test(before)) {
        if (!/\s$/.test(before) || /[\])]\s*$/.test(before) || /\s-\s/.test(t) || /[._]/.test(before)) return inner;
      }
    }
    t = t.slice(0, trailingBracket.index).trim();
    const again = cleanTail(t);
    t = again;
  }

  t = t.replace(/\s*\([^()]*,[^()]*\)\s*$/, '').trim();
  t = t.replace(/[)\]]+$/, '');

  const dash = t.lastIndexOf('-');
  if (dash < 0) return null;
  const candidate = t.slice(dash + 1).replace(/^\[|\]$/g, '');
  if (validGroup(candidate)) {
    // A dash inside the title part (before any quality info) is not a group marker.
    const before = t.slice(0, dash);
    if (/[\s.]$/.test(before) && !/[.\s]-?$/.test(before.slice(-1)) && /\s$/.test(before)) return null;
    if (/\s$/.test(before)) return null;
    return candidate;
  }
  return null;
}

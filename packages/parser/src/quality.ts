import { findQuality } from './quality-catalogue';
import { MediaKind, Quality, QualityModel, Revision } from './types';
import { MAX_TITLE_LENGTH } from './text';

type Source = 'unknown' | 'cam' | 'telesync' | 'telecine' | 'workprint' | 'dvd' | 'tv' | 'webdl' | 'webrip' | 'bluray';
type Modifier = 'none' | 'regional' | 'screener' | 'rawhd' | 'brdisk' | 'remux';

/** What the title says, before it is mapped onto one anchor's catalogue. */
export interface QualityReading {
  source: Source;
  resolution: number;
  modifier: Modifier;
  /** True when the source was only guessed from the file extension or codec. */
  guessed: boolean;
  revision: Revision;
}

const RESOLUTION = /(?<![0-9])(2160|1080|960|720|576|540|480|360)[pi](?![a-z0-9])/i;
const DIMENSIONS = /(?<![0-9])(\d{3,4})x(\d{3,4})(?![0-9])/i;
const UHD = /\b(?:4k|uhd|ultra ?hd)\b|\b(?:uhdremux|uhdbd)/i;

const REMUX = /(?:\b|bd|uhd|\d)remux(?:\b|\d)/i;
const BRDISK =
  /\b(?:bdiso|bd-?(?:25|50|66|100)|br-?disk|complete[ .-]blu-?ray|blu-?ray[ .-]iso|bd[ .-]untouched)\b|\bbd\b.*\buntouched\b/i;
const BLURAY_DISC_CODEC_ADJACENT = /\bblu[-. ]?ray[ .-](?:avc|vc-?1|mpeg-?2|hevc)\b/i;
const BLURAY_DISC_CODEC_LATER = /\bBlu-ray\b.{0,60}\b(?:AVC|VC-?1|HEVC|MPEG-?2)\b/;
function hasDiscCodec(text: string): boolean {
  return BLURAY_DISC_CODEC_ADJACENT.test(text) || BLURAY_DISC_CODEC_LATER.test(text);
}
const HDDVD_DISC = /\bhd[ .-]?dvd\b(?!rip)/i;
const ENCODE = /\b(?:[xh][ .]?26[456]|xvid|divx|av1|rip)\b|rip\b/i;
const ISO = /\biso$|\.iso\b/i;
const GERMAN_DL = /\b(?:dl|ml)\b/i;
const GERMAN = /\bgerman\b/i;
const RAW_HD = /\braw[ .-]?hd\b/i;
const MPEG2 = /\bmpeg-?2\b/i;

interface SourceRule {
  source: Source;
  modifier?: Modifier;
  pattern: RegExp;
  /** Further patterns, matched case-sensitively, for short tags that are ordinary words in lower case. */
  exact?: RegExp;
  /** Resolution implied when the title has none. */
  defaultResolution?: number;
}

// Listed by strength: when several source tokens appear, the one found first in this list wins.
const SOURCE_RULES: SourceRule[] = [
  { source: 'workprint', pattern: /\bworkprint\b/i, exact: /\bWP\b/ },
  { source: 'cam', pattern: /\b(?:(?:hd|hq|new)[ .-]?cam(?:rip)?|camrip)\b/i, exact: /\bCAM\b/ },
  { source: 'telesync', pattern: /\b(?:telesynch?|hd-?ts(?:rip)?|tsrip|pdvd)\b/i, exact: /\bTS\b/ },
  { source: 'telecine', pattern: /\b(?:telecine|hd-?tc)\b/i, exact: /\bTC\b/ },
  {
    source: 'dvd',
    modifier: 'screener',
    pattern: /\b(?:dvd|bd|web)?[ .-]?scr(?:eener)?\b|\bdvdscreener\b/i,
  },
  { source: 'dvd', modifier: 'regional', pattern: /\bR[56]\b/ },
  { source: 'webrip', pattern: /\bweb[ .-]?(?:dl[ .-]?)?rip\b|\bweb-?mux\b|\bweb[ .-]?hdrip\b|\bhdrip\b|\bcensorrip\b/i },
  {
    source: 'webdl',
    pattern:
      /\bweb[ .-]?dl(?:mux)?\b|\bwebdl|\bweb[ .-]?hd\b|\bitunes(?:hd)?\b|\b(?:amazon|netflix|maxdome|hbomax|disney)hd\b|\b(?:nf|amzn|dsnp|hmax|atvp|pmtp|hulu|dp)[ .-]?web\b(?![ .-]?rip)/i,
  },
  {
    source: 'bluray',
    pattern:
      /\b(?:m?blu[-. ]?ray|bd(?:rip|mux|light|remux)?|b[dr][ .-]?rip|uhd2?bd(?:rip)?|hd[ .-]?dvd(?:rip)?|uhd[ .-]?remux|bd\d{3,4}p)\b|\bbd(?=\d{3,4}p)|bluray(?=\d)/i,
  },
  { source: 'tv', defaultResolution: 720, pattern: /\bhd[ .-]tv\b|\bhr[ .]ws[ .]pdtv\b|\[hdtv\]/i },
  { source: 'tv', pattern: /\b(?:hdtv|pdtv|sdtv|sd[ .-]tv|dsr(?:ip)?|tvrip|dtv|satrip)\b/i },
  {
    source: 'dvd',
    modifier: 'remux',
    pattern: /\b(?:\d?x?m?dvd-?[59r]|m?dvd-r)\b/i,
  },
  { source: 'dvd', pattern: /\b(?:dvd(?:[ .-]?rip)?|xvidvd|sd[ .-]dvd)\b|\bdvd|dvd\b/i },
];

const DVDR = /\b(?:\d?x?m?dvd-?[59r]|m?dvd-r)\b/i;

// A bare WEB token counts as a web download when it sits next to other quality words.
const WEB_TOKEN =
  /\[web\]|\(web[ \])]|\bweb[ .-](?:[xh][ .]?26[45]|avc|hevc|ddp?\d|\d{3,4}p|dv|h)\b|\d{3,4}p[ .-](?:hybrid[ .-])?web\b|\bweb[ .]*$/i;
const WEB_UPPER = /\bWEB\b/;

const EXTENSION_QUALITY: Record<string, { source: Source; resolution: number }> = {
  avi: { source: 'tv', resolution: 480 },
  divx: { source: 'tv', resolution: 480 },
  xvid: { source: 'tv', resolution: 480 },
  wmv: { source: 'tv', resolution: 480 },
  mpg: { source: 'tv', resolution: 480 },
  mpeg: { source: 'tv', resolution: 480 },
  m4v: { source: 'tv', resolution: 480 },
  mp4: { source: 'tv', resolution: 480 },
  mov: { source: 'tv', resolution: 480 },
  '3gp': { source: 'tv', resolution: 480 },
  rm: { source: 'tv', resolution: 480 },
  rmvb: { source: 'tv', resolution: 480 },
  ogm: { source: 'tv', resolution: 480 },
  vob: { source: 'dvd', resolution: 480 },
  mkv: { source: 'tv', resolution: 720 },
  ts: { source: 'tv', resolution: 720 },
  wtv: { source: 'tv', resolution: 720 },
  m2ts: { source: 'bluray', resolution: 720 },
};

const EXTENSION = /\.([a-z0-9]{2,4})\s*$/i;

/** Reads the release's revision: PROPER/REPACK/RERIP versions, REAL count and anime `v2`. */
export function parseRevision(title: string): Revision {
  const text = title.slice(0, MAX_TITLE_LENGTH).replace(/_/g, ' ');
  let version = 1;
  let isRepack = false;
  const tag = /\b(proper|repack|rerip)(\d)?\b/gi;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const n = m[2] ? Number(m[2]) + 1 : 2;
    version = Math.max(version, n);
    if (m[1].toLowerCase() !== 'proper') isRepack = true;
  }
  const anime = /(?:\d ?|\[)v([1-9])\b/i.exec(text);
  if (anime) version = Math.max(version, Number(anime[1]));
  let real = 0;
  const realTag = /\bREAL\b/g;
  while (realTag.exec(text)) real++;
  return { version, real, isRepack };
}

function readResolution(text: string): number {
  const explicit = RESOLUTION.exec(text);
  if (explicit) {
    const value = Number(explicit[1]);
    if (value === 960) return 720;
    if (value === 540 || value === 360) return 480;
    return value;
  }
  const dims = DIMENSIONS.exec(text);
  if (dims) {
    const width = Number(dims[1]);
    const height = Number(dims[2]);
    if (width >= 3200 || height >= 2000) return 2160;
    if (width >= 1800 || height >= 1000) return 1080;
    if (width >= 1200 || height >= 700) return 720;
    if (width >= 300) return 480;
  }
  if (UHD.test(text)) return 2160;
  return 0;
}

function firstSource(text: string): { rule: SourceRule; index: number } | null {
  let best: { rule: SourceRule; index: number } | null = null;
  for (const rule of SOURCE_RULES) {
    for (const pattern of rule.exact ? [rule.pattern, rule.exact] : [rule.pattern]) {
      const m = pattern.exec(text);
      if (m && (best === null || m.index < best.index)) best = { rule, index: m.index };
    }
  }
  return best;
}

/** Reads source, resolution, modifier and revision from any title, independent of the anchor. */
export function readQuality(title: string): QualityReading {
  const raw = title.slice(0, MAX_TITLE_LENGTH).trim();
  const text = raw.replace(/_/g, ' ');
  const revision = parseRevision(raw);
  const extMatch = EXTENSION.exec(text);
  const extension = extMatch ? extMatch[1].toLowerCase() : '';
  const body = extension && extension in EXTENSION_QUALITY ? text.slice(0, extMatch!.index) : text;
  const withExt = text;
  const resolution = readResolution(body);
  const encoded = ENCODE.test(body);

  if (RAW_HD.test(body)) return { source: 'tv', resolution: 1080, modifier: 'rawhd', guessed: false, revision };

  const found = firstSource(body);
  const remux = REMUX.test(body);
  const source: Source = found?.rule.source ?? 'unknown';

  if (source === 'bluray' || source === 'unknown' || (source === 'dvd' && !found?.rule.modifier)) {
    const disc =
      BRDISK.test(body) ||
      (ISO.test(withExt) && /\bblu-?ray|\bbd\b/i.test(body)) ||
      (!encoded && !remux && (hasDiscCodec(body) || HDDVD_DISC.test(body)));
    if (disc && !remux && !/\b(?:bd|br)[ .-]?rip\b/i.test(body)) {
      if (GERMAN.test(body) && GERMAN_DL.test(body) && hasDiscCodec(body)) {
        return remuxOf(resolution, revision);
      }
      return { source: 'bluray', resolution: 1080, modifier: 'brdisk', guessed: false, revision };
    }
    if (source !== 'dvd' && GERMAN.test(body) && GERMAN_DL.test(body) && hasDiscCodec(body) && !encoded) {
      return remuxOf(resolution, revision);
    }
    if (remux && source !== 'dvd') return remuxOf(resolution, revision);
  }
  if (found) {
    const rule = found.rule;
    const modifier: Modifier = rule.modifier ?? 'none';
    if (source === 'dvd') {
      if (modifier === 'none' && DVDR.test(body)) return { source, resolution: 480, modifier: 'remux', guessed: false, revision };
      if (modifier === 'none' && remux) return { source, resolution: 480, modifier: 'remux', guessed: false, revision };
      return { source, resolution: 480, modifier, guessed: false, revision };
    }
    if (source === 'tv') {
      if ((resolution === 1080 || /1080i/i.test(body)) && /1080i/i.test(body) && MPEG2.test(body)) {
        return { source: 'tv', resolution: 1080, modifier: 'rawhd', guessed: false, revision };
      }
      const res = resolution || rule.defaultResolution || (extension === 'mkv' && /\[/.test(body) ? 720 : 480);
      return { source, resolution: res === 576 ? 480 : res, modifier, guessed: false, revision };
    }
    if (source === 'webdl') return { source, resolution: normal(resolution) || 720, modifier, guessed: false, revision };
    if (source === 'webrip') return { source, resolution: normal(resolution) || 480, modifier, guessed: false, revision };
    if (source === 'bluray') {
      const isRip = /\b(?:bd|br)[ .-]?rip\b/i.test(body);
      return { source, resolution: resolution || (isRip ? 480 : 720), modifier, guessed: false, revision };
    }
    return { source, resolution, modifier, guessed: false, revision };
  }

  if (WEB_TOKEN.test(body) || WEB_UPPER.test(body)) return { source: 'webdl', resolution: normal(resolution) || 720, modifier: 'none', guessed: false, revision };
  if (resolution === 480 && /(?<![0-9])540p/i.test(body)) {
    return { source: 'webdl', resolution: 480, modifier: 'none', guessed: false, revision };
  }
  if (resolution > 0) {
    if (resolution === 1080 && /1080i/i.test(body) && MPEG2.test(body)) {
      return { source: 'tv', resolution: 1080, modifier: 'rawhd', guessed: false, revision };
    }
    return { source: 'tv', resolution: resolution >= 720 ? resolution : 480, modifier: 'none', guessed: true, revision };
  }
  if (/\b(?:ntsc|pal)\b/i.test(body) && !/\bpay[ .]pal\b/i.test(body)) {
    return { source: 'dvd', resolution: 480, modifier: 'none', guessed: true, revision };
  }
  if (/\b(?:xvid|divx)\b/i.test(body)) return { source: 'tv', resolution: 480, modifier: 'none', guessed: true, revision };
  const byExtension = EXTENSION_QUALITY[extension];
  if (byExtension) return { ...byExtension, modifier: 'none', guessed: true, revision };
  return { source: 'unknown', resolution: 0, modifier: 'none', guessed: true, revision };
}

function normal(resolution: number): number {
  return resolution === 576 ? 480 : resolution;
}

function remuxOf(resolution: number, revision: Revision): QualityReading {
  if (resolution === 720 || resolution === 480 || resolution === 576) {
    return { source: 'bluray', resolution, modifier: 'none', guessed: false, revision };
  }
  return { source: 'bluray', resolution: resolution || 1080, modifier: 'remux', guessed: false, revision };
}

function movieName(r: QualityReading): string {
  const res = r.resolution;
  switch (r.source) {
    case 'cam':
      return 'CAM';
    case 'telesync':
      return 'TELESYNC';
    case 'telecine':
      return 'TELECINE';
    case 'workprint':
      return 'WORKPRINT';
    case 'dvd':
      if (r.modifier === 'screener') return 'DVDSCR';
      if (r.modifier === 'regional') return 'REGIONAL';
      if (r.modifier === 'remux') return 'DVD-R';
      return 'DVD';
    case 'tv':
      if (r.modifier === 'rawhd') return 'Raw-HD';
      if (res >= 2160) return 'HDTV-2160p';
      if (res >= 1080) return 'HDTV-1080p';
      if (res >= 720) return 'HDTV-720p';
      return 'SDTV';
    case 'webdl':
      return `WEBDL-${res >= 2160 ? 2160 : res >= 1080 ? 1080 : res >= 720 ? 720 : 480}p`;
    case 'webrip':
      return `WEBRip-${res >= 2160 ? 2160 : res >= 1080 ? 1080 : res >= 720 ? 720 : 480}p`;
    case 'bluray':
      if (r.modifier === 'brdisk') return 'BR-DISK';
      if (r.modifier === 'remux') return res >= 2160 ? 'Remux-2160p' : 'Remux-1080p';
      if (res >= 2160) return 'Bluray-2160p';
      if (res >= 1080) return 'Bluray-1080p';
      if (res >= 720) return 'Bluray-720p';
      if (res === 576) return 'Bluray-576p';
      return 'Bluray-480p';
    default:
      return 'Unknown';
  }
}

function seriesName(r: QualityReading): string {
  const name = movieName(r);
  switch (name) {
    case 'Remux-1080p':
      return 'Bluray-1080p Remux';
    case 'Remux-2160p':
      return 'Bluray-2160p Remux';
    case 'BR-DISK':
      return 'Bluray-1080p';
    case 'DVD-R':
    case 'DVDSCR':
    case 'REGIONAL':
      return 'DVD';
    case 'CAM':
    case 'TELESYNC':
    case 'TELECINE':
    case 'WORKPRINT':
      return 'Unknown';
    default:
      return name;
  }
}

/** Maps a reading onto the catalogue of one anchor. */
export function toQualityModel(reading: QualityReading, mediaKind: 'series' | 'movie'): QualityModel {
  let quality: Quality;
  if (mediaKind === 'series') {
    quality = findQuality('series', seriesName(reading));
  } else {
    quality = findQuality('movie', movieName(reading));
    if (quality.resolution === 0 && quality.id !== 0) quality.resolution = reading.resolution;
  }
  return { quality, revision: { ...reading.revision } };
}

const MUSIC_RULES: [RegExp, string][] = [
  [/\b(?:flac|lossless)[ .-]?24(?:[ .-]?bits?)?\b|\b24[ .-]?bits?[ .-]?(?:flac|lossless)?|\bhi-?res\b|\b24[- ]?(?:44|48|88|96|176|192)\b/i, 'FLAC 24bit'],
  [/\balac\b.*\b24[ .-]?bits?\b|\b24[ .-]?bits?\b.*\balac\b/i, 'ALAC 24bit'],
  [/\bflac\b|\blossless\b/i, 'FLAC'],
  [/\balac\b/i, 'ALAC'],
  [/\bwav(?:pack)?\b/i, 'WAV'],
  [/\bape\b|\bmonkey'?s audio\b/i, 'APE'],
  [/\bwma\b/i, 'WMA'],
  [/\b(?:mp3[ .-]?)?v0\b|\bvbr[ .-]?v?0\b|\bmp3[ .-]?vbr\b/i, 'MP3-VBR-V0'],
  [/\b(?:mp3[ .-]?)?v2\b(?!\d)|\bvbr[ .-]?v?2\b/i, 'MP3-VBR-V2'],
  [/\b320(?:[ .-]?kbps|k)?\b/i, 'MP3-320'],
  [/\b256(?:[ .-]?kbps|k)?\b/i, 'MP3-256'],
  [/\b192(?:[ .-]?kbps|k)?\b/i, 'MP3-192'],
  [/\b160(?:[ .-]?kbps|k)?\b/i, 'MP3-160'],
  [/\b128(?:[ .-]?kbps|k)?\b/i, 'MP3-128'],
  [/\b(?:aac|m4a)\b/i, 'AAC-VBR'],
  [/\b(?:ogg|vorbis)\b/i, 'OGG Vorbis Q5'],
  [/\bmp3\b/i, 'MP3-320'],
];

/** Lidarr's quality for an audio release title. */
export function parseMusicQuality(title: string): QualityModel {
  const text = title.slice(0, MAX_TITLE_LENGTH).replace(/_/g, ' ');
  const revision = parseRevision(text);
  for (const [pattern, name] of MUSIC_RULES) {
    if (pattern.test(text)) {
      if (name.startsWith('MP3-') && !/\bmp3\b|\bkbps\b|\d{3}k\b|\bv[02]\b|\bvbr\b/i.test(text)) continue;
      return { quality: findQuality('music', name), revision };
    }
  }
  return { quality: findQuality('music', 'Unknown'), revision };
}

/**
 * Parses the quality of a release or file title using the catalogue of the given anchor:
 * Sonarr's for `series`, Radarr's for `movie`, Lidarr's for `music`.
 */
export function parseQuality(title: string, mediaKind: MediaKind = 'movie'): QualityModel {
  const input = typeof title === 'string' ? title : '';
  if (mediaKind === 'music') return parseMusicQuality(input);
  return toQualityModel(readQuality(input), mediaKind);
}

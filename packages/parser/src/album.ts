import { parseMusicQuality } from './quality';
import { parseReleaseGroup } from './release-group';
import { looksLikeJunk, sanitize, stripExtension, stripWebsitePrefix } from './text';
import { ParsedAlbumInfo } from './types';

const YEAR = /(?:^|[^\d])((?:19|20)\d{2})(?!\d)/;
const DISCOGRAPHY = /\b(?:discography|discografia|complete (?:discography|works|studio albums)|anthology)\b/i;
const VERSION = /[([]\s*((?:[^()[\]]*?\b(?:deluxe|remaster(?:ed)?|expanded|anniversary|special|limited|collector'?s|bonus|edition|version|reissue)\b[^()[\]]*?))\s*[)\]]/i;
const AUDIO_TAGS =
  /[([]?\b(?:flac|mp3|aac|alac|ogg|wav|ape|wma|\d{3}\s?kbps|\d{3}k|v0|v2|vbr|cbr|24bit|16bit|24-bit|16-bit|lossless|web|cd|cdda|vinyl|lp|ep|single|hi-?res|\d{2,3}(?:\.\d)?khz)\b[)\]]?/gi;

function tidy(text: string): string {
  return text
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–.]+|[\s\-–.]+$/g, '')
    .trim();
}

/**
 * Parses a music release name (`Artist - Album (2020) [FLAC]`, scene `Artist-Album-WEB-2020-GRP`,
 * discographies) into Lidarr's `ParsedAlbumInfo`, or null when no artist and album can be read.
 */
export function parseAlbumTitle(title: string): ParsedAlbumInfo | null {
  const original = sanitize(title).trim();
  if (!original) return null;
  let text = stripExtension(original).trim();
  if (looksLikeJunk(text)) return null;
  text = stripWebsitePrefix(text).trim();
  const quality = parseMusicQuality(original);
  const group = parseReleaseGroup(original);
  const discography = DISCOGRAPHY.test(text);
  const versionMatch = VERSION.exec(text);

  let artist = '';
  let album = '';
  let yearText: string | null = null;

  const spaced = text.split(/\s+[-–]\s+/);
  if (spaced.length >= 2) {
    artist = spaced[0];
    album = spaced.slice(1).join(' - ');
  } else if (/^[^\s]+(?:-[^\s]+){2,}$/.test(text)) {
    // Scene: Artist_Name-Album_Title-(CAT123)-WEB-2020-GROUP
    const parts = text.split('-');
    artist = parts[0];
    const rest = parts.slice(1);
    const cut = rest.findIndex((p) => /^(?:web|cd|cdm|cds|vinyl|lp|ep|flac|mp3|\(?[a-z]{2,5}\d{2,}\)?|(?:19|20)\d{2}|bonus|promo|retail|ost|ws|sat|fm|dvb|cable)$/i.test(p));
    album = (cut > 0 ? rest.slice(0, cut) : rest.slice(0, Math.max(1, rest.length - 1))).join(' ');
    const y = rest.find((p) => /^(?:19|20)\d{2}$/.test(p));
    if (y) yearText = y;
  } else {
    return null;
  }

  const year = yearText ?? YEAR.exec(album)?.[1] ?? YEAR.exec(text)?.[1] ?? null;
  album = album
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[([]\s*(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?\s*[)\]]/g, ' ')
    .replace(AUDIO_TAGS, ' ')
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/\s+-\s*[A-Za-z0-9]+$/, (m) => (group && m.endsWith(group) ? '' : m));
  if (group) album = album.replace(new RegExp(`[-\\s]${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`), '');
  album = tidy(album.replace(/\s(?:19|20)\d{2}\s*$/, ''));
  artist = tidy(artist.replace(/^\[[^\]]*\]\s*/, ''));
  if (!artist || (!album && !discography)) return null;

  const range = /((?:19|20)\d{2})\s*[-–]\s*((?:19|20)\d{2})/.exec(text);
  const artistYear = /^(.+?)\s*[([]?((?:19|20)\d{2})[)\]]?$/.exec(artist);
  return {
    releaseTitle: original,
    albumTitle: discography ? (album || 'Discography') : album,
    artistName: artist,
    albumType: null,
    artistTitleInfo: {
      title: artist,
      titleWithoutYear: artistYear ? artistYear[1] : artist,
      year: artistYear ? Number(artistYear[2]) : 0,
    },
    quality,
    releaseDate: year,
    discography,
    discographyStart: discography && range ? Number(range[1]) : 0,
    discographyEnd: discography && range ? Number(range[2]) : 0,
    releaseGroup: group,
    releaseHash: null,
    releaseVersion: versionMatch ? tidy(versionMatch[1]) : null,
  };
}

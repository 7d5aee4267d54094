/** Longest input the parsers look at; longer strings are cut, which keeps every regular expression fast. */
export const MAX_TITLE_LENGTH = 1024;

const VIDEO_EXTENSIONS = new Set([
  'mkv', 'mp4', 'avi', 'm4v', 'mov', 'wmv', 'mpg', 'mpeg', 'm2ts', 'ts', 'vob', 'iso', 'img', 'divx', 'xvid',
  'webm', 'flv', 'ogm', 'ogv', 'rm', 'rmvb', '3gp', 'wtv', 'strm', 'dvr-ms', 'nzb', 'torrent', 'par2', 'nfo', 'srt',
  'flac', 'mp3', 'm4a', 'wav', 'ape', 'ogg', 'wma', 'aac', 'alac', 'mka', 'm4b', 'opus', 'rar', 'zip',
]);

/** Cuts the input to a safe length and removes control characters. */
export function sanitize(input: unknown): string {
  if (typeof input !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return input.slice(0, MAX_TITLE_LENGTH).replace(/[\u0000-\u001f\u007f\ufffd]/g, ' ');
}

/** Removes a known media or download file extension. */
export function stripExtension(title: string): string {
  const m = /\.([a-z0-9]{2,4}|dvr-ms)\s*$/i.exec(title);
  if (m && VIDEO_EXTENSIONS.has(m[1].toLowerCase())) return title.slice(0, m.index);
  return title;
}

/** True when the last dot-suffix is a known media extension. */
export function hasMediaExtension(title: string): boolean {
  return stripExtension(title) !== title;
}

const WEBSITE_PREFIX =
  /^(?:\[\s*(?:www\.)?[-a-z0-9]+(?:\.[-a-z0-9]+)*\.[a-z]{2,6}\s*\]|\(\s*(?:www\.)?[-a-z0-9]+(?:\.[-a-z0-9]+)*\.[a-z]{2,6}\s*\)|(?:www\.)?[-a-z0-9]+(?:\.[-a-z0-9]+)*\.(?:com|net|org|info|tv|tc|to|me|cc|io|ws|biz|in|ca|de|uk|au|nz|za|co|gratis|xyz|club|site|online|lt|ru|ag|mx|ch|nl|fr|es|it|pl|se)(?:\.[a-z]{2,3})?(?=\s))\s*(?:-\s*)?/i;

/** Removes a leading web site tag such as `[www.site.com] -` or `site.org -`. */
export function stripWebsitePrefix(title: string): string {
  const m = WEBSITE_PREFIX.exec(title);
  if (!m) return title;
  const rest = title.slice(m[0].length);
  // Only strip a bare domain when a separator followed it; otherwise it may be the title itself.
  if (!/^[[(]/.test(m[0]) && !/\s-\s*$|\s$/.test(m[0])) return title;
  return rest.length > 0 ? rest : title;
}

const WEBSITE_SUFFIX = /\s*\[\s*(?:www\.)?[-a-z0-9]+(?:\.[-a-z0-9]+)*\.[a-z]{2,6}\s*\]\s*$/i;

/** Removes a trailing `[www.site.com]` tag. */
export function stripWebsiteSuffix(title: string): string {
  return title.replace(WEBSITE_SUFFIX, '');
}

/** Normalises separators (dots, underscores) to single spaces. */
export function dotsToSpaces(text: string): string {
  return text.replace(/[._]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Removes accents so comparisons and word lists work on plain letters. */
export function removeAccents(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Last component of a POSIX or Windows path. */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? path;
}

/** Path components, without empty ones. */
export function pathParts(path: string): string[] {
  return path.split(/[\\/]/).filter((p) => p.length > 0);
}

/**
 * True for names that are not releases: hashes, random strings, password notes. They have no
 * separators or too few vowels, or consist of hex digits.
 */
export function looksLikeJunk(title: string): boolean {
  const t = stripExtension(title.trim());
  if (t.length === 0) return true;
  if (/^[a-f0-9]{24,}$/i.test(t)) return true;
  if (/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}/i.test(t)) return true;
  if (/\bpassword\b/i.test(t) && /yenc|\.\d+"/i.test(t)) return true;
  if (/^password\b/i.test(t)) return true;
  return false;
}

/** Heuristic for a random token: mixed case and digits with few separators, e.g. `Vh1FvU3bJXw6zs8EEUX4`. */
export function isRandomToken(word: string): boolean {
  if (word.length < 12) return false;
  const digits = (word.match(/[0-9]/g) ?? []).length;
  const upper = (word.match(/[A-Z]/g) ?? []).length;
  const lower = (word.match(/[a-z]/g) ?? []).length;
  const transitions = (word.match(/[a-z][A-Z]|[A-Z][a-z][A-Z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]/g) ?? []).length;
  if (/^[a-f0-9]+$/i.test(word) && digits >= 3) return true;
  return digits >= 2 && upper >= 2 && lower >= 2 && transitions >= 5;
}

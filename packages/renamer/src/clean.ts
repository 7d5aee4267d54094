import { CleaningOptions } from './naming-config';

/**
 * Stand-in for a truncation ellipsis while separators are collapsed and trimmed (which would eat "...").
 * A private-use character: 3 bytes in UTF-8, exactly like the "..." it becomes.
 */
export const ELLIPSIS = '\uE000';

const ILLEGAL: ReadonlyArray<readonly [string, string]> = [
  ['\\', '+'],
  ['/', '+'],
  ['<', ''],
  ['>', ''],
  ['?', '!'],
  ['*', '-'],
  ['|', ''],
  ['"', ''],
];

function colonReplacement(options: CleaningOptions): string {
  switch (options.colonReplacement) {
    case 'dash':
      return '-';
    case 'spaceDash':
      return ' -';
    case 'spaceDashSpace':
      return ' - ';
    case 'custom':
      return options.customColonReplacement;
    default:
      return '';
  }
}

/** Colon and illegal-character replacement of one token value, then leading spaces/dots and trailing spaces off. */
const NEEDS_CLEANING = /[:\\/<>?*|"]/;

export function cleanFileName(value: string, options: CleaningOptions): string {
  let result = value;
  if (!NEEDS_CLEANING.test(result)) {
    const first = result.charCodeAt(0);
    const last = result.charCodeAt(result.length - 1);
    if (first !== 32 && first !== 46 && last !== 32) return result;
  }
  if (result.includes(':')) {
    if (!options.replaceIllegalCharacters) result = result.split(':').join('');
    else if (options.colonReplacement === 'smart') result = result.split(': ').join(' - ').split(':').join('-');
    else result = result.split(':').join(colonReplacement(options));
  }
  for (const [bad, good] of ILLEGAL) {
    if (result.includes(bad)) result = result.split(bad).join(options.replaceIllegalCharacters ? good : '');
  }
  return trimStartChars(result, ' .').replace(/ +$/, '');
}

function trimStartChars(value: string, chars: string): string {
  let i = 0;
  while (i < value.length && chars.includes(value[i])) i++;
  return i === 0 ? value : value.slice(i);
}

function trimEndChars(value: string, chars: string): string {
  let i = value.length;
  while (i > 0 && chars.includes(value[i - 1])) i--;
  return i === value.length ? value : value.slice(0, i);
}

const REPEATED_SEPARATOR = /([- ._])\1+/g;
const TRAILING_SEPARATORS = /[- ._]+$/;
const RESERVED_DEVICE_NAME = /^(?:aux|com[1-9]|con|lpt[1-9]|nul|prn)\./i;

/** Windows refuses `con.`, `aux.`, `com1.`…: the dot becomes an underscore. */
export function replaceReservedDeviceNames(value: string): string {
  return value.replace(RESERVED_DEVICE_NAME, (m) => m.replace('.', '_'));
}

/** Final touches on one path component of a file name. */
export function finishFileComponent(component: string): string {
  let result = component.trim().replace(REPEATED_SEPARATOR, '$1').replace(TRAILING_SEPARATORS, '');
  result = result.split(ELLIPSIS).join('...');
  return replaceReservedDeviceNames(result);
}

/** Final touches on one path component of a folder name. */
export function finishFolderComponent(component: string): string {
  let result = component.replace(REPEATED_SEPARATOR, '$1');
  result = trimEndChars(trimStartChars(result, ' .'), ' .');
  result = result.split(ELLIPSIS).join('...');
  return replaceReservedDeviceNames(result);
}

export function byteLength(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

/** The longest prefix of `value` that fits in `maxBytes` UTF-8 bytes, never splitting a character. */
export function truncateBytes(value: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  if (byteLength(value) <= maxBytes) return value;
  let used = 0;
  let out = '';
  for (const ch of value) {
    const size = byteLength(ch);
    if (used + size > maxBytes) break;
    used += size;
    out += ch;
  }
  return out;
}

/** The longest suffix of `value` that fits in `maxBytes` UTF-8 bytes. */
export function truncateBytesFromStart(value: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  if (byteLength(value) <= maxBytes) return value;
  const chars = Array.from(value);
  let used = 0;
  let start = chars.length;
  while (start > 0) {
    const size = byteLength(chars[start - 1]);
    if (used + size > maxBytes) break;
    used += size;
    start--;
  }
  return chars.slice(start).join('');
}

/** A number format such as `:16` or `:-13`: 0 when the format is not an integer. */
export function maxLengthFromFormat(format: string | undefined): number {
  if (!format || !/^-?\d+$/.test(format.trim())) return 0;
  return Number(format.trim());
}

/** `:N` keeps the first N bytes (ellipsis included), `:-N` the last N. */
export function truncateToken(value: string, format: string | undefined): string {
  if (!value || value.trim() === '') return '';
  const max = maxLengthFromFormat(format);
  if (max === 0 || byteLength(value) <= Math.abs(max)) return value;
  if (max < 0) return ELLIPSIS + trimStartChars(truncateBytesFromStart(value, Math.abs(max) - 3), ' .');
  return trimEndChars(truncateBytes(value, max - 3), ' .') + ELLIPSIS;
}

export { trimEndChars, trimStartChars };

import { parseEnum, type ValidationFailure } from '@arrstack/core';
import type { UiKind, UiSettings } from './ui-config.resource';

const LIDARR_EXPAND = ['expandAlbumByDefault', 'expandSingleByDefault', 'expandEPByDefault', 'expandBroadcastByDefault', 'expandOtherByDefault'] as const;

export function defaultUiSettings(kind: UiKind): UiSettings {
  return {
    firstDayOfWeek: 0,
    calendarWeekColumnHeader: 'ddd M/D',
    shortDateFormat: 'MMM D YYYY',
    longDateFormat: 'dddd, MMMM D YYYY',
    timeFormat: 'h(:mm)a',
    showRelativeDates: true,
    enableColorImpairedMode: false,
    theme: 'auto',
    uiLanguage: kind === 'indexer' ? 'en' : 1,
    ...(kind === 'movie' ? { movieRuntimeFormat: 'hoursMinutes', movieInfoLanguage: 1 } : {}),
    ...(kind === 'music' ? Object.fromEntries(LIDARR_EXPAND.map((f) => [f, false])) : {}),
  };
}

const STRING_FIELDS = ['calendarWeekColumnHeader', 'shortDateFormat', 'longDateFormat', 'timeFormat'] as const;
const BOOLEAN_FIELDS = ['showRelativeDates', 'enableColorImpairedMode', ...LIDARR_EXPAND] as const;

/** Merges a PUT body over the stored settings; fields of other anchors are ignored. */
export function applyUiUpdate(kind: UiKind, current: UiSettings, body: Record<string, unknown>): { next: UiSettings; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (field: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName: field[0].toUpperCase() + field.slice(1), errorMessage, attemptedValue, severity: 'error' });
  const next = { ...current } as UiSettings & Record<string, unknown>;

  for (const field of STRING_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') fail(field, `'${field}' must be a non-empty string`, value);
    else next[field] = value;
  }
  for (const field of BOOLEAN_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null || !(field in current)) continue;
    if (typeof value !== 'boolean') fail(field, `'${field}' must be true or false`, value);
    else next[field] = value;
  }
  if (body.firstDayOfWeek !== undefined && body.firstDayOfWeek !== null) {
    const day = body.firstDayOfWeek;
    if (day !== 0 && day !== 1) fail('firstDayOfWeek', 'First day of week must be 0 (Sunday) or 1 (Monday)', day);
    else next.firstDayOfWeek = day;
  }
  if (body.theme !== undefined && body.theme !== null) {
    const theme = typeof body.theme === 'string' ? body.theme.toLowerCase() : '';
    if (!['auto', 'dark', 'light'].includes(theme)) fail('theme', 'Theme must be auto, dark or light', body.theme);
    else next.theme = theme;
  }
  if (body.uiLanguage !== undefined && body.uiLanguage !== null) {
    const language = body.uiLanguage;
    if (kind === 'indexer') {
      if (typeof language !== 'string' || !/^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/.test(language)) fail('uiLanguage', 'Invalid UI language', language);
      else next.uiLanguage = language;
    } else if (typeof language !== 'number' || !Number.isInteger(language) || language < 1) {
      fail('uiLanguage', 'Invalid UI language', language);
    } else {
      next.uiLanguage = language;
    }
  }
  if (kind === 'movie') {
    if (body.movieRuntimeFormat !== undefined && body.movieRuntimeFormat !== null) {
      const format = parseEnum(body.movieRuntimeFormat, { hoursMinutes: 0, minutes: 1 });
      if (!format) fail('movieRuntimeFormat', 'Movie runtime format must be hoursMinutes or minutes', body.movieRuntimeFormat);
      else next.movieRuntimeFormat = format;
    }
    if (body.movieInfoLanguage !== undefined && body.movieInfoLanguage !== null) {
      const language = body.movieInfoLanguage;
      if (typeof language !== 'number' || !Number.isInteger(language) || language < 1) fail('movieInfoLanguage', 'Invalid movie info language', language);
      else next.movieInfoLanguage = language;
    }
  }
  return { next, failures };
}

import { parseEnum, type ValidationFailure } from '@arrstack/core';
import { validateNamingConfig } from '@arrstack/renamer';
import { COLON_REPLACEMENT, MULTI_EPISODE_STYLE, NAMING_KINDS, type NamingKind } from './naming-kinds';

export type NamingSettings = Record<string, unknown>;

function pascal(field: string): string {
  return field[0].toUpperCase() + field.slice(1);
}

const has = (format: string, pattern: RegExp) => pattern.test(format);
const SEASON = /\{season(:0+)?\}/i;
const EPISODE = /\{episode(:0+)?\}/i;

/**
 * Formats that cannot identify the file are refused, naming the field, as the anchors do: the naming
 * engine's rules for series, movies and music; live-TV recordings (no anchor) need a title and a time.
 */
function formatProblems(kind: NamingKind, s: NamingSettings): ValidationFailure[] {
  if (kind !== 'livetv') return validateNamingConfig(kind, s as never);
  const problems: ValidationFailure[] = [];
  const format = String(s.recordingFormat ?? '');
  const fail = (errorMessage: string) => problems.push({ propertyName: 'RecordingFormat', errorMessage, attemptedValue: format, severity: 'error' });
  if (!/\{program[ ._]?title\}/i.test(format)) fail('Must contain the program title ({Program Title})');
  if (!(/\{air[-. _]?date\}/i.test(format) || /\{start[ ._]?time\}/i.test(format) || (has(format, SEASON) && has(format, EPISODE)))) {
    fail('Must contain the air date, start time, or season and episode numbers');
  }
  return problems;
}

/** Merges a PUT body over the stored settings (enums by wire value or name) and validates the whole. */
export function applyNamingUpdate(kind: NamingKind, current: NamingSettings, body: Record<string, unknown>): { next: NamingSettings; failures: ValidationFailure[] } {
  const spec = NAMING_KINDS[kind];
  const failures: ValidationFailure[] = [];
  const fail = (field: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName: pascal(field), errorMessage, attemptedValue, severity: 'error' });
  const next: NamingSettings = { ...current };

  for (const [field, type] of Object.entries(spec.fields)) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    switch (type) {
      case 'boolean':
        if (typeof value === 'boolean') next[field] = value;
        else fail(field, `'${pascal(field)}' must be true or false`, value);
        break;
      case 'string':
      case 'format':
        if (typeof value === 'string') next[field] = value;
        else fail(field, `'${pascal(field)}' must be a string`, value);
        break;
      case 'colonInt':
      case 'colonString': {
        const name = parseEnum(value, COLON_REPLACEMENT);
        if (!name || (type === 'colonString' && name === 'custom')) fail(field, 'Invalid colon replacement format', value);
        else next[field] = type === 'colonInt' ? COLON_REPLACEMENT[name] : name;
        break;
      }
      case 'multiEpisodeInt': {
        const name = parseEnum(value, MULTI_EPISODE_STYLE);
        if (!name) fail(field, 'Multi-episode style must be 0 to 5 (extend, duplicate, repeat, scene, range, prefixedRange)', value);
        else next[field] = MULTI_EPISODE_STYLE[name];
        break;
      }
    }
  }
  if (failures.length === 0) {
    failures.push(...formatProblems(kind, next));
    if (kind === 'series' && next.colonReplacementFormat === COLON_REPLACEMENT.custom && /[\\/:*?"<>|]/.test(String(next.customColonReplacementFormat ?? ''))) {
      fail('customColonReplacementFormat', 'Must not contain characters that are illegal in file names', next.customColonReplacementFormat);
    }
  }
  return { next, failures };
}

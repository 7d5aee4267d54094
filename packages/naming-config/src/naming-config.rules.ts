import { parseEnum, type ValidationFailure } from '@arrstack/core';
import { COLON_REPLACEMENT, MULTI_EPISODE_STYLE, NAMING_KINDS, type NamingKind } from './naming-kinds';

export type NamingSettings = Record<string, unknown>;

function pascal(field: string): string {
  return field[0].toUpperCase() + field.slice(1);
}

const has = (format: string, pattern: RegExp) => pattern.test(format);
const SEASON = /\{season(:0+)?\}/i;
const EPISODE = /\{episode(:0+)?\}/i;
const ABSOLUTE = /\{absolute(:0+)?\}/i;
const AIR_DATE = /\{air[-. _]?date\}/i;
const SERIES_ID = /\{(series[ ._]?(title|titleyear|titlethe|titlewithoutyear|titletheyear|titlethewithoutyear|cleantitle|cleantitleyear|cleantitlethe|cleantitlewithoutyear)|tvdbid|tvmazeid|imdbid|tmdbid)(:[^}]*)?\}/i;
const MOVIE_ID = /\{(movie[ ._]?(title|titlethe|cleantitle|cleantitlethe|originaltitle|titlefirstcharacter)|imdbid|tmdbid)(:[^}]*)?\}/i;
const TRACK = /\{track(:0+)?\}/i;
const MEDIUM = /\{medium(:0+)?\}/i;
const ARTIST = /\{artist[ ._]?(name|cleanname|namethe|namefirstcharacter)\}/i;

/** Formats that cannot identify the file are refused, naming the field, as the anchors do. */
function formatProblems(kind: NamingKind, s: NamingSettings): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const f = (name: string) => String(s[name] ?? '');
  if (kind === 'series') {
    if (!(has(f('standardEpisodeFormat'), SEASON) && has(f('standardEpisodeFormat'), EPISODE))) {
      problems.push(['standardEpisodeFormat', 'Must contain season and episode numbers ({season} and {episode})']);
    }
    const daily = f('dailyEpisodeFormat');
    if (!(has(daily, AIR_DATE) || (has(daily, SEASON) && has(daily, EPISODE)))) {
      problems.push(['dailyEpisodeFormat', 'Must contain the air date ({Air-Date}) or season and episode numbers']);
    }
    const anime = f('animeEpisodeFormat');
    if (!(has(anime, ABSOLUTE) || (has(anime, SEASON) && has(anime, EPISODE)))) {
      problems.push(['animeEpisodeFormat', 'Must contain the absolute episode number ({absolute}) or season and episode numbers']);
    }
    if (!has(f('seriesFolderFormat'), SERIES_ID)) problems.push(['seriesFolderFormat', 'Must contain the series title or an id']);
    if (!has(f('seasonFolderFormat'), SEASON)) problems.push(['seasonFolderFormat', 'Must contain the season number ({season})']);
    if (!f('specialsFolderFormat').trim()) problems.push(['specialsFolderFormat', 'Must not be empty']);
  } else if (kind === 'movie') {
    if (!has(f('standardMovieFormat'), MOVIE_ID)) problems.push(['standardMovieFormat', 'Must contain the movie title or an id']);
    if (!has(f('movieFolderFormat'), MOVIE_ID)) problems.push(['movieFolderFormat', 'Must contain the movie title or an id']);
  } else if (kind === 'music') {
    if (!has(f('standardTrackFormat'), TRACK)) problems.push(['standardTrackFormat', 'Must contain the track number ({track})']);
    if (!(has(f('multiDiscTrackFormat'), TRACK) && has(f('multiDiscTrackFormat'), MEDIUM))) {
      problems.push(['multiDiscTrackFormat', 'Must contain the medium and track numbers ({medium} and {track})']);
    }
    if (!has(f('artistFolderFormat'), ARTIST)) problems.push(['artistFolderFormat', 'Must contain the artist name']);
  } else {
    if (!/\{program[ ._]?title\}/i.test(f('recordingFormat'))) problems.push(['recordingFormat', 'Must contain the program title ({Program Title})']);
    if (!(/\{air[-. _]?date\}/i.test(f('recordingFormat')) || /\{start[ ._]?time\}/i.test(f('recordingFormat')) || (has(f('recordingFormat'), SEASON) && has(f('recordingFormat'), EPISODE)))) {
      problems.push(['recordingFormat', 'Must contain the air date, start time, or season and episode numbers']);
    }
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
    for (const [field, message] of formatProblems(kind, next)) fail(field, message, next[field]);
    if (kind === 'series' && next.colonReplacementFormat === COLON_REPLACEMENT.custom && /[\\/:*?"<>|]/.test(String(next.customColonReplacementFormat ?? ''))) {
      fail('customColonReplacementFormat', 'Must not contain characters that are illegal in file names', next.customColonReplacementFormat);
    }
  }
  return { next, failures };
}

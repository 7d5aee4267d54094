import { ValidationError } from '@arrstack/core';
import type { ProviderSeries, ProviderSeriesId } from '../metadata/metadata-provider';
import type { SeriesEntity } from './series.entity';

/**
 * Copies a provider's description of a series onto it. Ids the series lacks are filled in; the ids it has
 * (and so its identity: title, slug, path) stay as added.
 */
export function applyProviderSeries(series: SeriesEntity, show: ProviderSeries): void {
  series.tvMazeId ||= show.tvMazeId;
  series.tvdbId ||= show.tvdbId;
  series.tvRageId ||= show.tvRageId;
  series.imdbId ??= show.imdbId;
  series.year ||= show.year;
  if (show.overview !== null) series.overview = show.overview;
  if (show.network !== null) series.network = show.network;
  series.status = show.status;
  if (show.airTime !== null) series.airTime = show.airTime;
  if (show.runtime > 0) series.runtime = show.runtime;
  if (show.firstAired) series.firstAired = show.firstAired;
  if (show.lastAired) series.lastAired = show.lastAired;
  if (show.genres.length > 0) series.genres = show.genres;
}

/** The id to ask the provider for a series: its TVmaze id, else its TheTVDB id, else its IMDb id. */
export function providerIdOf(series: { tvMazeId?: number; tvdbId?: number; imdbId?: string | null }): ProviderSeriesId | undefined {
  if (series.tvMazeId && series.tvMazeId > 0) return { tvMazeId: series.tvMazeId };
  if (series.tvdbId && series.tvdbId > 0) return { tvdbId: series.tvdbId };
  if (series.imdbId && /^tt\d+$/.test(series.imdbId)) return { imdbId: series.imdbId };
  return undefined;
}

/** What a lookup term asks for: `tvdb:<id>`, `tvmaze:<id>`, `imdb:tt…` (or a bare `tt…`), else a title search. */
export type LookupTerm = { id: ProviderSeriesId } | { text: string };

export function parseLookupTerm(raw: unknown): LookupTerm {
  const term = typeof raw === 'string' ? raw.trim() : '';
  if (!term) throw ValidationError.single('Term', "'Term' must not be empty", raw);
  const prefixed = /^(tvdb|tvdbid|tvmaze|tvmazeid|imdb|imdbid):\s*(.*)$/i.exec(term);
  if (!prefixed) return /^tt\d+$/i.test(term) ? { id: { imdbId: term.toLowerCase() } } : { text: term };
  const kind = prefixed[1].toLowerCase().replace(/id$/, '');
  const value = prefixed[2].trim();
  if (kind === 'imdb') {
    if (!/^tt\d+$/i.test(value)) throw ValidationError.single('Term', `'${value}' is not an IMDb id (tt followed by digits)`, raw);
    return { id: { imdbId: value.toLowerCase() } };
  }
  const id = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw ValidationError.single('Term', `'${value}' is not a ${kind === 'tvdb' ? 'TheTVDB' : 'TVmaze'} id`, raw);
  return { id: kind === 'tvdb' ? { tvdbId: id } : { tvMazeId: id } };
}

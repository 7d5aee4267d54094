import { supportsParam, type IndexerCapabilities, type SearchQuery } from '@arrstack/newznab';

/** The series facts a query needs. */
export interface SeriesForSearch {
  title: string;
  seriesType: string;
  tvdbId: number;
  tvMazeId: number;
  tvRageId: number;
  imdbId: string | null;
}

/** What to look for: one episode, or a whole season. */
export type SearchCriteria =
  | {
      kind: 'episode';
      series: SeriesForSearch;
      seasonNumber: number;
      episodeNumber: number;
      airDate?: string | null;
      absoluteEpisodeNumber?: number | null;
      /** Specials (season 0) are searched by series and episode title. */
      episodeTitle?: string;
    }
  | { kind: 'season'; series: SeriesForSearch; seasonNumber: number };

/** The title as words for `q=`: punctuation dropped, as indexers match words. */
export function queryTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** One id the indexer's TV search takes, in Sonarr's order of preference (TheTVDB, TVmaze, IMDb with `tt`, TVRage). */
function idParams(series: SeriesForSearch, caps: IndexerCapabilities): Partial<SearchQuery> {
  if (series.tvdbId > 0 && supportsParam(caps, 'tvsearch', 'tvdbid')) return { tvdbid: series.tvdbId };
  if (series.tvMazeId > 0 && supportsParam(caps, 'tvsearch', 'tvmazeid')) return { tvmazeid: series.tvMazeId };
  if (series.imdbId && supportsParam(caps, 'tvsearch', 'imdbid')) return { imdbid: series.imdbId.startsWith('tt') ? series.imdbId : `tt${series.imdbId}` };
  if (series.tvRageId > 0 && supportsParam(caps, 'tvsearch', 'rid')) return { rid: series.tvRageId };
  return {};
}

function tvSearch(criteria: SearchCriteria, caps: IndexerCapabilities, cat: number[], season: number | string, ep?: number | string): SearchQuery | undefined {
  const mode = caps.searching.tvSearch;
  if (!mode.available || !supportsParam(caps, 'tvsearch', 'season') || (ep !== undefined && !supportsParam(caps, 'tvsearch', 'ep'))) return undefined;
  const ids = idParams(criteria.series, caps);
  const query: SearchQuery = { type: 'tvsearch', cat, season, ...(ep !== undefined ? { ep } : {}), ...ids };
  if (Object.keys(ids).length > 0) return query;
  if (!supportsParam(caps, 'tvsearch', 'q')) return undefined;
  return { ...query, q: queryTitle(criteria.series.title) };
}

/**
 * One query per indexer, as its caps allow: a TV search with the series ids (else the title) and season and
 * episode; specials by series and episode title; daily series by air date (`season=yyyy`, `ep=MM/dd`); anime by
 * absolute number; otherwise a plain `q=` title search.
 */
export function buildSearchQuery(criteria: SearchCriteria, caps: IndexerCapabilities, categories: number[]): SearchQuery {
  const title = queryTitle(criteria.series.title);
  const cat = [...categories];
  if (criteria.kind === 'season') {
    return tvSearch(criteria, caps, cat, criteria.seasonNumber) ?? { type: 'search', cat, q: `${title} S${pad(criteria.seasonNumber)}` };
  }
  if (criteria.seasonNumber === 0 && criteria.episodeTitle && criteria.episodeTitle !== 'TBA') {
    return { type: 'search', cat, q: `${title} ${queryTitle(criteria.episodeTitle)}` };
  }
  if (criteria.series.seriesType === 'daily' && criteria.airDate) {
    const [year, month, day] = criteria.airDate.split('-');
    return tvSearch(criteria, caps, cat, year, `${month}/${day}`) ?? { type: 'search', cat, q: `${title} ${year} ${month} ${day}` };
  }
  if (criteria.series.seriesType === 'anime' && criteria.absoluteEpisodeNumber) {
    return { type: 'search', cat, q: `${title} ${pad(criteria.absoluteEpisodeNumber)}` };
  }
  return (
    tvSearch(criteria, caps, cat, criteria.seasonNumber, criteria.episodeNumber) ?? {
      type: 'search',
      cat,
      q: `${title} S${pad(criteria.seasonNumber)}E${pad(criteria.episodeNumber)}`,
    }
  );
}

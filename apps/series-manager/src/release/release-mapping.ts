import type { MappingProblem } from '@arrstack/decisions';
import type { ParsedEpisodeInfo } from '@arrstack/parser';
import { cleanTitle } from '../series/series-titles';

export interface SeriesForMapping {
  id: number;
  title: string;
  cleanTitle: string;
  tvdbId: number;
  seriesType: string;
  alternateTitles: Array<{ title: string }>;
}

export interface EpisodeForMapping {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  absoluteEpisodeNumber: number | null;
  airDate: string | null;
}

/** What was asked for: the episodes of an episode/season search; absent for RSS. */
export interface RequestedEpisodes {
  episodeIds: ReadonlySet<number>;
  seasonNumber?: number;
}

export interface MappedRelease<E extends EpisodeForMapping> {
  episodes: E[];
  problem?: MappingProblem;
}

/** Whether the parsed title names this series (its clean title or an alternate), or the indexer says so by TheTVDB id. */
export function isSeriesMatch(series: SeriesForMapping, parsed: ParsedEpisodeInfo, releaseTvdbId?: number): boolean {
  if (releaseTvdbId && series.tvdbId > 0) return releaseTvdbId === series.tvdbId;
  const wanted = cleanTitle(parsed.seriesTitleInfo?.titleWithoutYear || parsed.seriesTitle);
  const plain = cleanTitle(parsed.seriesTitle);
  const titles = [series.cleanTitle, cleanTitle(series.title), ...series.alternateTitles.map((alt) => cleanTitle(alt.title))];
  return titles.some((title) => title !== '' && (title === wanted || title === plain));
}

/** The series' episodes the parsed title covers: by air date (daily), absolute number (anime), whole season, or season and episode. */
export function episodesFor<E extends EpisodeForMapping>(series: SeriesForMapping, parsed: ParsedEpisodeInfo, episodes: readonly E[]): E[] {
  if (parsed.isDaily && parsed.airDate) {
    return episodes.filter((episode) => episode.airDate === parsed.airDate);
  }
  if (series.seriesType === 'anime' && parsed.absoluteEpisodeNumbers.length > 0) {
    const byAbsolute = episodes.filter((episode) => episode.absoluteEpisodeNumber !== null && parsed.absoluteEpisodeNumbers.includes(episode.absoluteEpisodeNumber));
    if (byAbsolute.length > 0) return byAbsolute;
  }
  if (parsed.fullSeason) {
    return episodes.filter((episode) => episode.seasonNumber === parsed.seasonNumber);
  }
  return episodes.filter((episode) => episode.seasonNumber === parsed.seasonNumber && parsed.episodeNumbers.includes(episode.episodeNumber));
}

const SAMPLE = /(?:^|[\s._-])sample(?:$|[\s._-])/i;

/** Maps a parsed release onto the series, with the first problem found. */
export function mapRelease<E extends EpisodeForMapping>(
  title: string,
  parsed: ParsedEpisodeInfo | null,
  series: SeriesForMapping,
  episodes: readonly E[],
  requested?: RequestedEpisodes,
  releaseTvdbId?: number,
): MappedRelease<E> {
  if (!parsed) return { episodes: [], problem: 'unparsable' };
  if (!isSeriesMatch(series, parsed, releaseTvdbId)) return { episodes: [], problem: 'unknownSeries' };
  const mapped = episodesFor(series, parsed, episodes);
  if (SAMPLE.test(title)) return { episodes: mapped, problem: 'sample' };
  if (requested?.seasonNumber !== undefined && !parsed.isDaily && parsed.seasonNumber !== requested.seasonNumber) return { episodes: mapped, problem: 'wrongSeason' };
  if (mapped.length === 0) return { episodes: mapped, problem: 'noEpisodes' };
  if (requested && !mapped.some((episode) => requested.episodeIds.has(episode.id))) return { episodes: mapped, problem: 'notRequested' };
  return { episodes: mapped };
}

import type { ParsedEpisodeInfo } from '@arrstack/parser';
import { cleanTitle } from '../series/series-titles';

export interface SeriesTitles {
  id: number;
  title: string;
  year: number;
  alternateTitles: Array<{ title: string }>;
}

/**
 * The library series a parsed title names: by clean title (the series' own or an alternate one), the year
 * deciding between namesakes; then by the title without its year plus that year (`Show.2019.S01E01`).
 */
export function matchSeries<T extends SeriesTitles>(parsed: Pick<ParsedEpisodeInfo, 'seriesTitle' | 'seriesTitleInfo'>, library: readonly T[]): T | undefined {
  const wanted = cleanTitle(parsed.seriesTitle ?? '');
  if (wanted === '') return undefined;
  const titlesOf = (series: T) => [series.title, ...series.alternateTitles.map((alt) => alt.title)].map(cleanTitle);
  const year = parsed.seriesTitleInfo?.year ?? 0;
  const byTitle = library.filter((series) => titlesOf(series).includes(wanted));
  if (byTitle.length === 1) return byTitle[0];
  if (byTitle.length > 1) return byTitle.find((series) => year > 0 && series.year === year) ?? byTitle.find((series) => series.year === 0);
  const withoutYear = cleanTitle(parsed.seriesTitleInfo?.titleWithoutYear ?? '');
  if (year > 0 && withoutYear !== '') return library.find((series) => series.year === year && titlesOf(series).includes(withoutYear));
  return undefined;
}

export interface EpisodeNumbers {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  absoluteEpisodeNumber: number | null;
  airDate: string | null;
}

type Parsed = Pick<ParsedEpisodeInfo, 'seasonNumber' | 'episodeNumbers' | 'absoluteEpisodeNumbers' | 'airDate' | 'isDaily' | 'fullSeason'>;

const label = (season: number, episode: number) => `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;

/**
 * The series' episodes a parsed file holds: by air date for daily releases, by absolute number for anime (and for
 * any release numbered only absolutely), else by season and episode numbers. Every number must be found.
 */
export function matchEpisodes<T extends EpisodeNumbers>(parsed: Parsed, seriesType: string, episodes: readonly T[]): { episodes: T[] } | { reason: string } {
  if (parsed.isDaily && parsed.airDate) {
    const found = episodes.filter((e) => e.airDate === parsed.airDate);
    if (found.length === 0) return { reason: `No episode of the series aired on ${parsed.airDate}` };
    // Two episodes on one day: only the first can be told from the date (Sonarr asks for the part then).
    return { episodes: [found.sort((a, b) => a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber)[0]] };
  }
  const bySeasonEpisode = () => {
    const found: T[] = [];
    const missing: string[] = [];
    for (const number of parsed.episodeNumbers) {
      const episode = episodes.find((e) => e.seasonNumber === parsed.seasonNumber && e.episodeNumber === number);
      if (episode) found.push(episode);
      else missing.push(label(parsed.seasonNumber, number));
    }
    return { found, missing };
  };
  const byAbsolute = () => {
    const found: T[] = [];
    const missing: string[] = [];
    for (const number of parsed.absoluteEpisodeNumbers) {
      const episode = episodes.find((e) => e.absoluteEpisodeNumber === number);
      if (episode) found.push(episode);
      else missing.push(`absolute episode ${number}`);
    }
    return { found, missing };
  };
  const hasAbsolute = parsed.absoluteEpisodeNumbers.length > 0;
  const hasNumbers = parsed.episodeNumbers.length > 0;
  if (!hasAbsolute && !hasNumbers) {
    return { reason: parsed.fullSeason ? 'A season pack name: the file itself does not say which episode it holds' : 'Unable to tell which episodes the file holds' };
  }
  const absoluteFirst = hasAbsolute && (seriesType === 'anime' || !hasNumbers);
  const first = absoluteFirst ? byAbsolute() : bySeasonEpisode();
  if (first.missing.length === 0) return { episodes: first.found };
  // Anime releases often carry both numberings; the other one may still match.
  if (hasAbsolute && hasNumbers) {
    const second = absoluteFirst ? bySeasonEpisode() : byAbsolute();
    if (second.missing.length === 0) return { episodes: second.found };
  }
  return { reason: `Episodes not found in the series: ${first.missing.join(', ')}` };
}

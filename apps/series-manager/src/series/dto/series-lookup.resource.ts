import type { ProviderSeries } from '../../metadata/metadata-provider';
import { cleanTitle, seriesFolderName, sortTitle, titleSlug } from '../series-titles';
import type { SeriesResource } from './series.resource';

/** A lookup result for a series not in the library: no id, path or added date yet, and `folder` to add it under. */
export type SeriesLookupResource = Omit<SeriesResource, 'id' | 'path' | 'rootFolderPath'> & { folder: string; remotePoster?: string };

/** Maps a provider's series to the resource Sonarr's `/series/lookup` returns for series not yet added. */
export function toSeriesLookupResource(show: ProviderSeries): SeriesLookupResource {
  const seasonNumbers = [...new Set((show.episodes ?? []).map((e) => e.seasonNumber))].sort((a, b) => a - b);
  const poster = show.images.find((i) => i.coverType === 'poster');
  return {
    title: show.title,
    alternateTitles: [],
    sortTitle: sortTitle(show.title),
    status: show.status,
    ended: show.status === 'ended',
    overview: show.overview,
    network: show.network,
    airTime: show.airTime,
    images: show.images,
    ...(poster ? { remotePoster: poster.remoteUrl } : {}),
    originalLanguage: show.language ? { id: show.language === 'English' ? 1 : 0, name: show.language } : null,
    seasons: seasonNumbers.map((seasonNumber) => ({ seasonNumber, monitored: seasonNumber > 0, images: [] })),
    year: show.year,
    folder: seriesFolderName(show.title),
    qualityProfileId: 0,
    languageProfileId: 0,
    seasonFolder: false,
    monitored: false,
    monitorNewItems: 'all',
    useSceneNumbering: false,
    runtime: show.runtime,
    tvdbId: show.tvdbId,
    tvRageId: show.tvRageId,
    tvMazeId: show.tvMazeId,
    tmdbId: 0,
    firstAired: show.firstAired,
    lastAired: show.lastAired,
    seriesType: 'standard',
    cleanTitle: cleanTitle(show.title),
    imdbId: show.imdbId,
    titleSlug: titleSlug(show.title),
    certification: null,
    genres: show.genres,
    tags: [],
    added: new Date('0001-01-01T00:00:00Z'),
    ratings: { votes: 0, value: 0 },
    statistics: { seasonCount: seasonNumbers.filter((n) => n > 0).length, episodeFileCount: 0, episodeCount: 0, totalEpisodeCount: 0, sizeOnDisk: 0, releaseGroups: [], percentOfEpisodes: 0 },
  };
}

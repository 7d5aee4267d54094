import type { ProviderEpisode, ProviderSeries } from './metadata-provider';

/** The parts of TVmaze's show JSON that are read. */
export interface TvMazeShow {
  id: number;
  name: string;
  language?: string | null;
  genres?: string[] | null;
  status?: string | null;
  runtime?: number | null;
  averageRuntime?: number | null;
  premiered?: string | null;
  ended?: string | null;
  schedule?: { time?: string | null; days?: string[] | null } | null;
  network?: { name?: string | null } | null;
  webChannel?: { name?: string | null } | null;
  externals?: { tvrage?: number | null; thetvdb?: number | null; imdb?: string | null } | null;
  image?: { medium?: string | null; original?: string | null } | null;
  summary?: string | null;
  _embedded?: { episodes?: TvMazeEpisode[] | null } | null;
}

/** The parts of TVmaze's episode JSON that are read. */
export interface TvMazeEpisode {
  id: number;
  name?: string | null;
  season: number;
  number?: number | null;
  type?: string | null;
  airdate?: string | null;
  airstamp?: string | null;
  runtime?: number | null;
  summary?: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** TVmaze summaries are HTML fragments; overviews are plain text. */
export function plainText(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
  return text || null;
}

/** Running → continuing, Ended → ended, In Development → upcoming; anything else (To Be Determined) → continuing. */
export function seriesStatusFromTvMaze(status: string | null | undefined): string {
  switch (status) {
    case 'Ended':
      return 'ended';
    case 'In Development':
      return 'upcoming';
    default:
      return 'continuing';
  }
}

function isDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

function utcDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Regular episodes keep TVmaze's season and number. Specials (type *_special, or no number) go to season 0,
 * numbered 1, 2, … in airing order, as Sonarr keeps them.
 */
export function toProviderEpisodes(episodes: TvMazeEpisode[], showRuntime = 0): ProviderEpisode[] {
  const isSpecial = (e: TvMazeEpisode) => (e.type ?? '').endsWith('special') || e.number === null || e.number === undefined;
  const key = (e: TvMazeEpisode) => `${isDate(e.airdate) ? e.airdate : '9999-99-99'}|${String(e.id).padStart(12, '0')}`;
  const specials = episodes.filter(isSpecial).sort((a, b) => key(a).localeCompare(key(b)));
  const regular = episodes.filter((e) => !isSpecial(e));
  const map = (e: TvMazeEpisode, seasonNumber: number, episodeNumber: number): ProviderEpisode => ({
    seasonNumber,
    episodeNumber,
    title: e.name?.trim() || 'TBA',
    airDate: isDate(e.airdate) ? e.airdate : null,
    airDateUtc: utcDate(e.airstamp) ?? (isDate(e.airdate) ? new Date(`${e.airdate}T00:00:00Z`) : null),
    overview: plainText(e.summary),
    runtime: e.runtime ?? showRuntime,
  });
  const seen = new Set<string>();
  const result: ProviderEpisode[] = [];
  for (const e of regular) {
    const k = `${e.season}:${e.number}`;
    if (seen.has(k) || e.season < 1) continue;
    seen.add(k);
    result.push(map(e, e.season, e.number!));
  }
  specials.forEach((e, i) => result.push(map(e, 0, i + 1)));
  return result.sort((a, b) => a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber);
}

/** Maps a TVmaze show (and its episodes when given) to the provider's series. */
export function toProviderSeries(show: TvMazeShow, episodes?: TvMazeEpisode[]): ProviderSeries {
  const runtime = show.runtime ?? show.averageRuntime ?? 0;
  const mapped = episodes ? toProviderEpisodes(episodes, runtime) : undefined;
  const aired = mapped?.filter((e) => e.airDateUtc).map((e) => e.airDateUtc!.getTime()) ?? [];
  const image = show.image?.original ?? show.image?.medium ?? null;
  const time = show.schedule?.time;
  return {
    tvMazeId: show.id,
    tvdbId: show.externals?.thetvdb ?? 0,
    tvRageId: show.externals?.tvrage ?? 0,
    imdbId: show.externals?.imdb ?? null,
    title: show.name,
    year: isDate(show.premiered) ? Number(show.premiered.slice(0, 4)) : 0,
    overview: plainText(show.summary),
    network: show.network?.name ?? show.webChannel?.name ?? null,
    status: seriesStatusFromTvMaze(show.status),
    airTime: time && /^\d{1,2}:\d{2}$/.test(time) ? time.padStart(5, '0') : null,
    runtime,
    firstAired: isDate(show.premiered) ? new Date(`${show.premiered}T00:00:00Z`) : null,
    lastAired: aired.length > 0 ? new Date(Math.max(...aired)) : isDate(show.ended) ? new Date(`${show.ended}T00:00:00Z`) : null,
    genres: show.genres ?? [],
    images: image ? [{ coverType: 'poster', url: image, remoteUrl: image }] : [],
    language: show.language ?? null,
    ...(mapped ? { episodes: mapped } : {}),
  };
}

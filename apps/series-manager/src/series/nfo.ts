/** Kodi `tvshow.nfo` fields this service uses. */
export interface SeriesNfo {
  title?: string;
  year?: number;
  overview?: string;
  network?: string;
  status?: string;
  certification?: string;
  runtime?: number;
  genres: string[];
  firstAired?: string;
  tvdbId?: number;
  tmdbId?: number;
  imdbId?: string;
}

/** Kodi episode `.nfo` fields (`<episodedetails>`); a file may hold several for a multi-episode file. */
export interface EpisodeNfo {
  title?: string;
  seasonNumber?: number;
  episodeNumber?: number;
  airDate?: string;
  overview?: string;
  runtime?: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const unwrapped = text.replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, '$1');
  return unwrapped
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .trim();
}

function tags(xml: string, name: string): string[] {
  const pattern = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'gi');
  const values: string[] = [];
  for (const match of xml.matchAll(pattern)) values.push(decode(match[1]));
  return values.filter((value) => value !== '');
}

function first(xml: string, name: string): string | undefined {
  return tags(xml, name)[0];
}

function int(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function date(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

function uniqueId(xml: string, type: string): string | undefined {
  const pattern = /<uniqueid\s([^>]*)>([\s\S]*?)<\/uniqueid>/gi;
  for (const match of xml.matchAll(pattern)) {
    const kind = /type\s*=\s*["']([^"']+)["']/i.exec(match[1])?.[1];
    if (kind?.toLowerCase() === type) return decode(match[2]);
  }
  return undefined;
}

/** Reads a `tvshow.nfo`; returns undefined when the text is not a `<tvshow>` document (e.g. a bare URL). */
export function parseSeriesNfo(text: string): SeriesNfo | undefined {
  const xml = text.slice(0, 1_000_000);
  const body = /<tvshow(?:\s[^>]*)?>([\s\S]*)<\/tvshow>/i.exec(xml)?.[1];
  if (body === undefined) return undefined;
  const withoutEpisodes = body.replace(/<episodedetails[\s\S]*?<\/episodedetails>/gi, '');
  const premiered = date(first(withoutEpisodes, 'premiered'));
  const imdb = uniqueId(withoutEpisodes, 'imdb') ?? first(withoutEpisodes, 'imdb_id');
  return {
    title: first(withoutEpisodes, 'title'),
    year: int(first(withoutEpisodes, 'year')) ?? (premiered ? Number(premiered.slice(0, 4)) : undefined),
    overview: first(withoutEpisodes, 'plot') ?? first(withoutEpisodes, 'outline'),
    network: first(withoutEpisodes, 'studio'),
    status: first(withoutEpisodes, 'status'),
    certification: first(withoutEpisodes, 'mpaa'),
    runtime: int(first(withoutEpisodes, 'runtime')),
    genres: tags(withoutEpisodes, 'genre'),
    firstAired: premiered,
    tvdbId: int(uniqueId(withoutEpisodes, 'tvdb') ?? first(withoutEpisodes, 'tvdbid') ?? first(withoutEpisodes, 'id')),
    tmdbId: int(uniqueId(withoutEpisodes, 'tmdb')),
    imdbId: imdb && /^tt\d+$/.test(imdb) ? imdb : undefined,
  };
}

/** Reads every `<episodedetails>` block of an episode `.nfo`. */
export function parseEpisodeNfo(text: string): EpisodeNfo[] {
  const xml = text.slice(0, 1_000_000);
  const episodes: EpisodeNfo[] = [];
  for (const match of xml.matchAll(/<episodedetails(?:\s[^>]*)?>([\s\S]*?)<\/episodedetails>/gi)) {
    const body = match[1];
    episodes.push({
      title: first(body, 'title'),
      seasonNumber: int(first(body, 'season')),
      episodeNumber: int(first(body, 'episode')),
      airDate: date(first(body, 'aired')),
      overview: first(body, 'plot'),
      runtime: int(first(body, 'runtime')),
    });
  }
  return episodes;
}

/** Sonarr's series status from a Kodi status string. */
export function seriesStatusFrom(status: string | undefined): 'continuing' | 'ended' | 'upcoming' | undefined {
  const value = status?.toLowerCase().trim();
  if (!value) return undefined;
  if (value === 'ended' || value === 'canceled' || value === 'cancelled') return 'ended';
  if (value === 'continuing' || value === 'returning series' || value === 'running' || value === 'in production') return 'continuing';
  if (value === 'upcoming' || value === 'planned') return 'upcoming';
  return undefined;
}

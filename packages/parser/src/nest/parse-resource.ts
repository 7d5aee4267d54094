import { parseAlbumTitle } from '../album';
import { parseEpisodePath, parseEpisodeTitle } from '../episode';
import { parseMovieTitle } from '../movie';
import type { Language, ParsedAlbumInfo, ParsedEpisodeInfo, ParsedMovieInfo } from '../types';

/** The services that answer `GET /parse`. */
export type ParseMediaKind = 'series' | 'movie' | 'music';

export interface ParseResourceBody {
  title: string;
  parsedEpisodeInfo?: ParsedEpisodeInfo;
  parsedMovieInfo?: ParsedMovieInfo;
  parsedAlbumInfo?: ParsedAlbumInfo;
  languages?: Language[];
  customFormats?: never[];
  customFormatScore?: number;
}

/**
 * The anchors' `ParseResource` for a title (and, for series, an optional path), or null when the
 * title is blank (the endpoint answers 204). Matching against the library (`series`, `movie`,
 * `artist`, `episodes`, `albums`) arrives with the library issues; the fields stay absent until then.
 */
export function buildParseResource(kind: ParseMediaKind, title: string | undefined, path?: string): ParseResourceBody | null {
  if (typeof title !== 'string' || title.trim() === '') return null;
  const usePath = kind === 'series' && typeof path === 'string' && path.trim() !== '';
  switch (kind) {
    case 'series': {
      const parsed = usePath ? parseEpisodePath(path!) : parseEpisodeTitle(title);
      if (!parsed) return { title };
      return { title, parsedEpisodeInfo: parsed, languages: parsed.languages, customFormats: [], customFormatScore: 0 };
    }
    case 'movie': {
      const parsed = parseMovieTitle(title);
      if (!parsed) return { title };
      return { title, parsedMovieInfo: parsed, languages: parsed.languages, customFormats: [], customFormatScore: 0 };
    }
    case 'music': {
      const parsed = parseAlbumTitle(title);
      if (!parsed) return { title };
      // Lidarr's ParseResource has no languages.
      return { title, parsedAlbumInfo: parsed, customFormats: [], customFormatScore: 0 };
    }
  }
}

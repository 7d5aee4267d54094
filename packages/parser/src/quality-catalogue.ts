import { Quality } from './types';

function q(id: number, name: string, source: string, resolution: number, modifier?: Quality['modifier']): Quality {
  return modifier === undefined ? { id, name, source, resolution } : { id, name, source, resolution, modifier };
}

/** Sonarr's quality catalogue: same ids, names, sources and resolutions. */
export const SERIES_QUALITIES: readonly Quality[] = Object.freeze([
  q(0, 'Unknown', 'unknown', 0),
  q(1, 'SDTV', 'television', 480),
  q(12, 'WEBRip-480p', 'webRip', 480),
  q(8, 'WEBDL-480p', 'web', 480),
  q(2, 'DVD', 'dvd', 480),
  q(13, 'Bluray-480p', 'bluray', 480),
  q(22, 'Bluray-576p', 'bluray', 576),
  q(4, 'HDTV-720p', 'television', 720),
  q(9, 'HDTV-1080p', 'television', 1080),
  q(10, 'Raw-HD', 'televisionRaw', 1080),
  q(14, 'WEBRip-720p', 'webRip', 720),
  q(5, 'WEBDL-720p', 'web', 720),
  q(6, 'Bluray-720p', 'bluray', 720),
  q(15, 'WEBRip-1080p', 'webRip', 1080),
  q(3, 'WEBDL-1080p', 'web', 1080),
  q(7, 'Bluray-1080p', 'bluray', 1080),
  q(20, 'Bluray-1080p Remux', 'blurayRaw', 1080),
  q(16, 'HDTV-2160p', 'television', 2160),
  q(17, 'WEBRip-2160p', 'webRip', 2160),
  q(18, 'WEBDL-2160p', 'web', 2160),
  q(19, 'Bluray-2160p', 'bluray', 2160),
  q(21, 'Bluray-2160p Remux', 'blurayRaw', 2160),
]);

/**
 * Radarr's quality catalogue. The pre-release qualities (CAM, TELESYNC, TELECINE, WORKPRINT) carry
 * resolution 0 here; `parseQuality` reports the resolution it read from the title for them.
 */
export const MOVIE_QUALITIES: readonly Quality[] = Object.freeze([
  q(0, 'Unknown', 'unknown', 0, 'none'),
  q(24, 'WORKPRINT', 'workprint', 0, 'none'),
  q(25, 'CAM', 'cam', 0, 'none'),
  q(26, 'TELESYNC', 'telesync', 0, 'none'),
  q(27, 'TELECINE', 'telecine', 0, 'none'),
  q(29, 'REGIONAL', 'dvd', 480, 'regional'),
  q(28, 'DVDSCR', 'dvd', 480, 'screener'),
  q(1, 'SDTV', 'tv', 480, 'none'),
  q(2, 'DVD', 'dvd', 480, 'none'),
  q(23, 'DVD-R', 'dvd', 480, 'remux'),
  q(8, 'WEBDL-480p', 'webdl', 480, 'none'),
  q(12, 'WEBRip-480p', 'webrip', 480, 'none'),
  q(20, 'Bluray-480p', 'bluray', 480, 'none'),
  q(21, 'Bluray-576p', 'bluray', 576, 'none'),
  q(4, 'HDTV-720p', 'tv', 720, 'none'),
  q(5, 'WEBDL-720p', 'webdl', 720, 'none'),
  q(14, 'WEBRip-720p', 'webrip', 720, 'none'),
  q(6, 'Bluray-720p', 'bluray', 720, 'none'),
  q(9, 'HDTV-1080p', 'tv', 1080, 'none'),
  q(3, 'WEBDL-1080p', 'webdl', 1080, 'none'),
  q(15, 'WEBRip-1080p', 'webrip', 1080, 'none'),
  q(7, 'Bluray-1080p', 'bluray', 1080, 'none'),
  q(30, 'Remux-1080p', 'bluray', 1080, 'remux'),
  q(16, 'HDTV-2160p', 'tv', 2160, 'none'),
  q(18, 'WEBDL-2160p', 'webdl', 2160, 'none'),
  q(17, 'WEBRip-2160p', 'webrip', 2160, 'none'),
  q(19, 'Bluray-2160p', 'bluray', 2160, 'none'),
  q(31, 'Remux-2160p', 'bluray', 2160, 'remux'),
  q(22, 'BR-DISK', 'bluray', 1080, 'brdisk'),
  q(10, 'Raw-HD', 'tv', 1080, 'rawhd'),
]);

/** Lidarr's audio quality catalogue (source and resolution do not apply: `unknown` and 0). */
export const MUSIC_QUALITIES: readonly Quality[] = Object.freeze(
  (
    [
      [0, 'Unknown'],
      [32, 'MP3-008'],
      [31, 'MP3-016'],
      [30, 'MP3-024'],
      [29, 'MP3-032'],
      [28, 'MP3-040'],
      [27, 'MP3-048'],
      [26, 'MP3-056'],
      [25, 'MP3-064'],
      [24, 'MP3-080'],
      [23, 'MP3-096'],
      [22, 'MP3-112'],
      [21, 'MP3-128'],
      [5, 'MP3-160'],
      [1, 'MP3-192'],
      [8, 'MP3-VBR-V2'],
      [3, 'MP3-256'],
      [2, 'MP3-VBR-V0'],
      [4, 'MP3-320'],
      [9, 'AAC-192'],
      [10, 'AAC-256'],
      [11, 'AAC-320'],
      [12, 'AAC-VBR'],
      [19, 'OGG Vorbis Q5'],
      [18, 'OGG Vorbis Q6'],
      [17, 'OGG Vorbis Q7'],
      [16, 'OGG Vorbis Q8'],
      [15, 'OGG Vorbis Q9'],
      [14, 'OGG Vorbis Q10'],
      [20, 'WMA'],
      [33, 'APE'],
      [34, 'WavPack'],
      [6, 'FLAC'],
      [35, 'FLAC 24bit'],
      [7, 'ALAC'],
      [36, 'ALAC 24bit'],
      [13, 'WAV'],
    ] as const
  ).map(([id, name]) => q(id, name, 'unknown', 0)),
);

function indexByName(list: readonly Quality[]): Map<string, Quality> {
  return new Map(list.map((entry) => [entry.name, entry]));
}

const SERIES_BY_NAME = indexByName(SERIES_QUALITIES);
const MOVIE_BY_NAME = indexByName(MOVIE_QUALITIES);
const MUSIC_BY_NAME = indexByName(MUSIC_QUALITIES);

/** Looks a quality up by its exact catalogue name. */
export function findQuality(kind: 'series' | 'movie' | 'music', name: string): Quality {
  const table = kind === 'series' ? SERIES_BY_NAME : kind === 'movie' ? MOVIE_BY_NAME : MUSIC_BY_NAME;
  const found = table.get(name) ?? table.get('Unknown');
  if (!found) throw new Error(`quality catalogue has no ${name}`);
  return { ...found };
}

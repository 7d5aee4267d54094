import {
  byteLength,
  cleanFileName,
  finishFileComponent,
  
  trimEndChars,
  truncateToken,
} from './clean';
import { addCustomFormatTokens, addMediaFileTokens, addQualityTokens, originalTitle, setHandler } from './file-tokens';
import { cleaningOptions, DEFAULT_MUSIC_NAMING, MusicNamingConfig } from './naming-config';
import {
  AlbumResource,
  ArtistResource,
  AudioMediaInfoResource,
  BuildExtras,
  TrackFileResource,
  TrackResource,
} from './resources';
import { MAX_FILE_NAME_BYTES, joinEpisodeTitles } from './series-naming';
import {
  formatNumber,
  HandlerTable,
  usedTokenKeys,
  parseFormat,
  renderFormat,
  splitComponents,
  TokenHandlers,
  TokenMatch,
  tokensOf,
} from './token-grammar';
import { renderFolderPattern, renderWithinLimit } from './render-components';
import { cleanTitle, cleanTitleThe, titleFirstCharacter, titleThe } from './titles';

function addArtistTokens(handlers: TokenHandlers, artist: ArtistResource): void {
  const name = artist.artistName ?? '';
  const truncated = (value: string) => (m: TokenMatch) => truncateToken(value, m.format);
  setHandler(handlers, 'Artist Name', truncated(name));
  setHandler(handlers, 'Artist CleanName', truncated(cleanTitle(name)));
  setHandler(handlers, 'Artist NameThe', truncated(titleThe(name)));
  setHandler(handlers, 'Artist CleanNameThe', truncated(cleanTitleThe(name)));
  setHandler(handlers, 'Artist NameFirstCharacter', () => (name ? titleFirstCharacter(name) : ''));
  setHandler(handlers, 'Artist Disambiguation', () => artist.disambiguation ?? '');
  setHandler(handlers, 'Artist Genre', () => artist.genres?.[0] ?? '');
  setHandler(handlers, 'Artist MbId', () => artist.foreignArtistId ?? '');
}

function releaseYear(album: AlbumResource): string {
  const match = /^(\d{4})/.exec(album.releaseDate ?? '');
  return match && match[1] !== '0001' ? match[1] : '';
}

function addAlbumTokens(handlers: TokenHandlers, album: AlbumResource): void {
  const title = album.title ?? '';
  const truncated = (value: string) => (m: TokenMatch) => truncateToken(value, m.format);
  setHandler(handlers, 'Album Title', truncated(title));
  setHandler(handlers, 'Album CleanTitle', truncated(cleanTitle(title)));
  setHandler(handlers, 'Album TitleThe', truncated(titleThe(title)));
  setHandler(handlers, 'Album CleanTitleThe', truncated(cleanTitleThe(title)));
  setHandler(handlers, 'Album Type', () => album.albumType ?? '');
  setHandler(handlers, 'Album Disambiguation', () => album.disambiguation ?? '');
  setHandler(handlers, 'Album Genre', () => album.genres?.[0] ?? '');
  setHandler(handlers, 'Album MbId', () => album.foreignAlbumId ?? '');
  setHandler(handlers, 'Release Year', () => releaseYear(album));
  setHandler(handlers, 'Album ReleaseYear', () => releaseYear(album));
}

function trackNumber(track: TrackResource): number {
  if (track.absoluteTrackNumber && track.absoluteTrackNumber > 0) return track.absoluteTrackNumber;
  const parsed = parseInt(track.trackNumber ?? '', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

function addTrackTokens(
  handlers: TokenHandlers,
  album: AlbumResource,
  tracks: TrackResource[],
  artist: ArtistResource,
): void {
  const first = tracks[0];
  const mediumNumber = first.mediumNumber ?? 1;
  const medium = (album.media ?? []).find((m) => m.mediumNumber === mediumNumber);
  handlers.set('track', (m) => formatNumber(trackNumber(first), m.format));
  handlers.set('medium', (m) => formatNumber(mediumNumber, m.format));
  setHandler(handlers, 'Medium Name', () => medium?.mediumName ?? '');
  setHandler(handlers, 'Medium Format', () => medium?.mediumFormat ?? '');
  const trackArtist = first.artist ?? artist;
  const trackArtistName = trackArtist.artistName ?? '';
  setHandler(handlers, 'Track ArtistName', () => trackArtistName);
  setHandler(handlers, 'Track ArtistCleanName', () => cleanTitle(trackArtistName));
  setHandler(handlers, 'Track ArtistNameThe', () => titleThe(trackArtistName));
  setHandler(handlers, 'Track ArtistMbId', () => trackArtist.foreignArtistId ?? '');
}

function trackTitles(tracks: TrackResource[]): string[] {
  return [...new Set(tracks.map((t) => trimEndChars(t.title ?? '', ' .')))];
}

function addTrackTitleTokens(handlers: TokenHandlers, tracks: TrackResource[], maxBytes: number | null): void {
  const titles = trackTitles(tracks);
  setHandler(handlers, 'Track Title', (m) =>
    maxBytes === null ? '' : joinEpisodeTitles(titles, '+', maxBytes, m.format),
  );
  setHandler(handlers, 'Track CleanTitle', (m) =>
    maxBytes === null ? '' : joinEpisodeTitles(titles.map(cleanTitle), 'and', maxBytes, m.format),
  );
}

function addAudioMediaInfoTokens(handlers: TokenHandlers, mediaInfo: AudioMediaInfoResource | null | undefined): void {
  const mi = mediaInfo ?? {};
  setHandler(handlers, 'MediaInfo AudioCodec', () => mi.audioCodec ?? '');
  setHandler(handlers, 'MediaInfo AudioChannels', () =>
    mi.audioChannels && mi.audioChannels > 0 ? mi.audioChannels.toFixed(1) : '',
  );
  setHandler(handlers, 'MediaInfo AudioBitRate', () => mi.audioBitRate ?? '');
  setHandler(handlers, 'MediaInfo AudioBitsPerSample', () => mi.audioBits ?? '');
  setHandler(handlers, 'MediaInfo AudioSampleRate', () => mi.audioSampleRate ?? '');
  setHandler(handlers, 'MediaInfo Simple', () => mi.audioCodec ?? '');
}

function isMultiDisc(album: AlbumResource): boolean {
  return (album.media?.length ?? 0) > 1 || (album.mediumCount ?? 0) > 1;
}

export interface BuildTrackFileNameInput {
  naming: MusicNamingConfig;
  artist: ArtistResource;
  album: AlbumResource;
  tracks: TrackResource[];
  trackFile?: TrackFileResource | null;
  x?: BuildExtras;
}

/** The track file path relative to the artist folder (album folder included), without extension. */
export function buildTrackFileName({ naming, artist, album, tracks, trackFile, x }: BuildTrackFileNameInput): string {
  if (!tracks || tracks.length === 0) throw new Error('buildTrackFileName needs at least one track');
  const file = trackFile ?? {};
  const cleaning = cleaningOptions(naming);
  if (!naming.renameTracks) return cleanFileName(originalTitle(file, true), cleaning).trim();
  const sorted = [...tracks].sort(
    (a, b) => (a.mediumNumber ?? 0) - (b.mediumNumber ?? 0) || trackNumber(a) - trackNumber(b),
  );
  const pattern = isMultiDisc(album)
    ? (naming.multiDiscTrackFormat ?? DEFAULT_MUSIC_NAMING.multiDiscTrackFormat)
    : (naming.standardTrackFormat ?? DEFAULT_MUSIC_NAMING.standardTrackFormat);
  const handlers = new HandlerTable(usedTokenKeys(pattern));
  addArtistTokens(handlers, artist);
  addAlbumTokens(handlers, album);
  addTrackTokens(handlers, album, sorted, artist);
  addQualityTokens(handlers, file.quality);
  addAudioMediaInfoTokens(handlers, file.mediaInfo);
  addMediaFileTokens(handlers, file, (file.id ?? 0) === 0, 'Lidarr');
  addCustomFormatTokens(handlers, file.customFormats);

  const components = splitComponents(pattern);
  const extensionBytes = byteLength(x?.extension ?? '');
  const out: string[] = [];
  components.forEach((component, i) => {
    const hasTitle = [...tokensOf(parseFormat(component))].some(
      (m) => m.key === 'tracktitle' || m.key === 'trackcleantitle',
    );
    let rendered: string;
    if (hasTitle) {
      const limit = MAX_FILE_NAME_BYTES - (i === components.length - 1 ? extensionBytes : 0);
      rendered = renderWithinLimit(component, handlers, cleaning, limit, (maxBytes) => addTrackTitleTokens(handlers, sorted, maxBytes));
    } else {
      rendered = renderFormat(component, handlers, cleaning);
    }
    const finished = finishFileComponent(rendered);
    if (finished.trim() !== '') out.push(finished);
  });
  return out.join('/');
}

function renderFolder(pattern: string, handlers: TokenHandlers, naming: MusicNamingConfig): string {
  return renderFolderPattern(pattern, handlers, cleaningOptions(naming));
}

export interface BuildArtistFolderNameInput {
  naming: MusicNamingConfig;
  artist: ArtistResource;
}

export function buildArtistFolderName({ naming, artist }: BuildArtistFolderNameInput): string {
  const handlers: TokenHandlers = new Map();
  addArtistTokens(handlers, artist);
  return renderFolder(naming.artistFolderFormat ?? DEFAULT_MUSIC_NAMING.artistFolderFormat, handlers, naming);
}

/** The album folder format: `albumFolderFormat` when given, else the folder part of the standard track format. */
export function albumFolderFormat(naming: MusicNamingConfig): string {
  if (naming.albumFolderFormat) return naming.albumFolderFormat;
  const components = splitComponents(naming.standardTrackFormat ?? DEFAULT_MUSIC_NAMING.standardTrackFormat);
  return components.slice(0, -1).join('/');
}

export interface BuildAlbumFolderNameInput {
  naming: MusicNamingConfig;
  artist: ArtistResource;
  album: AlbumResource;
}

/** The album folder relative to the artist folder; empty when the track format has no folder part. */
export function buildAlbumFolderName({ naming, artist, album }: BuildAlbumFolderNameInput): string {
  const handlers: TokenHandlers = new Map();
  addArtistTokens(handlers, artist);
  addAlbumTokens(handlers, album);
  return renderFolder(albumFolderFormat(naming), handlers, naming);
}

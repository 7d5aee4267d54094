import { truncateToken } from './clean';
import { languagesToken } from './languages';
import { CustomFormatRef, QualityModelResource, VideoMediaInfoResource } from './resources';
import { TokenHandlers, TokenMatch, tokenKey } from './token-grammar';
import { fileNameWithoutExtension } from './titles';

export function setHandler(handlers: TokenHandlers, token: string, handler: (m: TokenMatch) => string): void {
  handlers.set(tokenKey(token), handler);
}

export interface QualityTokenOptions {
  /** Anime shows a revision as `v2` rather than `Proper`. */
  anime?: boolean;
}

export function addQualityTokens(
  handlers: TokenHandlers,
  quality: QualityModelResource | null | undefined,
  options: QualityTokenOptions = {},
): void {
  const title = quality?.quality?.name ?? '';
  const version = quality?.revision?.version ?? 1;
  let proper = '';
  if (version > 1) proper = options.anime ? `v${version}` : quality?.revision?.isRepack ? 'Repack' : 'Proper';
  const real = (quality?.revision?.real ?? 0) > 0 ? 'REAL' : '';
  setHandler(handlers, 'Quality Full', () => `${title} ${proper} ${real}`);
  setHandler(handlers, 'Quality Title', () => title);
  setHandler(handlers, 'Quality Proper', () => proper);
  setHandler(handlers, 'Quality Real', () => real);
}

export function addVideoMediaInfoTokens(
  handlers: TokenHandlers,
  mediaInfo: VideoMediaInfoResource | null | undefined,
): void {
  const mi = mediaInfo ?? {};
  const videoCodec = mi.videoCodec ?? '';
  const audioCodec = mi.audioCodec ?? '';
  const channels = mi.audioChannels && mi.audioChannels > 0 ? mi.audioChannels.toFixed(1) : '';
  const bitDepth = mi.videoBitDepth && mi.videoBitDepth > 0 ? String(mi.videoBitDepth) : '';
  const audioLanguages = (m: TokenMatch) => languagesToken(mi.audioLanguages, m.format, true);
  const subtitleLanguages = (m: TokenMatch) => languagesToken(mi.subtitles, m.format, false);
  setHandler(handlers, 'MediaInfo Video', () => videoCodec);
  setHandler(handlers, 'MediaInfo VideoCodec', () => videoCodec);
  setHandler(handlers, 'MediaInfo VideoBitDepth', () => bitDepth);
  setHandler(handlers, 'MediaInfo Audio', () => audioCodec);
  setHandler(handlers, 'MediaInfo AudioCodec', () => audioCodec);
  setHandler(handlers, 'MediaInfo AudioChannels', () => channels);
  setHandler(handlers, 'MediaInfo AudioLanguages', audioLanguages);
  setHandler(handlers, 'MediaInfo AudioLanguagesAll', (m) => languagesToken(mi.audioLanguages, m.format, false));
  setHandler(handlers, 'MediaInfo SubtitleLanguages', subtitleLanguages);
  setHandler(handlers, 'MediaInfo SubtitleLanguagesAll', subtitleLanguages);
  setHandler(handlers, 'MediaInfo Simple', () => `${videoCodec} ${audioCodec}`);
  setHandler(
    handlers,
    'MediaInfo Full',
    (m) => `${videoCodec} ${audioCodec}${audioLanguages(m)} ${subtitleLanguages(m)}`,
  );
  setHandler(handlers, 'MediaInfo VideoDynamicRange', () => mi.videoDynamicRange ?? '');
  setHandler(handlers, 'MediaInfo VideoDynamicRangeType', () => mi.videoDynamicRangeType ?? '');
  setHandler(handlers, 'MediaInfo 3D', () => ((mi.x?.videoMultiViewCount ?? 0) > 1 ? '3D' : ''));
}

/** `{Custom Formats}` (`:A,B` keeps, `:-A,B` drops) and `{Custom Format:Name}`, from the formats named in renames. */
export function addCustomFormatTokens(
  handlers: TokenHandlers,
  customFormats: CustomFormatRef[] | null | undefined,
): void {
  const named = (customFormats ?? []).filter((cf) => cf.includeCustomFormatWhenRenaming && cf.name);
  setHandler(handlers, 'Custom Formats', (m) => {
    let shown = named;
    if (m.format) {
      if (m.format.startsWith('-')) {
        const excluded = m.format.slice(1).split(',');
        shown = named.filter((cf) => !excluded.includes(cf.name ?? ''));
      } else {
        const wanted = m.format.split(',');
        shown = named.filter((cf) => wanted.includes(cf.name ?? ''));
      }
    }
    return shown.map((cf) => cf.name).join(' ');
  });
  setHandler(handlers, 'Custom Format', (m) => {
    if (!m.format) return '';
    return named.find((cf) => cf.name === m.format)?.name ?? '';
  });
}

export interface MediaFileLike {
  relativePath?: string | null;
  path?: string | null;
  sceneName?: string | null;
  releaseGroup?: string | null;
}

/** The current file name without extension, from the relative path or else the full path. */
export function originalFileName(file: MediaFileLike): string {
  if (file.relativePath && file.relativePath.trim() !== '') return fileNameWithoutExtension(file.relativePath);
  if (file.path && file.path.trim() !== '') return fileNameWithoutExtension(file.path);
  return '';
}

/** The scene (release) name, else — when allowed — the current file name. */
export function originalTitle(file: MediaFileLike, useCurrentFileNameAsFallback: boolean): string {
  if (file.sceneName && file.sceneName.trim() !== '') return file.sceneName;
  return useCurrentFileNameAsFallback ? originalFileName(file) : '';
}

/** `{Original Title}`, `{Original Filename}` and `{Release Group}` (the app's name when unknown and bare). */
export function addMediaFileTokens(
  handlers: TokenHandlers,
  file: MediaFileLike,
  useCurrentFileNameAsFallback: boolean,
  appName: string,
): void {
  setHandler(handlers, 'Original Title', () => originalTitle(file, useCurrentFileNameAsFallback));
  setHandler(handlers, 'Original Filename', () => (useCurrentFileNameAsFallback ? originalFileName(file) : ''));
  setHandler(handlers, 'Release Group', (m) => {
    if (!file.releaseGroup || file.releaseGroup.trim() === '') return m.prefix === '' && m.suffix === '' ? appName : '';
    return truncateToken(file.releaseGroup, m.format);
  });
}

import path from 'node:path';

/** True when `candidate` lies strictly below `parent` (both absolute, normalised). */
function isBelow(parent: string, candidate: string): boolean {
  const relative = path.posix.relative(parent, candidate);
  return relative !== '' && !relative.startsWith('../') && relative !== '..' && !path.posix.isAbsolute(relative);
}

/**
 * The absolute destination of a file whose path relative to the series folder the naming engine rendered; refused
 * when the rendered path would leave the series folder (`..`, an absolute path, a NUL) or the series folder is not
 * inside the root folder.
 */
export function destinationPath(seriesPath: string, rootPath: string | undefined, relativePath: string): { path: string } | { reason: string } {
  if (!rootPath) return { reason: `Series folder ${seriesPath} is not inside a root folder` };
  if (!isBelow(rootPath, seriesPath)) return { reason: `Series folder ${seriesPath} is not inside the root folder ${rootPath}` };
  if (relativePath.trim() === '' || relativePath.includes('\0') || path.posix.isAbsolute(relativePath) || relativePath.split('/').some((part) => part === '..' || part === '.')) {
    return { reason: `Destination '${relativePath}' is not a path inside the series folder` };
  }
  const destination = path.posix.join(seriesPath, relativePath);
  if (!isBelow(seriesPath, destination)) return { reason: `Destination '${relativePath}' is outside the series folder` };
  return { path: destination };
}

const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en', french: 'fr', german: 'de', spanish: 'es', italian: 'it', dutch: 'nl', portuguese: 'pt', swedish: 'sv',
  danish: 'da', norwegian: 'no', finnish: 'fi', polish: 'pl', russian: 'ru', japanese: 'ja', chinese: 'zh', korean: 'ko',
  arabic: 'ar', hebrew: 'he', turkish: 'tr', greek: 'el', czech: 'cs', hungarian: 'hu', romanian: 'ro', brazilian: 'pt-br',
};
const THREE_LETTER: Record<string, string> = {
  eng: 'en', fre: 'fr', fra: 'fr', ger: 'de', deu: 'de', spa: 'es', ita: 'it', dut: 'nl', nld: 'nl', por: 'pt', swe: 'sv',
  dan: 'da', nor: 'no', fin: 'fi', pol: 'pl', rus: 'ru', jpn: 'ja', chi: 'zh', zho: 'zh', kor: 'ko', ara: 'ar', heb: 'he',
  tur: 'tr', gre: 'el', ell: 'el', cze: 'cs', ces: 'cs', hun: 'hu', rum: 'ro', ron: 'ro',
};
const SUBTITLE_TAGS = new Set(['forced', 'sdh', 'cc', 'hi', 'default']);
const TWO_LETTER = new Set(Object.values(LANGUAGE_NAMES).concat(['pt-br', 'zh-tw', 'zh-cn']));

/** Language and tag tokens (`en`, `forced`) read from a subtitle name that does not share the video's name. */
function languageTokens(baseName: string): string[] {
  const tokens: string[] = [];
  for (const raw of baseName.toLowerCase().split(/[\s._\-[\]()]+/).filter((t) => t !== '')) {
    const language = LANGUAGE_NAMES[raw] ?? THREE_LETTER[raw] ?? (TWO_LETTER.has(raw) ? raw : undefined);
    if (language && !tokens.includes(language)) tokens.push(language);
    else if (SUBTITLE_TAGS.has(raw) && !tokens.includes(raw)) tokens.push(raw);
  }
  // The language first, then tags, as players read them.
  return tokens.sort((a, b) => Number(SUBTITLE_TAGS.has(a)) - Number(SUBTITLE_TAGS.has(b)));
}

/**
 * The new name of a subtitle that goes with a video: the video's new base name, the suffix the subtitle had after the
 * video's old base name (`.en`, `.eng.forced`) or, for the only video of a download, the language read from the
 * subtitle's own name (`English.srt` → `.en`), then the extension. Undefined when it belongs to another video.
 */
export function subtitleFileName(subtitleName: string, videoBaseName: string, newVideoBaseName: string, soleVideo: boolean): string | undefined {
  const extension = path.extname(subtitleName).toLowerCase();
  const base = subtitleName.slice(0, subtitleName.length - extension.length);
  let tokens: string[];
  if (base.toLowerCase().startsWith(videoBaseName.toLowerCase())) {
    tokens = base
      .slice(videoBaseName.length)
      .split(/[.\s_]+/)
      .filter((token) => /^[a-z0-9-]{1,20}$/i.test(token));
  } else if (soleVideo) {
    tokens = languageTokens(base);
  } else {
    return undefined;
  }
  return `${newVideoBaseName}${tokens.map((token) => `.${token}`).join('')}${extension}`;
}

/** Makes names unique within one import: a second `x.en.srt` becomes `x.en.2.srt`. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    const extension = path.extname(name);
    const base = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${base}.${n}${extension}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Where a replaced file goes in the recycle bin: `<bin>/<series folder name>/<path inside the series folder>`, as
 * Sonarr keeps a series' files together there. Undefined when the file is not inside the series folder.
 */
export function recycleBinPath(recycleBin: string, seriesPath: string, filePath: string): string | undefined {
  if (!isBelow(seriesPath, filePath)) return undefined;
  return path.posix.join(recycleBin, path.posix.basename(seriesPath), path.posix.relative(seriesPath, filePath));
}

import { destinationPath, recycleBinPath, subtitleFileName, uniqueNames } from './import-destination.rules';

describe('destination of an imported file', () => {
  const series = '/tv/Show';
  it.each([
    ['Season 1/Show - S01E01.mkv', { path: '/tv/Show/Season 1/Show - S01E01.mkv' }],
    ['Show - S01E01.mkv', { path: '/tv/Show/Show - S01E01.mkv' }],
    ['../Other/x.mkv', { reason: "Destination '../Other/x.mkv' is not a path inside the series folder" }],
    ['Season 1/../../x.mkv', { reason: "Destination 'Season 1/../../x.mkv' is not a path inside the series folder" }],
    ['/etc/passwd', { reason: "Destination '/etc/passwd' is not a path inside the series folder" }],
    ['', { reason: "Destination '' is not a path inside the series folder" }],
    ['a\0b.mkv', { reason: "Destination 'a\0b.mkv' is not a path inside the series folder" }],
  ])('%j', (relative, expected) => {
    expect(destinationPath(series, '/tv', relative)).toEqual(expected);
  });

  it('refuses a series folder outside its root or without one', () => {
    expect(destinationPath('/elsewhere/Show', '/tv', 'x.mkv')).toEqual({ reason: 'Series folder /elsewhere/Show is not inside the root folder /tv' });
    expect(destinationPath('/tv', '/tv', 'x.mkv')).toEqual({ reason: 'Series folder /tv is not inside the root folder /tv' });
    expect(destinationPath('/tv/Show', undefined, 'x.mkv')).toEqual({ reason: 'Series folder /tv/Show is not inside a root folder' });
  });
});

describe('subtitle names', () => {
  const video = 'Show.S01E01.720p.HDTV.x264-GRP';
  const renamed = 'Show - S01E01 - Pilot HDTV-720p';
  it.each([
    ['the suffix after the video name is kept', 'Show.S01E01.720p.HDTV.x264-GRP.en.srt', false, `${renamed}.en.srt`],
    ['several suffix tokens', 'Show.S01E01.720p.HDTV.x264-GRP.eng.forced.ass', false, `${renamed}.eng.forced.ass`],
    ['no suffix', 'Show.S01E01.720p.HDTV.x264-GRP.srt', false, `${renamed}.srt`],
    ['the extension is lower-cased', 'Show.S01E01.720p.HDTV.x264-GRP.en.SRT', false, `${renamed}.en.srt`],
    ['odd characters in the suffix are dropped', 'Show.S01E01.720p.HDTV.x264-GRP.en.$$$.srt', false, `${renamed}.en.srt`],
    ['another video’s subtitle', 'Show.S01E02.720p.HDTV.x264-GRP.en.srt', false, undefined],
    ['a language name, sole video', '2_English.srt', true, `${renamed}.en.srt`],
    ['a three-letter code and a tag, sole video', 'subs.ger.forced.sub', true, `${renamed}.de.forced.sub`],
    ['no language, sole video', 'subtitles.srt', true, `${renamed}.srt`],
  ])('%s', (_name, subtitle, sole, expected) => {
    expect(subtitleFileName(subtitle, video, renamed, sole)).toBe(expected);
  });

  it('keeps names unique within one import', () => {
    expect(uniqueNames(['a.en.srt', 'a.en.srt', 'a.EN.srt', 'a.en.idx'])).toEqual(['a.en.srt', 'a.en.2.srt', 'a.EN.3.srt', 'a.en.idx']);
  });
});

describe('recycle bin', () => {
  it.each([
    ['/tv/Show/Season 1/old.mkv', '/bin/Show/Season 1/old.mkv'],
    ['/tv/Show/old.mkv', '/bin/Show/old.mkv'],
    ['/tv/Other/old.mkv', undefined],
  ])('%s goes to %s', (file, expected) => {
    expect(recycleBinPath('/bin', '/tv/Show', file)).toBe(expected);
  });
});

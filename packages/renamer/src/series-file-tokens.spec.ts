import { BLURAY_1080P, build, episode, EpisodeCase, HDTV_720P, withFormat } from './series-naming.fixture';

type Row = [format: string, expected: string, c?: EpisodeCase];
const revision = (version: number, real = 0, isRepack = false) => ({
  quality: HDTV_720P,
  revision: { version, real, isRepack },
});

describe('quality tokens', () => {
  it.each<Row>([
    ['{Quality Title}', 'HDTV-720p'],
    ['{Quality Full}', 'HDTV-720p'],
    ['{Quality Proper}', 'Proper', { file: { quality: revision(2) } }],
    ['{Quality Real}', 'REAL', { file: { quality: revision(1, 1) } }],
    ['{Quality Title} {Quality Proper}', 'HDTV-720p'],
    ['{Quality-Title}-{Quality-Proper}', 'HDTV-720p'],
    ['{Quality.Title}.{Quality.Proper}', 'HDTV-720p'],
    ['{Quality_Title}_{Quality_Proper}', 'HDTV-720p'],
    ['{Quality Title} {Quality Proper} {Series Title}', 'HDTV-720p South Park'],
    ['{Quality-Title}-{Quality-Proper}-{Series-Title}', 'HDTV-720p-South-Park'],
    ['{Quality.Title}.{Quality.Proper}.{Series.Title}', 'HDTV-720p.South.Park'],
    ['{Series Title} [{Quality Full}]', 'South Park [HDTV-720p]'],
    ['{Series Title} [{Quality Full}]', 'South Park [HDTV-720p Proper]', { file: { quality: revision(2) } }],
    ['{Series Title} [{Quality Full}]', 'South Park [HDTV-720p REAL]', { file: { quality: revision(1, 1) } }],
    ['{Series Title} [{Quality Full}]', 'South Park [HDTV-720p Proper REAL]', { file: { quality: revision(2, 1) } }],
    ['{Series Title} [{Quality Full}]', 'South Park [HDTV-720p Repack]', { file: { quality: revision(2, 0, true) } }],
    [
      '{Series Title} - S{season:00}E{episode:00} [{Quality Title}] {[Quality Proper]}',
      'South Park - S15E06 [HDTV-720p] [Proper]',
      { file: { quality: revision(2) } },
    ],
    [
      '{Series Title} - S{season:00}E{episode:00} [{Quality Title}] {[Quality Proper]}',
      'South Park - S15E06 [HDTV-720p]',
    ],
    ['{Series.Title}.{Quality.Full}', 'South.Park.HDTV-720p.REAL', { file: { quality: revision(1, 1) } }],
    ['{QUALITY FULL}', 'HDTV-720P PROPER', { file: { quality: revision(2) } }],
    ['{quality full}', 'hdtv-720p proper', { file: { quality: revision(2) } }],
    ['{Quality Title}', 'Bluray-1080p', { file: { quality: { quality: BLURAY_1080P, revision: { version: 1 } } } }],
    ['{Series Title} {Quality Full}', 'South Park', { file: { quality: null } }],
  ])('%s renders %j', (...[format, expected, c]) => {
    expect(withFormat(format, c)).toBe(expected);
  });
});

const mediaInfo = {
  videoCodec: 'x264',
  videoBitDepth: 10,
  audioCodec: 'DTS',
  audioChannels: 5.1,
  audioLanguages: 'eng/spa',
  subtitles: 'eng/spa/ita',
  videoDynamicRange: 'HDR',
  videoDynamicRangeType: 'DV HDR10',
};
const withMediaInfo = (overrides: object = {}): EpisodeCase => ({
  file: { mediaInfo: { ...mediaInfo, ...overrides } },
});

describe('MediaInfo tokens', () => {
  it.each<Row>([
    ['{MediaInfo Simple}', 'x264 DTS', withMediaInfo()],
    ['{MediaInfo Full}', 'x264 DTS[EN+ES] [EN+ES+IT]', withMediaInfo()],
    [
      '{Series.Title}.S{season:00}E{episode:00}.{Episode.Title}.{MEDIAINFO.FULL}',
      'South.Park.S15E06.City.Sushi.X264.DTS[EN+ES].[EN+ES+IT]',
      withMediaInfo(),
    ],
    ['{MediaInfo Full}', 'x264 DTS [EN+ES+IT]', withMediaInfo({ audioLanguages: 'eng' })],
    ['{MediaInfo Full}', 'x264 DTS', withMediaInfo({ audioLanguages: 'eng', subtitles: '' })],
    ['{MediaInfo VideoCodec}', 'x264', withMediaInfo()],
    ['{MediaInfo Video}', 'x264', withMediaInfo()],
    ['{MediaInfo AudioCodec}', 'DTS', withMediaInfo()],
    ['{MediaInfo Audio}', 'DTS', withMediaInfo()],
    ['{MediaInfo AudioChannels}', '5.1', withMediaInfo()],
    ['{MediaInfo AudioChannels}', '2.0', withMediaInfo({ audioChannels: 2 })],
    ['{MediaInfo AudioChannels}', '7.1', withMediaInfo({ audioChannels: 7.1 })],
    ['{Series Title} {MediaInfo AudioChannels}', 'South Park', withMediaInfo({ audioChannels: 0 })],
    ['{MediaInfo VideoBitDepth}', '10', withMediaInfo()],
    ['{Series Title} {MediaInfo VideoBitDepth}', 'South Park', withMediaInfo({ videoBitDepth: 0 })],
    ['{MediaInfo VideoDynamicRange}', 'HDR', withMediaInfo()],
    ['{MediaInfo VideoDynamicRangeType}', 'DV HDR10', withMediaInfo()],
    ['{MediaInfo.VideoDynamicRangeType}', 'DV.HDR10', withMediaInfo()],
    ['{Series.Title}.{MediaInfo VideoDynamicRange}', 'South.Park', withMediaInfo({ videoDynamicRange: '' })],
    ['{MediaInfo AudioLanguages}', '[EN+ES]', withMediaInfo()],
    ['{MediaInfo AudioLanguages}', '', withMediaInfo({ audioLanguages: 'eng' })],
    ['{MediaInfo AudioLanguagesAll}', '[EN]', withMediaInfo({ audioLanguages: 'eng' })],
    ['{MediaInfo AudioLanguages}', '[DE]', withMediaInfo({ audioLanguages: 'ger' })],
    ['{MediaInfo AudioLanguages}', '[JA+EN]', withMediaInfo({ audioLanguages: 'jpn/eng' })],
    ['{MediaInfo AudioLanguages}', '[EN+DE]', withMediaInfo({ audioLanguages: 'eng/deu/und' })],
    ['{MediaInfo AudioLanguages}', '[FR]', withMediaInfo({ audioLanguages: 'fre/fra' })],
    ['{MediaInfo SubtitleLanguages}', '[EN+ES+IT]', withMediaInfo()],
    ['{MediaInfo SubtitleLanguagesAll}', '[EN+ES+IT]', withMediaInfo()],
    ['{MediaInfo SubtitleLanguages}', '[NB]', withMediaInfo({ subtitles: 'nob' })],
    ['{MediaInfo SubtitleLanguages}', '[ZH]', withMediaInfo({ subtitles: 'chi' })],
    ['{MediaInfo SubtitleLanguages}', '[PT+xyz]', withMediaInfo({ subtitles: 'por/xyz' })],
    ['{MediaInfo SubtitleLanguages}', '[PT]', withMediaInfo({ subtitles: 'por/ POR ' })],
    ['{MediaInfo SubtitleLanguages:ES}End', '[ES]End', withMediaInfo()],
    ['{MediaInfo SubtitleLanguages:IT+EN}End', '[IT+EN]End', withMediaInfo()],
    ['{MediaInfo SubtitleLanguages:-ES}End', '[EN+IT]End', withMediaInfo()],
    ['{MediaInfo SubtitleLanguages:ES+}End', '[ES+-]End', withMediaInfo()],
    ['{MediaInfo SubtitleLanguages:DE}End', 'End', withMediaInfo()],
    ['{MediaInfo AudioLanguagesAll:-EN}', '[ES]', withMediaInfo()],
    ['{Series Title} {MediaInfo Full}', 'South Park', {}],
  ])('%s renders %j', (...[format, expected, c]) => {
    expect(withFormat(format, c)).toBe(expected);
  });
});

describe('release group, custom formats and original names', () => {
  const formats = [
    { id: 1, name: 'INTERNAL', includeCustomFormatWhenRenaming: true },
    { id: 2, name: 'AMZN', includeCustomFormatWhenRenaming: true },
    { id: 3, name: 'NAME WITH SPACES', includeCustomFormatWhenRenaming: true },
    { id: 4, name: 'NotIncludedFormat', includeCustomFormatWhenRenaming: false },
  ];
  const scene = { sceneName: '30.Rock.S01E01.xvid-LOL', relativePath: 'Season 01/30 Rock - S01E01 - Test.mkv' };
  it.each<Row>([
    ['{Release Group}', 'SonarrTest'],
    ['{Release Group}', 'Sonarr', { file: { releaseGroup: null } }],
    ['{release group}', 'sonarr', { file: { releaseGroup: null } }],
    ['{Episode Title}{-Release Group}', 'City Sushi', { file: { releaseGroup: null } }],
    ['{Episode Title}{ Release Group}', 'City Sushi', { file: { releaseGroup: null } }],
    ['{Episode Title}{ [Release Group]}', 'City Sushi', { file: { releaseGroup: null } }],
    ['{Episode Title}{-Release Group}', 'City Sushi-SonarrTest'],
    ['{Release Group}', '0SEC', { file: { releaseGroup: '0SEC' } }],
    ['{Release Group}', 'IMMERSE', { file: { releaseGroup: 'IMMERSE' } }],
    [
      '{Series Title} - {ReleaseGroup:12}',
      'South Park - IWishIWas...',
      { file: { releaseGroup: 'IWishIWasALittleBitTaller' } },
    ],
    [
      '{Series Title} - {Release Group:-10}',
      'South Park - ...tTaller',
      { file: { releaseGroup: 'IWishIWasALittleBitTaller' } },
    ],
    ['{Custom Formats}', 'INTERNAL AMZN NAME WITH SPACES', { file: { customFormats: formats } }],
    ['{Custom Formats}', '', { file: { customFormats: [] } }],
    ['{Custom Formats:-INTERNAL}', 'AMZN NAME WITH SPACES', { file: { customFormats: formats } }],
    ['{Custom Formats:-INTERNAL,AMZN}', 'NAME WITH SPACES', { file: { customFormats: formats } }],
    ['{Custom Formats:AMZN}', 'AMZN', { file: { customFormats: formats } }],
    ['{Custom Formats:AMZN,INTERNAL}', 'INTERNAL AMZN', { file: { customFormats: formats } }],
    ['{Custom Formats:NotIncludedFormat}', '', { file: { customFormats: formats } }],
    ['{Custom Formats:}', '{Custom Formats:}', { file: { customFormats: formats } }],
    ['{Custom Format}', '', { file: { customFormats: formats } }],
    ['{Custom Format:AMZN}', 'AMZN', { file: { customFormats: formats } }],
    ['{Custom Format:DOESNOTEXIST}', '', { file: { customFormats: formats } }],
    ['{Custom Format:INTERNAL} - {Custom Format:AMZN}', 'INTERNAL - AMZN', { file: { customFormats: formats } }],
    ['{Series Title} {[Custom Format:AMZN]}', 'South Park [AMZN]', { file: { customFormats: formats } }],
    ['{Series Title} {[Custom Format:AMZN]}', 'South Park', { file: { customFormats: [] } }],
    ['{Original Title}', '30.Rock.S01E01.xvid-LOL', { file: scene }],
    ['{Original Filename}', '30 Rock - S01E01 - Test', { file: scene }],
    ['{Series Title} - {Original Filename}', 'South Park - 30 Rock - S01E01 - Test', { file: scene }],
    ['{Original Title}', 'existing.file', { file: { relativePath: 'existing.file.mkv', sceneName: null } }],
    ['{Original Title}', 'existing.file', { file: { id: 5, relativePath: 'existing.file.mkv', sceneName: null } }],
    [
      '{Original Title} {Quality Title}',
      'My Series - S01E01 HDTV-720p',
      { file: { id: 5, relativePath: 'My Series - S01E01.mkv' } },
    ],
    [
      '{Series Title} S{season:00}E{episode:00} {[Original Title]}',
      'South Park S15E06',
      { file: { id: 5, relativePath: 'South Park S15E06.mkv' } },
    ],
    [
      '{Series Title} S{season:00}E{episode:00} {[Original Title]}',
      'South Park S15E06 [South Park S15E06 [old]]',
      { file: { id: 0, relativePath: 'South Park S15E06 [old].mkv' } },
    ],
    [
      '{Series Title} S{season:00}E{episode:00} {[Original Title]}',
      'South Park S15E06 [my.series.s15e06]',
      { file: { id: 5, relativePath: 'x.mkv', sceneName: 'my.series.s15e06' } },
    ],
    [
      '{Series Title} S{season:00}E{episode:00} {[Original Filename]}',
      'South Park S15E06',
      { file: { id: 5, relativePath: 'x.mkv', sceneName: 'my.series.s15e06' } },
    ],
    [
      '{Series Title} {[Original Title]}',
      'South Park [old]',
      {
        series: { seriesType: 'daily' },
        naming: { dailyEpisodeFormat: '{Series Title} {Air-Date}' },
        episodes: [episode(0, 1)],
        file: { id: 5, relativePath: 'old.mkv' },
      },
    ],
    [
      '{Original Filename}',
      'Movie - S01E01 - Test',
      { file: { relativePath: null, path: '/C/Test/Unsorted/Movie - S01E01 - Test.avi' } },
    ],
  ])('%s renders %j', (...[format, expected, c]) => {
    expect(withFormat(format, c)).toBe(expected);
  });

  it.each<Row>([
    [
      '{Series Title} {absolute:000} {[Original Title]}',
      'South Park 100',
      {
        series: { seriesType: 'anime' },
        episodes: [episode(15, 6, 'x', { absoluteEpisodeNumber: 100 })],
        file: { id: 5, relativePath: 'old.mkv' },
      },
    ],
    [
      '{Series Title} {[Original Title]}',
      'South Park [old]',
      {
        series: { seriesType: 'anime' },
        episodes: [episode(15, 6, 'x', { absoluteEpisodeNumber: 100 })],
        file: { id: 5, relativePath: 'old.mkv' },
      },
    ],
  ])('anime: %s renders %j', (...[animeEpisodeFormat, expected, c]) => {
    expect(build({ ...c, naming: { animeEpisodeFormat } })).toBe(expected);
  });

  it.each<Row>([
    [
      '{Series Title} {Air-Date} {[Original Title]}',
      'South Park 2020-01-02',
      {
        series: { seriesType: 'daily' },
        episodes: [episode(2020, 102, 'x', { airDate: '2020-01-02' })],
        file: { id: 5, relativePath: 'old.mkv' },
      },
    ],
    [
      '{Series Title} {[Original Title]}',
      'South Park [old]',
      {
        series: { seriesType: 'daily' },
        episodes: [episode(2020, 102, 'x', { airDate: '2020-01-02' })],
        file: { id: 5, relativePath: 'old.mkv' },
      },
    ],
  ])('daily: %s renders %j', (...[dailyEpisodeFormat, expected, c]) => {
    expect(build({ ...c, naming: { dailyEpisodeFormat } })).toBe(expected);
  });
});

describe('renaming switched off', () => {
  it.each<[description: string, expected: string, file: EpisodeCase['file']]>([
    [
      'keeps the scene name',
      '30.Rock.S01E01.xvid-LOL',
      { sceneName: '30.Rock.S01E01.xvid-LOL', relativePath: '30 Rock - S01E01 - Test.mkv' },
    ],
    [
      'falls back to the relative path',
      '30 Rock - S01E01 - Test',
      { relativePath: 'Season 1/30 Rock - S01E01 - Test.mkv' },
    ],
    [
      'falls back to the path',
      'Series - S01E01 - Test',
      { relativePath: null, path: '/C/Test/Unsorted/Series - S01E01 - Test.avi' },
    ],
    ['replaces illegal characters', '30.Rock.S01E01.xvid-LOL', { sceneName: '30.Rock.S01E01.xvid:LOL' }],
    [
      'smart-replaces a colon and space',
      'Mission - Impossible - no [HDTV-720p]',
      { sceneName: 'Mission: Impossible - no [HDTV-720p]' },
    ],
    ['removes leading periods', '45 (2006)', { sceneName: '.45 (2006)' }],
    ['trims spaces', 'The Series Title', { sceneName: ' The Series Title ' }],
    ['replaces slashes and question marks', 'AC+DC Who! - S01E01', { sceneName: 'AC/DC Who? - S01E01' }],
    ['removes angle brackets, pipes and quotes', 'Series abc', { sceneName: 'Series <a|b"c>' }],
    ['turns asterisks into dashes', 'B-tch', { sceneName: 'B*tch' }],
  ])('%s', (...[, expected, file]) => {
    expect(build({ naming: { renameEpisodes: false }, file })).toBe(expected);
  });

  it('removes illegal characters when replacement is off', () => {
    expect(
      build({
        naming: { renameEpisodes: false, replaceIllegalCharacters: false },
        file: { sceneName: 'CSI: Vegas? <1>' },
      }),
    ).toBe('CSI Vegas 1');
  });
});

describe('colon replacement and illegal characters in token values', () => {
  const colon = (colonReplacementFormat: number | string, title: string, extra: object = {}) =>
    withFormat('{Series Title}', { naming: { colonReplacementFormat, ...extra }, series: { title } });
  it.each<[format: number | string, title: string, expected: string, extra?: object]>([
    [4, 'CSI: Vegas', 'CSI - Vegas'],
    ['smart', 'CSI: Vegas', 'CSI - Vegas'],
    [4, 'Series:Title', 'Series-Title'],
    [0, 'CSI: Vegas', 'CSI Vegas'],
    ['delete', 'Series:Title', 'SeriesTitle'],
    [1, 'CSI: Vegas', 'CSI- Vegas'],
    ['dash', 'Series:Title', 'Series-Title'],
    [2, 'CSI: Vegas', 'CSI - Vegas'],
    ['spaceDash', 'Series:Title', 'Series -Title'],
    [3, 'CSI: Vegas', 'CSI - Vegas'],
    ['spaceDashSpace', 'Series:Title', 'Series - Title'],
    ['SPACEDASHSPACE', 'Series:Title', 'Series - Title'],
    [5, 'CSI: Vegas', 'CSI∶ Vegas', { customColonReplacementFormat: '∶' }],
    ['custom', 'Series:Title', 'Series_Title', { customColonReplacementFormat: '_' }],
    [5, 'Series:Title', 'SeriesTitle', { customColonReplacementFormat: '' }],
    [4, 'CSI: Vegas', 'CSI Vegas', { replaceIllegalCharacters: false }],
    [4, 'What? Why*', 'What Why', { replaceIllegalCharacters: false }],
    [4, 'What? Why*', 'What! Why'],
    [4, 'Why* Not', 'Why- Not'],
    [4, 'A\\B/C', 'A+B+C'],
    [4, 'A\\B/C', 'ABC', { replaceIllegalCharacters: false }],
    [4, '"Quoted" <Title> |Pipe|', 'Quoted Title Pipe'],
    [99, 'CSI: Vegas', 'CSI - Vegas'],
  ])('%s turns %j into %j', (...[format, title, expected, extra]) => {
    expect(colon(format, title, extra)).toBe(expected);
  });
});

import { buildEpisodeFilePath, buildSeasonFolderName, buildSeriesFolderName } from './index';
import { naming, series } from './series-naming.fixture';
import { SeriesNamingConfig } from './naming-config';

describe('series folder', () => {
  it.each<[title: string, format: string, expected: string, extra?: Partial<SeriesNamingConfig>]>([
    ['30 Rock', '{Series Title}', '30 Rock'],
    ['30 Rock', '{Series.Title}', '30.Rock'],
    ['30 Rock', '{Series_Title}', '30_Rock'],
    ['30 Rock', '{series title}', '30 rock'],
    ['30 Rock', '{SERIES TITLE}', '30 ROCK'],
    ['24/7 Road to the NHL Winter Classic', '{Series Title}', '24+7 Road to the NHL Winter Classic'],
    ['Venture Bros.', '{Series.Title}', 'Venture.Bros'],
    ['Venture Bros.', '{Series Title}', 'Venture Bros'],
    ['.hack', '{Series.Title}', 'hack'],
    ['30 Rock', '.{Series.Title}.', '30.Rock'],
    ['The Mist', '{Series TitleThe}', 'Mist, The'],
    ['The Mist', '{Series CleanTitleThe}', 'Mist, The'],
    ['The Mist', '{Series TitleYear}', 'The Mist (1997)'],
    ['The Mist', '{Series TitleFirstCharacter}/{Series Title}', 'M/The Mist'],
    ['The Mist', '{Series TitleFirstCharacter}\\{Series Title}', 'M/The Mist'],
    ['...And Justice', '{Series TitleFirstCharacter}/{Series Title}', '_/And Justice'],
    ['¡Mucha Lucha!', '{Series TitleFirstCharacter}/{Series Title}', 'M/¡Mucha Lucha!'],
    ['The Mist', '{Series TitleTheYear}', 'Mist, The (1997)'],
    ['CSI: Vegas', '{Series Title}', 'CSI - Vegas'],
    ['CSI: Vegas', '{Series Title}', 'CSI Vegas', { colonReplacementFormat: 0 }],
    ['CSI: Vegas', '{Series Title}', 'CSI- Vegas', { colonReplacementFormat: 1 }],
    ['CSI: Vegas', '{Series Title}', 'CSI - Vegas', { colonReplacementFormat: 2 }],
    ['CSI: Vegas', '{Series Title}', 'CSI - Vegas', { colonReplacementFormat: 3 }],
    ['CSI: Vegas', '{Series Title}', 'CSI∶ Vegas', { colonReplacementFormat: 5, customColonReplacementFormat: '∶' }],
    ['CSI: Vegas', '{Series Title}', 'CSI Vegas', { replaceIllegalCharacters: false }],
    ['Who? What?', '{Series Title}', 'Who! What!'],
    ['Who? What?', '{Series Title}', 'Who What', { replaceIllegalCharacters: false }],
    ['Con Game', '{Series.Title}', 'Con_Game'],
    ['Con', '{Series.Title}', 'Con'],
    ['Aux Plus', '{Series.Title} ({Series Year})', 'Aux_Plus (1997)'],
    ['South Park', '{Series Title} ({Series Year})', 'South Park (1997)'],
    ['South Park', '{Series Title} [tvdbid-{TvdbId}]', 'South Park [tvdbid-75897]'],
    ['South Park', '{Series Title} {tvdb-{TvdbId}}', 'South Park {tvdb-75897}'],
    ['South Park', '{Series Title} {imdb-{ImdbId}}', 'South Park'],
    ['The Fantastic Life of Mr. Sisko', '{Series Title:16}', 'The Fantastic...'],
    ['The Fantastic Life of Mr. Sisko', '{Series TitleThe:17}', 'Fantastic Life...'],
    ['The Fantastic Life of Mr. Sisko', '{Series CleanTitle:-13}', '...Mr. Sisko'],
    ['South Park', '{Series Title:30}', 'South Park'],
  ])('%s with %s is %j', (...[title, seriesFolderFormat, expected, extra]) => {
    expect(buildSeriesFolderName({ naming: naming({ seriesFolderFormat, ...extra }), series: series({ title }) })).toBe(
      expected,
    );
  });
});

describe('season and specials folders', () => {
  it.each<[format: string, season: number, expected: string, title?: string]>([
    ['Season {season}', 1, 'Season 1'],
    ['Season {season}', 10, 'Season 10'],
    ['Season {season:00}', 1, 'Season 01'],
    ['Season {season:00}', 10, 'Season 10'],
    ['Season {season:000}', 5, 'Season 005'],
    ['S{season:00}', 3, 'S03'],
    ['{Series Title} Season {season:00}', 1, 'Venture Bros. Season 01', 'Venture Bros.'],
    ['{Series.Title}.{season:00}', 1, 'Venture.Bros.01', 'Venture Bros.'],
    ['{Series.Title}.Season.{season}', 2, 'South.Park.Season.2'],
    ['{season}', 4, '4'],
    ['Season {season} ({Series Year})', 4, 'Season 4 (1997)'],
    ['Season {season}', 2010, 'Season 2010'],
    ['{Series Title}/Season {season}', 2, 'South Park/Season 2'],
    ['{SEASON:00}', 7, '07'],
  ])('%s for season %i is %j', (...[seasonFolderFormat, seasonNumber, expected, title]) => {
    const s = series(title ? { title } : {});
    expect(buildSeasonFolderName({ naming: naming({ seasonFolderFormat }), series: s, seasonNumber })).toBe(expected);
  });

  it.each<[format: string, expected: string]>([
    ['Specials', 'Specials'],
    ['Season {season:00}', 'Season 00'],
    ['Season {season}', 'Season 0'],
    ['{Series Title} Specials', 'South Park Specials'],
    ['Extras.', 'Extras'],
  ])('specials folder %s is %j', (...[specialsFolderFormat, expected]) => {
    expect(buildSeasonFolderName({ naming: naming({ specialsFolderFormat }), series: series(), seasonNumber: 0 })).toBe(
      expected,
    );
  });

  it('uses the defaults when the config has no folder formats', () => {
    expect(buildSeasonFolderName({ naming: {}, series: series(), seasonNumber: 3 })).toBe('Season 3');
    expect(buildSeasonFolderName({ naming: {}, series: series(), seasonNumber: 0 })).toBe('Specials');
    expect(buildSeriesFolderName({ naming: {}, series: series() })).toBe('South Park');
  });
});

describe('episode file path relative to the series folder', () => {
  const ep = { seasonNumber: 1, episodeNumber: 2, title: 'Pilot' };
  const file = { id: 3, relativePath: 'Season 1/old name.mkv', quality: { quality: { name: 'HDTV-720p' } } };
  it.each<[seasonFolder: boolean, season: number, format: string | undefined, expected: string]>([
    [true, 1, undefined, 'Season 1/South Park - S01E02 - Pilot.mkv'],
    [false, 1, undefined, 'South Park - S01E02 - Pilot.mkv'],
    [true, 0, undefined, 'Specials/South Park - S00E02 - Pilot.mkv'],
    [true, 1, 'Season {season:00}', 'Season 01/South Park - S01E02 - Pilot.mkv'],
  ])('season folders %s, season %i, format %s', (...[seasonFolder, seasonNumber, seasonFolderFormat, expected]) => {
    expect(
      buildEpisodeFilePath({
        naming: naming(seasonFolderFormat ? { seasonFolderFormat } : {}),
        series: series({ seasonFolder }),
        episodes: [{ ...ep, seasonNumber }],
        episodeFile: file,
      }),
    ).toBe(expected);
  });

  it('takes an explicit extension', () => {
    expect(
      buildEpisodeFilePath({
        naming: naming(),
        series: series(),
        episodes: [ep],
        episodeFile: file,
        extension: '.mp4',
      }),
    ).toBe('South Park - S01E02 - Pilot.mp4');
  });
});

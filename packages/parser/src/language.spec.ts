import { parseLanguages } from './language';

const names = (title: string, kind: 'series' | 'movie' = 'movie'): string[] => parseLanguages(title, kind).map((l) => l.name);

describe('parseLanguages', () => {
  it.each([
    ['Movie.Title.1994.English.1080p.XviD-LOL', 'English'],
    ['Movie.Title.1994.French.1080p.XviD-LOL', 'French'],
    ['Movie.Title.1994.TRUEFRENCH.1080p.XviD-LOL', 'French'],
    ['Movie Title 2019 VFF 1080p', 'French'],
    ['Movie.Title.1994.Spanish.1080p.XviD-LOL', 'Spanish'],
    ['Movie Title (2020) [Castellano DD 5.1]', 'Spanish'],
    ['Movie.Title.1994.German.1080p.XviD-LOL', 'German'],
    ['Movie.Title.1994.Italian.1080p.XviD-LOL', 'Italian'],
    ['Movie.Title.2016.ENG-ITA-FRA.AAC.1080p', 'Italian'],
    ['Movie.Title.1994.Dutch.1080p.XviD-LOL', 'Dutch'],
    ['Movie.Title.1994.Japanese.1080p.XviD-LOL', 'Japanese'],
    ['Movie.Title.1994.Russian.1080p.XviD-LOL', 'Russian'],
    ['Movie.Title.1994.PLDUB.1080p.XviD-LOL', 'Polish'],
    ['Movie.Title.1994.Dublado.1080p.XviD-LOL', 'Portuguese (Brazil)'],
    ['Movie.Title.2019.ARABIC.WEBRip.x264-VXT', 'Arabic'],
    ['Movie.Title.2019.UKRAINIAN.WEBRip.x264-VXT', 'Ukrainian'],
    ['Movie.Title.1994.Korean.1080p.XviD-LOL', 'Korean'],
    ['Movie.Title.1994.Hindi.1080p.XviD-LOL', 'Hindi'],
    ['Movie.Title.1994.CZ.1080p.XviD-LOL', 'Czech'],
    ['Movie.Title.1994.HDTV.x264.SK-iCZi', 'Slovak'],
    ['Movie.Title.2022.LV.WEBRip.XviD-LOL', 'Latvian'],
    ['Movie.Title.1994.Catalan.1080p.XviD-LOL', 'Catalan'],
    ['Series.Title.S01E01.Swedish.720p.HDTV', 'Swedish'],
    ['Series.Title.S01E01.NORWEGIAN.720p.HDTV', 'Norwegian'],
    ['Series.Title.S01E01.FINNISH.720p.HDTV', 'Finnish'],
    ['Series.Title.S01E01.Hungarian.720p.HDTV', 'Hungarian'],
    ['Series.Title.S01E01.Hebrew.720p.HDTV', 'Hebrew'],
    ['Series.Title.S01E01.Turkish.720p.HDTV', 'Turkish'],
  ])('finds the language of %s', (title, language) => {
    expect(names(title)).toContain(language);
  });

  it.each([
    ['Movie.Title.2018.2160p.WEBRip.x265.10bit.HDR.DD5.1-GASMASK', ['Unknown']],
    ['Movie.Title.2010.SUBFRENCH.1080p.WEB.x264-GROUP', ['Unknown']],
    ['Movie.Title.1994.PLSUB.1080p.XviD-LOL', ['Unknown']],
    ['Movie Name (2016) BluRay 1080p DTS-ES AC3 x264-3Li', ['Unknown']],
    ['The.Movie.Name.2016.German.DTS.DL.720p.BluRay.x264-RlsGrp', ['German', 'Original']],
    ['The.Movie.Name.2016.GERMAN.WEB-DL.h264-RlsGrp', ['German']],
    ['The.Movie.Name.2023.German.ML.EAC3.720p.NF.WEB.H264-RlsGrp', ['German', 'Original', 'English']],
  ])('reads exactly %s', (title, expected) => {
    expect(names(title).sort()).toEqual([...expected].sort());
  });

  it('puts Spanish (Latino) first', () => {
    expect(names('Movie.Title.2019.720p_Eng-Spa(Latino)_MovieClubMx')[0]).toBe('Spanish (Latino)');
  });

  it.each([
    ['English', 1, 1],
    ['Portuguese (Brazil)', 30, 33],
    ['Spanish (Latino)', 37, 34],
    ['Original', -2, -2],
  ])('uses each anchor id for %s', (language, movieId, seriesId) => {
    const title = language === 'Original' ? 'Movie.Original.1080p' : `Movie.${language === 'Portuguese (Brazil)' ? 'Dublado' : language === 'Spanish (Latino)' ? 'Latino' : language}.1080p`;
    expect(parseLanguages(title, 'movie').find((l) => l.name === language)?.id).toBe(movieId);
    expect(parseLanguages(title, 'series').find((l) => l.name === language)?.id).toBe(seriesId);
  });
});

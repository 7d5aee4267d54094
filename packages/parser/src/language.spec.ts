import { parseLanguages } from './language';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

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

// Sonarr's LanguageParserFixture style: languages named in a TV release.
const lang = (title: string, languages: string[]): TvRowTuple => [title, { languages }, 'ParseLanguages'];
describeTvTable(
  'languages (series)',
  rows([
    lang('Series.Title.S01E01.720p.HDTV.x264-LOL', ['Unknown']),
    lang('Series.Title.S01E01.FRENCH.720p', ['French']),
    lang('Series.Title.S01E01.TRUEFRENCH.1080p', ['French']),
    lang('Series.Title.S01E01.VFF.1080p', ['French']),
    lang('Series.Title.S01E01.iTA.720p', ['Italian']),
    lang('Series.Title.S01E01.Ita.Eng.720p', ['Italian', 'English']),
    lang('Series.Title.S01E01.SPANiSH.720p', ['Spanish']),
    lang('Series Title - Temporada 2 [HDTV 720p][Cap.201][AC3 5.1 Castellano]', ['Spanish']),
    lang('Series.Title.S01E01.Latino.1080p', ['Spanish (Latino)']),
    lang('Series.Title.S01E01.German.720p.HDTV.x264-GRP', ['German']),
    lang('Series.Title.S01E01.RUS.720p', ['Russian']),
    lang('Series.Title.S01E01.Rus.Eng.1080p.WEB-DL', ['Russian', 'English']),
    lang('Series.Title.S01E01.DUTCH.720p', ['Dutch']),
    lang('Series.Title.S01E01.PL.720p', ['Polish']),
    lang('Series.Title.S01E01.HUN.720p', ['Hungarian']),
    lang('Series.Title.S01E01.Hebrew.720p', ['Hebrew']),
    lang('Series.Title.S01E01.Japanese.1080p', ['Japanese']),
    lang('Series.Title.S01E01.KOR.1080p', ['Korean']),
    lang('Series.Title.S01E01.Portuguese.1080p', ['Portuguese']),
    lang('Series.Title.S01E01.Brazilian.1080p', ['Portuguese (Brazil)']),
    lang('Series.Title.S01E01.Dublado.1080p', ['Portuguese (Brazil)']),
    lang('Series.Title.S01E01.Ukrainian.1080p', ['Ukrainian']),
    lang('Series.Title.S01E01.Arabic.1080p', ['Arabic']),
    lang('Series.Title.S01E01.Hindi.1080p', ['Hindi']),
    lang('Series.Title.S01E01.Thai.1080p', ['Thai']),
    lang('Series.Title.S01E01.Bulgarian.1080p', ['Bulgarian']),
    lang('Series.Title.S01E01.Romanian.1080p', ['Romanian']),
    lang('Series.Title.S01E01.Czech.1080p', ['Czech']),
    lang('Series.Title.S01E01.Slovak.1080p', ['Slovak']),
    lang('Series.Title.S01E01.Lithuanian.1080p', ['Lithuanian']),
    lang('Series.Title.S01E01.Latvian.1080p', ['Latvian']),
    lang('Series.Title.S01E01.Estonian.1080p', ['Estonian']),
    lang('Series.Title.S01E01.Persian.1080p', ['Persian']),
    lang('Series.Title.S01E01.Catalan.1080p', ['Catalan']),
    lang('Series.Title.S01E01.Croatian.1080p', ['Croatian']),
    lang('Series.Title.S01E01.Serbian.1080p', ['Serbian']),
    lang('Series.Title.S01E01.Bosnian.1080p', ['Bosnian']),
    lang('Series.Title.S01E01.Tamil.1080p', ['Tamil']),
    lang('Series.Title.S01E01.Indonesian.1080p', ['Indonesian']),
    lang('Series.Title.S01E01.Macedonian.1080p', ['Macedonian']),
    lang('Series.Title.S01E01.Slovenian.1080p', ['Slovenian']),
    lang('Series.Title.S01E01.Azerbaijani.1080p', ['Azerbaijani']),
    lang('Series.Title.S01E01.Uzbek.1080p', ['Uzbek']),
    lang('Series.Title.S01E01.Malay.1080p', ['Malay']),
    lang('Series.Title.S01E01.Urdu.1080p', ['Urdu']),
    lang('Series.Title.S01E01.Georgian.1080p', ['Georgian']),
    lang('Series.Title.S01E01.Mongolian.1080p', ['Mongolian']),
    lang('Series.Title.S01E01.Greek.1080p', ['Greek']),
    lang('Series.Title.S01E01.Turkish.1080p', ['Turkish']),
    lang('Series.Title.S01E01.Chinese.1080p', ['Chinese']),
    lang('Series.Title.S01E01.Norwegian.1080p', ['Norwegian']),
    lang('Series.Title.S01E01.Swedish.1080p', ['Swedish']),
    lang('Series.Title.S01E01.Danish.1080p', ['Danish']),
    lang('Series.Title.S01E01.Finnish.1080p', ['Finnish']),
    lang('Series.Title.S01E01.Flemish.1080p', ['Flemish']),
    lang('Series.Title.S01E01.Icelandic.1080p', ['Icelandic']),
    lang('Series.Title.S01E01.Vietnamese.1080p', ['Vietnamese']),
    ['Series.Title.S02E03.German.DL.1080p.WEB.h264-GRP', { languages: ['German'], languagesMatch: 'contains' }],
    ['Série.Titre.S01E02.FRENCH.720p.HDTV', { seriesTitle: 'Série Titre', languages: ['French'] }],
    ['Series.Title.S01E05E06.German.720p.HDTV.x264-GRP', { languages: ['German'] }],
    ['French.Series.S01E01.720p.HDTV', { languages: ['Unknown'] }],
    lang('[Group][Series Title][05][1080p][GB]', ['Chinese']),
    lang('[Group][Series Title][05][1080p][CHS]', ['Chinese']),
    lang('[Group][Series Title][05][1080p][BIG5]', ['Chinese']),
    lang('[LoliHouse] 中文标题 / Series Title - 05 [WebRip 1080p HEVC-10bit AAC][简繁内封字幕]', ['Chinese']),
    lang('Series.Title.S01E01.HUNDUB.720p', ['Hungarian']),
    lang('Series.Title.S01E01.BG.720p', ['Bulgarian']),
    lang('Series.Title.S01E01.PLDUB.720p', ['Polish']),
    lang('Series.Title.S01E01.ger.dub.720p', ['German']),
    lang('Series.Title.S01E01.VIE.720p', ['Vietnamese']),
    lang('Series.Title.S01E01.JAP.720p', ['Japanese']),
    lang('Series.Title.S01E01.SK.720p', ['Slovak']),
    lang('Series.Title.S01E01.CZ.720p', ['Czech']),
    lang('Series.Title.S01E01.LT.720p', ['Lithuanian']),
    lang('Series.Title.S01E01.LV.720p', ['Latvian']),
    lang('Series.Title.S01E01.español.720p', ['Spanish']),
    lang('Series.Title.S01E01.VOSTFR.720p', ['Unknown']),
    lang('Series.Title.S01E01.PL.SUB.720p', ['Unknown']),
  ]),
);

import { parseEpisodeNfo, parseSeriesNfo, seriesStatusFrom } from './nfo';

describe('parseSeriesNfo', () => {
  it('reads Kodi tvshow.nfo fields and ids', () => {
    const nfo = parseSeriesNfo(`<?xml version="1.0"?>
      <tvshow>
        <title>Fawlty &amp; Co</title>
        <plot><![CDATA[A <b>hotel</b>.]]></plot>
        <premiered>1975-09-19</premiered>
        <studio>BBC Two</studio>
        <genre>Comedy</genre><genre>Sitcom</genre>
        <runtime>30</runtime>
        <mpaa>TV-PG</mpaa>
        <uniqueid type="tvdb">75932</uniqueid>
        <uniqueid type='tmdb'>2207</uniqueid>
        <uniqueid type="imdb">tt0072500</uniqueid>
        <episodedetails><title>Not the show</title></episodedetails>
      </tvshow>`);
    expect(nfo).toEqual({
      title: 'Fawlty & Co',
      year: 1975,
      overview: 'A <b>hotel</b>.',
      network: 'BBC Two',
      status: undefined,
      certification: 'TV-PG',
      runtime: 30,
      genres: ['Comedy', 'Sitcom'],
      firstAired: '1975-09-19',
      tvdbId: 75932,
      tmdbId: 2207,
      imdbId: 'tt0072500',
    });
  });

  it('accepts the older <tvdbid> and <id> tags', () => {
    expect(parseSeriesNfo('<tvshow><title>X</title><tvdbid>123</tvdbid></tvshow>')?.tvdbId).toBe(123);
    expect(parseSeriesNfo('<tvshow><title>X</title><id>456</id></tvshow>')?.tvdbId).toBe(456);
  });

  it.each([[''], ['https://thetvdb.com/?tab=series&id=79126'], ['<movie><title>X</title></movie>']])('returns undefined for %p', (text) => {
    expect(parseSeriesNfo(text)).toBeUndefined();
  });

  it('ignores malformed numbers and dates', () => {
    const nfo = parseSeriesNfo('<tvshow><title>X</title><year>soon</year><premiered>19/09/1975</premiered><runtime>-3</runtime></tvshow>');
    expect(nfo).toMatchObject({ title: 'X', year: undefined, firstAired: undefined, runtime: undefined });
  });
});

describe('parseEpisodeNfo', () => {
  it('reads each episodedetails block', () => {
    expect(
      parseEpisodeNfo(`<episodedetails><title>One</title><season>1</season><episode>1</episode><aired>2008-01-20</aired><plot>P</plot></episodedetails>
        <episodedetails><title>Two</title><season>1</season><episode>2</episode></episodedetails>`),
    ).toEqual([
      { title: 'One', seasonNumber: 1, episodeNumber: 1, airDate: '2008-01-20', overview: 'P', runtime: undefined },
      { title: 'Two', seasonNumber: 1, episodeNumber: 2, airDate: undefined, overview: undefined, runtime: undefined },
    ]);
    expect(parseEpisodeNfo('garbage')).toEqual([]);
  });
});

describe('seriesStatusFrom', () => {
  it.each([
    ['Ended', 'ended'],
    ['Canceled', 'ended'],
    ['Returning Series', 'continuing'],
    ['Continuing', 'continuing'],
    ['Planned', 'upcoming'],
    ['whatever', undefined],
    [undefined, undefined],
  ])('%p -> %p', (input, status) => expect(seriesStatusFrom(input)).toBe(status));
});

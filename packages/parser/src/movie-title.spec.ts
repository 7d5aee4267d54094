import { parseMovieTitle } from './movie';

describe('parseMovieTitle', () => {
  it.each([
    ['The.Movie.from.U.N.C.L.E.2015.1080p.BluRay.x264-SPARKS', 'The Movie from U.N.C.L.E.', 2015],
    ['Movie Title (2016) [1080p]', 'Movie Title', 2016],
    ['Movie.Title.2019.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTG', 'Movie Title', 2019],
    ['A.I.Artificial.Movie.(2001)', 'A.I. Artificial Movie', 2001],
    ['Movie: The Movie World 2013', 'Movie: The Movie World', 2013],
    ['(1995) Movie Name', 'Movie Name', 1995],
    ['Cars.2.German.DL.720p.BluRay.x264-EmpireHD', 'Cars 2', 0],
    ['[MTBB] Kimi no Na wa. (2016) v2 [97681524].mkv', 'Kimi no Na wa', 2016],
  ])('reads %s', (title, movieTitle, year) => {
    const result = parseMovieTitle(title);
    expect(result?.primaryMovieTitle).toBe(movieTitle);
    expect(result?.year).toBe(year);
  });

  it.each([
    ['Movie Title 2012 Directors Cut', 'Directors Cut'],
    ['Movie.Title.1997.Open.Matte.1080p.BluRay.x264-FGT', 'Open Matte'],
    ['Movie Title 2012 50th Anniversary Edition.mkv', '50th Anniversary Edition'],
    ['Movie.Holiday.Special.1978.DVD.REMUX.DD.2.0-ViETNAM', null],
  ])('reads the edition of %s', (title, edition) => {
    expect(parseMovieTitle(title)?.edition ?? null).toBe(edition);
  });

  it('splits AKA titles', () => {
    expect(parseMovieTitle('Skjegg.AKA.Rox.Beard.1965.CD1.CRiTERiON.DVDRip.XviD-KG.avi')?.movieTitles).toEqual([
      'Skjegg AKA Rox Beard',
      'Skjegg',
      'Rox Beard',
    ]);
  });

  it('reads ids and hard-coded subtitles', () => {
    expect(parseMovieTitle('That Movie 2008 [tt1234567] 720p BluRay X264')?.imdbId).toBe('tt1234567');
    expect(parseMovieTitle('Movie Name (2016) {tmdb-43074}')?.tmdbId).toBe(43074);
    expect(parseMovieTitle('Movie.Title.2016.1080p.KORSUB.WEBRip.x264.AAC2.0-RADARR')?.hardcodedSubs).toBe('KORSUB');
  });

  it('rejects an episode name', () => {
    expect(parseMovieTitle('Big Movie (S01E18) Complete 360p HDTV AAC H.264-NEXT')).toBeNull();
  });
});

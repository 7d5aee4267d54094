import { parseAlbumTitle } from './album';
import { parseEpisodeTitle } from './episode';
import { parseMovieTitle } from './movie';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

const JUNK = [
  '76El6LcgLzqb426WoVFg1vVVVGx4uCYopQkfjmLe',
  'Vrq6e1Aba3U amCjuEgV5R2QvdsLEGYF3YQAQkw8',
  'password - "bdc435cb-93c4-4902-97ea-ca00568c3887.337" yEnc',
  '185d86a343e39f3341e35c4dad3f9959',
  'ba27283b17c00d01193eacc02a8ba98eeb523a76',
  '0e895c37245186812cb08aab1529cf8ee389dd05.mkv',
  'THIS SHOULD NEVER PARSE',
  'ah63jka93jf0jh26ahjas961.mkv',
  'qrdSD3rYzWb7cPdVIGSn4E7',
  'abc.xyz.af6021c37f7852',
  '',
  '   ',
  'thebiggestmovie1618finale',
];

describe('junk names parse to nothing', () => {
  it.each(JUNK.map((t) => [t]))('rejects %j as a movie', (title) => {
    expect(parseMovieTitle(title)).toBeNull();
  });

  it.each(JUNK.map((t) => [t]))('rejects %j as an episode', (title) => {
    expect(parseEpisodeTitle(title)).toBeNull();
  });

  it.each(JUNK.map((t) => [t]))('rejects %j as an album', (title) => {
    expect(parseAlbumTitle(title)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}]])('answers null for non-string input %p', (input) => {
    expect(parseMovieTitle(input as unknown as string)).toBeNull();
    expect(parseEpisodeTitle(input as unknown as string)).toBeNull();
  });
});

// Sonarr's CrapParserFixture style: junk is rejected, real releases are not.
describeTvTable(
  'junk (series)',
  rows([
    ...[
      '76El6LcgLzqb426WoVFg1vVVVGx4uCYopQkfjmLe',
      'Vrq6e1Aba3U amCjuEgV5R2QvdsLEGYF3YQAQkw8',
      'TDAsqTea7k4o6iofVx3MQGuDK116FSjPobMuh8oB',
      'yp4nFodAAzoeoRc467HRh1mzuT17qeekmuJ3zFnL',
      'oxXo8S2272KE1 lfppvxo3iwEJBrBmhlQVK1gqGc',
      'dPBAtu681Ycy3A4NpJDH6kNVQooLxqtnsW1Umfiv',
      'password - "bdc435cb-93c4-4902-97ea-ca00568c3887.337" yEnc',
      '185d86a343e39f3341e35c4dad3f9959',
      'ba27283b17c00d01193eacc02a8ba98eeb523a76',
      '45a55debe3856da318cc35882ad07e43cd32fd15',
      '0e895c37245186812cb08aab1529cf8ee389dd05.mkv',
      'ah63jka93jf0jh26ahjas961.mkv',
      'THIS SHOULD NEVER PARSE',
      '',
    ].map((title): TvRowTuple => [title, { rejected: true }]),
    ...[
      'Series.Title.S01E01.720p.HDTV.x264-LOL',
      '[SubsPlease] Anime Title - 01 (1080p) [B1F227CF].mkv',
      'Series.Title.2024.03.15.720p.HDTV.x264-SORNY',
      'Series.Title.S02.1080p.WEB-DL.DD5.1.H.264-NTb',
      'Series.Title.103.HDTV.XviD-LOL',
    ].map((title): TvRowTuple => [title, { rejected: false }]),
  ]),
);

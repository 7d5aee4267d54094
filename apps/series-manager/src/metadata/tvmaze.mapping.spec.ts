import { plainText, seriesStatusFromTvMaze, toProviderEpisodes } from './tvmaze.mapping';

describe('TVmaze mapping', () => {
  it.each([
    ['<p>One &amp; two</p>', 'One & two'],
    ['<p>A</p><p>B</p>', 'A\n\nB'],
    ['line<br/>break', 'line\nbreak'],
    ['it&#39;s &quot;x&quot; &#233;', 'it\'s "x" é'],
    ['<p></p>', null],
    [null, null],
  ])('turns the summary %j into plain text', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it.each([
    ['Running', 'continuing'],
    ['Ended', 'ended'],
    ['In Development', 'upcoming'],
    ['To Be Determined', 'continuing'],
    [null, 'continuing'],
  ])('maps status %s to %s', (status, expected) => {
    expect(seriesStatusFromTvMaze(status)).toBe(expected);
  });

  it('keeps the first of duplicate numbers, drops season 0 regulars, defaults title and runtime', () => {
    const episodes = toProviderEpisodes(
      [
        { id: 1, season: 1, number: 1, name: 'A', airdate: '2020-01-01', airstamp: null },
        { id: 2, season: 1, number: 1, name: 'B', airdate: '' },
        { id: 3, season: 1, number: 2, name: '', airdate: '' },
      ],
      25,
    );
    expect(episodes).toEqual([
      { seasonNumber: 1, episodeNumber: 1, title: 'A', airDate: '2020-01-01', airDateUtc: new Date('2020-01-01T00:00:00Z'), overview: null, runtime: 25 },
      { seasonNumber: 1, episodeNumber: 2, title: 'TBA', airDate: null, airDateUtc: null, overview: null, runtime: 25 },
    ]);
  });
});

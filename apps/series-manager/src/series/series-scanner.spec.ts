import { episodesOf, isVideoFile } from './series-scanner';

describe('isVideoFile', () => {
  it.each([['a.mkv'], ['B.MP4'], ['show.s01e01.avi'], ['x.m2ts']])('%p is a video', (name) => expect(isVideoFile(name)).toBe(true));
  it.each([['a.nfo'], ['a.srt'], ['sample.mkv'], ['show.s01e01-sample.mkv'], ['folder.jpg']])('%p is not', (name) => expect(isVideoFile(name)).toBe(false));
});

describe('episodesOf', () => {
  it('reads season and episode from the file name', () => {
    expect(episodesOf('Season 01/The.Wire.S01E02.720p.HDTV.x264-GRP.mkv', [])).toMatchObject({ seasonNumber: 1, episodes: [{ seasonNumber: 1, episodeNumber: 2 }] });
  });

  it('reads both episodes of a multi-episode file and matches each to its nfo block', () => {
    const found = episodesOf('Season 1/Show.S01E01E02.mkv', [
      { title: 'Two', seasonNumber: 1, episodeNumber: 2 },
      { title: 'One', seasonNumber: 1, episodeNumber: 1 },
    ]);
    expect(found?.episodes.map((e) => [e.episodeNumber, e.title])).toEqual([
      [1, 'One'],
      [2, 'Two'],
    ]);
  });

  it('falls back to the nfo numbers when the name has none', () => {
    expect(episodesOf('Extras/Behind the scenes.mkv', [{ title: 'Special', seasonNumber: 0, episodeNumber: 3 }])).toMatchObject({
      seasonNumber: 0,
      episodes: [{ episodeNumber: 3, title: 'Special' }],
    });
  });

  it('gives up on a name without numbers and no nfo', () => {
    expect(episodesOf('Behind the scenes.mkv', [])).toBeUndefined();
  });
});

import { buildNamingExamples } from './index';

describe('buildNamingExamples', () => {
  it('renders the Sonarr defaults against the samples', () => {
    expect(buildNamingExamples('series', {})).toEqual({
      singleEpisodeExample: "The Series Title's! (2010) - S01E01 - Episode Title (1) HDTV-720p Proper.mkv",
      multiEpisodeExample: "The Series Title's! (2010) - S01E01-E03 - Episode Title HDTV-720p Proper.mkv",
      dailyEpisodeExample: "The Series Title's! (2010) - 2013-10-30 - Episode Title (1) HDTV-720p Proper.mkv",
      animeEpisodeExample: "The Series Title's! (2010) - S01E01 - Episode Title (1) HDTV-720p v2.mkv",
      animeMultiEpisodeExample: "The Series Title's! (2010) - S01E01-E03 - Episode Title HDTV-720p v2.mkv",
      seriesFolderExample: "The Series Title's! (2010)",
      seasonFolderExample: 'Season 1',
      specialsFolderExample: 'Specials',
    });
  });

  it.each<[style: number, multi: string]>([
    [0, 'S01E01-02-03'],
    [1, 'S01E01 - S01E02 - S01E03'],
    [2, 'S01E01E02E03'],
    [3, 'S01E01-E02-E03'],
    [4, 'S01E01-03'],
    [5, 'S01E01-E03'],
  ])('shows multi-episode style %i', (...[multiEpisodeStyle, multi]) => {
    expect(buildNamingExamples('series', { multiEpisodeStyle }).multiEpisodeExample).toContain(multi);
  });

  it('renders query-supplied formats even with renaming off', () => {
    const examples = buildNamingExamples('series', {
      renameEpisodes: false,
      standardEpisodeFormat:
        '{Series.CleanTitle}.S{season:00}E{episode:00}.{Episode.CleanTitle}.{MediaInfo.VideoCodec}-{Release Group}',
      animeEpisodeFormat: '[{Release Group}] {Series Title} - {absolute:000} [{Release Hash}]',
      seasonFolderFormat: 'Season {season:00}',
    });
    expect(examples.singleEpisodeExample).toBe("The.Series.Title's!.2010.S01E01.Episode.Title.1.x264-RlsGrp.mkv");
    expect(examples.animeEpisodeExample).toBe("[RlsGrp] The Series Title's! (2010) - 001 [ABCDEFGH].mkv");
    expect(examples.animeMultiEpisodeExample).toBe("[RlsGrp] The Series Title's! (2010) - 001-003 [ABCDEFGH].mkv");
    expect(examples.seasonFolderExample).toBe('Season 01');
  });

  it('returns null for the examples of an invalid format only', () => {
    const examples = buildNamingExamples('series', {
      standardEpisodeFormat: '{Series Title}',
      seasonFolderFormat: 'Season',
    });
    expect(examples.singleEpisodeExample).toBeNull();
    expect(examples.multiEpisodeExample).toBeNull();
    expect(examples.seasonFolderExample).toBeNull();
    expect(examples.dailyEpisodeExample).not.toBeNull();
    expect(examples.seriesFolderExample).not.toBeNull();
  });

  it('renders the Radarr defaults', () => {
    expect(buildNamingExamples('movie', {})).toEqual({
      movieExample: 'The Movie - Title (2010) Bluray-1080p Proper.mkv',
      movieFolderExample: 'The Movie - Title (2010)',
    });
  });

  it('renders Radarr edition and id tokens', () => {
    const examples = buildNamingExamples('movie', {
      standardMovieFormat: '{Movie CleanTitle} {(Release Year)} {edition-{Edition Tags}} [{Quality Full}]',
      movieFolderFormat: '{Movie TitleThe} ({Release Year}) {tmdb-{TmdbId}}',
      colonReplacementFormat: 'delete',
    });
    expect(examples.movieExample).toBe('The Movie Title (2010) {edition-IMAX} [Bluray-1080p Proper].mkv');
    expect(examples.movieFolderExample).toBe('Movie Title, The (2010) {tmdb-345691}');
  });

  it('renders the Lidarr defaults', () => {
    expect(buildNamingExamples('music', {})).toEqual({
      singleTrackExample: 'The Album Title (2020)/The Artist Name - The Album Title - 01 - Track Title (1).mp3',
      multiDiscTrackExample:
        'The Album Title (2020)/CD 02/The Artist Name - The Album Title - 01 - Track Title (1).mp3',
      artistFolderExample: 'The Artist Name',
      albumFolderExample: 'The Album Title (2020)',
    });
  });

  it('returns null for an invalid music format', () => {
    expect(buildNamingExamples('music', { artistFolderFormat: '{Album Title}' }).artistFolderExample).toBeNull();
  });
});

import { build, episode, EpisodeCase } from './series-naming.fixture';

const STYLES = ['extend', 'duplicate', 'repeat', 'scene', 'range', 'prefixedRange'] as const;
type Style = (typeof STYLES)[number];
type Expectations = Record<Style, string>;

const twoEpisodes = [episode(15, 6), episode(15, 7)];
const threeEpisodes = [episode(15, 6), episode(15, 7), episode(15, 8)];

const table: Array<[format: string, episodes: ReturnType<typeof episode>[], expected: Expectations]> = [
  [
    '{Series Title} - S{season:00}E{episode:00} - {Episode Title}',
    threeEpisodes,
    {
      extend: 'South Park - S15E06-07-08 - City Sushi',
      duplicate: 'South Park - S15E06 - S15E07 - S15E08 - City Sushi',
      repeat: 'South Park - S15E06E07E08 - City Sushi',
      scene: 'South Park - S15E06-E07-E08 - City Sushi',
      range: 'South Park - S15E06-08 - City Sushi',
      prefixedRange: 'South Park - S15E06-E08 - City Sushi',
    },
  ],
  [
    '{Series Title} - S{season:00}E{episode:00} - {Episode Title}',
    twoEpisodes,
    {
      extend: 'South Park - S15E06-07 - City Sushi',
      duplicate: 'South Park - S15E06 - S15E07 - City Sushi',
      repeat: 'South Park - S15E06E07 - City Sushi',
      scene: 'South Park - S15E06-E07 - City Sushi',
      range: 'South Park - S15E06-07 - City Sushi',
      prefixedRange: 'South Park - S15E06-E07 - City Sushi',
    },
  ],
  [
    '{Series.Title}.S{season:00}E{episode:00}.{Episode.Title}',
    threeEpisodes,
    {
      extend: 'South.Park.S15E06-07-08.City.Sushi',
      duplicate: 'South.Park.S15E06.S15E07.S15E08.City.Sushi',
      repeat: 'South.Park.S15E06E07E08.City.Sushi',
      scene: 'South.Park.S15E06-E07-E08.City.Sushi',
      range: 'South.Park.S15E06-08.City.Sushi',
      prefixedRange: 'South.Park.S15E06-E08.City.Sushi',
    },
  ],
  [
    '{Series_Title}_S{season:00}E{episode:00}_{Episode_Title}',
    twoEpisodes,
    {
      extend: 'South_Park_S15E06-07_City_Sushi',
      duplicate: 'South_Park_S15E06_S15E07_City_Sushi',
      repeat: 'South_Park_S15E06E07_City_Sushi',
      scene: 'South_Park_S15E06-E07_City_Sushi',
      range: 'South_Park_S15E06-07_City_Sushi',
      prefixedRange: 'South_Park_S15E06-E07_City_Sushi',
    },
  ],
  [
    '{Series Title} - {season}x{episode:00} - {Episode Title}',
    threeEpisodes,
    {
      extend: 'South Park - 15x06-07-08 - City Sushi',
      duplicate: 'South Park - 15x06 - 15x07 - 15x08 - City Sushi',
      repeat: 'South Park - 15x06x07x08 - City Sushi',
      scene: 'South Park - 15x06-x07-x08 - City Sushi',
      range: 'South Park - 15x06-08 - City Sushi',
      prefixedRange: 'South Park - 15x06-x08 - City Sushi',
    },
  ],
  [
    '{Series Title} - {season:00}x{episode:00}',
    twoEpisodes,
    {
      extend: 'South Park - 15x06-07',
      duplicate: 'South Park - 15x06 - 15x07',
      repeat: 'South Park - 15x06x07',
      scene: 'South Park - 15x06-x07',
      range: 'South Park - 15x06-07',
      prefixedRange: 'South Park - 15x06-x07',
    },
  ],
  [
    '{Series Title} - S{season:00}E{episode:00} [{Quality Title}]',
    twoEpisodes,
    {
      extend: 'South Park - S15E06-07 [HDTV-720p]',
      duplicate: 'South Park - S15E06 - S15E07 [HDTV-720p]',
      repeat: 'South Park - S15E06E07 [HDTV-720p]',
      scene: 'South Park - S15E06-E07 [HDTV-720p]',
      range: 'South Park - S15E06-07 [HDTV-720p]',
      prefixedRange: 'South Park - S15E06-E07 [HDTV-720p]',
    },
  ],
  [
    'S{season:00}E{episode:00} - {Episode Title}',
    twoEpisodes,
    {
      extend: 'S15E06-07 - City Sushi',
      duplicate: 'S15E06 - S15E07 - City Sushi',
      repeat: 'S15E06E07 - City Sushi',
      scene: 'S15E06-E07 - City Sushi',
      range: 'S15E06-07 - City Sushi',
      prefixedRange: 'S15E06-E07 - City Sushi',
    },
  ],
  [
    '{Series Title} - s{season:00}e{episode:00}',
    twoEpisodes,
    {
      extend: 'South Park - s15e06-07',
      duplicate: 'South Park - s15e06 - s15e07',
      repeat: 'South Park - s15e06e07',
      scene: 'South Park - s15e06-e07',
      range: 'South Park - s15e06-07',
      prefixedRange: 'South Park - s15e06-e07',
    },
  ],
  [
    '{Series.Title}.S{season:00}.E{episode:00}',
    twoEpisodes,
    {
      extend: 'South.Park.S15.E06-07',
      duplicate: 'South.Park.S15.E06.S15.E07',
      repeat: 'South.Park.S15.E06.E07',
      scene: 'South.Park.S15.E06-.E07',
      range: 'South.Park.S15.E06-07',
      prefixedRange: 'South.Park.S15.E06-.E07',
    },
  ],
  [
    '{Series Title} - S{season:00}E{episode:00}',
    [episode(1, 1), episode(1, 2), episode(1, 3), episode(1, 4)],
    {
      extend: 'South Park - S01E01-02-03-04',
      duplicate: 'South Park - S01E01 - S01E02 - S01E03 - S01E04',
      repeat: 'South Park - S01E01E02E03E04',
      scene: 'South Park - S01E01-E02-E03-E04',
      range: 'South Park - S01E01-04',
      prefixedRange: 'South Park - S01E01-E04',
    },
  ],
  [
    '{Series Title} - S{season:00}E{episode:00}',
    [episode(1, 6), episode(1, 7), episode(1, 9)],
    {
      extend: 'South Park - S01E06-07-09',
      duplicate: 'South Park - S01E06 - S01E07 - S01E09',
      repeat: 'South Park - S01E06E07E09',
      scene: 'South Park - S01E06-E07-E09',
      range: 'South Park - S01E06-09',
      prefixedRange: 'South Park - S01E06-E09',
    },
  ],
  [
    '{Series Title} - S{season:00}E{episode:000}',
    [episode(1, 99), episode(1, 100)],
    {
      extend: 'South Park - S01E099-100',
      duplicate: 'South Park - S01E099 - S01E100',
      repeat: 'South Park - S01E099E100',
      scene: 'South Park - S01E099-E100',
      range: 'South Park - S01E099-100',
      prefixedRange: 'South Park - S01E099-E100',
    },
  ],
  [
    '{Series Title} - S{season:00}E{episode:00} - {Episode Title}',
    [episode(15, 6)],
    {
      extend: 'South Park - S15E06 - City Sushi',
      duplicate: 'South Park - S15E06 - City Sushi',
      repeat: 'South Park - S15E06 - City Sushi',
      scene: 'South Park - S15E06 - City Sushi',
      range: 'South Park - S15E06 - City Sushi',
      prefixedRange: 'South Park - S15E06 - City Sushi',
    },
  ],
];

const rows = table.flatMap(([format, episodes, expected]) =>
  STYLES.map((style, index) => [style, format, episodes.length, index, episodes, expected[style]] as const),
);

describe('multi-episode styles', () => {
  it.each(rows)('%s: %s with %i episodes', (...[, format, , index, episodes, expected]) => {
    expect(
      build({ naming: { standardEpisodeFormat: format, multiEpisodeStyle: index }, episodes: [...episodes] }),
    ).toBe(expected);
  });

  it.each(STYLES.map((style, index) => [style, index] as const))(
    'accepts the style name %s as well as %i',
    (...[style, index]) => {
      const byName = build({ naming: { multiEpisodeStyle: style }, episodes: threeEpisodes });
      const byNumber = build({ naming: { multiEpisodeStyle: index }, episodes: threeEpisodes });
      expect(byName).toBe(byNumber);
    },
  );
});

type Row = [title: string, expected: string, c: EpisodeCase];

describe('multi-episode titles and numbers', () => {
  it.each<Row>([
    [
      'sorts the episodes',
      'South Park - S15E06-E08 - City Sushi',
      { episodes: [episode(15, 8), episode(15, 6), episode(15, 7)] },
    ],
    [
      'joins different titles with +',
      'South Park - S15E06-E07 - City Sushi + Another Episode',
      { episodes: [episode(15, 6), episode(15, 7, 'Another Episode')] },
    ],
    [
      'joins three titles',
      'South Park - S15E06-E08 - One + Two + Three',
      { episodes: [episode(15, 6, 'One'), episode(15, 7, 'Two'), episode(15, 8, 'Three')] },
    ],
    [
      'collapses (n) parts',
      'South Park - S15E06-E07 - Episode Title',
      { episodes: [episode(15, 6, 'Episode Title (1)'), episode(15, 7, 'Episode Title (2)')] },
    ],
    [
      'collapses Part n',
      'South Park - S15E06-E07 - Episode Title',
      { episodes: [episode(15, 6, 'Episode Title Part 1'), episode(15, 7, 'Episode Title Part 2')] },
    ],
    [
      'collapses : Part n',
      'South Park - S15E06-E07 - Episode Title',
      { episodes: [episode(15, 6, 'Episode Title: Part 1'), episode(15, 7, 'Episode Title: Part 2')] },
    ],
    [
      'collapses Pt. n',
      'South Park - S15E06-E07 - Episode Title',
      { episodes: [episode(15, 6, 'Episode Title Pt. 1'), episode(15, 7, 'Episode Title Pt. 2')] },
    ],
    [
      'collapses parts with trailing periods',
      'South Park - S15E06-E07 - Episode Title',
      { episodes: [episode(15, 6, 'Episode Title (1).'), episode(15, 7, 'Episode Title (2).')] },
    ],
    [
      'keeps different bases after removing parts',
      'South Park - S15E06-E07 - Title A + Title B',
      { episodes: [episode(15, 6, 'Title A (1)'), episode(15, 7, 'Title B (2)')] },
    ],
    [
      'keeps titles that are only parts',
      'South Park - S15E06-E07 - (1) + (2)',
      { episodes: [episode(15, 6, '(1)'), episode(15, 7, '(2)')] },
    ],
    [
      'keeps a lone title with its part number',
      'South Park - S15E06 - Episode Title (1)',
      { episodes: [episode(15, 6, 'Episode Title (1)')] },
    ],
    [
      'separators replace spaces in joined titles',
      'South.Park.S15E06-E07.City.Sushi.+.Another.Episode',
      {
        naming: { standardEpisodeFormat: '{Series.Title}.S{season:00}E{episode:00}.{Episode.Title}' },
        episodes: [episode(15, 6), episode(15, 7, 'Another Episode')],
      },
    ],
    [
      'clean titles join with and',
      'South Park - S15E06-E07 - City Sushi and Anothers Episode',
      {
        naming: { standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {Episode CleanTitle}' },
        episodes: [episode(15, 6), episode(15, 7, "Another's Episode")],
      },
    ],
    [
      'standalone {episode} renders first-last',
      'South Park - 15.06-08',
      { naming: { standardEpisodeFormat: '{Series Title} - {season}.{episode:00}' }, episodes: threeEpisodes },
    ],
    [
      'standalone {episode} without padding',
      'South Park - Episode 6-8',
      { naming: { standardEpisodeFormat: '{Series Title} - Episode {episode}' }, episodes: threeEpisodes },
    ],
    [
      'a block used twice renders twice',
      'S15E06-E07 South Park S15E06-E07',
      {
        naming: { standardEpisodeFormat: 'S{season:00}E{episode:00} {Series Title} S{season:00}E{episode:00}' },
        episodes: twoEpisodes,
      },
    ],
    [
      'two different blocks each take the style',
      'South Park - S15E06-E07 - 15x06-x07',
      {
        naming: { standardEpisodeFormat: '{Series Title} - S{season:00}E{episode:00} - {season}x{episode:00}' },
        episodes: twoEpisodes,
      },
    ],
    ['specials', 'South Park - S00E01-E02 - City Sushi', { episodes: [episode(0, 1), episode(0, 2)] }],
    [
      'season folder component and multi-episode file',
      'Season 15/South Park - S15E06-E07',
      {
        naming: { standardEpisodeFormat: 'Season {season}/{Series Title} - S{season:00}E{episode:00}' },
        episodes: twoEpisodes,
      },
    ],
  ])('%s', (...[, expected, c]) => {
    expect(build(c)).toBe(expected);
  });
});

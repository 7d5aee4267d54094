import { applyTags, mergeSeasons, readSeriesChanges } from './series.rules';

describe('readSeriesChanges', () => {
  it('reads languageProfileId 0 (as lookup results carry it) as absent', () => {
    expect(readSeriesChanges({ languageProfileId: 0 })).toEqual({ changes: {}, failures: [] });
  });


  it('reads settable fields and enum names or numbers', () => {
    const { changes, failures } = readSeriesChanges({
      title: ' The Wire ',
      tvdbId: 79126,
      qualityProfileId: 1,
      languageProfileId: 2,
      seriesType: 2,
      monitorNewItems: 'NONE',
      monitored: false,
      tags: [3, 3, 4],
      seasons: [{ seasonNumber: 1, monitored: true }],
      addOptions: { monitor: 'firstSeason', searchForMissingEpisodes: true },
      statistics: { ignored: true },
    });
    expect(failures).toEqual([]);
    expect(changes).toEqual({
      title: 'The Wire',
      tvdbId: 79126,
      qualityProfileId: 1,
      languageProfileId: 2,
      seriesType: 'anime',
      monitorNewItems: 'none',
      monitored: false,
      tags: [3, 4],
      seasons: [{ seasonNumber: 1, monitored: true }],
      addOptions: { monitor: 'firstSeason', searchForMissingEpisodes: true, searchForCutoffUnmetEpisodes: false, ignoreEpisodesWithFiles: false, ignoreEpisodesWithoutFiles: false },
    });
  });

  it.each([
    [{ tvdbId: -1 }, 'TvdbId'],
    [{ qualityProfileId: 1.5 }, 'QualityProfileId'],
    [{ languageProfileId: -1 }, 'LanguageProfileId'],
    [{ languageProfileId: '2' }, 'LanguageProfileId'],
    [{ monitored: 'yes' }, 'Monitored'],
    [{ seriesType: 'weekly' }, 'SeriesType'],
    [{ tags: ['a'] }, 'Tags'],
    [{ seasons: [{ seasonNumber: -1 }] }, 'Seasons'],
    [{ addOptions: { monitor: 'often' } }, 'AddOptions'],
    [{ path: 5 }, 'Path'],
  ])('rejects %p on %s', (body, property) => {
    expect(readSeriesChanges(body).failures.map((f) => f.propertyName)).toEqual([property]);
  });

  it('rejects a body that is not an object', () => {
    expect(readSeriesChanges([1]).failures).toHaveLength(1);
  });
});

describe('applyTags', () => {
  it.each([
    ['add', [1, 2], [2, 3], [1, 2, 3]],
    ['remove', [1, 2], [2, 3], [1]],
    ['replace', [1, 2], [3, 3], [3]],
  ] as const)('%s', (mode, current, tags, expected) => expect(applyTags([...current], [...tags], mode)).toEqual(expected));
});

describe('mergeSeasons', () => {
  it('changes listed seasons and ignores unknown ones', () => {
    expect(mergeSeasons([{ seasonNumber: 1, monitored: true }, { seasonNumber: 2, monitored: true }], [{ seasonNumber: 2, monitored: false }, { seasonNumber: 9, monitored: false }])).toEqual([
      { seasonNumber: 1, monitored: true },
      { seasonNumber: 2, monitored: false },
    ]);
  });
});

import { applyNamingUpdate } from './naming-config.rules';
import { NAMING_KINDS } from './naming-kinds';

const defaults = (kind: keyof typeof NAMING_KINDS) => ({ ...NAMING_KINDS[kind].defaults });

describe('applyNamingUpdate', () => {
  it.each(['series', 'movie', 'music', 'livetv'] as const)('accepts the %s defaults', (kind) => {
    expect(applyNamingUpdate(kind, defaults(kind), {}).failures).toEqual([]);
  });

  it.each([
    ['series', { standardEpisodeFormat: '{Series Title} - {Episode Title}' }, 'StandardEpisodeFormat'],
    ['series', { dailyEpisodeFormat: '{Series Title}' }, 'DailyEpisodeFormat'],
    ['series', { animeEpisodeFormat: '{Series Title} {episode}' }, 'AnimeEpisodeFormat'],
    ['series', { seasonFolderFormat: 'Season' }, 'SeasonFolderFormat'],
    ['series', { seriesFolderFormat: 'Shows' }, 'SeriesFolderFormat'],
    ['series', { multiEpisodeStyle: 9 }, 'MultiEpisodeStyle'],
    ['series', { colonReplacementFormat: 'sideways' }, 'ColonReplacementFormat'],
    ['series', { renameEpisodes: 'yes' }, 'RenameEpisodes'],
    ['movie', { standardMovieFormat: '{Quality Full}' }, 'StandardMovieFormat'],
    ['movie', { colonReplacementFormat: 'custom' }, 'ColonReplacementFormat'],
    ['music', { standardTrackFormat: '{Track Title}' }, 'StandardTrackFormat'],
    ['music', { multiDiscTrackFormat: '{track} {Track Title}' }, 'MultiDiscTrackFormat'],
    ['livetv', { recordingFormat: '{Channel Name}' }, 'RecordingFormat'],
  ] as const)('%s refuses %j naming %s', (kind, body, property) => {
    expect(applyNamingUpdate(kind, defaults(kind), body).failures.map((f) => f.propertyName)).toContain(property);
  });

  it.each([
    ['series', { colonReplacementFormat: 'spaceDash', multiEpisodeStyle: 'RANGE' }, { colonReplacementFormat: 2, multiEpisodeStyle: 4 }],
    ['series', { colonReplacementFormat: 1 }, { colonReplacementFormat: 1 }],
    ['movie', { colonReplacementFormat: 3 }, { colonReplacementFormat: 'spaceDashSpace' }],
  ] as const)('%s stores enums %j as the anchor writes them', (kind, body, expected) => {
    const { next, failures } = applyNamingUpdate(kind, defaults(kind), body);
    expect(failures).toEqual([]);
    expect(next).toMatchObject(expected);
  });

  it('accepts the daily format with season and episode instead of an air date', () => {
    expect(applyNamingUpdate('series', defaults('series'), { dailyEpisodeFormat: '{Series Title} S{season}E{episode}' }).failures).toEqual([]);
  });
});

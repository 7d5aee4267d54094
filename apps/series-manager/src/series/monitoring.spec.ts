import { monitoredByOption, type MonitorOption, type MonitorTarget } from './monitoring';

const now = new Date('2026-06-01T00:00:00Z');
const episodes: MonitorTarget[] = [
  { seasonNumber: 0, episodeNumber: 1, hasFile: true, airDate: '2020-01-01', monitored: false },
  { seasonNumber: 1, episodeNumber: 1, hasFile: true, airDate: '2020-01-01', monitored: false },
  { seasonNumber: 1, episodeNumber: 2, hasFile: false, airDate: '2020-01-08', monitored: false },
  { seasonNumber: 2, episodeNumber: 1, hasFile: false, airDate: '2026-05-01', monitored: true },
  { seasonNumber: 2, episodeNumber: 2, hasFile: false, airDate: '2026-09-01', monitored: true },
  { seasonNumber: 2, episodeNumber: 3, hasFile: false, airDate: null, monitored: true },
];

describe('monitoredByOption', () => {
  it.each<[MonitorOption, boolean[]]>([
    ['all', [false, true, true, true, true, true]],
    ['none', [false, false, false, false, false, false]],
    ['existing', [false, true, false, false, false, false]],
    ['missing', [false, false, true, true, true, true]],
    ['future', [false, false, false, false, true, true]],
    ['firstSeason', [false, true, true, false, false, false]],
    ['lastSeason', [false, false, false, true, true, true]],
    ['latestSeason', [false, false, false, true, true, true]],
    ['pilot', [false, true, false, false, false, false]],
    ['recent', [false, false, false, true, true, true]],
    ['monitorSpecials', [true, false, false, true, true, true]],
    ['unmonitorSpecials', [false, false, false, true, true, true]],
    ['skip', [false, false, false, true, true, true]],
    ['unknown', [false, false, false, true, true, true]],
  ])('%s', (option, expected) => {
    expect(monitoredByOption(option, episodes, now)).toEqual(expected);
  });
});

export const MONITOR_OPTIONS = {
  unknown: 0,
  all: 1,
  future: 2,
  missing: 3,
  existing: 4,
  firstSeason: 5,
  lastSeason: 6,
  latestSeason: 7,
  pilot: 8,
  recent: 9,
  monitorSpecials: 10,
  unmonitorSpecials: 11,
  none: 12,
  skip: 13,
} as const;

export type MonitorOption = keyof typeof MONITOR_OPTIONS;

export interface MonitorTarget {
  seasonNumber: number;
  episodeNumber: number;
  hasFile: boolean;
  airDate: string | null;
  monitored: boolean;
}

const DAY = 86_400_000;

/**
 * Sonarr's add-time monitoring: which episodes end up monitored for an `addOptions.monitor` choice.
 * Specials stay unmonitored except with `monitorSpecials`; `skip` and `unknown` keep the current flags.
 */
export function monitoredByOption(option: MonitorOption, episodes: readonly MonitorTarget[], now = new Date()): boolean[] {
  const today = now.toISOString().slice(0, 10);
  const regular = episodes.filter((e) => e.seasonNumber > 0);
  const seasons = [...new Set(regular.map((e) => e.seasonNumber))].sort((a, b) => a - b);
  const firstSeason = seasons[0];
  const lastSeason = seasons[seasons.length - 1];
  const aired = (e: MonitorTarget) => e.airDate !== null && e.airDate <= today;
  const recentFrom = new Date(now.getTime() - 90 * DAY).toISOString().slice(0, 10);
  return episodes.map((episode) => {
    const special = episode.seasonNumber === 0;
    switch (option) {
      case 'unknown':
      case 'skip':
        return episode.monitored;
      case 'none':
        return false;
      case 'monitorSpecials':
        return special ? true : episode.monitored;
      case 'unmonitorSpecials':
        return special ? false : episode.monitored;
      default:
        break;
    }
    if (special) return false;
    switch (option) {
      case 'all':
        return true;
      case 'future':
        return !aired(episode);
      case 'missing':
        return !episode.hasFile;
      case 'existing':
        return episode.hasFile;
      case 'firstSeason':
        return episode.seasonNumber === firstSeason;
      case 'lastSeason':
      case 'latestSeason':
        return episode.seasonNumber === lastSeason;
      case 'pilot':
        return episode.seasonNumber === firstSeason && episode.episodeNumber === 1;
      case 'recent':
        return episode.airDate === null || episode.airDate >= recentFrom;
      default:
        return episode.monitored;
    }
  });
}

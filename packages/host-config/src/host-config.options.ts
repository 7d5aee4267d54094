export const HOST_CONFIG_OPTIONS = Symbol('HOST_CONFIG_OPTIONS');

export interface HostConfigOptions {
  /** The anchor's default SSL port (Sonarr 9898, Radarr 6969, Lidarr 6868, Prowlarr 6969). */
  sslPort?: number;
  /** Prowlarr's extra `historyCleanupDays` field. */
  withHistoryCleanup?: boolean;
}

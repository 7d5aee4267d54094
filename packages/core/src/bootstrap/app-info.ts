/** What identifies one service of the suite; passed to bootstrapApp and CoreModule. */
export interface AppInfo {
  /** Folder and package name, e.g. 'series-manager'. */
  name: string;
  /** The anchor's appName, which clients read from system/status, e.g. 'Sonarr'. */
  appName: string;
  /** Version reported to clients, in the anchor's numbering so version checks pass. */
  version: string;
  defaultPort: number;
  /** e.g. '/api/v3'. */
  apiPrefix: string;
  /** Default PostgreSQL schema, e.g. 'series_manager'. */
  defaultSchema: string;
  /** Root-level routes outside the API prefix, e.g. ['epg', 'm3u'] for the live-TV manager. */
  rootRoutes?: string[];
}

export const APP_INFO = Symbol('APP_INFO');
export const APP_ENV = Symbol('APP_ENV');

/** The API version name from the prefix: '/api/v3' → 'v3', '/api' → 'v1'. */
export function apiVersionOf(info: AppInfo): string {
  return /\/(v\d+)$/.exec(info.apiPrefix)?.[1] ?? 'v1';
}

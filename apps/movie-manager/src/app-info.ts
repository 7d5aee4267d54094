import type { AppInfo } from '@arrstack/core';

export const APP: AppInfo = {
  name: 'movie-manager',
  appName: 'Radarr',
  version: '5.26.0.0',
  defaultPort: 7878,
  apiPrefix: '/api/v3',
  defaultSchema: 'movie_manager',
};

import type { AppInfo } from '@arrstack/core';

export const APP: AppInfo = {
  name: 'series-manager',
  appName: 'Sonarr',
  version: '4.0.17.0',
  defaultPort: 8989,
  apiPrefix: '/api/v3',
  defaultSchema: 'series_manager',
};

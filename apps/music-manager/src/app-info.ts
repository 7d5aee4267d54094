import type { AppInfo } from '@arrstack/core';

export const APP: AppInfo = {
  name: 'music-manager',
  appName: 'Lidarr',
  version: '2.13.0.0',
  defaultPort: 8686,
  apiPrefix: '/api/v1',
  defaultSchema: 'music_manager',
};

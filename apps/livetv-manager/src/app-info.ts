import type { AppInfo } from '@arrstack/core';

export const APP: AppInfo = {
  name: 'livetv-manager',
  appName: 'Dispatcharr',
  version: '0.29.0',
  defaultPort: 9191,
  apiPrefix: '/api/v1',
  defaultSchema: 'livetv_manager',
};

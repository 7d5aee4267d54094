import type { AppInfo } from '@arrstack/core';

export const APP: AppInfo = {
  name: 'subtitle-manager',
  appName: 'Bazarr',
  version: '1.5.2',
  defaultPort: 6767,
  apiPrefix: '/api',
  defaultSchema: 'subtitle_manager',
};

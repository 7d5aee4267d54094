import type { AppInfo } from '@arrstack/core';

export const APP: AppInfo = {
  name: 'indexer-manager',
  appName: 'Prowlarr',
  version: '1.37.0.0',
  defaultPort: 9696,
  apiPrefix: '/api/v1',
  defaultSchema: 'indexer_manager',
  /** Prowlarr's Newznab/Torznab proxy lives outside the API prefix (and still needs the API key). */
  rootRoutes: [':id/api', ':id/download'],
};

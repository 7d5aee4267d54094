// The series manager is an app, not a library, so it ships no declarations; the sync e2e test boots it from dist.
declare module '@arrstack/series-manager/dist/app.module' {
  import type { Type } from '@nestjs/common';
  export const AppModule: Type<unknown>;
}

declare module '@arrstack/series-manager/dist/app-info' {
  import type { AppInfo } from '@arrstack/core';
  export const APP: AppInfo;
}

import { Module } from '@nestjs/common';
import { APP_ENV, type AppEnv } from '@arrstack/core';
import { MetadataProvider, OfflineMetadataProvider } from './metadata-provider';
import { TVMAZE_DEFAULT_URL, TvMazeClient } from './tvmaze.client';

/** The metadata provider: TVmaze at TVMAZE_URL (its public API by default); off when TVMAZE_URL is empty. */
@Module({
  providers: [
    {
      provide: MetadataProvider,
      inject: [APP_ENV],
      useFactory: (env: AppEnv): MetadataProvider =>
        env.tvmazeUrl === '' ? new OfflineMetadataProvider() : new TvMazeClient({ baseUrl: env.tvmazeUrl ?? TVMAZE_DEFAULT_URL }),
    },
  ],
  exports: [MetadataProvider],
})
export class MetadataModule {}

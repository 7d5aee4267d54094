import { bootstrapApp } from '@arrstack/core';
import { AppModule } from './app.module';
import { APP } from './app-info';

bootstrapApp(AppModule, APP, { shutdownHooks: true }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

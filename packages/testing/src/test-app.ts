import type { DynamicModule, Type } from '@nestjs/common';
import { bootstrapApp, type AppInfo, type BootstrapOptions, type RunningApp } from '@arrstack/core';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_API_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

export interface TestApp {
  running: RunningApp;
  database: TestDatabase;
  url: string;
  apiKey: string;
  /** The API prefix, e.g. /api/v3. */
  prefix: string;
  /** supertest against the real listening server; add `.set('X-Api-Key', app.apiKey)` or use `api`. */
  http: ReturnType<typeof request>;
  /** Requests that carry the API key. */
  api: {
    get(path: string): request.Test;
    post(path: string): request.Test;
    put(path: string): request.Test;
    delete(path: string): request.Test;
  };
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BootstrapOptions, 'env'> {
  env?: Record<string, string | undefined>;
  /** Reuse a database (e.g. a second replica); otherwise a fresh one is created and dropped on close. */
  database?: TestDatabase;
}

/** Boots the real AppModule through the production bootstrap on a fresh database and a free port. */
export async function startTestApp(
  appModule: Type<unknown> | DynamicModule,
  info: AppInfo,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase(info.defaultSchema));
  const env = {
    DATABASE_URL: database.url,
    PORT: '0',
    API_KEY: TEST_API_KEY,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests never reach the internet: metadata providers are off unless a test points them at a fake.
    TVMAZE_URL: '',
    ...options.env,
  };
  let running: RunningApp;
  try {
    running = await bootstrapApp(appModule, info, { ...options, env, host: '127.0.0.1' });
  } catch (error) {
    if (ownsDatabase) await database.drop().catch(() => undefined);
    throw error;
  }
  const apiKey = env.API_KEY ?? TEST_API_KEY;
  const http = request(running.url);
  const withKey = (test: request.Test) => test.set('X-Api-Key', apiKey);
  return {
    running,
    database,
    url: running.url,
    apiKey,
    prefix: info.apiPrefix,
    http,
    api: {
      get: (path) => withKey(http.get(path)),
      post: (path) => withKey(http.post(path)),
      put: (path) => withKey(http.put(path)),
      delete: (path) => withKey(http.delete(path)),
    },
    close: async () => {
      await running.close();
      if (ownsDatabase) await database.drop();
    },
  };
}

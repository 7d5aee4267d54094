import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Runs `fn(url)` against DATABASE_URL, or a throwaway embedded PostgreSQL when it is not set. */
export async function withDatabase(fn) {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const toolsDir = path.dirname(require.resolve('@arrstack/tools/package.json'));
  const { freePort, startEmbeddedPostgres, tempDir } = await import(path.join(toolsDir, 'embedded-db.mjs'));
  const database = await startEmbeddedPostgres({ dataDir: path.join(tempDir('arrstack-bench-'), 'pg'), port: await freePort(), persistent: false });
  try {
    return await fn(database.url);
  } finally {
    await database.stop();
  }
}

// One server for the HTTP-overhead bench, in its own process so the load generator does not share
// its CPU: `full` is the series manager through the whole stack; `bare` is plain Fastify answering
// the same JSON objects. Prints `ready <url>` and runs until killed.
import Fastify from 'fastify';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [mode, databaseUrl, dataDir, bodiesJson] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

if (mode === 'full') {
  const { bootstrapApp } = require('@arrstack/core');
  const appDir = path.resolve(here, '../../apps/series-manager/dist');
  const { AppModule } = require(path.join(appDir, 'app.module.js'));
  const { APP } = require(path.join(appDir, 'app-info.js'));
  const running = await bootstrapApp(AppModule, APP, {
    env: { DATABASE_URL: databaseUrl, PORT: '0', API_KEY: process.env.BENCH_API_KEY, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', ARRSTACK_DATA_DIR: dataDir },
    host: '127.0.0.1',
  });
  console.log(`ready ${running.url}`);
} else {
  const bodies = JSON.parse(bodiesJson);
  const bare = Fastify({ logger: false });
  // The same JSON as an object, serialized by Fastify per request as the full stack must do too.
  for (const [route, body] of Object.entries(bodies)) {
    const object = JSON.parse(body);
    bare.get(route, async () => object);
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`ready http://127.0.0.1:${bare.server.address().port}`);
}

#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. Needs nothing but Node and npm: it installs the workspace
// with a pinned pnpm, builds it, then hands over to the launcher or the test runner.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['-y', 'pnpm@10.34.9'];

function run(args, what) {
  const result = spawnSync('npx', [...PNPM, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', npm_config_loglevel: 'error' },
  });
  if (result.status !== 0) {
    console.error(`arrstack: ${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node tools/suite.mjs start|test');
  process.exit(2);
}

run(['install', '--frozen-lockfile', '--reporter=append-only'], 'install');
run(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], 'build');

if (mode === 'start') {
  const { startSuite } = await import('./launcher.mjs');
  await startSuite({ root });
} else {
  const { runTests } = await import('./test-runner.mjs');
  process.exit(await runTests({ root, pnpm: PNPM }));
}

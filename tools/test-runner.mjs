// `npm test`: one throwaway PostgreSQL for the whole run (or DATABASE_URL), every package's and app's
// Jest suites through turbo, then one closing line summing every run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, tempDir } from './embedded-db.mjs';

function readCounts(reportDir) {
  const total = { passed: 0, failed: 0, skipped: 0, failedSuites: 0, runs: 0 };
  if (!fs.existsSync(reportDir)) return total;
  for (const file of fs.readdirSync(reportDir)) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
    total.passed += report.passed;
    total.failed += report.failed;
    total.skipped += report.skipped;
    total.failedSuites += report.failedSuites;
    total.runs += 1;
  }
  return total;
}

export async function runTests({ root, pnpm }) {
  let database = null;
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
  if (!env.DATABASE_URL) {
    const dir = tempDir('arrstack-test-');
    database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
    env.DATABASE_URL = database.url;
    console.log(`arrstack: test database at ${database.url.replace(/:[^:@]*@/, ':***@')}`);
  }
  const reportDir = path.join(root, '.test-reports');
  fs.rmSync(reportDir, { recursive: true, force: true });
  env.ARRSTACK_TEST_REPORT_DIR = reportDir;

  const filter = process.env.ARRSTACK_TEST_FILTER ? ['--filter', process.env.ARRSTACK_TEST_FILTER] : [];
  const result = spawnSync(
    'npx',
    [...pnpm, 'exec', 'turbo', 'run', 'test', '--concurrency=2', '--continue', '--output-logs=full', ...filter],
    { cwd: root, stdio: 'inherit', env },
  );
  if (database) await database.stop();

  const total = readCounts(reportDir);
  const turboFailed = result.status !== 0;
  console.log('');
  console.log(`jest runs: ${total.runs}, skipped or todo: ${total.skipped}, failed suites: ${total.failedSuites}`);
  // A suite that crashes before its tests run counts as a failure, so the total never hides it.
  const failed = total.failed + (total.failed === 0 && (turboFailed || total.failedSuites > 0) ? 1 : 0);
  console.log(`${total.passed} passed, ${failed} failed`);
  return failed === 0 && !turboFailed && total.runs > 0 ? 0 : 1;
}

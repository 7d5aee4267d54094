import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TEST_API_KEY, type TestDatabase } from '@arrstack/testing';

const main = path.resolve(__dirname, '../../dist/main.js');

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
}

/** The request log as an operator sees it: the built service's own stdout and stderr. */
describe('request logging of the built service', () => {
  let database: TestDatabase;
  let dataDir: string;
  let child: ChildProcessWithoutNullStreams;
  let stdout = '';
  let stderr = '';
  let base = '';

  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const completed = (reqId: string) => lines().filter((line) => line.msg === 'request completed' && line.reqId === reqId);
  /** Waits until `reqId`'s line can have been flushed: a later request's line is there. */
  async function settle(): Promise<void> {
    const marker = `settle-${Math.random().toString(36).slice(2)}`;
    await fetch(`${base}/ping`, { headers: { 'X-Request-Id': marker } });
    for (let i = 0; i < 100 && completed(marker).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  }
  const get = (url: string, headers: Record<string, string>) => fetch(`${base}${url}`, { headers });
  const setLogLevel = (logLevel: string) =>
    fetch(`${base}/api/v3/config/host`, {
      method: 'PUT',
      headers: { 'X-Api-Key': TEST_API_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ logLevel }),
    });

  beforeAll(async () => {
    database = await createTestDatabase('reqlog');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-reqlog-'));
    child = spawn(process.execPath, [main], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: '0', API_KEY: TEST_API_KEY, LOG_LEVEL: 'info', ARRSTACK_DATA_DIR: dataDir },
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /"port":(\d+)/.exec(stdout);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}; ${stderr}`)));
    });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one line per request, carrying the request id the client sent', async () => {
    expect((await get('/api/v3/system/status', { 'X-Api-Key': TEST_API_KEY, 'X-Request-Id': 'status-1' })).status).toBe(200);
    expect((await get('/api/v3/system/status', { 'X-Request-Id': 'no-key-1' })).status).toBe(401);
    await settle();
    expect(completed('status-1')).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: '/api/v3/system/status', statusCode: 200, ms: expect.any(Number) }),
    ]);
    expect(completed('no-key-1')).toEqual([expect.objectContaining({ statusCode: 401 })]);
    expect(lines().filter((line) => line.reqId === 'status-1')).toHaveLength(1);
  });

  it('gives a request without an id one of its own', async () => {
    const before = lines().length;
    expect((await get('/api/v3/config/host', { 'X-Api-Key': TEST_API_KEY })).status).toBe(200);
    await settle();
    const own = lines()
      .slice(before)
      .find((line) => line.msg === 'request completed' && line.url === '/api/v3/config/host');
    expect(own?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows a log level saved through the API at once', async () => {
    expect((await setLogLevel('warn')).status).toBe(202);
    await get('/api/v3/system/status', { 'X-Api-Key': TEST_API_KEY, 'X-Request-Id': 'quiet-1' });
    expect((await setLogLevel('info')).status).toBe(202);
    await get('/api/v3/system/status', { 'X-Api-Key': TEST_API_KEY, 'X-Request-Id': 'loud-1' });
    await settle();
    expect(completed('quiet-1')).toHaveLength(0);
    expect(completed('loud-1')).toHaveLength(1);
  });

  it('prints no deprecation warnings', () => {
    expect(stderr).not.toMatch(/Deprecation|FSTDEP/);
  });
});

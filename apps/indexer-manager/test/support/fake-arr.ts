import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeArrIndexer {
  id: number;
  name: string;
  fields: Array<{ name: string; value?: unknown }>;
  tags: number[];
  [other: string]: unknown;
}

export interface FakeArr {
  url: string;
  apiKey: string;
  indexers: Map<number, FakeArrIndexer>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

/**
 * A small Sonarr/Radarr-shaped HTTP server: `system/status` and `/indexer` CRUD under `apiPath`, with the
 * API key checked as the apps do. Stands in for the series manager, whose `/indexer` API does not exist yet.
 */
export async function startFakeArr(options: { apiKey: string; apiPath?: string; appName?: string }): Promise<FakeArr> {
  const apiPath = options.apiPath ?? '/api/v3';
  const indexers = new Map<number, FakeArrIndexer>();
  const requests: FakeArr['requests'] = [];
  let nextId = 1;
  const read = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (req.headers['x-api-key'] !== options.apiKey) return send(401);
      if (url.pathname === `${apiPath}/system/status` && req.method === 'GET') return send(200, { appName: options.appName ?? 'Sonarr', version: '4.0.0.0' });
      if (url.pathname === `${apiPath}/indexer`) {
        if (req.method === 'GET') return send(200, [...indexers.values()]);
        if (req.method === 'POST') {
          const body = await read(req);
          const created = { ...body, id: nextId++ } as FakeArrIndexer;
          indexers.set(created.id, created);
          return send(201, created);
        }
      }
      const match = new RegExp(`^${apiPath}/indexer/(\\d+)$`).exec(url.pathname);
      if (match) {
        const id = Number(match[1]);
        const existing = indexers.get(id);
        if (!existing) return send(404, { message: 'NotFound' });
        if (req.method === 'GET') return send(200, existing);
        if (req.method === 'PUT') {
          const body = await read(req);
          const updated = { ...body, id } as FakeArrIndexer;
          indexers.set(id, updated);
          return send(202, updated);
        }
        if (req.method === 'DELETE') {
          indexers.delete(id);
          return send(200, {});
        }
      }
      send(404, { message: 'NotFound' });
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: options.apiKey,
    indexers,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { TestApp } from './test-app';

/** Polls `GET command/{id}` until the command has finished, as clients do. */
export async function waitForCommand(app: TestApp, id: number, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.api.get(`${app.prefix}/command/${id}`);
    if (res.status !== 200) throw new Error(`GET command/${id} answered ${res.status}`);
    if (!['queued', 'started'].includes(res.body.status)) return res.body;
    if (Date.now() > deadline) throw new Error(`command ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

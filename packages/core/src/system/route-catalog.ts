import { Injectable } from '@nestjs/common';

export interface RouteEntry {
  method: string;
  path: string;
}

/** Every route the HTTP server registered, filled by bootstrapApp from Fastify's onRoute hook. */
@Injectable()
export class RouteCatalog {
  private readonly entries: RouteEntry[] = [];

  add(method: string | string[], path: string): void {
    for (const m of Array.isArray(method) ? method : [method]) {
      if (m === 'HEAD') continue;
      this.entries.push({ method: m, path });
    }
  }

  list(): RouteEntry[] {
    return [...this.entries].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}

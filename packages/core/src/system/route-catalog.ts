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

  /** The URL base in effect, prefixed to every listed path. */
  urlBase = '';

  list(): RouteEntry[] {
    return this.entries.map((e) => ({ method: e.method, path: `${this.urlBase}${e.path}` })).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }
}

import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';

/**
 * The service's current API key. Host config owns the stored key and sets it here; the auth hook
 * reads it on every request, so a changed key works (and the old one stops) at once.
 */
@Injectable()
export class ApiKeyHolder {
  private bytes: Buffer | null = null;
  private key: string | null = null;

  set(key: string): void {
    this.key = key;
    this.bytes = Buffer.from(key);
  }

  get(): string | null {
    return this.key;
  }

  /** Constant-time comparison of the bytes; only the length (public: 32 hex characters) can differ early. */
  matches(candidate: string | undefined | null): boolean {
    if (!candidate || !this.bytes) return false;
    const presented = Buffer.from(candidate);
    return presented.length === this.bytes.length && timingSafeEqual(presented, this.bytes);
  }
}

/** The key a request presents: query `apikey`, then `X-Api-Key`, then `Authorization: Bearer`. */
export function presentedApiKey(url: string, headers: Record<string, string | string[] | undefined>): string | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart >= 0) {
    const fromQuery = new URLSearchParams(url.slice(queryStart + 1)).get('apikey');
    if (fromQuery) return fromQuery;
  }
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const authorization = headers['authorization'];
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match) return match[1].trim();
  }
  return undefined;
}

/** Routes anyone may call: `GET|HEAD /ping`, the API docs, and whatever the app adds. */
export function isAnonymousRoute(method: string, path: string): boolean {
  if (path === '/ping' || path === '/ping/') return method === 'GET' || method === 'HEAD';
  return path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/');
}

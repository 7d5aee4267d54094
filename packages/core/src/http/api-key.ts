import { Injectable } from '@nestjs/common';

/**
 * The service's current API key. Host config owns the stored key and sets it here; the auth hook
 * reads it on every request, so a changed key works (and the old one stops) at once.
 */
@Injectable()
export class ApiKeyHolder {
  private key: string | null = null;

  set(key: string): void {
    this.key = key;
  }

  get(): string | null {
    return this.key;
  }

  /**
   * Constant-time comparison; only the length (public: 32 hex characters) can differ early. It runs
   * on every request, so it compares UTF-16 code units in place rather than allocating a Buffer for
   * timingSafeEqual: every unit is visited whatever the first difference.
   */
  matches(candidate: string | undefined | null): boolean {
    const key = this.key;
    if (!candidate || !key || candidate.length !== key.length) return false;
    let difference = 0;
    for (let i = 0; i < key.length; i++) difference |= candidate.charCodeAt(i) ^ key.charCodeAt(i);
    return difference === 0;
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

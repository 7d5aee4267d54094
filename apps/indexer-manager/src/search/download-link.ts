import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Grab links in proxied feeds point back here: `/{id}/download?apikey=…&link=<base64url>&file=<title>&sig=…`.
 * The signature (HMAC over indexer id and link, keyed with this service's API key) stops the download route
 * from fetching arbitrary URLs on a caller's behalf.
 */
export function signLink(secret: string, indexerId: number, link: string): string {
  return createHmac('sha256', secret).update(`${indexerId}\n${link}`).digest('base64url');
}

export function buildDownloadUrl(base: string, secret: string, indexerId: number, link: string, title: string): string {
  const params = new URLSearchParams({
    apikey: secret,
    link: Buffer.from(link, 'utf8').toString('base64url'),
    file: title,
    sig: signLink(secret, indexerId, link),
  });
  return `${base}/${indexerId}/download?${params.toString()}`;
}

/** The original link when the signature holds, else undefined. */
export function readDownloadLink(secret: string, indexerId: number, encoded: unknown, signature: unknown): string | undefined {
  if (typeof encoded !== 'string' || typeof signature !== 'string' || encoded.length > 8192) return undefined;
  const link = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signLink(secret, indexerId, link));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!/^(https?:|magnet:)/i.test(link)) return undefined;
  return link;
}

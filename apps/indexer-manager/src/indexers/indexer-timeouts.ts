import { Injectable } from '@nestjs/common';
import { APP } from '../app-info';

export const APP_INFO_VERSION = APP.version;

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value * 1000 : fallback * 1000;
}

/**
 * Time limits for calls to indexers. `INDEXER_TIMEOUT_SECONDS` (default 100, the anchors' value) bounds one
 * request; `INDEXER_SEARCH_TIMEOUT_SECONDS` (default 30) bounds each indexer in a fan-out search.
 */
@Injectable()
export class IndexerTimeouts {
  readonly requestMs = seconds('INDEXER_TIMEOUT_SECONDS', 100);
  readonly searchMs = seconds('INDEXER_SEARCH_TIMEOUT_SECONDS', 30);
}

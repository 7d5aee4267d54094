import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../http/errors';

export type SortDirection = 'ascending' | 'descending' | 'default';

/** `{page, pageSize, sortKey, sortDirection, totalRecords, records}` as the anchors page. */
export interface PagingResource<T> {
  page: number;
  pageSize: number;
  sortKey: string;
  sortDirection: SortDirection;
  totalRecords: number;
  records: T[];
}

export interface PagingSpec {
  /** Allowed sort keys (as clients send them) mapped to SQL expressions, e.g. `{'date': 'history.date'}`. */
  sortKeys: Record<string, string>;
  defaultSortKey: string;
  defaultSortDirection?: 'ascending' | 'descending';
  maxPageSize?: number;
}

export interface PagingRequest {
  page: number;
  pageSize: number;
  sortKey: string;
  sortDirection: SortDirection;
  orderBy: string;
  order: 'ASC' | 'DESC';
  offset: number;
}

function positiveInt(name: string, raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw ValidationError.single(name, `'${name}' must be a whole number from 1 to ${max}`, raw);
  }
  return value;
}

/**
 * Reads `page`, `pageSize`, `sortKey`, `sortDirection` from a query. An unknown sort key falls back
 * to the default as Sonarr and Radarr do; an omitted direction means descending.
 */
export function readPaging(query: Record<string, unknown>, spec: PagingSpec): PagingRequest {
  const page = positiveInt('page', query.page, 1, 1_000_000_000);
  const pageSize = positiveInt('pageSize', query.pageSize, 10, spec.maxPageSize ?? 100_000);
  const requestedKey = typeof query.sortKey === 'string' ? query.sortKey : '';
  const sortKey =
    Object.keys(spec.sortKeys).find((key) => key.toLowerCase() === requestedKey.toLowerCase()) ?? spec.defaultSortKey;
  const rawDirection = typeof query.sortDirection === 'string' ? query.sortDirection.toLowerCase() : '';
  let sortDirection: SortDirection = 'descending';
  if (rawDirection === 'ascending' || rawDirection === 'asc') sortDirection = 'ascending';
  else if (rawDirection === 'default') sortDirection = 'default';
  const effective = sortDirection === 'default' ? (spec.defaultSortDirection ?? 'descending') : sortDirection;
  return {
    page,
    pageSize,
    sortKey,
    sortDirection,
    orderBy: spec.sortKeys[sortKey],
    order: effective === 'ascending' ? 'ASC' : 'DESC',
    offset: (page - 1) * pageSize,
  };
}

/** Runs the query as one page (LIMIT/OFFSET) plus a count, both in SQL. */
export async function fetchPage<E extends ObjectLiteral, R>(
  query: SelectQueryBuilder<E>,
  paging: PagingRequest,
  toResource: (entity: E) => R,
  tieBreaker?: string,
): Promise<PagingResource<R>> {
  const ordered = query.clone().orderBy(paging.orderBy, paging.order);
  if (tieBreaker) ordered.addOrderBy(tieBreaker, paging.order);
  const [entities, totalRecords] = await Promise.all([
    ordered.offset(paging.offset).limit(paging.pageSize).getMany(),
    query.clone().getCount(),
  ]);
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    sortKey: paging.sortKey,
    sortDirection: paging.sortDirection,
    totalRecords,
    records: entities.map(toResource),
  };
}

import type { IndexerErrorDetails } from './errors';
import type { IndexerCapabilities, NewznabCategory, SearchMode } from './types';
import { asArray, attr, isNode, readRoot, toInt, type XmlNode } from './xml';

const truthy = new Set(['yes', 'true', '1']);

function readMode(searching: XmlNode, ...names: string[]): SearchMode {
  for (const name of names) {
    const node = searching[name];
    if (!isNode(node)) continue;
    const available = truthy.has((attr(node, 'available') ?? '').trim().toLowerCase());
    const params = attr(node, 'supportedParams');
    const supportedParams =
      params === undefined
        ? available
          ? ['q']
          : []
        : params
            .split(',')
            .map((p) => p.trim().toLowerCase())
            .filter((p) => p.length > 0);
    return { available, supportedParams };
  }
  return { available: false, supportedParams: [] };
}

function readCategory(node: unknown, childTag: 'subcat'): NewznabCategory | undefined {
  if (!isNode(node)) return undefined;
  const id = toInt(attr(node, 'id'));
  if (id === undefined) return undefined;
  const description = attr(node, 'description');
  return {
    id,
    name: attr(node, 'name') ?? String(id),
    ...(description ? { description } : {}),
    subCategories: asArray(node[childTag])
      .map((sub) => readCategory(sub, childTag))
      .filter((sub): sub is NewznabCategory => sub !== undefined),
  };
}

/**
 * Parses a `t=caps` document. A search mode that is present and available but lists no `supportedParams`
 * accepts `q`; an absent mode is unavailable.
 */
export function parseCapsXml(xml: string, details: IndexerErrorDetails = {}): IndexerCapabilities {
  const { node: caps } = readRoot(xml, ['caps'], details);
  const server = isNode(caps.server) ? caps.server : {};
  const limits = isNode(caps.limits) ? caps.limits : {};
  const retention = isNode(caps.retention) ? caps.retention : {};
  const searching = isNode(caps.searching) ? caps.searching : {};
  const categories = isNode(caps.categories) ? caps.categories : {};

  const serverInfo: IndexerCapabilities['server'] = {};
  for (const key of ['version', 'title', 'strapline', 'email', 'url', 'image'] as const) {
    const value = attr(server, key);
    if (value !== undefined) serverInfo[key] = value;
  }
  const limitInfo: IndexerCapabilities['limits'] = {};
  const max = toInt(attr(limits, 'max'));
  const def = toInt(attr(limits, 'default'));
  if (max !== undefined) limitInfo.max = max;
  if (def !== undefined) limitInfo.default = def;
  const retentionDays = toInt(attr(retention, 'days'));

  return {
    server: serverInfo,
    limits: limitInfo,
    ...(retentionDays !== undefined ? { retentionDays } : {}),
    searching: {
      search: readMode(searching, 'search'),
      tvSearch: readMode(searching, 'tv-search'),
      movieSearch: readMode(searching, 'movie-search'),
      musicSearch: readMode(searching, 'music-search', 'audio-search'),
      bookSearch: readMode(searching, 'book-search'),
    },
    categories: asArray(categories.category)
      .map((node) => readCategory(node, 'subcat'))
      .filter((category): category is NewznabCategory => category !== undefined),
  };
}

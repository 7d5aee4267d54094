import { XMLBuilder } from 'fast-xml-parser';
import type { IndexerCapabilities, NewznabCategory, Release, SearchMode } from './types';

export const NEWZNAB_NAMESPACE = 'http://www.newznab.com/DTD/2010/feeds/attributes/';
export const TORZNAB_NAMESPACE = 'http://torznab.com/schemas/2015/feed';
const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
  format: true,
  indentBy: '  ',
});

const DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

// Characters XML 1.0 cannot carry at all; indexers do send them in titles.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function clean(value: string): string {
  return value.replace(INVALID_XML_CHARS, '');
}

function build(document: Record<string, unknown>): string {
  return builder.build({ ...DECLARATION, ...document }) as string;
}

/** Options of `renderSearchXml`. */
export interface RenderSearchOptions {
  /** Write `torznab:attr` and torrent enclosures instead of `newznab:attr` and NZB enclosures. */
  torznab?: boolean;
  offset?: number;
  /** Total matches on the indexer; defaults to the number of releases plus the offset. */
  total?: number;
  title?: string;
  description?: string;
  /** The feed's own URL, written as `<atom:link rel="self">` and the channel `<link>`. */
  selfUrl?: string;
}

type AttributeRow = [string, string | number | undefined];

function typedAttributes(release: Release, torznab: boolean): AttributeRow[] {
  const imdbDigits = release.imdbId?.replace(/^tt/i, '');
  return [
    ...release.categories.map((id): AttributeRow => ['category', id]),
    ['size', release.size],
    ['seeders', release.seeders],
    ['peers', release.peers],
    ['leechers', torznab ? undefined : release.leechers],
    ['infohash', release.infoHash],
    ['magneturl', release.magnetUrl],
    ['grabs', release.grabs],
    ['files', release.files],
    ['tvdbid', release.tvdbId],
    ['tvmazeid', release.tvMazeId],
    ['tmdbid', release.tmdbId],
    ['rageid', release.rageId],
    torznab ? ['imdbid', release.imdbId] : ['imdb', imdbDigits],
    ['season', release.season],
    ['episode', release.episode],
    ['downloadvolumefactor', release.downloadVolumeFactor],
    ['uploadvolumefactor', release.uploadVolumeFactor],
    ['minimumratio', release.minimumRatio],
    ['minimumseedtime', release.minimumSeedTime],
  ];
}

// Names the typed fields own; raw attributes under these names are not written twice.
const TYPED_NAMES = new Set([
  'category',
  'size',
  'seeders',
  'peers',
  'leechers',
  'infohash',
  'magneturl',
  'grabs',
  'files',
  'tvdbid',
  'tvmazeid',
  'tmdbid',
  'tmdb',
  'rageid',
  'imdb',
  'imdbid',
  'season',
  'episode',
  'downloadvolumefactor',
  'uploadvolumefactor',
  'minimumratio',
  'minimumseedtime',
]);

function renderItem(release: Release, torznab: boolean): Record<string, unknown> {
  const attrTag = torznab ? 'torznab:attr' : 'newznab:attr';
  const rows = typedAttributes(release, torznab).filter(
    (row): row is [string, string | number] => row[1] !== undefined,
  );
  for (const [name, values] of Object.entries(release.attributes ?? {})) {
    if (TYPED_NAMES.has(name.toLowerCase())) continue;
    for (const value of values) rows.push([name, value]);
  }
  const pubDate = release.publishDate ? new Date(release.publishDate) : undefined;
  const comments = release.comments ?? release.infoUrl;
  const item: Record<string, unknown> = {
    title: clean(release.title),
    guid: { '#text': clean(release.guid), '@_isPermaLink': /^https?:\/\//i.test(release.guid) ? 'true' : 'false' },
    link: clean(release.link ?? release.downloadUrl),
  };
  if (comments) item.comments = clean(comments);
  if (pubDate && !Number.isNaN(pubDate.getTime())) item.pubDate = pubDate.toUTCString();
  if (release.size !== undefined) item.size = release.size;
  if (release.categories.length > 0) item.category = release.categories.map(String);
  item.enclosure = {
    '@_url': clean(release.downloadUrl),
    '@_length': release.size ?? 0,
    '@_type': torznab ? 'application/x-bittorrent' : 'application/x-nzb',
  };
  item[attrTag] = rows.map(([name, value]) => ({ '@_name': name, '@_value': clean(String(value)) }));
  return item;
}

/**
 * Writes a search feed (RSS 2.0) with `newznab:attr` or, for Torznab, `torznab:attr` elements and a
 * `<…:response offset total>` paging element. `parseSearchXml` reads back what this writes.
 */
export function renderSearchXml(releases: readonly Release[], options: RenderSearchOptions = {}): string {
  const torznab = options.torznab ?? false;
  const prefix = torznab ? 'torznab' : 'newznab';
  const offset = options.offset ?? 0;
  const channel: Record<string, unknown> = {};
  if (options.selfUrl) {
    channel['atom:link'] = { '@_href': clean(options.selfUrl), '@_rel': 'self', '@_type': 'application/rss+xml' };
  }
  channel.title = clean(options.title ?? 'arrstack');
  channel.description = clean(options.description ?? 'arrstack feed');
  if (options.selfUrl) channel.link = clean(options.selfUrl);
  channel[`${prefix}:response`] = { '@_offset': offset, '@_total': options.total ?? offset + releases.length };
  channel.item = releases.map((release) => renderItem(release, torznab));
  return build({
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': ATOM_NAMESPACE,
      [`@_xmlns:${prefix}`]: torznab ? TORZNAB_NAMESPACE : NEWZNAB_NAMESPACE,
      channel,
    },
  });
}

function renderMode(mode: SearchMode): Record<string, string> {
  return { '@_available': mode.available ? 'yes' : 'no', '@_supportedParams': mode.supportedParams.join(',') };
}

function renderCategory(category: NewznabCategory, tag: 'category' | 'subcat'): Record<string, unknown> {
  const node: Record<string, unknown> = { '@_id': category.id, '@_name': clean(category.name) };
  if (category.description) node['@_description'] = clean(category.description);
  if (tag === 'category' && category.subCategories.length > 0) {
    node.subcat = category.subCategories.map((sub) => renderCategory(sub, 'subcat'));
  }
  return node;
}

/**
 * Writes a `t=caps` document. Music search is written both as `music-search` (Torznab) and
 * `audio-search` (Newznab) so either kind of client finds it.
 */
export function renderCapsXml(caps: IndexerCapabilities): string {
  const server: Record<string, string> = {};
  for (const [key, value] of Object.entries(caps.server)) {
    if (value !== undefined) server[`@_${key}`] = clean(value);
  }
  const limits: Record<string, number> = {};
  if (caps.limits.max !== undefined) limits['@_max'] = caps.limits.max;
  if (caps.limits.default !== undefined) limits['@_default'] = caps.limits.default;
  const document: Record<string, unknown> = { server, limits };
  if (caps.retentionDays !== undefined) document.retention = { '@_days': caps.retentionDays };
  document.registration = { '@_available': 'no', '@_open': 'no' };
  document.searching = {
    search: renderMode(caps.searching.search),
    'tv-search': renderMode(caps.searching.tvSearch),
    'movie-search': renderMode(caps.searching.movieSearch),
    'music-search': renderMode(caps.searching.musicSearch),
    'audio-search': renderMode(caps.searching.musicSearch),
    'book-search': renderMode(caps.searching.bookSearch),
  };
  document.categories = { category: caps.categories.map((category) => renderCategory(category, 'category')) };
  return build({ caps: document });
}

/** Writes a Newznab error document: `<error code="100" description="Incorrect user credentials"/>`. */
export function renderErrorXml(code: number, description: string): string {
  return build({ error: { '@_code': code, '@_description': clean(description) } });
}

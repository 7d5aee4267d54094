import type { IndexerErrorDetails } from './errors';
import type { Protocol, Release, SearchResult } from './types';
import { asArray, attr, isNode, readRoot, text, toFloat, toInt, type XmlNode } from './xml';

const TORRENT_TYPE = 'application/x-bittorrent';

interface Attributes {
  values: Record<string, string[]>;
  torznab: boolean;
}

function namespaceOf(key: string): string | undefined {
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : undefined;
}

function readAttributes(item: XmlNode, torznabPrefixes: ReadonlySet<string>): Attributes {
  const values: Record<string, string[]> = {};
  let torznab = false;
  for (const [key, list] of Object.entries(item)) {
    if (key !== 'attr' && !key.endsWith(':attr')) continue;
    const prefix = namespaceOf(key);
    for (const node of asArray(list)) {
      if (!isNode(node)) continue;
      const name = attr(node, 'name')?.trim().toLowerCase();
      const value = attr(node, 'value');
      if (!name || value === undefined) continue;
      (values[name] ??= []).push(value);
      if (prefix !== undefined && torznabPrefixes.has(prefix)) torznab = true;
    }
  }
  return { values, torznab };
}

function first(attributes: Record<string, string[]>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = attributes[name]?.[0];
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function positiveInt(value: string | undefined): number | undefined {
  const parsed = toInt(value);
  return parsed !== undefined && parsed > 0 ? parsed : undefined;
}

function digits(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /\d+/.exec(value);
  return match ? Number(match[0]) : undefined;
}

function imdbId(value: string | undefined): string | undefined {
  const number = digits(value);
  return number ? `tt${String(number).padStart(7, '0')}` : undefined;
}

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function isHttpUrl(value: string | undefined): value is string {
  return value !== undefined && /^https?:\/\//i.test(value);
}

function set<K extends keyof Release>(release: Release, key: K, value: Release[K] | undefined): void {
  if (value !== undefined) release[key] = value;
}

function readItem(item: XmlNode, torznabPrefixes: ReadonlySet<string>, feedIsTorznab: boolean): Release | undefined {
  const { values, torznab } = readAttributes(item, torznabPrefixes);
  const enclosure = isNode(item.enclosure) ? item.enclosure : undefined;
  const enclosureUrl = enclosure ? attr(enclosure, 'url') : undefined;
  const link = text(item.link);
  const magnetUrl = first(values, 'magneturl') ?? [enclosureUrl, link].find((url) => url?.startsWith('magnet:'));
  const downloadUrl = enclosureUrl ?? link ?? magnetUrl;
  const title = text(item.title);
  if (!title || !downloadUrl) return undefined;

  const guid = text(item.guid) ?? downloadUrl;
  const comments = text(item.comments);
  const infoHash = first(values, 'infohash');
  const seeders = toInt(first(values, 'seeders'));
  let peers = toInt(first(values, 'peers'));
  let leechers = toInt(first(values, 'leechers'));
  if (peers === undefined && leechers !== undefined && seeders !== undefined) peers = seeders + leechers;
  if (leechers === undefined && peers !== undefined && seeders !== undefined) leechers = Math.max(0, peers - seeders);

  const isTorrent =
    torznab ||
    feedIsTorznab ||
    enclosure?.['@_type'] === TORRENT_TYPE ||
    downloadUrl.startsWith('magnet:') ||
    infoHash !== undefined ||
    magnetUrl !== undefined ||
    seeders !== undefined;
  const protocol: Protocol = isTorrent ? 'torrent' : 'usenet';

  const fromAttributes = asArray(values.category).map((v) => toInt(v as string));
  const fromElements = asArray(item.category).map((c) => toInt(text(c)));
  const categories = [
    ...new Set((fromAttributes.length > 0 ? fromAttributes : fromElements).filter((c) => c !== undefined)),
  ];

  const release: Release = { title, guid, downloadUrl, categories, protocol, attributes: values };
  set(release, 'link', link);
  set(release, 'comments', comments);
  set(release, 'infoUrl', comments ?? (isHttpUrl(guid) && guid !== downloadUrl ? guid : undefined));
  const size =
    positiveInt(first(values, 'size')) ??
    positiveInt(text(item.size)) ??
    positiveInt(enclosure ? attr(enclosure, 'length') : undefined);
  set(release, 'size', size);
  set(release, 'publishDate', isoDate(text(item.pubDate)) ?? isoDate(first(values, 'usenetdate')));
  set(release, 'seeders', seeders);
  set(release, 'peers', peers);
  set(release, 'leechers', leechers);
  set(release, 'infoHash', infoHash);
  set(release, 'magnetUrl', magnetUrl);
  set(release, 'grabs', toInt(first(values, 'grabs')));
  set(release, 'files', toInt(first(values, 'files')));
  set(release, 'tvdbId', positiveInt(first(values, 'tvdbid')));
  set(release, 'tvMazeId', positiveInt(first(values, 'tvmazeid')));
  set(release, 'tmdbId', positiveInt(first(values, 'tmdbid', 'tmdb')));
  set(release, 'rageId', positiveInt(first(values, 'rageid')));
  set(release, 'imdbId', imdbId(first(values, 'imdbid', 'imdb')));
  set(release, 'season', digits(first(values, 'season')));
  set(release, 'episode', digits(first(values, 'episode')));
  set(release, 'downloadVolumeFactor', toFloat(first(values, 'downloadvolumefactor')));
  set(release, 'uploadVolumeFactor', toFloat(first(values, 'uploadvolumefactor')));
  set(release, 'minimumRatio', toFloat(first(values, 'minimumratio')));
  set(release, 'minimumSeedTime', toInt(first(values, 'minimumseedtime')));
  return release;
}

/** Prefixes bound to the Torznab namespace, plus `torznab` itself for feeds that never declare it. */
function torznabPrefixesOf(rss: XmlNode): { prefixes: Set<string>; declared: boolean } {
  const prefixes = new Set(['torznab']);
  let declared = false;
  for (const [key, value] of Object.entries(rss)) {
    if (key.startsWith('@_xmlns:') && typeof value === 'string' && /torznab/i.test(value)) {
      prefixes.add(key.slice('@_xmlns:'.length));
      declared = true;
    }
  }
  return { prefixes, declared };
}

function declaresNewznab(rss: XmlNode): boolean {
  return Object.entries(rss).some(
    ([key, value]) => key.startsWith('@_xmlns:') && typeof value === 'string' && /newznab/i.test(value),
  );
}

/**
 * Parses a Newznab/Torznab search feed (RSS 2.0). Items without a title or anything to download are
 * skipped; an `<error>` document throws its typed error; anything but RSS throws
 * `IndexerInvalidResponseError`.
 */
export function parseSearchXml(xml: string, details: IndexerErrorDetails & { hadApiKey?: boolean } = {}): SearchResult {
  const { node: rss } = readRoot(xml, ['rss'], details);
  const channel = isNode(rss.channel) ? rss.channel : {};
  const { prefixes: torznabPrefixes, declared } = torznabPrefixesOf(rss);
  const feedIsTorznab = declared && !declaresNewznab(rss);

  const items = asArray(channel.item)
    .filter(isNode)
    .map((item) => readItem(item, torznabPrefixes, feedIsTorznab))
    .filter((release): release is Release => release !== undefined);

  const result: SearchResult = { items };
  const responseKey = Object.keys(channel).find((key) => key === 'response' || key.endsWith(':response'));
  const response = responseKey ? channel[responseKey] : undefined;
  if (isNode(response)) {
    const total = toInt(attr(response, 'total'));
    const offset = toInt(attr(response, 'offset'));
    if (total !== undefined) result.total = total;
    if (offset !== undefined) result.offset = offset;
  }
  return result;
}

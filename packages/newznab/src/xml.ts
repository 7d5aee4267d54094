import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { errorFromNewznabCode, IndexerError, IndexerInvalidResponseError, type IndexerErrorDetails } from './errors';

/** A parsed element: attributes under `@_name`, text under `#text`, children by tag name. */
export type XmlNode = { [key: string]: unknown };

const repeatable = new Set(['item', 'category', 'subcat', 'genre', 'group', 'tag']);

// Attribute elements are matched by local name so feeds that bind the namespaces to other prefixes still parse.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  htmlEntities: true,
  isArray: (tagName) => repeatable.has(tagName) || tagName === 'attr' || tagName.endsWith(':attr'),
});

/** Parses any XML text leniently; throws `IndexerInvalidResponseError` when nothing element-like is there. */
export function readXml(xml: string, details: IndexerErrorDetails = {}): XmlNode {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (cause) {
    throw new IndexerInvalidResponseError(`Indexer response is not XML: ${(cause as Error).message}`, {
      ...details,
      cause,
    });
  }
  if (!isNode(doc) || Object.keys(doc).length === 0) {
    const check = XMLValidator.validate(xml);
    const why = check === true ? 'empty document' : check.err.msg;
    throw new IndexerInvalidResponseError(`Indexer response is not XML (${why}): ${preview(xml)}`, details);
  }
  return doc;
}

/** Reads a document whose root must be one of `roots`; a Newznab `<error>` root becomes its typed error. */
export function readRoot(
  xml: string,
  roots: readonly string[],
  details: IndexerErrorDetails & { hadApiKey?: boolean } = {},
): { name: string; node: XmlNode } {
  const doc = readXml(xml, details);
  const error = findNewznabError(doc);
  if (error) throw errorFromNewznabCode(error.code, error.description, details);
  for (const name of roots) {
    if (name in doc) return { name, node: isNode(doc[name]) ? doc[name] : {} };
  }
  const found = Object.keys(doc).find((key) => !key.startsWith('@_') && key !== '#text');
  const what = found ? `root element <${found}>` : `text ${preview(xml)}`;
  throw new IndexerInvalidResponseError(
    `Indexer response is not a Newznab ${roots.map((r) => `<${r}>`).join(' or ')} document (got ${what})`,
    details,
  );
}

/** The `<error code description>` of a Newznab error document, also when wrapped in `<rss>`. */
export function findNewznabError(doc: XmlNode): { code: number; description?: string } | undefined {
  const candidates = [doc.error, isNode(doc.rss) ? doc.rss.error : undefined];
  for (const candidate of candidates) {
    if (!isNode(candidate)) continue;
    const code = toInt(attr(candidate, 'code'));
    if (code !== undefined) return { code, description: attr(candidate, 'description') };
  }
  return undefined;
}

/** Parses a Newznab error document; `undefined` when the text is anything else. */
export function parseErrorXml(xml: string): { code: number; description?: string } | undefined {
  try {
    return findNewznabError(readXml(xml));
  } catch (error) {
    if (error instanceof IndexerError) return undefined;
    throw error;
  }
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function attr(node: XmlNode, name: string): string | undefined {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** Text content of an element that may or may not carry attributes. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
}

export function toInt(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(-?\d+)/.exec(value);
  return match ? Number(match[1]) : undefined;
}

export function toFloat(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat);
}

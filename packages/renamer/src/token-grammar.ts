import { cleanFileName } from './clean';
import { CleaningOptions } from './naming-config';

/**
 * Format grammar: `{prefix Token separator:format suffix}` where prefix is any of `- ._[(`, suffix any of
 * `- ._)]`, the token one or two words, and `format` a truncation, zero-padding, language or filter argument.
 * A token may sit inside literal braces with literal text around it (`{edition-{Edition Tags}}`,
 * `{{imdb-{ImdbId}}}`): the whole group renders only when the token has a value. Other `{{`/`}}` are escaped braces.
 */
const TOKEN = /\{([- ._[(]*)([a-z0-9]+(?:([- ._]+)[a-z0-9]+)?)(?::([ ,a-z0-9|+-]+(?<![- ])))?([- ._)\]]*)\}/iy;

export interface TokenMatch {
  /** The token as spelled (`Series.Title`). */
  token: string;
  /** Lower case with separators removed (`seriestitle`): the handler key. */
  key: string;
  prefix: string;
  separator: string;
  suffix: string;
  /** The text after `:`, or undefined. */
  format?: string;
}

export type FormatNode =
  | { kind: 'text'; text: string }
  | { kind: 'token'; match: TokenMatch }
  | { kind: 'group'; prefix: string; inner: FormatNode; suffix: string; raw: string };

const keyCache = new Map<string, string>();

export function tokenKey(token: string): string {
  let key = keyCache.get(token);
  if (key === undefined) {
    key = token.toLowerCase().replace(/[- ._]/g, '');
    if (keyCache.size > 5000) keyCache.clear();
    keyCache.set(token, key);
  }
  return key;
}

/** Defers an expensive token value until a format uses it, then remembers it. */
export function lazy(compute: () => string): () => string {
  let value: string | undefined;
  return () => (value ??= compute());
}

function matchToken(pattern: string, at: number): { node: FormatNode; end: number } | null {
  TOKEN.lastIndex = at;
  const m = TOKEN.exec(pattern);
  if (!m) return null;
  return {
    node: {
      kind: 'token',
      match: { prefix: m[1], token: m[2], key: tokenKey(m[2]), separator: m[3] ?? '', format: m[4], suffix: m[5] },
    },
    end: TOKEN.lastIndex,
  };
}

function matchGroup(pattern: string, at: number): { node: FormatNode; end: number } | null {
  let i = at + 1;
  while (i < pattern.length && pattern[i] !== '{' && pattern[i] !== '}') i++;
  if (pattern[i] !== '{') return null;
  const inner = matchToken(pattern, i) ?? matchGroup(pattern, i);
  if (!inner) return null;
  let j = inner.end;
  while (j < pattern.length && pattern[j] !== '{' && pattern[j] !== '}') j++;
  if (pattern[j] !== '}') return null;
  return {
    node: {
      kind: 'group',
      prefix: pattern.slice(at + 1, i),
      inner: inner.node,
      suffix: pattern.slice(inner.end, j),
      raw: pattern.slice(at, j + 1),
    },
    end: j + 1,
  };
}

const parseCache = new Map<string, FormatNode[]>();

/** Parses a format (one path component) into literal text, tokens and groups. Cached: formats repeat. */
export function parseFormat(pattern: string): FormatNode[] {
  const cached = parseCache.get(pattern);
  if (cached) return cached;
  const nodes: FormatNode[] = [];
  let text = '';
  let i = 0;
  const flush = () => {
    if (text) nodes.push({ kind: 'text', text });
    text = '';
  };
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '{') {
      const found = matchToken(pattern, i) ?? matchGroup(pattern, i);
      if (found) {
        flush();
        nodes.push(found.node);
        i = found.end;
        continue;
      }
      text += '{';
      i += pattern[i + 1] === '{' ? 2 : 1;
      continue;
    }
    if (ch === '}') {
      text += '}';
      i += pattern[i + 1] === '}' ? 2 : 1;
      continue;
    }
    text += ch;
    i++;
  }
  flush();
  if (parseCache.size > 500) parseCache.clear();
  parseCache.set(pattern, nodes);
  return nodes;
}

export function* tokensOf(nodes: FormatNode[]): Generator<TokenMatch> {
  for (const node of nodes) {
    let current: FormatNode = node;
    while (current.kind === 'group') current = current.inner;
    if (current.kind === 'token') yield current.match;
  }
}

export function countTokens(pattern: string): number {
  let count = 0;
  for (const _ of tokensOf(parseFormat(pattern))) count++;
  return count;
}

/** A handler returns the raw value of a token; unknown tokens render empty. */
export type TokenHandler = (match: TokenMatch) => string;
/** Handlers by token key; a plain `Map` does, or a `HandlerTable` that keeps only the tokens a format uses. */
export interface TokenHandlers {
  get(key: string): TokenHandler | undefined;
  has(key: string): boolean;
  set(key: string, handler: TokenHandler): unknown;
}

/**
 * A handler table that ignores every token its format does not use: building names registers some sixty handlers,
 * and skipping the unused ones is most of the cost of a name.
 */
export class HandlerTable implements TokenHandlers {
  private readonly map = new Map<string, TokenHandler>();

  constructor(private readonly needed: ReadonlySet<string>) {}

  get(key: string): TokenHandler | undefined {
    return this.map.get(key);
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  set(key: string, handler: TokenHandler): this {
    if (this.needed.has(key)) this.map.set(key, handler);
    return this;
  }
}

const NO_EXTRA: readonly string[] = [];
const usedKeysCache = new WeakMap<readonly string[], Map<string, ReadonlySet<string>>>();

function collectKeys(node: FormatNode, into: Set<string>): void {
  if (node.kind === 'token') into.add(node.match.key);
  else if (node.kind === 'group') collectKeys(node.inner, into);
}

/** The token keys a (whole, multi-component) format uses, plus `extra` keys; cached per format and `extra` array. */
export function usedTokenKeys(pattern: string, extra: readonly string[] = NO_EXTRA): ReadonlySet<string> {
  let byPattern = usedKeysCache.get(extra);
  if (!byPattern) usedKeysCache.set(extra, (byPattern = new Map()));
  let keys = byPattern.get(pattern);
  if (!keys) {
    const found = new Set<string>(extra);
    for (const component of splitComponents(pattern)) {
      for (const node of parseFormat(component)) collectKeys(node, found);
    }
    if (byPattern.size > 500) byPattern.clear();
    byPattern.set(pattern, found);
    keys = found;
  }
  return keys;
}

function renderToken(match: TokenMatch, handlers: TokenHandlers, cleaning: CleaningOptions): string {
  const handler = handlers.get(match.key);
  let value = handler ? handler(match) : '';
  if (!value) return '';
  if (match.token === match.token.toLowerCase()) value = value.toLowerCase();
  else if (match.token === match.token.toUpperCase()) value = value.toUpperCase();
  if (match.separator.trim() !== '') value = value.split(' ').join(match.separator);
  value = cleanFileName(value, cleaning);
  if (value.trim() === '') return '';
  return match.prefix + value + match.suffix;
}

function renderNode(node: FormatNode, handlers: TokenHandlers, cleaning: CleaningOptions): string {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'token':
      return renderToken(node.match, handlers, cleaning);
    case 'group': {
      let innermost: FormatNode = node.inner;
      while (innermost.kind === 'group') innermost = innermost.inner;
      if (innermost.kind === 'token' && !handlers.has(innermost.match.key)) {
        return node.raw.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      }
      const inner = renderNode(node.inner, handlers, cleaning);
      return inner === '' ? '' : `{${node.prefix}${inner}${node.suffix}}`;
    }
  }
}

/** Substitutes every token of one format component; the caller finishes the component (collapse, trim). */
export function renderFormat(pattern: string, handlers: TokenHandlers, cleaning: CleaningOptions): string {
  let out = '';
  for (const node of parseFormat(pattern)) out += renderNode(node, handlers, cleaning);
  return out;
}

/** `\` and `/` in a format start a new path component; empty components are dropped. */
export function splitComponents(pattern: string): string[] {
  return pattern.split(/[\\/]/).filter((part) => part.length > 0);
}

/** `{season:00}`-style number formatting: as many digits as zeros, at least. */
export function formatNumber(value: number, format: string | undefined): string {
  const text = String(Math.abs(Math.trunc(value)));
  const width = format && /^0+$/.test(format.trim()) ? format.trim().length : 1;
  return (value < 0 ? '-' : '') + text.padStart(width, '0');
}

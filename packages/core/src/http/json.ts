/**
 * The anchors' JSON: null fields omitted, dates as UTC ISO-8601 with second precision and `Z`.
 * The replacer reads the raw value through `this` so a Date is seen before its toJSON runs.
 * It is the reference; `conform` below gives the same output faster for nearly every payload.
 */
function anchorReplacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  if (value === null) return undefined;
  const raw = this[key];
  if (raw instanceof Date) return isoSeconds(raw);
  return value;
}

/** Marks a payload only the replacer can serialize exactly (custom toJSON, `__proto__` keys, depth or cycles). */
const REPLACER_ONLY = Symbol('replacer-only');
const MAX_DEPTH = 100;

/**
 * The payload with the conventions applied, copying only the objects that change (a null field to
 * drop, a Date to format), so the result goes through JSON.stringify without a replacer: a replacer
 * is a JavaScript call for every value and keeps V8 off its fast path. Nulls inside arrays stay, as
 * JSON.stringify writes an omitted array element as null.
 */
function conform(value: object, depth: number): object | typeof REPLACER_ONLY {
  if (depth > MAX_DEPTH) return REPLACER_ONLY;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      let next = item;
      if (item !== null && typeof item === 'object') {
        next = item instanceof Date ? (isoSeconds(item) ?? null) : conform(item, depth + 1);
        if (next === REPLACER_ONLY) return REPLACER_ONLY;
      }
      if (copy === null && next !== item) copy = value.slice(0, i);
      if (copy !== null) copy.push(next);
    }
    return copy ?? value;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return REPLACER_ONLY;
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source);
  let copy: Record<string, unknown> | null = null;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const item = source[key];
    let next: unknown = item;
    let drop = item === null;
    if (item !== null && typeof item === 'object') {
      if (item instanceof Date) {
        next = isoSeconds(item);
        drop = next === undefined; // an invalid date is omitted
      } else {
        next = conform(item, depth + 1);
        if (next === REPLACER_ONLY) return REPLACER_ONLY;
      }
    }
    if (copy === null && (drop || next !== item)) {
      if (Object.hasOwn(source, '__proto__')) return REPLACER_ONLY; // assigning it would set the copy's prototype
      copy = {};
      for (let j = 0; j < i; j++) copy[keys[j]] = source[keys[j]];
    }
    if (copy !== null && !drop) copy[key] = next;
  }
  return copy ?? value;
}

export function serializeJson(payload: unknown): string {
  if (payload !== null && typeof payload === 'object' && !(payload instanceof Date)) {
    const conformed = conform(payload, 0);
    if (conformed !== REPLACER_ONLY) return JSON.stringify(conformed);
  }
  return JSON.stringify(payload, anchorReplacer) ?? '';
}

/** `2024-05-01T12:34:56Z`; undefined for a missing or invalid date. */
export function isoSeconds(date: Date | string | null | undefined): string | undefined {
  if (date === null || date === undefined) return undefined;
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return undefined;
  return value.toISOString().slice(0, 19) + 'Z';
}

/** .NET TimeSpan constant format `[d.]hh:mm:ss.fffffff`, which the anchors use for durations. */
export function timeSpan(milliseconds: number): string {
  const totalMs = Math.max(0, Math.round(milliseconds));
  const days = Math.floor(totalMs / 86_400_000);
  const hours = Math.floor((totalMs % 86_400_000) / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const seconds = Math.floor((totalMs % 60_000) / 1000);
  const fraction = String((totalMs % 1000) * 10_000).padStart(7, '0');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days > 0 ? `${days}.` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${fraction}`;
}

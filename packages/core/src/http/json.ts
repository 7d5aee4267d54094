/**
 * The anchors' JSON: null fields omitted, dates as UTC ISO-8601 with second precision and `Z`.
 * The replacer reads the raw value through `this` so a Date is seen before its toJSON runs.
 */
function anchorReplacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  if (value === null) return undefined;
  const raw = this[key];
  if (raw instanceof Date) return isoSeconds(raw);
  return value;
}

export function serializeJson(payload: unknown): string {
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

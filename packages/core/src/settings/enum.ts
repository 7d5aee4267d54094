/**
 * Reads an enum the anchors' way: a name in any case or its integer value.
 * Returns the canonical name, or undefined when the input is neither.
 */
export function parseEnum<T extends string>(input: unknown, values: Readonly<Record<T, number>>): T | undefined {
  if (typeof input === 'number' && Number.isInteger(input)) {
    return (Object.keys(values) as T[]).find((name) => values[name] === input);
  }
  if (typeof input === 'string') {
    const trimmed = input.trim();
    if (/^-?\d+$/.test(trimmed)) return parseEnum(Number(trimmed), values);
    const lower = trimmed.toLowerCase();
    return (Object.keys(values) as T[]).find((name) => name.toLowerCase() === lower);
  }
  return undefined;
}

import { isoSeconds, serializeJson, timeSpan } from './json';

describe('serializeJson', () => {
  it('omits null fields and keeps false, zero and empty strings', () => {
    expect(JSON.parse(serializeJson({ a: null, b: false, c: 0, d: '', e: { f: null, g: 1 } }))).toEqual({
      b: false,
      c: 0,
      d: '',
      e: { g: 1 },
    });
  });

  it('writes dates in UTC with second precision', () => {
    expect(serializeJson({ at: new Date('2024-05-01T12:34:56.789Z') })).toBe('{"at":"2024-05-01T12:34:56Z"}');
  });

  it('leaves strings that merely look like dates alone', () => {
    expect(serializeJson({ title: '2024-05-01T12:34:56.789Z' })).toBe('{"title":"2024-05-01T12:34:56.789Z"}');
  });

  // The fast path (copy what changes, then JSON.stringify without a replacer) must write exactly
  // what the replacer writes; this is the replacer, as the reference.
  function reference(payload: unknown): string {
    return (
      JSON.stringify(payload, function (this: Record<string, unknown>, key: string, value: unknown) {
        if (value === null) return undefined;
        const raw = this[key];
        return raw instanceof Date ? isoSeconds(raw) : value;
      }) ?? ''
    );
  }
  class Entity {
    id = 7;
    title: string | null = null;
    added = new Date('2024-05-01T12:34:56.789Z');
    get computed(): number {
      return 1;
    }
  }
  const shared = { a: null, b: 1 };
  it.each<[string, unknown]>([
    ['a flat object without nulls', { a: 1, b: 'x', c: true }],
    ['null at the top', null],
    ['undefined at the top', undefined],
    ['a string at the top', 'text'],
    ['a date at the top', new Date('2024-05-01T12:34:56.789Z')],
    ['an invalid date at the top', new Date('nope')],
    ['nulls kept in an array', [1, null, { a: null }, null]],
    ['dates and invalid dates in an array', [new Date(0), new Date('nope')]],
    ['a null first, then values', { a: null, b: 1, c: { d: null } }],
    ['a null last', { a: 1, b: { c: 2 }, d: null }],
    ['an invalid date field', { at: new Date('nope'), b: 1 }],
    ['undefined, functions and NaN', { a: undefined, b: () => 1, c: Number.NaN, d: null }],
    ['a class instance with a getter', [new Entity(), new Entity()]],
    ['the same object twice', { x: shared, y: [shared, shared] }],
    ['integer-like keys', { b: null, 2: 'two', a: 1, 1: new Date(0) }],
    ['array holes', [1, , 3]], // eslint-disable-line no-sparse-arrays
    ['a custom toJSON', { value: { toJSON: () => ({ inner: null, at: new Date(0) }) }, other: null }],
    ['a Buffer', { data: Buffer.from('hi'), gone: null }],
    ['an own __proto__ key', JSON.parse('{"__proto__":{"a":null},"b":null}')],
    ['a Map and a Set', { m: new Map([[1, 2]]), s: new Set([1]), n: null }],
    ['deep nesting', JSON.parse(`${'{"a":'.repeat(150)}null${'}'.repeat(150)}`)],
  ])('%s: the same output as the replacer', (_name, payload) => {
    expect(serializeJson(payload)).toBe(reference(payload));
  });

  it('leaves the payload untouched', () => {
    const payload = { a: null, b: { at: new Date(0) }, c: [null] };
    serializeJson(payload);
    expect(payload).toEqual({ a: null, b: { at: new Date(0) }, c: [null] });
  });

  it('still reports a cycle', () => {
    const cyclic: Record<string, unknown> = { a: null };
    cyclic.self = cyclic;
    expect(() => serializeJson(cyclic)).toThrow(TypeError);
  });
});

describe('isoSeconds', () => {
  it.each([
    [null, undefined],
    ['not a date', undefined],
    ['2024-01-02T03:04:05.600+01:00', '2024-01-02T02:04:05Z'],
  ])('formats %p as %p', (input, expected) => {
    expect(isoSeconds(input)).toBe(expected);
  });
});

describe('timeSpan', () => {
  it.each([
    [0, '00:00:00.0000000'],
    [1234.5678, '00:00:01.2350000'],
    [3_723_000, '01:02:03.0000000'],
    [90_061_001, '1.01:01:01.0010000'],
  ])('formats %p ms as %p', (ms, expected) => {
    expect(timeSpan(ms)).toBe(expected);
  });
});

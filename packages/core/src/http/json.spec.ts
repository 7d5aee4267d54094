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

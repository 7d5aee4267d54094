import { parseEnum } from './enum';

const proxyType = { http: 0, socks4: 1, socks5: 2 } as const;

describe('parseEnum', () => {
  it.each([
    ['http', 'http'],
    ['SOCKS5', 'socks5'],
    [1, 'socks4'],
    ['2', 'socks5'],
    [7, undefined],
    ['gopher', undefined],
    [null, undefined],
    [true, undefined],
  ])('reads %p as %p', (input, expected) => {
    expect(parseEnum(input, proxyType)).toBe(expected);
  });
});

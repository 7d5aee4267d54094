import type { TestApp } from './test-app';

/**
 * What every app's `GET {prefix}/parse` answers alike, whatever it parses: 401 without the key, 204 with no body
 * when there is no title, and `{title}` alone for a title that parses as nothing. Call inside the app's describe.
 */
export function describeParseBasics(app: () => TestApp, prefix: string, sampleTitle: string): void {
  const q = (title: string) => `${prefix}/parse?title=${encodeURIComponent(title)}`;

  it('requires the API key', async () => {
    await app().http.get(q(sampleTitle)).expect(401);
  });

  it.each([[''], ['?title='], ['?title=%20%20'], ['?title=%09']])('answers 204 with no body for parse%s', async (query) => {
    const res = await app().api.get(`${prefix}/parse${query}`).expect(204);
    expect(res.text).toBe('');
  });

  it.each([['4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a'], ['b00bs1c4ee2d9a6f7c0f1e3a9b8d2c11'], ['0e895c37245186812cb08aab1529cf8ee389dd05']])(
    'answers {title} only for junk (%s)',
    async (title) => {
      expect((await app().api.get(q(title)).expect(200)).body).toEqual({ title });
    },
  );
}

import type { FakeIndexer } from '@arrstack/newznab/testing';

export function indexerBody(fake: Pick<FakeIndexer, 'url' | 'apiKey'> | { url: string; apiKey?: string }, overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { baseUrl: fake.url, apiPath: '/api', apiKey: fake.apiKey ?? '', ...fields };
  return {
    name: `Fake ${Math.random().toString(36).slice(2, 8)}`,
    implementation: 'Newznab',
    configContract: 'NewznabSettings',
    enable: true,
    priority: 25,
    appProfileId: 1,
    tags: [],
    fields: Object.entries(values).map(([name, value]) => ({ name, value })),
    ...overrides,
  };
}

export function fieldValue(resource: { fields: Array<{ name: string; value?: unknown }> }, name: string): unknown {
  return resource.fields.find((field) => field.name === name)?.value;
}

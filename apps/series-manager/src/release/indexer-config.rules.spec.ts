import { defaultIndexerConfig, readIndexerConfig } from './indexer-config.rules';

describe('readIndexerConfig', () => {
  it.each<[string, Record<string, unknown>, Record<string, number> | string]>([
    ['keeps absent fields', {}, defaultIndexerConfig() as unknown as Record<string, number>],
    ['takes every field', { minimumAge: 5, retention: 1500, maximumSize: 4096, rssSyncInterval: 30, searchTimeout: 2 }, { minimumAge: 5, retention: 1500, maximumSize: 4096, rssSyncInterval: 30, searchTimeout: 2 }],
    ['RSS off', { rssSyncInterval: 0 }, { rssSyncInterval: 0 }],
    ['negative minimum age', { minimumAge: -1 }, 'MinimumAge'],
    ['fractional retention', { retention: 1.5 }, 'Retention'],
    ['text maximum size', { maximumSize: '5' }, 'MaximumSize'],
    ['RSS interval below 10', { rssSyncInterval: 5 }, 'RssSyncInterval'],
    ['RSS interval above 120', { rssSyncInterval: 121 }, 'RssSyncInterval'],
    ['zero timeout', { searchTimeout: 0 }, 'SearchTimeout'],
  ])('%s', (_name, body, expected) => {
    const { config, failures } = readIndexerConfig(body, defaultIndexerConfig());
    if (typeof expected === 'string') {
      expect(config).toBeUndefined();
      expect(failures.map((f) => f.propertyName)).toEqual([expected]);
    } else {
      expect(config).toMatchObject(expected);
      expect(failures).toEqual([]);
    }
  });
});

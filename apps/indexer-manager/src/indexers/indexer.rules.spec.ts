import { fieldsOf, readSettings } from '@arrstack/providers';
import { INDEXER_DEFINITIONS, connectionOf } from './indexer-definitions';
import { applyTags } from '@arrstack/providers';
import { validateBulkEdit, validateIndexer } from './indexer.rules';

const fields = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ name, value }));
const valid = { name: 'Fake', implementation: 'Newznab', appProfileId: 1, fields: fields({ baseUrl: 'http://127.0.0.1:1/', apiKey: 'k' }) };

describe('validateIndexer', () => {
  it('reads a minimal Newznab body with defaults', () => {
    const { value, failures } = validateIndexer(valid);
    expect(failures).toEqual([]);
    expect(value).toMatchObject({ name: 'Fake', enable: true, priority: 25, appProfileId: 1, tags: [] });
    expect(value?.definition.protocol).toBe('usenet');
    expect(connectionOf(value!.settings)).toMatchObject({ baseUrl: 'http://127.0.0.1:1', apiPath: '/api', apiKey: 'k', queryLimit: null, limitsUnit: 'day' });
  });

  it('accepts the implementation in any case and Torznab settings', () => {
    const body = { ...valid, implementation: 'torznab', fields: fields({ baseUrl: 'https://t.example', 'torrentBaseSettings.appMinimumSeeders': 5, 'torrentBaseSettings.seedRatio': '1.5', 'baseSettings.limitsUnit': 'hour' }) };
    const { value, failures } = validateIndexer(body);
    expect(failures).toEqual([]);
    expect(connectionOf(value!.settings)).toMatchObject({ minimumSeeders: 5, limitsUnit: 'hour' });
    expect(value!.settings['torrentBaseSettings.seedRatio']).toBe(1.5);
  });

  it.each([
    [{ implementation: 'Cardigann' }, 'Implementation'],
    [{ name: '' }, 'Name'],
    [{ priority: 0 }, 'Priority'],
    [{ priority: 51 }, 'Priority'],
    [{ appProfileId: 0 }, 'AppProfileId'],
    [{ appProfileId: undefined }, 'AppProfileId'],
    [{ downloadClientId: 3 }, 'DownloadClientId'],
    [{ enable: 'yes' }, 'Enable'],
    [{ tags: ['a'] }, 'Tags'],
    [{ fields: 'x' }, 'Fields'],
    [{ fields: fields({ baseUrl: '' }) }, 'baseUrl'],
    [{ fields: fields({ baseUrl: 'ftp://x' }) }, 'baseUrl'],
    [{ fields: fields({ baseUrl: 'http://x', apiPath: 'api' }) }, 'apiPath'],
    [{ fields: fields({ baseUrl: 'http://x', 'baseSettings.queryLimit': -1 }) }, 'baseSettings.queryLimit'],
    [{ fields: fields({ baseUrl: 'http://x', 'baseSettings.grabLimit': 'many' }) }, 'baseSettings.grabLimit'],
    [{ fields: fields({ baseUrl: 'http://x', 'baseSettings.limitsUnit': 7 }) }, 'baseSettings.limitsUnit'],
    [{ fields: fields({ baseUrl: 'http://x', categories: [5000, 'tv'] }) }, 'categories'],
  ])('rejects %j naming %s', (patch, property) => {
    const { value, failures } = validateIndexer({ ...valid, ...patch });
    expect(value).toBeUndefined();
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });
});

describe('fields', () => {
  it('round-trips stored settings through the fields array', () => {
    const definition = INDEXER_DEFINITIONS.Torznab;
    const { settings } = readSettings(definition, fields({ baseUrl: 'http://x', apiKey: 'k', categories: [5000, 5040], 'torrentBaseSettings.seedTime': 60 }));
    const out = fieldsOf(definition, settings);
    const again = readSettings(definition, out);
    expect(again.failures).toEqual([]);
    expect(again.settings).toEqual(settings);
    expect(out.find((f) => f.name === 'apiKey')?.privacy).toBe('apiKey');
    expect(out.map((f) => f.order)).toEqual(out.map((_, i) => i));
  });

  it('gives Torznab the seeding fields and Newznab none', () => {
    const names = (impl: 'Newznab' | 'Torznab') => INDEXER_DEFINITIONS[impl].fields.map((f) => f.name);
    expect(names('Torznab')).toEqual(expect.arrayContaining(['torrentBaseSettings.appMinimumSeeders', 'torrentBaseSettings.seedRatio', 'torrentBaseSettings.seedTime']));
    expect(names('Newznab').some((n) => n.startsWith('torrent'))).toBe(false);
  });
});

describe('bulk edit', () => {
  it('reads ids and changes', () => {
    const { value } = validateBulkEdit({ ids: [1, 2, 2], enable: false, priority: 10, tags: [3], applyTags: 'Replace', minimumSeeders: 4 });
    expect(value).toEqual({ ids: [1, 2], enable: false, priority: 10, tags: [3], applyTags: 'replace', settings: { 'torrentBaseSettings.appMinimumSeeders': 4 } });
  });

  it.each([[{}], [{ ids: [] }], [{ ids: [0] }], [{ ids: [1], priority: 99 }], [{ ids: [1], applyTags: 'merge' }]])('rejects %j', (body) => {
    expect(validateBulkEdit(body).failures.length).toBeGreaterThan(0);
  });

  it.each([
    [[1, 2], [2, 3], 'add', [1, 2, 3]],
    [[1, 2], [2, 3], 'remove', [1]],
    [[1, 2], [3], 'replace', [3]],
  ] as const)('applies tags %j %j %s', (current, given, mode, expected) => {
    expect(applyTags([...current], [...given], mode)).toEqual(expected);
  });
});

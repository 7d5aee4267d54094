import { fieldsOf, PASSWORD_MASK, readSettings, type FieldDefinition } from './provider-fields';
import { applyTags, readIds } from './provider-bulk';

const definition: { fields: FieldDefinition[] } = {
  fields: [
    { name: 'baseUrl', label: 'URL', kind: 'url', type: 'textbox' },
    { name: 'apiPath', label: 'API Path', kind: 'path', type: 'textbox', defaultValue: '/api' },
    { name: 'flag', label: 'Flag', kind: 'checkbox', type: 'checkbox', defaultValue: false },
    { name: 'minimumSeeders', label: 'Minimum Seeders', kind: 'int', type: 'number', defaultValue: 1 },
    { name: 'seed.ratio', label: 'Seed Ratio', kind: 'optionalFloat', type: 'textbox' },
    { name: 'categories', label: 'Categories', kind: 'categories', type: 'select', defaultValue: [5030] },
  ],
};

describe('readSettings', () => {
  it('fills defaults, matches names case-insensitively and ignores unknown fields', () => {
    const { settings, failures } = readSettings(definition, [
      { name: 'BASEURL', value: 'https://x.test//' },
      { name: 'unknown', value: 1 },
    ]);
    expect(failures).toEqual([]);
    expect(settings).toEqual({ baseUrl: 'https://x.test', apiPath: '/api', flag: false, minimumSeeders: 1, 'seed.ratio': null, categories: [5030] });
  });

  it.each([
    ['baseUrl', 'javascript:alert(1)'],
    ['apiPath', '/a pi'],
    ['flag', 'yes'],
    ['minimumSeeders', -2],
    ['minimumSeeders', 1.5],
    ['seed.ratio', 'lots'],
    ['categories', [0]],
  ])('names %s when its value is %j', (name, value) => {
    const { failures } = readSettings(definition, [{ name: 'baseUrl', value: 'http://x.test' }, { name, value }]);
    expect(failures.map((f) => f.propertyName)).toEqual([name]);
  });

  it('writes fields back in order with values and select options', () => {
    const fields = fieldsOf(definition, { baseUrl: 'http://x.test', 'seed.ratio': 1.5 });
    expect(fields.map((f) => [f.order, f.name, f.value])).toEqual([
      [0, 'baseUrl', 'http://x.test'],
      [1, 'apiPath', '/api'],
      [2, 'flag', false],
      [3, 'minimumSeeders', 1],
      [4, 'seed.ratio', 1.5],
      [5, 'categories', [5030]],
    ]);
    expect(fields[4].isFloat).toBe(true);
    expect(fields[5].selectOptions?.find((o) => o.value === 5040)).toMatchObject({ parentValue: 5000 });
  });
});

describe('bulk helpers', () => {
  it.each([[[]], [[0]], [['1']], [[2_147_483_648]], ['1']])('readIds refuses %j', (raw) => {
    expect(readIds(raw)).toBeUndefined();
  });

  it('applies tags by mode', () => {
    expect(applyTags([1, 2], [3], 'add')).toEqual([1, 2, 3]);
    expect(applyTags([1, 2], [2], 'remove')).toEqual([1]);
    expect(applyTags([1, 2], [5], 'replace')).toEqual([5]);
  });
});

describe('password, folder, port and select fields', () => {
  const definition = {
    fields: [
      { name: 'password', label: 'Password', kind: 'password', type: 'password', privacy: 'password' },
      { name: 'torrentFolder', label: 'Torrent Folder', kind: 'folder', type: 'path', required: true },
      { name: 'port', label: 'Port', kind: 'port', type: 'number', defaultValue: 8080 },
      { name: 'initialState', label: 'Initial State', kind: 'select', type: 'select', defaultValue: 0, selectOptions: [{ value: 0, name: 'Start', order: 0 }, { value: 2, name: 'Pause', order: 1 }] },
    ],
  } as const satisfies { fields: readonly FieldDefinition[] };
  const fields = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ name, value }));

  it('never shows a stored password and keeps it when the mask comes back', () => {
    expect(fieldsOf(definition, { password: 'secret' })[0].value).toBe(PASSWORD_MASK);
    expect(fieldsOf(definition, { password: '' })[0]).not.toHaveProperty('value');
    const kept = readSettings(definition, fields({ password: PASSWORD_MASK, torrentFolder: '/t' }), { password: 'secret' });
    expect(kept.settings.password).toBe('secret');
    expect(readSettings(definition, fields({ password: 'new', torrentFolder: '/t' }), { password: 'secret' }).settings.password).toBe('new');
  });

  it('reads defaults and normalises folders', () => {
    const { settings, failures } = readSettings(definition, fields({ torrentFolder: '/data/../data/torrents/' }));
    expect(failures).toEqual([]);
    expect(settings).toMatchObject({ torrentFolder: '/data/torrents', port: 8080, initialState: 0 });
    expect(fieldsOf(definition, settings)[3].selectOptions).toHaveLength(2);
  });

  it.each([
    [{ torrentFolder: '' }, 'torrentFolder'],
    [{ torrentFolder: 'relative/path' }, 'torrentFolder'],
    [{ torrentFolder: '/t', port: 70000 }, 'port'],
    [{ torrentFolder: '/t', port: '0' }, 'port'],
    [{ torrentFolder: '/t', initialState: 1 }, 'initialState'],
    [{ torrentFolder: '/t', password: 5 }, 'password'],
  ])('rejects %j naming %s', (values, property) => {
    expect(readSettings(definition, fields(values)).failures.map((f) => f.propertyName)).toEqual([property]);
  });
});

import { isEnabled, validateBulkEdit, validateIndexer } from './indexer.rules';

const body = (overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
  name: 'Indexer',
  implementation: 'Newznab',
  fields: Object.entries({ baseUrl: 'http://indexer.test/', apiKey: 'k', ...fields }).map(([name, value]) => ({ name, value })),
  ...overrides,
});

describe('validateIndexer', () => {
  it('reads a minimal Newznab body with Sonarr defaults', () => {
    const { value, failures } = validateIndexer(body());
    expect(failures).toEqual([]);
    expect(value).toMatchObject({ name: 'Indexer', priority: 25, enableRss: true, enableAutomaticSearch: true, enableInteractiveSearch: true, tags: [] });
    expect(value?.settings).toMatchObject({ baseUrl: 'http://indexer.test', apiPath: '/api', categories: [5030, 5040], animeCategories: [] });
    expect(value?.settings).not.toHaveProperty('minimumSeeders');
  });

  it('gives Torznab its seed settings', () => {
    const { value } = validateIndexer(body({ implementation: 'torznab' }, { 'seedCriteria.seedTime': '60' }));
    expect(value?.definition.protocol).toBe('torrent');
    expect(value?.settings).toMatchObject({ minimumSeeders: 1, 'seedCriteria.seedTime': 60, 'seedCriteria.seedRatio': null });
  });

  it.each([
    [{ implementation: 'Omgwtfnzbs' }, {}, 'Implementation'],
    [{ name: ' ' }, {}, 'Name'],
    [{ priority: 0 }, {}, 'Priority'],
    [{ enableRss: 'yes' }, {}, 'EnableRss'],
    [{ downloadClientId: -3 }, {}, 'DownloadClientId'],
    [{ downloadClientId: 'qBit' }, {}, 'DownloadClientId'],
    [{ tags: [0] }, {}, 'Tags'],
    [{ seasonSearchMaximumSingleEpisodeAge: -1 }, {}, 'SeasonSearchMaximumSingleEpisodeAge'],
    [{}, { baseUrl: 'ftp://x' }, 'baseUrl'],
    [{}, { apiPath: 'api' }, 'apiPath'],
    [{}, { categories: ['TV'] }, 'categories'],
    [{}, { categories: [], animeCategories: [] }, ''],
    [{ fields: 'baseUrl=x' }, {}, 'Fields'],
  ])('rejects %j %j naming %s', (overrides, fields, property) => {
    const { value, failures } = validateIndexer(body(overrides, fields));
    expect(value).toBeUndefined();
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });

  it('accepts anime categories alone', () => {
    expect(validateIndexer(body({}, { categories: [], animeCategories: [5070] })).failures).toEqual([]);
  });
});

describe('isEnabled', () => {
  it('is on when any switch is on', () => {
    expect(isEnabled({ enableRss: false, enableAutomaticSearch: false, enableInteractiveSearch: true })).toBe(true);
    expect(isEnabled({ enableRss: false, enableAutomaticSearch: false, enableInteractiveSearch: false })).toBe(false);
  });
});

describe('validateBulkEdit', () => {
  it('reads ids, switches, priority and tags', () => {
    const { value } = validateBulkEdit({ ids: [2, 1, 2], enableRss: false, priority: 3, tags: [4], applyTags: 'Replace' });
    expect(value).toEqual({ ids: [2, 1], enableRss: false, priority: 3, tags: [4], applyTags: 'replace' });
  });

  it.each([
    [{ ids: [] }, 'Ids'],
    [{ ids: [1], priority: 51 }, 'Priority'],
    [{ ids: [1], applyTags: 'merge' }, 'ApplyTags'],
    [{ ids: [1], enableAutomaticSearch: 1 }, 'EnableAutomaticSearch'],
  ])('rejects %j naming %s', (input, property) => {
    expect(validateBulkEdit(input).failures.map((f) => f.propertyName)).toContain(property);
  });
});

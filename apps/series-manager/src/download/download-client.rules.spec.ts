import { PASSWORD_MASK } from '@arrstack/providers';
import { validateDownloadClient, validateDownloadClientBulkEdit } from './download-client.rules';

const body = (overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
  name: 'qBit',
  implementation: 'QBittorrent',
  fields: Object.entries({ host: 'localhost', port: 8080, username: 'admin', password: 'secret', ...fields }).map(([name, value]) => ({ name, value })),
  ...overrides,
});

describe('validateDownloadClient', () => {
  it('reads a qBittorrent body with Sonarr defaults', () => {
    const { value, failures } = validateDownloadClient(body());
    expect(failures).toEqual([]);
    expect(value).toMatchObject({ name: 'qBit', enable: true, priority: 1, removeCompletedDownloads: true, removeFailedDownloads: true, tags: [] });
    expect(value?.definition.protocol).toBe('torrent');
    expect(value?.settings).toMatchObject({ host: 'localhost', port: 8080, tvCategory: 'tv-sonarr', tvImportedCategory: '', initialState: 0, recentTvPriority: 0, password: 'secret' });
  });

  it('keeps the stored password when the mask comes back', () => {
    expect(validateDownloadClient(body({}, { password: PASSWORD_MASK }), { password: 'stored' }).value?.settings.password).toBe('stored');
  });

  it('reads blackholes, implementation in any case', () => {
    const torrent = validateDownloadClient({ name: 'T', implementation: 'torrentblackhole', fields: [{ name: 'torrentFolder', value: '/a/' }, { name: 'watchFolder', value: '/b' }] });
    expect(torrent.value?.settings).toEqual({ torrentFolder: '/a', watchFolder: '/b', saveMagnetFiles: false, magnetFileExtension: '.magnet', readOnly: true });
    const usenet = validateDownloadClient({ name: 'U', implementation: 'UsenetBlackhole', fields: [{ name: 'nzbFolder', value: '/n' }, { name: 'watchFolder', value: '/w' }] });
    expect(usenet.value?.definition.protocol).toBe('usenet');
  });

  it.each([
    [{ implementation: 'Deluge' }, {}, 'Implementation'],
    [{ name: '' }, {}, 'Name'],
    [{ enable: 'yes' }, {}, 'Enable'],
    [{ priority: 0 }, {}, 'Priority'],
    [{ removeCompletedDownloads: 1 }, {}, 'RemoveCompletedDownloads'],
    [{ tags: ['a'] }, {}, 'Tags'],
    [{}, { host: '' }, 'host'],
    [{}, { host: 'http://localhost' }, 'host'],
    [{}, { port: 0 }, 'port'],
    [{}, { initialState: 7 }, 'initialState'],
    [{}, { tvCategory: 'tv', tvImportedCategory: 'tv' }, 'tvImportedCategory'],
  ])('rejects %j %j naming %s', (overrides, fields, property) => {
    const { value, failures } = validateDownloadClient(body(overrides, fields));
    expect(value).toBeUndefined();
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });
});

describe('validateDownloadClientBulkEdit', () => {
  it('reads ids, switches, priority and tags', () => {
    expect(validateDownloadClientBulkEdit({ ids: [2, 1, 2], enable: false, priority: 3, tags: [4], applyTags: 'remove' }).value).toEqual({
      ids: [2, 1],
      enable: false,
      priority: 3,
      tags: [4],
      applyTags: 'remove',
    });
  });

  it.each([
    [{ ids: [] }, 'Ids'],
    [{ ids: [1], enable: 'no' }, 'Enable'],
    [{ ids: [1], applyTags: 'merge' }, 'ApplyTags'],
  ])('rejects %j naming %s', (input, property) => {
    expect(validateDownloadClientBulkEdit(input).failures.map((f) => f.propertyName)).toContain(property);
  });
});

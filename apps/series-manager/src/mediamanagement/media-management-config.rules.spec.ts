import { applyMediaManagementUpdate, defaultMediaManagementSettings, extraExtensions } from './media-management-config.rules';

describe('media management settings', () => {
  it.each([
    ['booleans', { deleteEmptyFolders: true, copyUsingHardlinks: false }, { deleteEmptyFolders: true, copyUsingHardlinks: false }],
    ['enums by name in any case', { fileDate: 'LOCALAIRDATE', rescanAfterRefresh: 'afterManual' }, { fileDate: 'localAirDate', rescanAfterRefresh: 'afterManual' }],
    ['enums by number', { downloadPropersAndRepacks: 2, episodeTitleRequired: 1 }, { downloadPropersAndRepacks: 'doNotPrefer', episodeTitleRequired: 'bulkSeasonReleases' }],
    ['a recycle bin, normalised', { recycleBin: '/data/recycle/' }, { recycleBin: '/data/recycle' }],
    ['no recycle bin', { recycleBin: '' }, { recycleBin: '' }],
    ['nulls keep the value', { minimumFreeSpaceWhenImporting: null }, { minimumFreeSpaceWhenImporting: 100 }],
    ['strings are trimmed', { extraFileExtensions: ' srt,nfo ' }, { extraFileExtensions: 'srt,nfo' }],
  ])('applies %s', (_name, body, expected) => {
    const { next, failures } = applyMediaManagementUpdate(defaultMediaManagementSettings(), body as Record<string, unknown>);
    expect(failures).toEqual([]);
    expect(next).toMatchObject(expected);
  });

  it.each([
    ['a string for a boolean', { deleteEmptyFolders: 'yes' }, 'DeleteEmptyFolders'],
    ['an unknown enum name', { fileDate: 'sometimes' }, 'FileDate'],
    ['an enum number out of range', { rescanAfterRefresh: 7 }, 'RescanAfterRefresh'],
    ['a fraction', { recycleBinCleanupDays: 1.5 }, 'RecycleBinCleanupDays'],
    ['negative cleanup days', { recycleBinCleanupDays: -1 }, 'RecycleBinCleanupDays'],
    ['too little free space', { minimumFreeSpaceWhenImporting: 99 }, 'MinimumFreeSpaceWhenImporting'],
    ['a relative recycle bin', { recycleBin: 'recycle' }, 'RecycleBin'],
    ['a system folder as recycle bin', { recycleBin: '/etc/recycle' }, 'RecycleBin'],
    ['the file system root as recycle bin', { recycleBin: '/' }, 'RecycleBin'],
    ['a bad chmod with permissions on', { setPermissionsLinux: true, chmodFolder: '999' }, 'ChmodFolder'],
    ['import scripts', { useScriptImport: true }, 'UseScriptImport'],
    ['odd extension lists', { extraFileExtensions: 'srt;rm -rf' }, 'ExtraFileExtensions'],
  ])('refuses %s', (_name, body, property) => {
    const { failures } = applyMediaManagementUpdate(defaultMediaManagementSettings(), body as Record<string, unknown>);
    expect(failures.map((f) => f.propertyName)).toEqual([property]);
  });

  it.each([
    ['srt', ['.srt']],
    ['srt, .NFO,,txt', ['.srt', '.nfo', '.txt']],
    ['', []],
  ])('reads extra extensions %j', (value, expected) => {
    expect(extraExtensions({ extraFileExtensions: value })).toEqual(expected);
  });
});

import { ValidationError } from '@arrstack/core';
import { readDownloadedEpisodesScan, readManualImport, readManualImportQuery, readReprocessItems } from './manual-import.rules';

function failedProperties(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ValidationError) return error.failures.map((f) => f.propertyName).sort();
    throw error;
  }
  return [];
}

describe('DownloadedEpisodesScan body', () => {
  it.each([
    [{ path: '/downloads/x' }, { path: '/downloads/x', importMode: 'auto', downloadClientId: undefined }],
    [{ path: '/downloads/x/', importMode: 'Move', downloadClientId: 'abc' }, { path: '/downloads/x', importMode: 'move', downloadClientId: 'abc' }],
    [{ path: '/downloads/x', importMode: 2 }, { path: '/downloads/x', importMode: 'copy', downloadClientId: undefined }],
    [{ path: '/downloads/x', importMode: 'hardlink' }, { path: '/downloads/x', importMode: 'hardlink', downloadClientId: undefined }],
  ])('reads %j', (body, expected) => {
    expect(readDownloadedEpisodesScan(body)).toEqual(expected);
  });

  it.each([
    [{}, ['Path']],
    [{ path: 'relative' }, ['Path']],
    [{ path: '/x', importMode: 'teleport' }, ['ImportMode']],
    [{ path: '/x', downloadClientId: 5 }, ['DownloadClientId']],
  ])('refuses %j', (body, properties) => {
    expect(failedProperties(() => readDownloadedEpisodesScan(body))).toEqual(properties);
  });
});

describe('ManualImport body', () => {
  it('reads files with the quality, languages and release group the user chose', () => {
    const read = readManualImport({
      importMode: 'copy',
      files: [{ path: '/d/a.mkv', seriesId: 1, episodeIds: [2, 3], quality: { quality: { id: 7 }, revision: { version: 2 } }, languages: [{ id: 1 }], releaseGroup: ' GRP ' }],
    });
    expect(read.importMode).toBe('copy');
    expect(read.files[0]).toMatchObject({
      path: '/d/a.mkv',
      seriesId: 1,
      episodeIds: [2, 3],
      quality: { quality: { id: 7, name: 'Bluray-1080p' }, revision: { version: 2, real: 0, isRepack: false } },
      languages: [{ id: 1, name: 'English' }],
      releaseGroup: 'GRP',
    });
  });

  it.each([
    [{ files: [] }, ['Files']],
    [{ files: [{ path: '/a.mkv', seriesId: 1, episodeIds: [1], quality: { quality: { id: 999 } } }] }, ['Files[0].Quality']],
    [{ files: [{ path: '/a.mkv', seriesId: 1, episodeIds: [1], languages: [{ id: -5 }] }] }, ['Files[0].Languages']],
    [{ files: [{ path: 'a.mkv', seriesId: 0, episodeIds: ['x'], releaseGroup: 1 }] }, ['Files[0].EpisodeIds', 'Files[0].Path', 'Files[0].ReleaseGroup', 'Files[0].SeriesId']],
  ])('refuses %j', (body, properties) => {
    expect(failedProperties(() => readManualImport(body))).toEqual(properties);
  });
});

describe('manual import query and reprocess items', () => {
  it('reads the query', () => {
    expect(readManualImportQuery({ folder: '/d/x', seriesId: '3', seasonNumber: '0', filterExistingFiles: 'false', downloadId: 'h' })).toEqual({
      folder: '/d/x',
      seriesId: 3,
      seasonNumber: 0,
      filterExistingFiles: false,
      downloadId: 'h',
    });
  });

  it.each([
    [{}, ['Folder']],
    [{ folder: ['/a', '/b'] }, ['Folder']],
    [{ folder: '/a', seriesId: 'x', seasonNumber: '-1' }, ['SeasonNumber', 'SeriesId']],
  ])('refuses the query %j', (query, properties) => {
    expect(failedProperties(() => readManualImportQuery(query))).toEqual(properties);
  });

  it('reads reprocess items, 0 as no series', () => {
    expect(readReprocessItems([{ path: '/d/a.mkv', seriesId: 0, episodeIds: [], downloadId: 'h' }])).toEqual([
      { path: '/d/a.mkv', seriesId: undefined, episodeIds: undefined, quality: undefined, languages: undefined, releaseGroup: undefined, downloadId: 'h' },
    ]);
    expect(failedProperties(() => readReprocessItems({}))).toEqual(['']);
    expect(failedProperties(() => readReprocessItems([{ path: '/a', episodeIds: 'x' }]))).toEqual(['[0].EpisodeIds']);
  });
});

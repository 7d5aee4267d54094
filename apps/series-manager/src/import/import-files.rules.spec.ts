import { classifyDownloadFile, episodeTitleMissing, fileDateFor, isSample, sceneNameFor, transferFor } from './import-files.rules';

describe('download files', () => {
  it.each([
    ['Show.S01E01.720p.HDTV.x264-GRP.mkv', 'video'],
    ['sub/dir/show.s01e01.mp4', 'video'],
    ['Show.S01E01.720p.HDTV.x264-GRP.sample.mkv', 'sample'],
    ['Sample/show.s01e01.mkv', 'sample'],
    ['show-sample.mkv', 'sample'],
    ['Samples/anything.avi', 'sample'],
    ['Show.S01E01.mkv.part', 'partial'],
    ['Show.S01E01.mkv.!qB', 'partial'],
    ['.Show.S01E01.mkv.1a2b3c4d.partial', 'partial'],
    ['Show.S01E01.en.srt', 'subtitle'],
    ['Subs/English.ass', 'subtitle'],
    ['movie.idx', 'subtitle'],
    ['Show.S01E01.nfo', 'other'],
    ['Show.S01E01.rar', 'other'],
    ['._Show.S01E01.mkv', 'other'],
    ['Sampler.Show.S01E01.mkv', 'video'],
    ['The.Sample.Show.S01E01.mkv', 'sample'],
  ])('%s is %s', (relativePath, kind) => {
    expect(classifyDownloadFile(relativePath)).toBe(kind);
  });

  it.each([
    ['Show.S01E01.mkv', false],
    ['samplesize/Show.S01E01.mkv', false],
    ['SAMPLE/Show.S01E01.mkv', true],
    ['Show.S01E01-sample.mkv', true],
  ])('isSample(%s) = %s', (relativePath, sample) => {
    expect(isSample(relativePath)).toBe(sample);
  });
});

describe('scene name', () => {
  const releases = new Set(['Show.S01E01.720p.HDTV.x264-GRP', 'Show.S01E02.720p.HDTV.x264-GRP']);
  const looksLikeRelease = (title: string) => releases.has(title);
  it.each([
    ['the file name when it is a release', 'Show.S01E01.720p.HDTV.x264-GRP', 'Show.S01E02.720p.HDTV.x264-GRP', 'Show.S01E01.720p.HDTV.x264-GRP'],
    ['the folder name for an obfuscated file', 'a8f3e9d2c1', 'Show.S01E02.720p.HDTV.x264-GRP', 'Show.S01E02.720p.HDTV.x264-GRP'],
    ['nothing when neither is', 'a8f3e9d2c1', 'My Downloads', null],
    ['nothing for a single file without a release name', 'Show - 1x01', undefined, null],
  ])('%s', (_name, file, folder, scene) => {
    expect(sceneNameFor(file, folder, looksLikeRelease)).toBe(scene);
  });
});

describe('transfer of an import', () => {
  it.each([
    ['move', true, undefined, 'move'],
    ['move', true, false, 'move'],
    ['copy', true, undefined, 'hardlink'],
    ['copy', false, undefined, 'copy'],
    ['hardlink', false, undefined, 'hardlink'],
    ['auto', true, undefined, 'move'],
    ['auto', true, true, 'move'],
    ['auto', true, false, 'hardlink'],
    ['auto', false, false, 'copy'],
  ] as const)('%s with copyUsingHardlinks %s and canMoveFiles %s: %s', (mode, hardlinks, canMove, transfer) => {
    expect(transferFor(mode, hardlinks, canMove)).toBe(transfer);
  });
});

describe('episode title required', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  it.each([
    ['a titled episode', [{ title: 'Pilot', airDateUtc: hoursAgo(1) }], 'always', true, false, false],
    ['TBA, aired an hour ago', [{ title: 'TBA', airDateUtc: hoursAgo(1) }], 'always', true, false, true],
    ['TBA, no air date: cannot be judged', [{ title: 'TBA', airDateUtc: null }], 'always', true, false, false],
    ['TBA, aired three days ago', [{ title: 'TBA', airDateUtc: hoursAgo(72) }], 'always', true, false, false],
    ['TBA, but names carry no title', [{ title: 'TBA', airDateUtc: hoursAgo(1) }], 'always', false, false, false],
    ['TBA, rule off', [{ title: 'TBA', airDateUtc: hoursAgo(1) }], 'never', true, false, false],
    ['TBA, single release under the season-pack rule', [{ title: 'TBA', airDateUtc: hoursAgo(1) }], 'bulkSeasonReleases', true, false, false],
    ['TBA in a season pack', [{ title: 'Pilot', airDateUtc: hoursAgo(1) }, { title: '', airDateUtc: hoursAgo(1) }], 'bulkSeasonReleases', true, true, true],
  ] as const)('%s', (_name, episodes, rule, named, pack, missing) => {
    expect(episodeTitleMissing(episodes, rule, named, pack, now) !== undefined).toBe(missing);
  });
});

describe('file date', () => {
  const episode = { airDate: '2008-01-20', airDateUtc: new Date('2008-01-21T03:00:00Z') };
  it.each([
    ['none', '22:00', undefined],
    ['utcAirDate', '22:00', new Date('2008-01-21T03:00:00Z')],
    ['localAirDate', '22:00', new Date('2008-01-20T22:00:00')],
    ['localAirDate', '9:30', new Date('2008-01-20T09:30:00')],
    ['localAirDate', null, new Date('2008-01-20T00:00:00')],
  ] as const)('%s with air time %s', (setting, airTime, expected) => {
    expect(fileDateFor(setting, episode, airTime)).toEqual(expected);
  });

  it('has nothing to set without an air date', () => {
    expect(fileDateFor('utcAirDate', { airDate: null, airDateUtc: null }, null)).toBeUndefined();
    expect(fileDateFor('localAirDate', { airDate: null, airDateUtc: null }, null)).toBeUndefined();
  });
});

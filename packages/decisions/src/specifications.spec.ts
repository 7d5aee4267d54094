import type { QualityProfileRules } from './quality-order';
import { evaluateRelease, formatSize, type DecisionContext, type ReleaseFacts, type Rejection } from './specifications';

// SDTV(1) < HDTV-720p(4) < WEBDL-720p(5) < Bluray-1080p(7, not allowed); cutoff WEBDL-720p
const profile = (overrides: Partial<QualityProfileRules> = {}): QualityProfileRules => ({
  upgradeAllowed: true,
  cutoff: 5,
  items: [
    { quality: 1, allowed: true },
    { quality: 4, allowed: true },
    { quality: 5, allowed: true },
    { quality: 7, allowed: false },
  ],
  minFormatScore: 0,
  cutoffFormatScore: 0,
  minUpgradeFormatScore: 1,
  ...overrides,
});

const MB = 1024 * 1024;

const release = (overrides: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  title: 'Show.S01E01.720p.HDTV.x264-GRP',
  protocol: 'usenet',
  size: 1000 * MB,
  ageMinutes: 600,
  quality: { id: 4, name: 'HDTV-720p' },
  revision: { version: 1, real: 0 },
  language: { id: 1, name: 'English' },
  customFormatScore: 0,
  customFormats: [],
  episodeCount: 1,
  ...overrides,
});

const context = (overrides: Partial<DecisionContext> = {}): DecisionContext => ({
  profile: profile(),
  runtimeMinutes: 40,
  indexerLimits: { minimumAge: 0, retention: 0, maximumSize: 0 },
  episodes: [{ monitored: true }],
  seriesMonitored: true,
  userInvoked: false,
  monitoredOnly: false,
  inQueue: false,
  blocklisted: false,
  ...overrides,
});

const delay = {
  enableUsenet: true,
  enableTorrent: true,
  preferredProtocol: 'usenet' as const,
  usenetDelay: 60,
  torrentDelay: 60,
  bypassIfHighestQuality: false,
  bypassIfAboveCustomFormatScore: false,
  minimumCustomFormatScore: 0,
};

const hdtvFile = { quality: { id: 4, name: 'HDTV-720p' }, revision: { version: 1, real: 0 }, customFormatScore: 0 };
const webdlFile = { quality: { id: 5, name: 'WEBDL-720p' }, revision: { version: 1, real: 0 }, customFormatScore: 0 };

const cases: Array<[string, Partial<ReleaseFacts>, Partial<DecisionContext>, Rejection[]]> = [
  ['an allowed release with nothing on disk is approved', {}, {}, []],
  ['unparsable titles stop at the mapping', { mapping: 'unparsable', quality: { id: 7 }, revision: { version: 1, real: 0 } }, {}, [{ reason: 'Unable to parse release', type: 'permanent' }]],
  ['another series', { mapping: 'unknownSeries' }, {}, [{ reason: 'Unknown Series', type: 'permanent' }]],
  ['an episode that was not asked for', { mapping: 'notRequested' }, {}, [{ reason: "Episode wasn't requested", type: 'permanent' }]],
  ['a sample', { mapping: 'sample' }, {}, [{ reason: 'Sample', type: 'permanent' }]],
  ['quality not in the profile', { quality: { id: 7, name: 'Bluray-1080p' }, revision: { version: 1, real: 0 } }, {}, [{ reason: 'Quality Bluray-1080p is not wanted in profile', type: 'permanent' }]],
  ['below the minimum size', { size: 100 * MB }, { sizeLimits: { minSize: 5, maxSize: 50, preferredSize: 20 } }, [{ reason: '100.0 MB is smaller than minimum allowed 200.0 MB', type: 'permanent' }]],
  ['above the maximum size', { size: 3000 * MB }, { sizeLimits: { minSize: 5, maxSize: 50, preferredSize: 20 } }, [{ reason: '2.9 GB is larger than maximum allowed 2.0 GB', type: 'permanent' }]],
  ['a pack multiplies the limits by its episodes', { size: 3000 * MB, episodeCount: 2 }, { sizeLimits: { minSize: 5, maxSize: 50, preferredSize: 20 } }, []],
  ['no runtime skips the size limits', { size: 1 }, { runtimeMinutes: 0, sizeLimits: { minSize: 5, maxSize: 50, preferredSize: 20 } }, []],
  ['custom-format score below the profile minimum', { customFormatScore: -10, customFormats: ['BadGroup'] }, { profile: profile({ minFormatScore: 0 }) }, [{ reason: 'Custom Formats BadGroup have score -10 below Series profile minimum 0', type: 'permanent' }]],
  ['a better quality than the file on disk', {}, { episodes: [{ monitored: true, existing: { ...hdtvFile, quality: { id: 1, name: 'SDTV' } } }] }, []],
  ['the same quality as on disk', {}, { episodes: [{ monitored: true, existing: hdtvFile }] }, [{ reason: 'Not an upgrade of the existing file', type: 'permanent' }]],
  ['the file on disk meets the cutoff', { quality: { id: 5, name: 'WEBDL-720p' }, revision: { version: 2, real: 0 } }, { episodes: [{ monitored: true, existing: webdlFile }] }, []],
  ['a better quality while the file meets the cutoff', { quality: { id: 5, name: 'WEBDL-720p' }, revision: { version: 1, real: 0 }, customFormatScore: 5 }, { episodes: [{ monitored: true, existing: webdlFile }] }, [{ reason: 'Existing file meets cutoff: WEBDL-720p', type: 'permanent' }]],
  ['language not allowed', { language: { id: 2, name: 'French' } }, { languageProfile: { name: 'English', upgradeAllowed: false, cutoff: { id: 1, name: 'English' }, languages: [{ language: { id: 2, name: 'French' }, allowed: false }, { language: { id: 1, name: 'English' }, allowed: true }] } }, [{ reason: 'Language French is not allowed in profile English', type: 'permanent' }]],
  ['language allowed', {}, { languageProfile: { name: 'English', upgradeAllowed: false, cutoff: { id: 1, name: 'English' }, languages: [{ language: { id: 1, name: 'English' }, allowed: true }] } }, []],
  ['protocol disabled by the delay profile', { protocol: 'torrent' }, { delayProfile: { ...delay, usenetDelay: 0, torrentDelay: 0, enableTorrent: false } }, [{ reason: 'Torrent is not enabled for this series', type: 'permanent' }]],
  ['younger than the delay', { ageMinutes: 10 }, { delayProfile: delay }, [{ reason: 'Waiting for better quality release', type: 'temporary' }]],
  ['older than the delay', { ageMinutes: 61 }, { delayProfile: delay }, []],
  ['user-invoked searches ignore the delay', { ageMinutes: 10 }, { delayProfile: delay, userInvoked: true }, []],
  ['the oldest pending release has waited long enough', { ageMinutes: 10 }, { delayProfile: delay, oldestPendingMinutes: 70 }, []],
  ['highest quality on the preferred protocol bypasses', { ageMinutes: 10, quality: { id: 5 }, revision: { version: 1, real: 0 } }, { delayProfile: { ...delay, bypassIfHighestQuality: true }, profile: profile({ items: [{ quality: 4, allowed: true }, { quality: 5, allowed: true }] }) }, []],
  ['highest quality on the other protocol still waits', { ageMinutes: 10, protocol: 'torrent', quality: { id: 5 }, revision: { version: 1, real: 0 } }, { delayProfile: { ...delay, bypassIfHighestQuality: true }, profile: profile({ items: [{ quality: 4, allowed: true }, { quality: 5, allowed: true }] }) }, [{ reason: 'Waiting for better quality release', type: 'temporary' }]],
  ['custom-format score at the minimum bypasses', { ageMinutes: 10, customFormatScore: 100 }, { delayProfile: { ...delay, bypassIfAboveCustomFormatScore: true, minimumCustomFormatScore: 100 } }, []],
  ['a proper of the quality on disk bypasses', { ageMinutes: 10, quality: { id: 4 }, revision: { version: 2, real: 0 } }, { delayProfile: delay, episodes: [{ monitored: true, existing: hdtvFile }] }, []],
  ['already in the queue', {}, { inQueue: true }, [{ reason: 'Episode is already in the download queue', type: 'permanent' }]],
  ['blocklisted', {}, { blocklisted: true }, [{ reason: 'Release is blocklisted', type: 'permanent' }]],
  ['usenet younger than the minimum age waits', { ageMinutes: 5 }, { indexerLimits: { minimumAge: 30, retention: 0, maximumSize: 0 } }, [{ reason: 'Only 5 minutes old, minimum age is 30 minutes', type: 'temporary' }]],
  ['torrents ignore the minimum age', { ageMinutes: 5, protocol: 'torrent' }, { indexerLimits: { minimumAge: 30, retention: 0, maximumSize: 0 } }, []],
  ['usenet beyond retention', { ageMinutes: 11 * 1440 }, { indexerLimits: { minimumAge: 0, retention: 10, maximumSize: 0 } }, [{ reason: 'Older than configured retention', type: 'permanent' }]],
  ['bigger than the maximum size', { size: 2048 * MB }, { indexerLimits: { minimumAge: 0, retention: 0, maximumSize: 1024 } }, [{ reason: '2.0 GB is too big, maximum size is 1.0 GB', type: 'permanent' }]],
  ['too few seeders', { protocol: 'torrent', seeders: 0 }, { minimumSeeders: 1 }, [{ reason: 'Not enough seeders: 0. Minimum seeders: 1', type: 'permanent' }]],
  ['unmonitored episode in a monitored-only search', {}, { monitoredOnly: true, episodes: [{ monitored: false }] }, [{ reason: 'Episode is not monitored', type: 'permanent' }]],
  ['unmonitored series in a monitored-only search', {}, { monitoredOnly: true, seriesMonitored: false }, [{ reason: 'Series is not monitored', type: 'permanent' }]],
  ['an episode search by a person takes unmonitored episodes', {}, { episodes: [{ monitored: false }] }, []],
];

describe('release specifications', () => {
  it.each(cases)('%s', (_name, releaseOverrides, contextOverrides, expected) => {
    const evaluation = evaluateRelease(release(releaseOverrides), context(contextOverrides));
    expect(evaluation.rejections).toEqual(expected);
    expect(evaluation.approved).toBe(expected.length === 0);
    expect(evaluation.temporarilyRejected).toBe(expected.length > 0 && expected.every((r) => r.type === 'temporary'));
  });

  it('collects several rejections, temporary only when all are', () => {
    const evaluation = evaluateRelease(release({ ageMinutes: 5, size: 2048 * MB }), context({ delayProfile: delay, indexerLimits: { minimumAge: 0, retention: 0, maximumSize: 1024 } }));
    expect(evaluation.rejections.map((r) => r.type)).toEqual(['permanent', 'temporary']);
    expect(evaluation.temporarilyRejected).toBe(false);
  });

  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [734_003_200, '700.0 MB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

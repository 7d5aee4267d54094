import { compareQuality, cutoffRank, highestAllowedRank, isQualityAllowed, qualityRank, type QualityProfileRules } from './quality-order';
import { isCutoffUnmet, isQualityCutoffUnmet, judgeReplacement, judgeUpgrade, qualitiesBelowCutoff, type Candidate } from './upgrade';

// SDTV(1) < [WEBDL-480p(8), WEBRip-480p(12)] group 1000 < HDTV-720p(4) < WEBDL-720p(5) < Bluray-1080p(7)
const profile = (overrides: Partial<QualityProfileRules> = {}): QualityProfileRules => ({
  upgradeAllowed: true,
  cutoff: 5,
  items: [
    { quality: 1, allowed: true },
    { id: 1000, name: 'WEB 480p', allowed: true, items: [{ quality: 8, allowed: true }, { quality: 12, allowed: true }] },
    { quality: 4, allowed: true },
    { quality: 5, allowed: true },
    { quality: 7, allowed: false },
  ],
  minFormatScore: 0,
  cutoffFormatScore: 0,
  minUpgradeFormatScore: 1,
  ...overrides,
});

const file = (qualityId: number, score = 0, version = 1, real = 0): Candidate => ({
  quality: { id: qualityId },
  revision: { version, real },
  customFormatScore: score,
});

describe('quality order', () => {
  it.each([
    [1, 0],
    [8, 1],
    [12, 1],
    [4, 2],
    [7, 4],
    [99, -1],
  ])('quality %i ranks %i', (qualityId, rank) => {
    expect(qualityRank(profile(), qualityId)).toBe(rank);
  });

  it.each([
    [1, true],
    [12, true],
    [7, false],
    [99, false],
  ])('quality %i allowed: %s', (qualityId, allowed) => {
    expect(isQualityAllowed(profile(), qualityId)).toBe(allowed);
  });

  it('finds the cutoff by quality id or by group id', () => {
    expect(cutoffRank(profile())).toBe(3);
    expect(cutoffRank(profile({ cutoff: 1000 }))).toBe(1);
    expect(cutoffRank(profile({ cutoff: 424242 }))).toBe(4);
  });

  it('ranks the best allowed item', () => {
    expect(highestAllowedRank(profile())).toBe(3);
  });

  it('treats group members as equal and uses revisions to break ties', () => {
    expect(compareQuality(profile(), file(8), file(12))).toBe(0);
    expect(compareQuality(profile(), file(8, 0, 2), file(12))).toBeGreaterThan(0);
    expect(compareQuality(profile(), file(8, 0, 2), file(12), false)).toBe(0);
    expect(compareQuality(profile(), file(1), file(4))).toBeLessThan(0);
  });
});

describe('cutoff', () => {
  it.each([
    ['below the cutoff', profile(), 4, true],
    ['at the cutoff', profile(), 5, false],
    ['above the cutoff', profile(), 7, false],
    ['upgrades off: the first allowed quality is the cutoff', profile({ upgradeAllowed: false }), 1, false],
    ['upgrades off: anything allowed meets it', profile({ upgradeAllowed: false }), 4, false],
  ])('wanted list, %s', (_name, rules, qualityId, unmet) => {
    expect(isQualityCutoffUnmet(rules, file(qualityId))).toBe(unmet);
  });

  it('a quality the profile does not list, or a cutoff it no longer holds, is never below (as Sonarr lists)', () => {
    expect(isQualityCutoffUnmet(profile({ upgradeAllowed: false }), file(99))).toBe(false);
    expect(isQualityCutoffUnmet(profile({ cutoff: 424242 }), file(1))).toBe(false);
  });

  it.each<[string, Partial<QualityProfileRules>, number[]]>([
    ['cutoff on a single quality: everything ordered before it', { cutoff: 5 }, [1, 8, 12, 4]],
    ['cutoff on a group: its members are not below it', { cutoff: 1000 }, [1]],
    ['cutoff on a quality inside a group counts as the group', { cutoff: 12 }, [1]],
    ['cutoff at the lowest item: nothing is below', { cutoff: 1 }, []],
    ['unknown cutoff: nothing is below', { cutoff: 99 }, []],
    ['upgrades off: the first allowed item is the cutoff', { upgradeAllowed: false }, []],
  ])('qualities below the cutoff, %s', (_name, overrides, expected) => {
    expect(qualitiesBelowCutoff(profile(overrides))).toEqual(expected);
  });

  it('upgrades off with disallowed low items: those below the first allowed one', () => {
    const rules = profile({ upgradeAllowed: false });
    rules.items[0] = { ...rules.items[0], allowed: false };
    expect(qualitiesBelowCutoff(rules)).toEqual([1]);
  });

  it('decision engine also counts a better revision and a low custom-format score', () => {
    expect(isCutoffUnmet(profile(), file(5))).toBe(false);
    expect(isCutoffUnmet(profile(), file(5), file(5, 0, 2))).toBe(true);
    expect(isCutoffUnmet(profile({ cutoffFormatScore: 100 }), file(5, 50))).toBe(true);
    expect(isCutoffUnmet(profile({ cutoffFormatScore: 100 }), file(5, 100))).toBe(false);
    expect(isCutoffUnmet(profile({ upgradeAllowed: false }), file(1))).toBe(false);
  });
});

describe('judgeUpgrade', () => {
  it.each([
    ['better quality below cutoff', profile(), file(4), file(5), true],
    ['worse quality', profile(), file(4), file(1), false],
    ['same quality, same revision', profile(), file(4), file(4), false],
    ['same quality, proper', profile(), file(4), file(4, 0, 2), true],
    ['same group member is not better', profile({ cutoff: 4 }), file(8), file(12), false],
    ['existing meets the cutoff', profile(), file(5), file(7), false],
    ['upgrades off', profile({ upgradeAllowed: false }), file(1), file(5), false],
    ['score gain meets the minimum', profile({ cutoffFormatScore: 100, minUpgradeFormatScore: 10 }), file(5, 0), file(5, 10), true],
    ['score gain below the minimum', profile({ cutoffFormatScore: 100, minUpgradeFormatScore: 10 }), file(5, 0), file(5, 9), false],
    ['score cutoff already met', profile({ cutoffFormatScore: 100 }), file(5, 100), file(5, 200), false],
  ])('%s', (_name, rules, existing, candidate, upgrade) => {
    expect(judgeUpgrade(rules, existing, candidate).upgrade).toBe(upgrade);
  });

  it('says why it refuses', () => {
    const verdict = judgeUpgrade(profile(), file(5), file(1));
    expect(verdict).toEqual({ upgrade: false, reason: 'Existing file is of better quality' });
  });
});

describe('judgeReplacement (import over existing files)', () => {
  it.each([
    ['no existing file, allowed quality', profile(), [], file(4), true, undefined],
    ['no existing file, quality not allowed', profile(), [], file(7), false, 'Quality is not allowed by the quality profile'],
    ['unknown quality', profile(), [], file(99), false, 'Quality is not allowed by the quality profile'],
    ['better than the one existing file', profile(), [file(1)], file(4), true, undefined],
    ['better than every existing file', profile(), [file(1), file(8)], file(4), true, undefined],
    ['not better than one of them', profile(), [file(1), file(5)], file(4), false, 'Existing file is of better quality'],
    ['worse', profile(), [file(4)], file(1), false, 'Existing file is of better quality'],
    ['same quality', profile(), [file(4)], file(4), false, 'Not an upgrade of the existing file'],
    ['a proper counts', profile(), [file(4)], file(4, 0, 2), true, undefined],
  ])('%s', (_name, rules, existing, candidate, upgrade, reason) => {
    const verdict = judgeReplacement(rules, existing, candidate);
    expect(verdict.upgrade).toBe(upgrade);
    if (!verdict.upgrade) expect(verdict.reason).toBe(reason);
  });

  it('ignores revisions when propers are not preferred', () => {
    expect(judgeReplacement(profile(), [file(4)], file(4, 0, 2), { ignoreRevisions: true })).toEqual({ upgrade: false, reason: 'Not an upgrade of the existing file' });
    expect(judgeReplacement(profile(), [file(4, 0, 2)], file(5), { ignoreRevisions: true }).upgrade).toBe(true);
  });
});

import { defaultItems, profileFromQualities } from '../quality/quality-profile.rules';
import { qualitiesBelowCutoff } from '@arrstack/decisions';
import { belowCutoffPairs, readWantedOptions, type CutoffProfile } from './wanted.rules';

// Quality ids: 1 SDTV, 4 HDTV-720p, 9 HDTV-1080p, 5 WEBDL-720p, 14 WEBRip-720p, 3 WEBDL-1080p, 7 Bluray-1080p.
const items: CutoffProfile['items'] = [
  { quality: 1, allowed: true },
  { quality: 4, allowed: true },
  { id: 1001, name: 'WEB 720p', items: [{ quality: 14, allowed: true }, { quality: 5, allowed: true }], allowed: true },
  { quality: 9, allowed: false },
  { quality: 7, allowed: true },
];

describe('the cutoff list under series profiles', () => {
  it("works on Sonarr's default HD-720p profile (cutoff HDTV-720p, upgrades off)", () => {
    const profile = { id: 3, ...profileFromQualities('HD-720p', 4, [4, 14, 5, 6]) };
    const below = qualitiesBelowCutoff(profile);
    expect(below).toContain(1);
    expect(below).not.toContain(4);
    expect(below).not.toContain(6);
  });

  it('flattens profiles into (profile, quality) pairs for SQL', () => {
    const profiles: CutoffProfile[] = [
      { id: 1, items, upgradeAllowed: true, cutoff: 1001 },
      { id: 2, items: defaultItems([7]), upgradeAllowed: true, cutoff: 1 },
    ];
    // Profile 2's cutoff SDTV sits after Unknown (0) in the default order.
    expect(belowCutoffPairs(profiles)).toEqual({ profileIds: [1, 1, 2], qualityIds: [1, 4, 0] });
  });
});

describe('readWantedOptions', () => {
  it.each<[Record<string, unknown>, object]>([
    [{}, { includeSeries: false, includeEpisodeFile: false, includeImages: false, monitored: true }],
    [{ includeSeries: 'true', includeEpisodeFile: 'True', monitored: 'false' }, { includeSeries: true, includeEpisodeFile: true, monitored: false }],
    [{ monitored: '0', includeImages: '1' }, { monitored: false, includeImages: true }],
    [{ monitored: ['true', 'false'] }, { monitored: false }],
  ])('reads %j', (query, expected) => {
    expect(readWantedOptions(query)).toMatchObject(expected);
  });

  it('rejects a flag that is not a boolean with a 400 validation error', () => {
    expect(() => readWantedOptions({ monitored: 'maybe' })).toThrow(/must be true or false/);
  });
});

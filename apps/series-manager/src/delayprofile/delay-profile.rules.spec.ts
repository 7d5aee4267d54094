import { DEFAULT_DELAY_PROFILE_ORDER, delayProfileFor, readDelayProfile, reorderedIds } from './delay-profile.rules';

describe('readDelayProfile', () => {
  it('fills Sonarr defaults and normalises the protocol and tags', () => {
    expect(readDelayProfile({ preferredProtocol: 2, tags: [3, 1, 3] }).profile).toEqual({
      enableUsenet: true,
      enableTorrent: true,
      preferredProtocol: 'torrent',
      usenetDelay: 0,
      torrentDelay: 0,
      bypassIfHighestQuality: false,
      bypassIfAboveCustomFormatScore: false,
      minimumCustomFormatScore: 0,
      tags: [1, 3],
    });
  });

  it.each<[string, unknown, number | undefined, string]>([
    ['no body', 'x', undefined, ''],
    ['no tags on a new profile', { tags: [] }, undefined, 'Tags'],
    ['no tags on profile 2', {}, 2, 'Tags'],
    ['tags on the default', { tags: [1] }, 1, 'Tags'],
    ['both protocols off', { enableUsenet: false, enableTorrent: false, tags: [1] }, undefined, 'EnableUsenet'],
    ['a negative delay', { usenetDelay: -5, tags: [1] }, undefined, 'UsenetDelay'],
    ['a text delay', { torrentDelay: '5', tags: [1] }, undefined, 'TorrentDelay'],
    ['an unknown protocol', { preferredProtocol: 7, tags: [1] }, undefined, 'PreferredProtocol'],
    ['tags that are not ids', { tags: ['anime'] }, undefined, 'Tags'],
    ['a fractional minimum score', { minimumCustomFormatScore: 0.5, tags: [1] }, undefined, 'MinimumCustomFormatScore'],
  ])('rejects %s', (_case, body, id, property) => {
    const { profile, failures } = readDelayProfile(body, id);
    expect(profile).toBeUndefined();
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });

  it('accepts the default without tags', () => {
    expect(readDelayProfile({ usenetDelay: 10 }, 1).profile?.usenetDelay).toBe(10);
  });
});

describe('delayProfileFor', () => {
  const profiles = [
    { id: 1, order: DEFAULT_DELAY_PROFILE_ORDER, tags: [] },
    { id: 3, order: 2, tags: [20] },
    { id: 2, order: 1, tags: [10, 30] },
  ];
  it.each<[number[], number]>([
    [[], 1],
    [[99], 1],
    [[20], 3],
    [[20, 30], 2],
    [[10], 2],
  ])('series tags %p -> profile %p', (tags, expected) => {
    expect(delayProfileFor(profiles, tags)!.id).toBe(expected);
  });
});

describe('reorderedIds', () => {
  const profiles = [
    { id: 1, order: DEFAULT_DELAY_PROFILE_ORDER },
    { id: 2, order: 1 },
    { id: 3, order: 2 },
    { id: 4, order: 3 },
  ];
  const order = (map: Map<number, number>) => [...map].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  it.each<[number, number | undefined, number[]]>([
    [4, undefined, [4, 2, 3, 1]],
    [2, 3, [3, 2, 4, 1]],
    [2, 4, [3, 4, 2, 1]],
    [2, 1, [3, 4, 2, 1]],
    [3, 3, [2, 3, 4, 1]],
    [1, 2, [2, 3, 4, 1]],
  ])('moving %p after %p gives %p', (id, after, expected) => {
    const result = reorderedIds(profiles, id, after);
    expect(order(result)).toEqual(expected);
    expect(result.get(1)).toBe(DEFAULT_DELAY_PROFILE_ORDER);
    expect([...result].filter(([key]) => key !== 1).map(([, value]) => value).sort()).toEqual([1, 2, 3]);
  });
});

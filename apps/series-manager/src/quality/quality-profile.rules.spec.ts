import { checkDefinitionSizes, DEFAULT_DEFINITIONS } from './quality-definitions';
import { defaultItems, defaultProfiles, readProfile, type ProfileItem } from './quality-profile.rules';

function toResourceItems(items: ProfileItem[]): unknown[] {
  return items.map((item) =>
    item.quality !== undefined
      ? { quality: { id: item.quality }, items: [], allowed: item.allowed }
      : { id: item.id, name: item.name, allowed: item.allowed, items: item.items!.map((m) => ({ quality: { id: m.quality }, items: [], allowed: m.allowed })) },
  );
}

describe('default quality profiles', () => {
  it('covers every catalogue quality exactly once in each profile', () => {
    for (const profile of defaultProfiles()) {
      const ids = profile.items.flatMap((item) => (item.quality !== undefined ? [item.quality] : item.items!.map((m) => m.quality!)));
      expect(ids.sort((a, b) => a - b)).toEqual(DEFAULT_DEFINITIONS.map((d) => d.qualityId).sort((a, b) => a - b));
    }
  });

  it('points a cutoff inside a group at the group', () => {
    const sd = defaultProfiles().find((p) => p.name === 'SD')!;
    expect(sd.cutoff).toBe(1);
    const items = defaultItems([8]);
    const web = items.find((item) => item.name === 'WEB 480p')!;
    expect(web.allowed).toBe(true);
    expect(web.id).toBeGreaterThanOrEqual(1000);
  });

  it('reads back every default profile unchanged', () => {
    for (const profile of defaultProfiles()) {
      const { profile: read, failures } = readProfile({ ...profile, items: toResourceItems(profile.items) });
      expect(failures).toEqual([]);
      expect(read).toEqual(profile);
    }
  });
});

describe('readProfile', () => {
  const base = () => {
    const profile = defaultProfiles()[2];
    return { ...profile, items: toResourceItems(profile.items) as Array<Record<string, unknown>> };
  };

  it.each([
    ['no body', null, ''],
    ['an empty name', { name: ' ' }, 'Name'],
    ['a non-integer cutoff', { cutoff: 'x' }, 'Cutoff'],
    ['a cutoff that is not allowed', { cutoff: 1 }, 'Cutoff'],
    ['an empty item list', { items: [] }, 'Items'],
    ['minUpgradeFormatScore below 1', { minUpgradeFormatScore: 0 }, 'MinUpgradeFormatScore'],
    ['a non-boolean upgradeAllowed', { upgradeAllowed: 'yes' }, 'UpgradeAllowed'],
  ])('rejects %s', (_case, change, property) => {
    const body = change === null ? null : { ...base(), ...change };
    const { profile, failures } = readProfile(body);
    expect(profile).toBeUndefined();
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });

  it('rejects a quality listed twice and an unknown quality', () => {
    const body = base();
    body.items.push({ quality: { id: 4 }, items: [], allowed: false });
    expect(readProfile(body).failures[0].errorMessage).toMatch(/more than once/);
    const unknown = base();
    unknown.items.push({ quality: { id: 999 }, items: [], allowed: false });
    expect(readProfile(unknown).failures[0].errorMessage).toBe('Unknown quality');
  });

  it('reads formatItems scores and rejects malformed or repeated items', () => {
    expect(readProfile({ ...base(), formatItems: [{ format: 3, score: -20 }, { format: 4 }] }).profile!.formatItems).toEqual([
      { format: 3, name: '', score: -20 },
      { format: 4, name: '', score: 0 },
    ]);
    for (const formatItems of ['all', [{ format: 0, score: 1 }], [{ format: 3, score: 'x' }], [{ format: 3 }, { format: 3 }]]) {
      expect(readProfile({ ...base(), formatItems }).failures.map((f) => f.propertyName)).toContain('FormatItems');
    }
  });

  it('rejects a profile with nothing allowed', () => {
    const body = base();
    body.items = body.items.map((item) => ({ ...item, allowed: false }));
    expect(readProfile(body).failures.map((f) => f.errorMessage)).toContain('Must contain at least one allowed quality');
  });
});

describe('checkDefinitionSizes', () => {
  it.each([
    [1, 50, 20, undefined],
    [0, null, null, undefined],
    [5, null, 10, undefined],
    [-1, 50, 20, 'MinSize'],
    [10, 5, null, 'MaxSize'],
    [10, 50, 5, 'PreferredSize'],
    [10, 50, 60, 'PreferredSize'],
    [1, 2000, null, 'MaxSize'],
    ['1', 50, 20, 'MinSize'],
  ])('min %p max %p preferred %p -> %p', (min, max, preferred, problem) => {
    const result = checkDefinitionSizes(min, max, preferred);
    if (problem === undefined) expect(result).toBeUndefined();
    else expect(result?.split(' ')[0]).toBe(problem);
  });
});

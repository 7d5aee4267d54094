import { defaultLanguageProfile, languageProfileSchema, PROFILE_LANGUAGES, readLanguageProfile } from './language-profile.rules';

function body(allowed: number[], cutoff: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Profile',
    cutoff,
    languages: languageProfileSchema().languages.map((item) => ({ language: { id: item.language }, allowed: allowed.includes(item.language) })),
    ...extra,
  };
}

describe('language profile rules', () => {
  it('builds the default profile with every language once and English allowed last', () => {
    const profile = defaultLanguageProfile();
    expect(profile.languages.map((item) => item.language).sort((a, b) => a - b)).toEqual(PROFILE_LANGUAGES.map((l) => l.id).sort((a, b) => a - b));
    expect(profile.languages.filter((item) => item.allowed)).toEqual([{ language: 1, allowed: true }]);
    expect(profile.languages.at(-1)!.language).toBe(1);
    expect(readLanguageProfile({ ...profile, cutoff: { id: 1 }, languages: profile.languages.map((item) => ({ language: { id: item.language }, allowed: item.allowed })) }).profile).toEqual(profile);
  });

  it.each<[string, unknown, string]>([
    ['no body', null, ''],
    ['a blank name', body([1], { id: 1 }, { name: '' }), 'Name'],
    ['no cutoff', body([1], undefined), 'Cutoff'],
    ['a cutoff not allowed', body([1], { id: 2 }), 'Cutoff'],
    ['nothing allowed', body([], { id: 1 }), 'Languages'],
    ['languages not a list', body([1], { id: 1 }, { languages: 'English' }), 'Languages'],
    ['a language twice', { ...body([1], { id: 1 }), languages: [{ language: { id: 1 }, allowed: true }, { language: { id: 1 }, allowed: false }] }, 'Languages'],
    ['the Any pseudo-language', { ...body([1], { id: 1 }), languages: [{ language: { id: -1 }, allowed: true }] }, 'Languages'],
    ['a non-boolean upgradeAllowed', body([1], { id: 1 }, { upgradeAllowed: 'yes' }), 'UpgradeAllowed'],
  ])('rejects %s on %s', (_case, input, property) => {
    const { profile, failures } = readLanguageProfile(input);
    expect(profile).toBeUndefined();
    expect(failures.map((f) => f.propertyName)).toContain(property);
  });

  it('accepts a bare cutoff id and keeps left-out languages, not allowed, ahead of the listed ones', () => {
    const { profile } = readLanguageProfile({ name: ' Short ', cutoff: 2, languages: [{ language: { id: 2 }, allowed: true }] });
    expect(profile!.name).toBe('Short');
    expect(profile!.cutoff).toBe(2);
    expect(profile!.languages).toHaveLength(PROFILE_LANGUAGES.length);
    expect(profile!.languages.at(-1)).toEqual({ language: 2, allowed: true });
    expect(profile!.languages.filter((item) => item.allowed)).toHaveLength(1);
  });
});

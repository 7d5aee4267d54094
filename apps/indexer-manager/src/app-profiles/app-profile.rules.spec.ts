import { DEFAULT_APP_PROFILE, validateAppProfile } from './app-profile.rules';

describe('validateAppProfile', () => {
  it('fills absent flags with the Standard profile defaults', () => {
    const { value, failures } = validateAppProfile({ name: ' Movies only ' });
    expect(failures).toEqual([]);
    expect(value).toEqual({ ...DEFAULT_APP_PROFILE, name: 'Movies only' });
  });

  it.each([
    [{}, 'Name'],
    [{ name: '' }, 'Name'],
    [{ name: 'x'.repeat(201) }, 'Name'],
    [{ name: 'a', enableRss: 'yes' }, 'EnableRss'],
    [{ name: 'a', enableAutomaticSearch: 1 }, 'EnableAutomaticSearch'],
    [{ name: 'a', enableInteractiveSearch: 'false' }, 'EnableInteractiveSearch'],
    [{ name: 'a', minimumSeeders: -1 }, 'MinimumSeeders'],
    [{ name: 'a', minimumSeeders: 1.5 }, 'MinimumSeeders'],
    [{ name: 'a', minimumSeeders: '3' }, 'MinimumSeeders'],
  ])('rejects %j naming %s', (body, property) => {
    const { failures } = validateAppProfile(body);
    expect(failures.map((f) => f.propertyName)).toEqual([property]);
  });

  it('keeps explicit values', () => {
    const { value } = validateAppProfile({ name: 'p', enableRss: false, minimumSeeders: 0 });
    expect(value).toMatchObject({ enableRss: false, enableAutomaticSearch: true, minimumSeeders: 0 });
  });
});

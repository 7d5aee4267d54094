import type { ValidationFailure } from '@arrstack/core';

export interface AppProfileInput {
  name: string;
  enableRss: boolean;
  enableAutomaticSearch: boolean;
  enableInteractiveSearch: boolean;
  minimumSeeders: number;
}

/** Prowlarr's default profile, created when none exists. */
export const DEFAULT_APP_PROFILE: AppProfileInput = {
  name: 'Standard',
  enableRss: true,
  enableAutomaticSearch: true,
  enableInteractiveSearch: true,
  minimumSeeders: 1,
};

/** Reads an app profile body; absent flags take the defaults, wrong types are failures. */
export function validateAppProfile(body: Record<string, unknown>): { value: AppProfileInput; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) fail('Name', "'Name' must not be empty.", body.name);
  else if (name.length > 200) fail('Name', "'Name' must be 200 characters or fewer.", body.name);
  const flag = (key: keyof AppProfileInput & string, label: string): boolean => {
    const raw = body[key];
    if (raw === undefined || raw === null) return DEFAULT_APP_PROFILE[key] as boolean;
    if (typeof raw !== 'boolean') {
      fail(label, `'${label}' must be true or false.`, raw);
      return false;
    }
    return raw;
  };
  const enableRss = flag('enableRss', 'EnableRss');
  const enableAutomaticSearch = flag('enableAutomaticSearch', 'EnableAutomaticSearch');
  const enableInteractiveSearch = flag('enableInteractiveSearch', 'EnableInteractiveSearch');
  let minimumSeeders = DEFAULT_APP_PROFILE.minimumSeeders;
  if (body.minimumSeeders !== undefined && body.minimumSeeders !== null) {
    if (typeof body.minimumSeeders !== 'number' || !Number.isInteger(body.minimumSeeders) || body.minimumSeeders < 0) {
      fail('MinimumSeeders', "'Minimum Seeders' must be a whole number of 0 or more.", body.minimumSeeders);
    } else {
      minimumSeeders = body.minimumSeeders;
    }
  }
  return { value: { name, enableRss, enableAutomaticSearch, enableInteractiveSearch, minimumSeeders }, failures };
}

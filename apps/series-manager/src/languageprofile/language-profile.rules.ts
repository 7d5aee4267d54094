import type { ValidationFailure } from '@arrstack/core';
import { SERIES_LANGUAGES, type Language } from '@arrstack/parser';

export interface LanguageProfileShape {
  name: string;
  upgradeAllowed: boolean;
  cutoff: number;
  languages: Array<{ language: number; allowed: boolean }>;
}

/** The languages a profile lists: the series catalogue without the "Original" and "Any" pseudo-languages. */
export const PROFILE_LANGUAGES: readonly Language[] = SERIES_LANGUAGES.filter((language) => language.id >= 0);
const BY_ID = new Map(PROFILE_LANGUAGES.map((language) => [language.id, language]));
const UNKNOWN = 0;
const ENGLISH = 1;

export function profileLanguage(id: number): Language {
  return BY_ID.get(id) ?? { id, name: 'Unknown' };
}

/** Unknown first, then by name descending, as Sonarr v3 lists a new profile's languages. */
function schemaOrder(): number[] {
  const rest = PROFILE_LANGUAGES.filter((language) => language.id !== UNKNOWN).sort((a, b) => b.name.localeCompare(a.name));
  return [UNKNOWN, ...rest.map((language) => language.id)];
}

/** `GET /languageprofile/schema`: cutoff Unknown, every language listed and none allowed. */
export function languageProfileSchema(): LanguageProfileShape {
  return { name: '', upgradeAllowed: false, cutoff: UNKNOWN, languages: schemaOrder().map((language) => ({ language, allowed: false })) };
}

/** The profile created at first start: English allowed (last, so best), cutoff English. */
export function defaultLanguageProfile(): LanguageProfileShape {
  const others = schemaOrder().filter((id) => id !== ENGLISH);
  return {
    name: 'English',
    upgradeAllowed: false,
    cutoff: ENGLISH,
    languages: [...others.map((language) => ({ language, allowed: false })), { language: ENGLISH, allowed: true }],
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A language id from `{id}` (only the id is read, as the anchor does) or a bare number. */
function languageId(value: unknown): number | undefined {
  const id = isObject(value) ? value.id : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

/**
 * Reads a LanguageProfileResource body: a name, a cutoff that is an allowed language of the profile, and at
 * least one allowed language. Languages the body leaves out are kept, not allowed, at the start of the list.
 */
export function readLanguageProfile(body: unknown): { profile?: LanguageProfileShape; failures: ValidationFailure[] } {
  const failures: ValidationFailure[] = [];
  const fail = (propertyName: string, errorMessage: string, attemptedValue?: unknown) =>
    failures.push({ propertyName, errorMessage, attemptedValue, severity: 'error' });
  if (!isObject(body)) {
    fail('', 'A language profile object is required', body);
    return { failures };
  }
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) fail('Name', "'Name' must not be empty.", body.name);
  else if (name.length > 200) fail('Name', "'Name' must be 200 characters or fewer.", body.name);
  if (body.upgradeAllowed !== undefined && body.upgradeAllowed !== null && typeof body.upgradeAllowed !== 'boolean') {
    fail('UpgradeAllowed', "'UpgradeAllowed' must be true or false", body.upgradeAllowed);
  }

  const listed: Array<{ language: number; allowed: boolean }> = [];
  if (!Array.isArray(body.languages)) fail('Languages', "'Languages' must be a list", body.languages);
  else {
    const seen = new Set<number>();
    for (const item of body.languages as unknown[]) {
      const id = isObject(item) ? languageId(item.language) : undefined;
      if (id === undefined || !BY_ID.has(id)) {
        fail('Languages', 'Unknown language', isObject(item) ? item.language : item);
        continue;
      }
      if (seen.has(id)) fail('Languages', `Language ${profileLanguage(id).name} appears more than once`, id);
      seen.add(id);
      listed.push({ language: id, allowed: (item as Record<string, unknown>).allowed === true });
    }
    if (!listed.some((item) => item.allowed)) fail('Languages', 'Must have at least one allowed language', body.languages);
  }

  const cutoff = languageId(body.cutoff);
  if (body.cutoff === undefined || body.cutoff === null) fail('Cutoff', "'Cutoff' must not be empty.", body.cutoff);
  else if (cutoff === undefined || !BY_ID.has(cutoff)) fail('Cutoff', 'Cutoff must be a known language', body.cutoff);
  else if (failures.length === 0 && !listed.some((item) => item.language === cutoff && item.allowed)) fail('Cutoff', 'Cutoff must be an allowed language', body.cutoff);

  if (failures.length > 0) return { failures };
  return { profile: { name, upgradeAllowed: body.upgradeAllowed === true, cutoff: cutoff!, languages: withEveryLanguage(listed) }, failures };
}

/**
 * The items with every catalogue language they leave out added, not allowed, at the start (least preferred).
 * Stored profiles go through this too, so languages the catalogue gains later show up in old profiles.
 */
export function withEveryLanguage(items: LanguageProfileShape['languages']): LanguageProfileShape['languages'] {
  const listed = new Set(items.map((item) => item.language));
  const missing = schemaOrder().filter((id) => !listed.has(id)).map((language) => ({ language, allowed: false }));
  return missing.length === 0 ? items : [...missing, ...items];
}

import { conditionType } from './conditions';
import type { CustomFormatCondition, CustomFormatDefinition, ReleaseForFormats } from './types';

function conditionMatches(condition: CustomFormatCondition, release: ReleaseForFormats): boolean {
  const type = conditionType(condition.implementation);
  let matched = false;
  try {
    matched = type ? type.matches(condition.fields ?? {}, release) : false;
  } catch {
    matched = false;
  }
  return condition.negate ? !matched : matched;
}

/**
 * Whether the format applies: its conditions are grouped by type; a group holds when every required
 * condition in it matched and at least one matched; the format applies when every group holds.
 * (Two optional title conditions are OR'd; a title and a resolution condition are AND'd.)
 */
export function formatMatches(format: CustomFormatDefinition, release: ReleaseForFormats): boolean {
  const groups = new Map<string, Array<{ required: boolean; matched: boolean }>>();
  for (const condition of format.specifications) {
    const group = groups.get(condition.implementation) ?? [];
    group.push({ required: condition.required, matched: conditionMatches(condition, release) });
    groups.set(condition.implementation, group);
  }
  for (const group of groups.values()) {
    if (group.some((result) => result.required && !result.matched)) return false;
    if (!group.some((result) => result.matched)) return false;
  }
  return true;
}

/** The formats (in the order given) that apply to the release. */
export function matchCustomFormats(formats: CustomFormatDefinition[], release: ReleaseForFormats): CustomFormatDefinition[] {
  return formats.filter((format) => formatMatches(format, release));
}

/** The release's score in a profile: the sum of the profile's scores for the matched formats. */
export function customFormatScore(matched: CustomFormatDefinition[], formatItems: Array<{ format: number; score: number }>): number {
  const scores = new Map(formatItems.map((item) => [item.format, item.score]));
  return matched.reduce((total, format) => total + (scores.get(format.id) ?? 0), 0);
}

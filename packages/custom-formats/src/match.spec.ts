import { customFormatScore, matchCustomFormats } from './match';
import type { ConditionImplementation, CustomFormatCondition, CustomFormatDefinition, ReleaseForFormats } from './types';

const GB = 1024 ** 3;

function release(overrides: Partial<ReleaseForFormats> = {}): ReleaseForFormats {
  return {
    title: 'Show.Name.S01E01.1080p.WEB-DL.DDP5.1.H.264-GRP',
    releaseGroup: 'GRP',
    quality: { source: 'web', resolution: 1080 },
    languages: [{ id: 1, name: 'English' }],
    size: 2 * GB,
    indexerFlags: 0,
    releaseType: 'singleEpisode',
    ...overrides,
  };
}

function condition(implementation: ConditionImplementation, fields: Record<string, unknown>, flags: Partial<CustomFormatCondition> = {}): CustomFormatCondition {
  return { name: implementation, implementation, negate: false, required: false, fields, ...flags };
}

function format(id: number, ...specifications: CustomFormatCondition[]): CustomFormatDefinition {
  return { id, name: `format ${id}`, includeCustomFormatWhenRenaming: false, specifications };
}

const title = (value: string, flags?: Partial<CustomFormatCondition>) => condition('ReleaseTitleSpecification', { value }, flags);

describe('single conditions', () => {
  it.each<[string, CustomFormatCondition, Partial<ReleaseForFormats>, boolean]>([
    ['title regex, any case', title('h\\.?264'), {}, true],
    ['title regex miss', title('x265|hevc'), {}, false],
    ['group regex', condition('ReleaseGroupSpecification', { value: '^grp$' }), {}, true],
    ['group regex with no group', condition('ReleaseGroupSpecification', { value: '.*' }), { releaseGroup: undefined }, false],
    ['source web', condition('SourceSpecification', { value: 3 }), {}, true],
    ['source webRip against web', condition('SourceSpecification', { value: 4 }), {}, false],
    ['source bluray', condition('SourceSpecification', { value: 6 }), { quality: { source: 'bluray', resolution: 720 } }, true],
    ['resolution 1080', condition('ResolutionSpecification', { value: 1080 }), {}, true],
    ['resolution 2160', condition('ResolutionSpecification', { value: 2160 }), {}, false],
    ['language present', condition('LanguageSpecification', { value: 1, exceptLanguage: false }), {}, true],
    ['language absent', condition('LanguageSpecification', { value: 2, exceptLanguage: false }), {}, false],
    ['except language with only that language', condition('LanguageSpecification', { value: 1, exceptLanguage: true }), {}, false],
    ['except language with another one', condition('LanguageSpecification', { value: 1, exceptLanguage: true }), { languages: [{ id: 1, name: 'English' }, { id: 2, name: 'French' }] }, true],
    ['original language resolved', condition('LanguageSpecification', { value: -2 }), { originalLanguage: { id: 1, name: 'English' } }, true],
    ['original language differs', condition('LanguageSpecification', { value: -2 }), { originalLanguage: { id: 8, name: 'Japanese' } }, false],
    ['indexer flag set', condition('IndexerFlagSpecification', { value: 1 }), { indexerFlags: 1 | 16 }, true],
    ['indexer flag unset', condition('IndexerFlagSpecification', { value: 2 }), { indexerFlags: 1 | 16 }, false],
    ['size inside', condition('SizeSpecification', { min: 1, max: 3 }), {}, true],
    ['size equal to max counts', condition('SizeSpecification', { min: 1, max: 2 }), {}, true],
    ['size equal to min does not', condition('SizeSpecification', { min: 2, max: 3 }), {}, false],
    ['release type season pack', condition('ReleaseTypeSpecification', { value: 3 }), { releaseType: 'seasonPack' }, true],
    ['release type single', condition('ReleaseTypeSpecification', { value: 3 }), {}, false],
    ['release type missing is unknown', condition('ReleaseTypeSpecification', { value: 0 }), { releaseType: undefined }, true],
    ['negate flips a match', title('h\\.?264', { negate: true }), {}, false],
    ['negate flips a miss', title('hevc', { negate: true }), {}, true],
  ])('%s', (_case, spec, overrides, expected) => {
    expect(matchCustomFormats([format(1, spec)], release(overrides)).length === 1).toBe(expected);
  });
});

describe('grouping', () => {
  it.each<[string, CustomFormatCondition[], boolean]>([
    ['optional conditions of one type are ORed', [title('hevc'), title('264')], true],
    ['none of a group matching fails it', [title('hevc'), title('x265')], false],
    ['a required miss fails its group', [title('264'), title('hevc', { required: true })], false],
    ['every required match with others missing passes', [title('264', { required: true }), title('hevc')], true],
    ['groups of different types are ANDed', [title('264'), condition('ResolutionSpecification', { value: 1080 })], true],
    ['one failing group fails the format', [title('264'), condition('ResolutionSpecification', { value: 720 })], false],
    ['negate applies before grouping', [title('264', { negate: true }), title('hevc', { negate: true })], true],
    ['required negated condition that matches', [title('hevc', { negate: true, required: true }), condition('SourceSpecification', { value: 3 })], true],
  ])('%s', (_case, specifications, expected) => {
    expect(matchCustomFormats([format(1, ...specifications)], release()).map((f) => f.id)).toEqual(expected ? [1] : []);
  });

  it('keeps the order of the formats given and only those that match', () => {
    const formats = [format(3, title('264')), format(1, title('hevc')), format(2, condition('SizeSpecification', { min: 0, max: 5 }))];
    expect(matchCustomFormats(formats, release()).map((f) => f.id)).toEqual([3, 2]);
  });
});

describe('stored data that no longer validates', () => {
  it.each<[string, CustomFormatCondition]>([
    ['an invalid regex', title('([unclosed')],
    ['a non-string regex', condition('ReleaseTitleSpecification', { value: 42 })],
    ['missing fields', { name: 'x', implementation: 'SizeSpecification', negate: false, required: false, fields: undefined as unknown as Record<string, unknown> }],
    ['an unknown implementation', condition('EditionSpecification' as ConditionImplementation, { value: 'x' })],
    ['a text select value', condition('SourceSpecification', { value: 'web' })],
  ])('never throws and does not match on %s', (_case, spec) => {
    expect(() => matchCustomFormats([format(1, spec)], release())).not.toThrow();
    expect(matchCustomFormats([format(1, spec)], release())).toEqual([]);
  });
});

describe('customFormatScore', () => {
  it('sums the scores of the matched formats and ignores formats the profile does not list', () => {
    const matched = [format(1), format(2), format(9)];
    expect(customFormatScore(matched, [{ format: 1, score: 100 }, { format: 2, score: -30 }, { format: 3, score: 1000 }])).toBe(70);
  });
  it('is 0 with nothing matched', () => {
    expect(customFormatScore([], [{ format: 1, score: 5 }])).toBe(0);
  });
});

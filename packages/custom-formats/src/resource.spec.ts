import { customFormatSchema, readCustomFormat, toCustomFormatResource, validateCustomFormat } from './resource';

function body(...specifications: unknown[]): Record<string, unknown> {
  return { name: 'HEVC', includeCustomFormatWhenRenaming: false, specifications };
}

function spec(implementation: string, fields: Array<{ name: string; value: unknown }>, extra: Record<string, unknown> = {}) {
  return { name: 'condition', implementation, negate: false, required: false, fields, ...extra };
}

describe('validateCustomFormat', () => {
  it.each<[string, unknown]>([
    ['a title regex', body(spec('ReleaseTitleSpecification', [{ name: 'value', value: 'x265|hevc' }]))],
    ['a size range', body(spec('SizeSpecification', [{ name: 'min', value: 0 }, { name: 'max', value: 2.5 }]))],
    ['a language with except', body(spec('LanguageSpecification', [{ name: 'value', value: 2 }, { name: 'exceptLanguage', value: true }]))],
    ['a numeric string select value', body(spec('ResolutionSpecification', [{ name: 'value', value: '720' }]))],
    ['an implementation in another case', body(spec('sourcespecification', [{ name: 'value', value: 6 }]))],
    ['every indexer flag', body(...[1, 2, 4, 8, 16, 32, 64, 128].map((flag) => spec('IndexerFlagSpecification', [{ name: 'value', value: flag }])))],
  ])('accepts %s', (_case, input) => {
    expect(validateCustomFormat(input)).toEqual([]);
  });

  it.each<[string, unknown, string, RegExp]>([
    ['no body', null, '', /object/],
    ['a blank name', { ...body(spec('ReleaseTitleSpecification', [{ name: 'value', value: 'x' }])), name: '  ' }, 'Name', /must not be empty/],
    ['no conditions', body(), 'Specifications', /at least one Condition/],
    ['a blank condition name', body(spec('ReleaseTitleSpecification', [{ name: 'value', value: 'x' }], { name: ' ' })), 'Specifications', /cannot be empty/],
    ['an unknown type', body(spec('EditionSpecification', [{ name: 'value', value: 'x' }])), 'Implementation', /Unknown condition type/],
    ['an empty regex', body(spec('ReleaseTitleSpecification', [{ name: 'value', value: '' }])), 'Value', /must not be empty/],
    ['an invalid regex', body(spec('ReleaseGroupSpecification', [{ name: 'value', value: '(unclosed' }])), 'Value', /Invalid Regex/],
    ['an unknown source', body(spec('SourceSpecification', [{ name: 'value', value: 42 }])), 'Value', /Invalid Quality Source/],
    ['an unknown resolution', body(spec('ResolutionSpecification', [{ name: 'value', value: 1000 }])), 'Value', /Invalid Resolution/],
    ['an unknown language', body(spec('LanguageSpecification', [{ name: 'value', value: 999 }])), 'Value', /Invalid Language/],
    ['the Any language', body(spec('LanguageSpecification', [{ name: 'value', value: -1 }])), 'Value', /Invalid Language/],
    ['an unknown flag', body(spec('IndexerFlagSpecification', [{ name: 'value', value: 3 }])), 'Value', /Invalid Indexer Flag/],
    ['an unknown release type', body(spec('ReleaseTypeSpecification', [{ name: 'value', value: 9 }])), 'Value', /Invalid Release Type/],
    ['a negative minimum size', body(spec('SizeSpecification', [{ name: 'min', value: -1 }, { name: 'max', value: 2 }])), 'Min', /greater than or equal/],
    ['a maximum not above the minimum', body(spec('SizeSpecification', [{ name: 'min', value: 2 }, { name: 'max', value: 2 }])), 'Max', /greater than/],
    ['a non-boolean negate', body(spec('ReleaseTitleSpecification', [{ name: 'value', value: 'x' }], { negate: 'yes' })), 'Negate', /true or false/],
  ])('rejects %s on %s', (_case, input, property, message) => {
    const failures = validateCustomFormat(input);
    expect(failures.length).toBeGreaterThan(0);
    const failure = failures.find((f) => f.propertyName === property);
    expect(failure?.errorMessage).toMatch(message);
  });
});

describe('readCustomFormat', () => {
  it('stores field values by name with numbers for selects and defaults for absent fields', () => {
    const { format } = readCustomFormat(body(spec('LanguageSpecification', [{ name: 'value', value: '3' }]), spec('ReleaseTitleSpecification', [{ name: 'value', value: 'hevc' }], { negate: true, required: true })));
    expect(format).toEqual({
      name: 'HEVC',
      includeCustomFormatWhenRenaming: false,
      specifications: [
        { name: 'condition', implementation: 'LanguageSpecification', negate: false, required: false, fields: { value: 3, exceptLanguage: false } },
        { name: 'condition', implementation: 'ReleaseTitleSpecification', negate: true, required: true, fields: { value: 'hevc' } },
      ],
    });
  });

  it('round-trips through the resource shape', () => {
    const { format } = readCustomFormat(body(spec('SizeSpecification', [{ name: 'min', value: 1 }, { name: 'max', value: 4 }])));
    const resource = toCustomFormatResource({ id: 7, ...format! });
    expect(resource.specifications[0].fields.map((f) => [f.name, f.value, f.unit])).toEqual([['min', 1, 'GB'], ['max', 4, 'GB']]);
    expect(readCustomFormat(resource).format).toEqual(format);
  });
});

describe('customFormatSchema', () => {
  it('lists one template per condition type in the anchor order, with select options', () => {
    const schema = customFormatSchema();
    expect(schema.map((t) => t.implementation)).toEqual([
      'ReleaseTitleSpecification',
      'LanguageSpecification',
      'IndexerFlagSpecification',
      'SourceSpecification',
      'ResolutionSpecification',
      'SizeSpecification',
      'ReleaseGroupSpecification',
      'ReleaseTypeSpecification',
    ]);
    const source = schema.find((t) => t.implementation === 'SourceSpecification')!;
    expect(source.fields[0].selectOptions!.map((o) => o.name)).toContain('WebRip');
    const language = schema.find((t) => t.implementation === 'LanguageSpecification')!;
    expect(language.fields[0].selectOptions![0]).toEqual({ value: -2, name: 'Original', order: 0 });
    expect(language.fields.map((f) => f.name)).toEqual(['value', 'exceptLanguage']);
  });

  it('offers the built-in title presets and the saved conditions, all of which validate', () => {
    const saved = readCustomFormat(body(spec('ReleaseGroupSpecification', [{ name: 'value', value: '^GRP$' }], { name: 'Good group' }))).format!;
    const schema = customFormatSchema([{ id: 1, ...saved }]);
    const title = schema.find((t) => t.implementation === 'ReleaseTitleSpecification')!;
    expect(title.presets!.map((p) => p.name)).toEqual(['x264', 'x265', 'Simple Hardcoded Subs', 'Hardcoded Subs', 'Surround Sound', 'Preferred Words']);
    const group = schema.find((t) => t.implementation === 'ReleaseGroupSpecification')!;
    expect(group.presets!.map((p) => p.name)).toEqual(['HEVC: Good group']);
    for (const template of schema) {
      for (const preset of template.presets!) expect(validateCustomFormat({ name: 'preset', specifications: [preset] })).toEqual([]);
    }
  });
});

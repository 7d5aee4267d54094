import { matchCustomFormats } from '@arrstack/custom-formats';
import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { CustomFormatService } from '../../src/customformat/custom-format.service';

interface Field {
  name: string;
  value?: unknown;
  selectOptions?: Array<{ value: number; name: string }>;
}

interface Specification {
  name: string;
  implementation: string;
  implementationName: string;
  negate: boolean;
  required: boolean;
  fields: Field[];
  presets?: Specification[];
}

interface CustomFormat {
  id: number;
  name: string;
  includeCustomFormatWhenRenaming: boolean;
  specifications: Specification[];
}

interface QualityProfile {
  id: number;
  name: string;
  minFormatScore: number;
  cutoffFormatScore: number;
  minUpgradeFormatScore: number;
  formatItems: Array<{ format: number; name: string; score: number }>;
}

function titleCondition(name: string, value: string, extra: Partial<Specification> = {}) {
  return { name, implementation: 'ReleaseTitleSpecification', negate: false, required: false, fields: [{ name: 'value', value }], ...extra };
}

describe('custom formats', () => {
  let app: TestApp;

  async function profiles(): Promise<QualityProfile[]> {
    return (await app.api.get('/api/v3/qualityprofile').expect(200)).body;
  }

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the condition templates with select options and presets', async () => {
    const schema = (await app.api.get('/api/v3/customformat/schema').expect(200)).body as Specification[];
    expect(schema.map((s) => s.implementation)).toEqual([
      'ReleaseTitleSpecification',
      'LanguageSpecification',
      'IndexerFlagSpecification',
      'SourceSpecification',
      'ResolutionSpecification',
      'SizeSpecification',
      'ReleaseGroupSpecification',
      'ReleaseTypeSpecification',
    ]);
    const title = schema[0];
    expect(title).toMatchObject({ implementationName: 'Release Title', negate: false, required: false });
    expect(title.presets!.map((p) => p.name)).toContain('x265');
    const resolution = schema.find((s) => s.implementation === 'ResolutionSpecification')!;
    expect(resolution.fields[0].selectOptions!.map((o) => o.value)).toEqual([0, 360, 480, 540, 576, 720, 1080, 2160]);
    const size = schema.find((s) => s.implementation === 'SizeSpecification')!;
    expect(size.fields.map((f) => f.name)).toEqual(['min', 'max']);
  });

  it('creates a format, adds it to every quality profile with score 0, and reads it back', async () => {
    const before = await profiles();
    const res = await app.api
      .post('/api/v3/customformat')
      .send({
        name: 'HEVC 1080p',
        includeCustomFormatWhenRenaming: true,
        specifications: [
          titleCondition('x265', '(x|h)\\.?265'),
          titleCondition('HEVC', 'hevc'),
          { name: '1080p', implementation: 'ResolutionSpecification', negate: false, required: true, fields: [{ name: 'value', value: 1080 }] },
        ],
      })
      .expect(201);
    const format = res.body as CustomFormat;
    expect(res.headers.location).toBe(`/api/v3/customformat/${format.id}`);
    expect(format).toMatchObject({ name: 'HEVC 1080p', includeCustomFormatWhenRenaming: true });
    expect(format.specifications.map((s) => [s.name, s.implementationName, s.required, s.fields[0].value])).toEqual([
      ['x265', 'Release Title', false, '(x|h)\\.?265'],
      ['HEVC', 'Release Title', false, 'hevc'],
      ['1080p', 'Resolution', true, 1080],
    ]);
    expect((await app.api.get(`/api/v3/customformat/${format.id}`).expect(200)).body).toEqual(format);
    expect((await app.api.get('/api/v3/customformat').expect(200)).body).toEqual([format]);

    const after = await profiles();
    expect(after).toHaveLength(before.length);
    for (const profile of after) expect(profile.formatItems).toEqual([{ format: format.id, name: 'HEVC 1080p', score: 0 }]);
    const schema = (await app.api.get('/api/v3/qualityprofile/schema').expect(200)).body as QualityProfile;
    expect(schema.formatItems).toEqual([{ format: format.id, name: 'HEVC 1080p', score: 0 }]);

    // What the search code gets: definitions the package matches.
    const definitions = await app.running.app.get(CustomFormatService).all();
    const release = { title: 'Show.S01E01.1080p.WEB-DL.x265-GRP', quality: { source: 'web', resolution: 1080 }, languages: [], size: 1, indexerFlags: 0 };
    expect(matchCustomFormats(definitions, release).map((f) => f.id)).toEqual([format.id]);
    expect(matchCustomFormats(definitions, { ...release, quality: { source: 'web', resolution: 720 } })).toEqual([]);
  });

  it('updates a format and renames it in the profiles', async () => {
    const [format] = (await app.api.get('/api/v3/customformat').expect(200)).body as CustomFormat[];
    const updated = await app.api
      .put(`/api/v3/customformat/${format.id}`)
      .send({ ...format, name: 'HEVC', specifications: [titleCondition('HEVC', 'hevc|x265', { negate: true })] })
      .expect(202);
    expect(updated.body).toMatchObject({ id: format.id, name: 'HEVC', specifications: [{ name: 'HEVC', negate: true, fields: [{ name: 'value', value: 'hevc|x265' }] }] });
    for (const profile of await profiles()) expect(profile.formatItems).toEqual([{ format: format.id, name: 'HEVC', score: 0 }]);
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['a blank name', { name: ' ', specifications: [titleCondition('a', 'a')] }, 'Name', /must not be empty/],
    ['a name in use (any case)', { name: 'hevc', specifications: [titleCondition('a', 'a')] }, 'Name', /Must be unique/],
    ['no conditions', { name: 'Empty', specifications: [] }, 'Specifications', /at least one Condition/],
    ['a blank condition name', { name: 'Nameless', specifications: [titleCondition(' ', 'a')] }, 'Specifications', /cannot be empty/],
    ['an invalid regex', { name: 'Broken', specifications: [titleCondition('a', '(unclosed')] }, 'Value', /Invalid Regex/],
    ['an unknown condition type', { name: 'Edition', specifications: [{ name: 'a', implementation: 'EditionSpecification', fields: [] }] }, 'Implementation', /Unknown condition type/],
    ['a size range upside down', { name: 'Size', specifications: [{ name: 'a', implementation: 'SizeSpecification', fields: [{ name: 'min', value: 5 }, { name: 'max', value: 1 }] }] }, 'Max', /greater than/],
    ['an unknown source', { name: 'Source', specifications: [{ name: 'a', implementation: 'SourceSpecification', fields: [{ name: 'value', value: 99 }] }] }, 'Value', /Invalid Quality Source/],
  ])('rejects %s with 400', async (_case, body, property, message) => {
    const res = await app.api.post('/api/v3/customformat').send(body).expect(400);
    expect(res.body.find((f: { propertyName: string }) => f.propertyName === property)?.errorMessage).toMatch(message);
    expect((await app.api.get('/api/v3/customformat').expect(200)).body).toHaveLength(1);
  });

  it('answers 404 for unknown ids and 400 for a body that is no object', async () => {
    await app.api.get('/api/v3/customformat/999').expect(404);
    await app.api.put('/api/v3/customformat/999').send({ name: 'x', specifications: [titleCondition('a', 'a')] }).expect(404);
    await app.api.delete('/api/v3/customformat/999').expect(404);
    await app.api.post('/api/v3/customformat').send([1, 2]).expect(400);
  });

  it('lets quality profiles score existing formats and rejects unknown format ids', async () => {
    const [format] = (await app.api.get('/api/v3/customformat').expect(200)).body as CustomFormat[];
    const [profile] = await profiles();
    const scored = await app.api
      .put(`/api/v3/qualityprofile/${profile.id}`)
      .send({ ...(await app.api.get(`/api/v3/qualityprofile/${profile.id}`)).body, minFormatScore: 10, cutoffFormatScore: 200, minUpgradeFormatScore: 5, formatItems: [{ format: format.id, score: 150 }] })
      .expect(202);
    expect(scored.body).toMatchObject({ minFormatScore: 10, cutoffFormatScore: 200, minUpgradeFormatScore: 5, formatItems: [{ format: format.id, name: 'HEVC', score: 150 }] });

    const full = (await app.api.get(`/api/v3/qualityprofile/${profile.id}`)).body;
    const unknown = await app.api.put(`/api/v3/qualityprofile/${profile.id}`).send({ ...full, formatItems: [{ format: 999, score: 1 }] }).expect(400);
    expect(unknown.body[0]).toMatchObject({ propertyName: 'FormatItems' });
    await app.api.put(`/api/v3/qualityprofile/${profile.id}`).send({ ...full, formatItems: [{ format: format.id, score: 'lots' }] }).expect(400);
    expect((await app.api.get(`/api/v3/qualityprofile/${profile.id}`)).body.formatItems).toEqual([{ format: format.id, name: 'HEVC', score: 150 }]);

    // A body without the format keeps it listed, at score 0.
    const omitted = await app.api.put(`/api/v3/qualityprofile/${profile.id}`).send({ ...full, formatItems: [] }).expect(202);
    expect(omitted.body.formatItems).toEqual([{ format: format.id, name: 'HEVC', score: 0 }]);
    await app.api.put(`/api/v3/qualityprofile/${profile.id}`).send(full).expect(202);

    // A new profile lists every format.
    const created = await app.api.post('/api/v3/qualityprofile').send({ ...full, id: undefined, name: 'With formats', formatItems: undefined }).expect(201);
    expect(created.body.formatItems).toEqual([{ format: format.id, name: 'HEVC', score: 0 }]);
  });

  it('adds a second format after the first and deletes them, resetting the thresholds when none remain', async () => {
    const [first] = (await app.api.get('/api/v3/customformat').expect(200)).body as CustomFormat[];
    const second = (await app.api.post('/api/v3/customformat').send({ name: 'Freeleech', specifications: [{ name: 'FL', implementation: 'IndexerFlagSpecification', fields: [{ name: 'value', value: 1 }] }] }).expect(201)).body as CustomFormat;
    const [profile] = await profiles();
    expect(profile.formatItems.map((item) => [item.format, item.score])).toEqual([
      [first.id, 150],
      [second.id, 0],
    ]);

    const schema = (await app.api.get('/api/v3/customformat/schema').expect(200)).body as Specification[];
    expect(schema.find((s) => s.implementation === 'IndexerFlagSpecification')!.presets!.map((p) => p.name)).toEqual(['Freeleech: FL']);

    await app.api.delete(`/api/v3/customformat/${first.id}`).expect(200);
    const afterFirst = (await profiles()).find((p) => p.id === profile.id)!;
    expect(afterFirst).toMatchObject({ minFormatScore: 10, cutoffFormatScore: 200, minUpgradeFormatScore: 5, formatItems: [{ format: second.id, name: 'Freeleech', score: 0 }] });

    await app.api.delete(`/api/v3/customformat/${second.id}`).expect(200);
    for (const remaining of await profiles()) {
      expect(remaining).toMatchObject({ minFormatScore: 0, cutoffFormatScore: 0, minUpgradeFormatScore: 1, formatItems: [] });
    }
    expect((await app.api.get('/api/v3/customformat').expect(200)).body).toEqual([]);
  });

  it('bulk-edits and bulk-deletes formats', async () => {
    const ids: number[] = [];
    for (const name of ['One', 'Two']) ids.push((await app.api.post('/api/v3/customformat').send({ name, specifications: [titleCondition(name, name)] }).expect(201)).body.id);
    const edited = await app.api.put('/api/v3/customformat/bulk').send({ ids, includeCustomFormatWhenRenaming: true }).expect(202);
    expect(edited.body.map((f: CustomFormat) => f.includeCustomFormatWhenRenaming)).toEqual([true, true]);
    await app.api.delete('/api/v3/customformat/bulk').send({ ids: [...ids, 999] }).expect(404);
    await app.api.delete('/api/v3/customformat/bulk').send({ ids }).expect(200);
    expect((await app.api.get('/api/v3/customformat').expect(200)).body).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

interface LanguageProfile {
  id: number;
  name: string;
  upgradeAllowed: boolean;
  cutoff: { id: number; name: string };
  languages: Array<{ language: { id: number; name: string }; allowed: boolean }>;
}

function allowing(schema: LanguageProfile, name: string, ids: number[], cutoff: number): Omit<LanguageProfile, 'id'> {
  return {
    name,
    upgradeAllowed: true,
    cutoff: { id: cutoff, name: 'ignored' },
    languages: schema.languages.map((item) => ({ language: { id: item.language.id, name: 'ignored' }, allowed: ids.includes(item.language.id) })),
  };
}

describe('language profiles and the series that use them', () => {
  let app: TestApp;
  let scratch: string;
  let root: string;
  let schema: LanguageProfile;

  beforeAll(async () => {
    scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'language-profile-')));
    root = path.join(scratch, 'tv');
    for (const show of ['Alpha Show', 'Beta Show', 'Gamma Show', 'Delta Show']) fs.mkdirSync(path.join(root, show), { recursive: true });
    app = await startTestApp(AppModule, APP);
    await app.api.post('/api/v3/rootfolder').send({ path: root }).expect(201);
    schema = (await app.api.get('/api/v3/languageprofile/schema').expect(200)).body;
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('creates the English profile at first start', async () => {
    const list = (await app.api.get('/api/v3/languageprofile').expect(200)).body as LanguageProfile[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, name: 'English', upgradeAllowed: false, cutoff: { id: 1, name: 'English' } });
    expect(list[0].languages.filter((item) => item.allowed).map((item) => item.language.name)).toEqual(['English']);
    expect(list[0].languages.at(-1)).toEqual({ language: { id: 1, name: 'English' }, allowed: true });
    expect((await app.api.get('/api/v3/languageprofile/1').expect(200)).body).toEqual(list[0]);
  });

  it('serves a schema with cutoff Unknown, Unknown first, the rest by name descending, nothing allowed', () => {
    expect(schema.cutoff).toEqual({ id: 0, name: 'Unknown' });
    expect(schema.languages[0].language).toEqual({ id: 0, name: 'Unknown' });
    const names = schema.languages.slice(1).map((item) => item.language.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(schema.languages.every((item) => !item.allowed)).toBe(true);
    expect(names).toContain('French');
  });

  it('creates, reads, updates and deletes a profile, reading only the ids of languages', async () => {
    const created = await app.api.post('/api/v3/languageprofile').send(allowing(schema, 'French and German', [2, 4], 4)).expect(201);
    const profile = created.body as LanguageProfile;
    expect(created.headers.location).toBe(`/api/v3/languageprofile/${profile.id}`);
    expect(profile).toMatchObject({ name: 'French and German', upgradeAllowed: true, cutoff: { id: 4, name: 'German' } });
    expect(profile.languages.filter((item) => item.allowed).map((item) => item.language.name)).toEqual(['German', 'French']);
    expect(profile.languages).toHaveLength(schema.languages.length);

    const updated = await app.api.put(`/api/v3/languageprofile/${profile.id}`).send({ ...allowing(schema, 'French only', [2], 2), upgradeAllowed: false }).expect(202);
    expect(updated.body).toMatchObject({ id: profile.id, name: 'French only', upgradeAllowed: false, cutoff: { id: 2, name: 'French' } });
    expect((await app.api.get(`/api/v3/languageprofile/${profile.id}`).expect(200)).body.name).toBe('French only');

    await app.api.put('/api/v3/languageprofile').send({ ...updated.body, name: 'French (route without id)' }).expect(202);
    expect((await app.api.get(`/api/v3/languageprofile/${profile.id}`).expect(200)).body.name).toBe('French (route without id)');

    await app.api.delete(`/api/v3/languageprofile/${profile.id}`).expect(200);
    await app.api.get(`/api/v3/languageprofile/${profile.id}`).expect(404);
  });

  it.each<[string, (body: Record<string, unknown>) => Record<string, unknown>, string, RegExp]>([
    ['an empty name', (body) => ({ ...body, name: ' ' }), 'Name', /must not be empty/],
    ['no cutoff', (body) => ({ ...body, cutoff: undefined }), 'Cutoff', /must not be empty/],
    ['a cutoff that is not allowed', (body) => ({ ...body, cutoff: { id: 3 } }), 'Cutoff', /allowed language/],
    ['a cutoff that is no language', (body) => ({ ...body, cutoff: { id: 9999 } }), 'Cutoff', /known language/],
    ['nothing allowed', (body) => ({ ...body, languages: (body.languages as Array<Record<string, unknown>>).map((item) => ({ ...item, allowed: false })) }), 'Languages', /at least one allowed/],
    ['an unknown language', (body) => ({ ...body, languages: [...(body.languages as unknown[]), { language: { id: 9999 }, allowed: true }] }), 'Languages', /Unknown language/],
  ])('rejects %s with 400', async (_case, change, property, message) => {
    const res = await app.api.post('/api/v3/languageprofile').send(change(allowing(schema, 'Invalid', [2], 2))).expect(400);
    expect(res.body.find((f: { propertyName: string }) => f.propertyName === property)?.errorMessage).toMatch(message);
    const names = ((await app.api.get('/api/v3/languageprofile').expect(200)).body as LanguageProfile[]).map((p) => p.name);
    expect(names).not.toContain('Invalid');
  });

  it('answers 404 for unknown ids and 409 for a name in use', async () => {
    await app.api.get('/api/v3/languageprofile/999').expect(404);
    await app.api.put('/api/v3/languageprofile/999').send(allowing(schema, 'Nope', [1], 1)).expect(404);
    await app.api.delete('/api/v3/languageprofile/999').expect(404);
    await app.api.post('/api/v3/languageprofile').send(allowing(schema, 'english', [1], 1)).expect(409);
  });

  it('stores languageProfileId on series: default on add, validated on add, PUT, editor and import', async () => {
    const spanish = (await app.api.post('/api/v3/languageprofile').send(allowing(schema, 'Spanish', [3], 3)).expect(201)).body as LanguageProfile;
    const alpha = (await app.api.post('/api/v3/series').send({ path: path.join(root, 'Alpha Show'), qualityProfileId: 1 }).expect(201)).body;
    expect(alpha.languageProfileId).toBe(1);
    const beta = (await app.api.post('/api/v3/series').send({ path: path.join(root, 'Beta Show'), qualityProfileId: 1, languageProfileId: spanish.id }).expect(201)).body;
    expect(beta.languageProfileId).toBe(spanish.id);

    const badAdd = await app.api.post('/api/v3/series').send({ path: path.join(root, 'Gamma Show'), qualityProfileId: 1, languageProfileId: 999 }).expect(400);
    expect(badAdd.body[0]).toMatchObject({ propertyName: 'LanguageProfileId', errorMessage: 'Language Profile does not exist' });

    const put = await app.api.put(`/api/v3/series/${alpha.id}`).send({ ...alpha, languageProfileId: spanish.id }).expect(202);
    expect(put.body.languageProfileId).toBe(spanish.id);
    await app.api.put(`/api/v3/series/${alpha.id}`).send({ ...alpha, languageProfileId: 999 }).expect(400);
    expect((await app.api.get(`/api/v3/series/${alpha.id}`).expect(200)).body.languageProfileId).toBe(spanish.id);

    const edited = await app.api.put('/api/v3/series/editor').send({ seriesIds: [alpha.id, beta.id], languageProfileId: 1 }).expect(202);
    expect(edited.body.map((s: { languageProfileId: number }) => s.languageProfileId)).toEqual([1, 1]);
    const rejected = await app.api.put('/api/v3/series/editor').send({ seriesIds: [alpha.id, beta.id], languageProfileId: 999, monitored: false }).expect(400);
    expect(rejected.body[0].propertyName).toBe('LanguageProfileId');
    const after = (await app.api.get('/api/v3/series').expect(200)).body as Array<{ id: number; languageProfileId: number; monitored: boolean }>;
    expect(after.filter((s) => [alpha.id, beta.id].includes(s.id)).map((s) => [s.languageProfileId, s.monitored])).toEqual([
      [1, true],
      [1, true],
    ]);

    await app.api
      .post('/api/v3/series/import')
      .send([
        { path: path.join(root, 'Gamma Show'), title: 'Gamma Show', qualityProfileId: 1, languageProfileId: spanish.id },
        { path: path.join(root, 'Delta Show'), title: 'Delta Show', qualityProfileId: 1, languageProfileId: 999 },
      ])
      .expect(400);
    const imported = await app.api
      .post('/api/v3/series/import')
      .send([{ path: path.join(root, 'Gamma Show'), title: 'Gamma Show', qualityProfileId: 1, languageProfileId: spanish.id }])
      .expect(200);
    expect(imported.body[0].languageProfileId).toBe(spanish.id);

    const inUse = await app.api.delete(`/api/v3/languageprofile/${spanish.id}`).expect(400);
    expect(inUse.body.message).toBe(`Language profile [${spanish.id}] is in use.`);
    expect((await app.api.get(`/api/v3/languageprofile/${spanish.id}`).expect(200)).body.name).toBe('Spanish');
  });
});

import { startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';
import { DelayProfileService } from '../../src/delayprofile/delay-profile.service';

interface DelayProfile {
  id: number;
  enableUsenet: boolean;
  enableTorrent: boolean;
  preferredProtocol: string;
  usenetDelay: number;
  torrentDelay: number;
  bypassIfHighestQuality: boolean;
  bypassIfAboveCustomFormatScore: boolean;
  minimumCustomFormatScore: number;
  order: number;
  tags: number[];
}

const MAX_ORDER = 2_147_483_647;

describe('delay profiles', () => {
  let app: TestApp;
  const tag: Record<string, number> = {};

  async function create(tags: number[], extra: Partial<DelayProfile> = {}): Promise<DelayProfile> {
    return (await app.api.post('/api/v3/delayprofile').send({ enableUsenet: true, enableTorrent: true, preferredProtocol: 'torrent', usenetDelay: 60, torrentDelay: 120, tags, ...extra }).expect(201)).body;
  }

  async function orderedIds(): Promise<number[]> {
    return ((await app.api.get('/api/v3/delayprofile').expect(200)).body as DelayProfile[]).map((p) => p.id);
  }

  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
    for (const label of ['anime', 'kids', 'uhd', 'spare']) tag[label] = (await app.api.post('/api/v3/tag').send({ label }).expect(201)).body.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has the global default from first start: id 1, no tags, last in order', async () => {
    const list = (await app.api.get('/api/v3/delayprofile').expect(200)).body as DelayProfile[];
    expect(list).toEqual([
      {
        id: 1,
        enableUsenet: true,
        enableTorrent: true,
        preferredProtocol: 'usenet',
        usenetDelay: 0,
        torrentDelay: 0,
        bypassIfHighestQuality: false,
        bypassIfAboveCustomFormatScore: false,
        minimumCustomFormatScore: 0,
        order: MAX_ORDER,
        tags: [],
      },
    ]);
    expect((await app.api.get('/api/v3/delayprofile/1').expect(200)).body.id).toBe(1);
  });

  it('creates, updates and deletes a tagged profile; new profiles go before the default', async () => {
    const created = await app.api
      .post('/api/v3/delayprofile')
      .send({ enableUsenet: false, enableTorrent: true, preferredProtocol: 2, torrentDelay: 30, bypassIfAboveCustomFormatScore: true, minimumCustomFormatScore: 50, tags: [tag.spare] })
      .expect(201);
    const profile = created.body as DelayProfile;
    expect(created.headers.location).toBe(`/api/v3/delayprofile/${profile.id}`);
    expect(profile).toMatchObject({ enableUsenet: false, preferredProtocol: 'torrent', torrentDelay: 30, usenetDelay: 0, minimumCustomFormatScore: 50, order: 1, tags: [tag.spare] });
    const updated = await app.api.put(`/api/v3/delayprofile/${profile.id}`).send({ ...profile, enableUsenet: true, preferredProtocol: 'USENET', usenetDelay: 15, order: 99 }).expect(202);
    expect(updated.body).toMatchObject({ id: profile.id, enableUsenet: true, preferredProtocol: 'usenet', usenetDelay: 15, order: 1 });
    await app.api.delete(`/api/v3/delayprofile/${profile.id}`).expect(200);
    await app.api.get(`/api/v3/delayprofile/${profile.id}`).expect(404);
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['no tags', { tags: [] }, 'Tags', /at least one tag/],
    ['both protocols off', { enableUsenet: false, enableTorrent: false }, 'EnableUsenet', /Either Usenet or Torrent/],
    ['a negative delay', { usenetDelay: -1 }, 'UsenetDelay', /greater than or equal/],
    ['a fractional delay', { torrentDelay: 1.5 }, 'TorrentDelay', /greater than or equal/],
    ['an unknown protocol', { preferredProtocol: 'carrier-pigeon' }, 'PreferredProtocol', /must be one of/],
    ['a tag that does not exist', { tags: [999] }, 'Tags', /do not exist/],
  ])('rejects %s with 400', async (_case, change, property, message) => {
    const res = await app.api
      .post('/api/v3/delayprofile')
      .send({ enableUsenet: true, enableTorrent: true, preferredProtocol: 'usenet', usenetDelay: 0, torrentDelay: 0, tags: [tag.spare], ...change })
      .expect(400);
    expect(res.body.find((f: { propertyName: string }) => f.propertyName === property)?.errorMessage).toMatch(message);
    expect(await orderedIds()).toEqual([1]);
  });

  it('keeps the default tagless and undeletable, and a tag in one profile only', async () => {
    const defaults = (await app.api.get('/api/v3/delayprofile/1').expect(200)).body as DelayProfile;
    const tagged = await app.api.put('/api/v3/delayprofile/1').send({ ...defaults, tags: [tag.spare] }).expect(400);
    expect(tagged.body[0].errorMessage).toMatch(/Default Delay Profile can't have tags/);
    const changed = await app.api.put('/api/v3/delayprofile/1').send({ ...defaults, usenetDelay: 5 }).expect(202);
    expect(changed.body).toMatchObject({ id: 1, usenetDelay: 5, order: MAX_ORDER, tags: [] });
    const refused = await app.api.delete('/api/v3/delayprofile/1').expect(405);
    expect(refused.body.message).toBe('MethodNotAllowed: Cannot delete global delay profile');
    await app.api.get('/api/v3/delayprofile/1').expect(200);

    const first = await create([tag.spare]);
    const clash = await app.api.post('/api/v3/delayprofile').send({ enableUsenet: true, tags: [tag.spare, tag.uhd] }).expect(400);
    expect(clash.body[0].errorMessage).toMatch(/used in another profile/);
    await app.api.put(`/api/v3/delayprofile/${first.id}`).send({ ...first, tags: [tag.spare, tag.uhd] }).expect(202);
    await app.api.delete(`/api/v3/delayprofile/${first.id}`).expect(200);
  });

  it('answers 404 for unknown ids', async () => {
    await app.api.get('/api/v3/delayprofile/999').expect(404);
    await app.api.put('/api/v3/delayprofile/999').send({ enableUsenet: true, tags: [tag.spare] }).expect(404);
    await app.api.delete('/api/v3/delayprofile/999').expect(404);
    await app.api.put('/api/v3/delayprofile/reorder/999').expect(404);
    await app.api.put('/api/v3/delayprofile/reorder/1?after=999').expect(404);
  });

  it('reorders: after another profile, to the top, and renumbers after a delete', async () => {
    const anime = await create([tag.anime]);
    const kids = await create([tag.kids]);
    const uhd = await create([tag.uhd]);
    expect(await orderedIds()).toEqual([anime.id, kids.id, uhd.id, 1]);

    const moved = await app.api.put(`/api/v3/delayprofile/reorder/${anime.id}?after=${kids.id}`).expect(200);
    expect((moved.body as DelayProfile[]).map((p) => [p.id, p.order])).toEqual([
      [kids.id, 1],
      [anime.id, 2],
      [uhd.id, 3],
      [1, MAX_ORDER],
    ]);
    await app.api.put(`/api/v3/delayprofile/reorder/${uhd.id}`).expect(200);
    expect(await orderedIds()).toEqual([uhd.id, kids.id, anime.id, 1]);
    await app.api.put(`/api/v3/delayprofile/reorder/${uhd.id}?after=1`).expect(200);
    expect(await orderedIds()).toEqual([kids.id, anime.id, uhd.id, 1]);
    await app.api.put('/api/v3/delayprofile/reorder/1').expect(200);
    expect(await orderedIds()).toEqual([kids.id, anime.id, uhd.id, 1]);
    await app.api.put(`/api/v3/delayprofile/reorder/${kids.id}?after=abc`).expect(400);

    await app.api.delete(`/api/v3/delayprofile/${kids.id}`).expect(200);
    const list = (await app.api.get('/api/v3/delayprofile').expect(200)).body as DelayProfile[];
    expect(list.map((p) => [p.id, p.order])).toEqual([
      [anime.id, 1],
      [uhd.id, 2],
      [1, MAX_ORDER],
    ]);

    // A tag a delay profile carries shows in the tag details and cannot be deleted.
    expect((await app.api.get(`/api/v3/tag/detail/${tag.uhd}`).expect(200)).body.delayProfileIds).toEqual([uhd.id]);
    await app.api.delete(`/api/v3/tag/${tag.uhd}`).expect(409);
    expect((await app.api.get(`/api/v3/tag/detail/${tag.kids}`).expect(200)).body.delayProfileIds).toEqual([]);

    // The search code asks for the profile of a series by its tags.
    const service = app.running.app.get(DelayProfileService);
    expect((await service.forSeriesTags([tag.uhd, tag.anime])).id).toBe(anime.id);
    expect((await service.forSeriesTags([tag.uhd])).id).toBe(uhd.id);
    expect((await service.forSeriesTags([tag.kids])).id).toBe(1);
    expect((await service.forSeriesTags([])).id).toBe(1);
  });
});

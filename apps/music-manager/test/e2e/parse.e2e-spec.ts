import { describeParseBasics, startTestApp, type TestApp } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

const q = (title: string) => `/api/v1/parse?title=${encodeURIComponent(title)}`;

describe('GET /api/v1/parse (Lidarr ParseResource)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(AppModule, APP);
  });
  afterAll(async () => {
    await app?.close();
  });

  describeParseBasics(() => app, '/api/v1', 'Artist Name - Album Title (2019) [FLAC]');

  it('parses an album release with Lidarr quality', async () => {
    const title = 'Artist Name - Album Title (2019) [FLAC]';
    const { body } = await app.api.get(q(title)).expect(200);
    expect(body).toMatchObject({ title, customFormats: [], customFormatScore: 0 });
    expect(body.languages).toBeUndefined(); // Lidarr's ParseResource has no languages
    expect(body.artist).toBeUndefined();
    expect(body.albums).toBeUndefined();
    expect(body.parsedAlbumInfo).toMatchObject({
      releaseTitle: title,
      artistName: 'Artist Name',
      albumTitle: 'Album Title',
      artistTitleInfo: { title: 'Artist Name', titleWithoutYear: 'Artist Name', year: 0 },
      releaseDate: '2019',
      discography: false,
      quality: { quality: { id: 6, name: 'FLAC' }, revision: { version: 1, real: 0, isRepack: false } },
    });
  });

  it('parses an MP3 scene release', async () => {
    const { body } = await app.api.get(q('Some_Artist-Another_Album-WEB-2021-MP3-320kbps-GRP')).expect(200);
    expect(body.parsedAlbumInfo).toMatchObject({
      artistName: 'Some Artist',
      albumTitle: 'Another Album',
      releaseDate: '2021',
      releaseGroup: 'GRP',
      quality: { quality: { id: 4, name: 'MP3-320' } },
    });
  });
});

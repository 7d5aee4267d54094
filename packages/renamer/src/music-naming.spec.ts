import { buildAlbumFolderName, buildArtistFolderName, buildTrackFileName } from './index';
import { MusicNamingConfig } from './naming-config';
import { AlbumResource, ArtistResource, TrackFileResource, TrackResource } from './resources';

const artist: ArtistResource = {
  artistName: 'Linkin Park',
  foreignArtistId: 'f59c5520',
  disambiguation: 'US rock band',
  genres: ['Rock', 'Nu Metal'],
};
const album: AlbumResource = {
  title: 'Hybrid Theory',
  albumType: 'Album',
  releaseDate: '2000-10-24T00:00:00Z',
  disambiguation: 'Deluxe',
  foreignAlbumId: 'a1b2',
  genres: ['Alternative'],
  media: [{ mediumNumber: 1, mediumName: 'Disc 1', mediumFormat: 'CD' }],
};
const twoDiscs: AlbumResource = {
  ...album,
  media: [
    { mediumNumber: 1, mediumName: 'Disc 1', mediumFormat: 'CD' },
    { mediumNumber: 2, mediumName: 'Bonus', mediumFormat: 'Vinyl' },
  ],
};
const track = (n: number, title = 'Papercut', medium = 1, extra: Partial<TrackResource> = {}): TrackResource => ({
  title,
  trackNumber: String(n),
  absoluteTrackNumber: n,
  mediumNumber: medium,
  ...extra,
});
const trackFile: TrackFileResource = {
  id: 0,
  path: '/music/incoming/01 - papercut.flac',
  sceneName: 'Linkin_Park-Hybrid_Theory-CD-FLAC-2000-GROUP',
  releaseGroup: 'GROUP',
  quality: { quality: { id: 6, name: 'FLAC' }, revision: { version: 1, real: 0, isRepack: false } },
  mediaInfo: {
    audioCodec: 'FLAC',
    audioBitRate: '1000 kbps',
    audioChannels: 2,
    audioBits: '16bit',
    audioSampleRate: '44.1kHz',
  },
};
const naming = (overrides: Partial<MusicNamingConfig> = {}): MusicNamingConfig => ({
  renameTracks: true,
  replaceIllegalCharacters: true,
  colonReplacementFormat: 4,
  standardTrackFormat: '{Album Title} ({Release Year})/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
  multiDiscTrackFormat:
    '{Album Title} ({Release Year})/{Medium Format} {medium:00}/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
  artistFolderFormat: '{Artist Name}',
  ...overrides,
});

type Row = [
  format: string,
  expected: string,
  extra?: {
    tracks?: TrackResource[];
    album?: AlbumResource;
    artist?: ArtistResource;
    file?: Partial<TrackFileResource>;
    naming?: Partial<MusicNamingConfig>;
  },
];

describe('track file names', () => {
  it.each<Row>([
    [
      '{Album Title} ({Release Year})/{Artist Name} - {Album Title} - {track:00} - {Track Title}',
      'Hybrid Theory (2000)/Linkin Park - Hybrid Theory - 01 - Papercut',
    ],
    ['{Artist Name} - {track:00} - {Track Title}', 'Linkin Park - 01 - Papercut'],
    ['{track:0} {Track Title}', '1 Papercut'],
    ['{track:000} {Track Title}', '001 Papercut'],
    ['{track:00} {Track Title}', '12 Crawling', { tracks: [track(12, 'Crawling')] }],
    ['{Artist.Name}.{Album.Title}.{track:00}.{Track.Title}', 'Linkin.Park.Hybrid.Theory.01.Papercut'],
    ['{artist name} - {track title}', 'linkin park - papercut'],
    ['{ARTIST NAME} - {TRACK TITLE}', 'LINKIN PARK - PAPERCUT'],
    [
      '{Artist CleanName} - {Track CleanTitle}',
      'Guns N Roses - Sweet Child O Mine',
      { artist: { artistName: "Guns N' Roses" }, tracks: [track(1, "Sweet Child O' Mine")] },
    ],
    ['{Artist NameThe}', 'Beatles, The', { artist: { artistName: 'The Beatles' } }],
    ['{Artist CleanNameThe}', 'Beatles, The', { artist: { artistName: 'The Beatles' } }],
    ['{Artist NameFirstCharacter}/{Artist Name}', 'B/The Beatles', { artist: { artistName: 'The Beatles' } }],
    ['{Artist Name} ({Artist Disambiguation})', 'Linkin Park (US rock band)'],
    ['{Artist Name} {(Artist Disambiguation)}', 'Linkin Park', { artist: { artistName: 'Linkin Park' } }],
    ['{Artist Genre} - {Album Genre}', 'Rock - Alternative'],
    ['{Artist MbId} {Album MbId}', 'f59c5520 a1b2'],
    ['{Album Type} - {Album Title}', 'Album - Hybrid Theory'],
    ['{Album Title} {[Album Disambiguation]}', 'Hybrid Theory [Deluxe]'],
    ['{Album TitleThe}', 'Album, The', { album: { ...album, title: 'The Album' } }],
    [
      '{Album CleanTitle}',
      'Meteora 20th Anniversary Edition',
      { album: { ...album, title: 'Meteora (20th Anniversary Edition)' } },
    ],
    ['{Album Title} ({Release Year})', 'Hybrid Theory ()', { album: { ...album, releaseDate: null } }],
    ['{Album Title} {(Release Year)}', 'Hybrid Theory', { album: { ...album, releaseDate: null } }],
    [
      '{Track ArtistName} - {Track Title}',
      'Jay-Z - Numb+Encore',
      { tracks: [track(1, 'Numb/Encore', 1, { artist: { artistName: 'Jay-Z' } })] },
    ],
    ['{Track ArtistName} - {Track Title}', 'Linkin Park - Papercut'],
    ['{Quality Title} {Quality Full}', 'FLAC FLAC'],
    [
      '{Track Title} [{Quality Full}]',
      'Papercut [FLAC Proper]',
      { file: { quality: { quality: { name: 'FLAC' }, revision: { version: 2 } } } },
    ],
    ['{Track Title} [{MediaInfo AudioCodec} {MediaInfo AudioBitRate}]', 'Papercut [FLAC 1000 kbps]'],
    ['{MediaInfo AudioChannels} {MediaInfo AudioBitsPerSample} {MediaInfo AudioSampleRate}', '2.0 16bit 44.1kHz'],
    ['{Track Title}-{Release Group}', 'Papercut-GROUP'],
    ['{Release Group}', 'Lidarr', { file: { releaseGroup: null } }],
    ['{Track Title}{-Release Group}', 'Papercut', { file: { releaseGroup: null } }],
    ['{Original Title}', 'Linkin_Park-Hybrid_Theory-CD-FLAC-2000-GROUP'],
    ['{Original Filename}', '01 - papercut'],
    ['{track:00} - {Track Title} {[Original Filename]}', '01 - Papercut', { file: { id: 9 } }],
    [
      '{Artist Name} - {Track Title}',
      'AC+DC - Back In Black',
      { artist: { artistName: 'AC/DC' }, tracks: [track(1, 'Back In Black')] },
    ],
    ['{Artist Name} - {Track Title}', 'Linkin Park - Interlude - One', { tracks: [track(1, 'Interlude: One')] }],
    [
      '{Artist Name} - {Track Title}',
      'Linkin Park - Interlude One',
      { tracks: [track(1, 'Interlude: One')], naming: { colonReplacementFormat: 0 } },
    ],
    ['{Artist Name} - {Track Title}', 'Linkin Park - Why!', { tracks: [track(1, 'Why?')] }],
    [
      '{Artist Name} - {Track Title}',
      'Linkin Park - Part One + Part Two',
      { tracks: [track(1, 'Part One'), track(2, 'Part Two')] },
    ],
    ['{track:00} - {Track Title}', '03 - Part Two', { tracks: [track(3, 'Part Two')] }],
    ['{track:00} - {Track Title}', '01 - A + B', { tracks: [track(2, 'B'), track(1, 'A')] }],
    ['{Artist Name} - {Track Title:10}', 'Linkin Park - In the...', { tracks: [track(1, 'In the End of Everything')] }],
    ['{Album Title:8}/{track:00}', 'Hybri.../01'],
    [
      '{track:00} {Track Title}',
      '01 Track',
      { tracks: [track(0, 'Track', 1, { trackNumber: 'A1', absoluteTrackNumber: 1 })] },
    ],
  ])('%s renders %j', (...[standardTrackFormat, expected, extra]) => {
    expect(
      buildTrackFileName({
        naming: naming({ standardTrackFormat, ...extra?.naming }),
        artist: extra?.artist ?? artist,
        album: extra?.album ?? album,
        tracks: extra?.tracks ?? [track(1)],
        trackFile: { ...trackFile, ...extra?.file },
      }),
    ).toBe(expected);
  });

  it.each<[tracks: TrackResource[], expected: string]>([
    [[track(1, 'Papercut', 1)], 'Hybrid Theory (2000)/CD 01/Linkin Park - Hybrid Theory - 01 - Papercut'],
    [[track(3, 'Bonus Track', 2)], 'Hybrid Theory (2000)/Vinyl 02/Linkin Park - Hybrid Theory - 03 - Bonus Track'],
  ])('uses the multi-disc format for albums with several media: %j', (...[tracks, expected]) => {
    expect(buildTrackFileName({ naming: naming(), artist, album: twoDiscs, tracks, trackFile })).toBe(expected);
  });

  it('renders the medium name', () => {
    expect(
      buildTrackFileName({
        naming: naming({ multiDiscTrackFormat: '{Medium Name}/{track:00} - {Track Title}' }),
        artist,
        album: twoDiscs,
        tracks: [track(1, 'Extra', 2)],
        trackFile,
      }),
    ).toBe('Bonus/01 - Extra');
  });

  it.each<[file: Partial<TrackFileResource>, expected: string]>([
    [{ sceneName: 'Linkin_Park-Hybrid_Theory-CD-FLAC-2000-GROUP' }, 'Linkin_Park-Hybrid_Theory-CD-FLAC-2000-GROUP'],
    [{ sceneName: null, path: '/music/Linkin Park/Hybrid Theory/01 - Papercut.flac' }, '01 - Papercut'],
    [{ sceneName: 'AC/DC: Live?', path: null }, 'AC+DC - Live!'],
  ])('keeps the original name when renaming is off: %j', (...[file, expected]) => {
    expect(
      buildTrackFileName({
        naming: naming({ renameTracks: false }),
        artist,
        album,
        tracks: [track(1)],
        trackFile: { ...trackFile, ...file },
      }),
    ).toBe(expected);
  });

  it('keeps file names within 255 bytes with the extension', () => {
    const long = 'A Track Title That Goes On '.repeat(12).trim();
    const name = buildTrackFileName({
      naming: naming(),
      artist,
      album,
      tracks: [track(1, long)],
      trackFile,
      x: { extension: '.flac' },
    });
    const file = name.split('/').pop() ?? '';
    expect(Buffer.byteLength(file + '.flac')).toBeLessThanOrEqual(255);
    expect(file.endsWith('...')).toBe(true);
  });
});

describe('artist and album folders', () => {
  it.each<[format: string, name: string, expected: string]>([
    ['{Artist Name}', 'Linkin Park', 'Linkin Park'],
    ['{Artist Name}', 'AC/DC', 'AC+DC'],
    ['{Artist Name}', 'Sunn O)))', 'Sunn O)))'],
    ['{Artist NameThe}', 'The Beatles', 'Beatles, The'],
    ['{Artist CleanName}', "Guns N' Roses", 'Guns N Roses'],
    ['{Artist NameFirstCharacter}/{Artist Name}', 'The Beatles', 'B/The Beatles'],
    ['{Artist Name} ({Artist Disambiguation})', 'Linkin Park', 'Linkin Park (US rock band)'],
    ['{Artist.Name}', 'blink-182', 'blink-182'],
    ['{Artist Name}', 'Jr. Jr.', 'Jr. Jr'],
    ['{Artist Name}', '...And You Will Know Us', 'And You Will Know Us'],
    ['{ARTIST NAME}', 'Muse', 'MUSE'],
  ])('%s of %j is %j', (...[artistFolderFormat, artistName, expected]) => {
    expect(buildArtistFolderName({ naming: naming({ artistFolderFormat }), artist: { ...artist, artistName } })).toBe(
      expected,
    );
  });

  it.each<[n: Partial<MusicNamingConfig>, expected: string]>([
    [{}, 'Hybrid Theory (2000)'],
    [{ standardTrackFormat: '{Album Type}/{Album Title}/{track:00} {Track Title}' }, 'Album/Hybrid Theory'],
    [{ standardTrackFormat: '{Artist Name} - {track:00} - {Track Title}' }, ''],
    [{ albumFolderFormat: '{Release Year} - {Album Title}' }, '2000 - Hybrid Theory'],
    [{ albumFolderFormat: '{Album Title} - {Album Disambiguation}' }, 'Hybrid Theory - Deluxe'],
  ])('album folder from %j is %j', (...[n, expected]) => {
    expect(buildAlbumFolderName({ naming: naming(n), artist, album })).toBe(expected);
  });
});

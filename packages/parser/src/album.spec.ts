import { parseAlbumTitle } from './album';

describe('parseAlbumTitle', () => {
  it.each([
    ['Artist Name - Album Title (2020) [FLAC]', 'Artist Name', 'Album Title', '2020', 'FLAC'],
    ['Artist_Name-Album_Title-WEB-2020-GRP', 'Artist Name', 'Album Title', '2020', 'Unknown'],
    ['Artist Name - Album Title (Deluxe Edition) (2019) [FLAC 24bit]', 'Artist Name', 'Album Title (Deluxe Edition)', '2019', 'FLAC 24bit'],
    ['Some Artist - Some Album 2018 MP3 V0', 'Some Artist', 'Some Album', '2018', 'MP3-VBR-V0'],
    ['Band - Live at the Venue (1999) [MP3 320]', 'Band', 'Live at the Venue', '1999', 'MP3-320'],
  ])('reads %s', (title, artist, album, date, quality) => {
    const result = parseAlbumTitle(title);
    expect(result?.artistName).toBe(artist);
    expect(result?.albumTitle).toBe(album);
    expect(result?.releaseDate).toBe(date);
    expect(result?.quality.quality.name).toBe(quality);
  });

  it('reads a discography with its year range', () => {
    const result = parseAlbumTitle('Artist Name - Discography (1990-2020) [MP3 320]');
    expect(result?.discography).toBe(true);
    expect(result?.discographyStart).toBe(1990);
    expect(result?.discographyEnd).toBe(2020);
  });

  it('reads the release version', () => {
    expect(parseAlbumTitle('Artist - Album (Remastered) (2011) [FLAC]')?.releaseVersion).toBe('Remastered');
  });
});

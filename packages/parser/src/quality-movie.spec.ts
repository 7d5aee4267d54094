import { MOVIE_QUALITIES } from './quality-catalogue';
import { parseQuality } from './quality';

describe('parseQuality: movies (Radarr catalogue)', () => {
  it.each([
    ['Movie.Name.2018.NEW.PROPER.720p.HD-CAM.X264-GRP', 'CAM', 'cam'],
    ['Movie.Title.2017.720p.TSRip.x264.AAC-Ozlem', 'TELESYNC', 'telesync'],
    ['Movie.Title.2017.HDTC.x264-GRP', 'TELECINE', 'telecine'],
    ['Movie.Title.2017.WORKPRINT.XviD-GRP', 'WORKPRINT', 'workprint'],
    ['Movie.Title.2017.DVDSCR.XviD-GRP', 'DVDSCR', 'dvd'],
    ['Movie.Title.2017.R5.XviD-GRP', 'REGIONAL', 'dvd'],
    ['Movie.Title.2007.DVD5.NTSC', 'DVD-R', 'dvd'],
    ['Movie.Title.2007.DVDRip.XviD-GRP', 'DVD', 'dvd'],
    ['Movie.Title.2013.BDISO', 'BR-DISK', 'bluray'],
    ['Movie.Title.2005.COMPLETE.BLURAY-VLS', 'BR-DISK', 'bluray'],
    ['Movie.Title.2016.REMUX.1080p.BluRay.AVC.DTS-HD.MA.5.1-iFT', 'Remux-1080p', 'bluray'],
    ['Movie.Title.2016.REMUX.2160p.BluRay.HEVC.DTS-HD.MA.5.1-iFT', 'Remux-2160p', 'bluray'],
    ['Movie.Title.2009.1080i.HDTV.AAC2.0.MPEG2-GRP', 'Raw-HD', 'tv'],
    ['Movie.Title.2019.1080p.AMZN.WEB-Rip.DDP.5.1.HEVC', 'WEBRip-1080p', 'webrip'],
    ['Movie.Title.2019.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTG', 'WEBDL-1080p', 'webdl'],
    ['Movie.Title.2019.2160p.UHD.BluRay.x265-GRP', 'Bluray-2160p', 'bluray'],
    ['Movie.Title.2019.720p.BluRay.x264-GRP', 'Bluray-720p', 'bluray'],
    ['Movie.Title.2019.480p.BluRay.x264-GRP', 'Bluray-480p', 'bluray'],
    ['Movie.Title.2019.720p.HDTV.x264-GRP', 'HDTV-720p', 'tv'],
    ['Movie.Title.2019.HDTV.XviD-GRP', 'SDTV', 'tv'],
    ['Movie.Title.2019', 'Unknown', 'unknown'],
  ])('reads %s', (title, name, source) => {
    const { quality } = parseQuality(title, 'movie');
    expect(quality.name).toBe(name);
    expect(quality.source).toBe(source);
    expect(MOVIE_QUALITIES.find((q) => q.name === name)?.id).toBe(quality.id);
  });

  it.each([
    ['Remux-1080p', 30, 'remux'],
    ['Remux-2160p', 31, 'remux'],
    ['BR-DISK', 22, 'brdisk'],
    ['DVD-R', 23, 'remux'],
    ['CAM', 25, 'none'],
    ['DVDSCR', 28, 'screener'],
    ['REGIONAL', 29, 'regional'],
    ['Raw-HD', 10, 'rawhd'],
  ])('catalogues %s with id %i and modifier %s', (name, id, modifier) => {
    const entry = MOVIE_QUALITIES.find((q) => q.name === name);
    expect(entry?.id).toBe(id);
    expect(entry?.modifier).toBe(modifier);
  });
});

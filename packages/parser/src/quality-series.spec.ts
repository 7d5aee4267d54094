import { SERIES_QUALITIES } from './quality-catalogue';
import { parseQuality } from './quality';
import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';

describe('parseQuality: series (Sonarr catalogue)', () => {
  it.each([
    ['Series.Title.S01E01.HDTV.XviD-LOL', 'SDTV', 'television', 480],
    ['Series.Title.S01E01.720p.HDTV.x264-DIMENSION', 'HDTV-720p', 'television', 720],
    ['Series.Title.S01E01.1080p.HDTV.x264-QCF', 'HDTV-1080p', 'television', 1080],
    ['Series.Title.S01E01.2160p.HDTV.x265', 'HDTV-2160p', 'television', 2160],
    ['Series.Title.S01E01.1080i.HDTV.DD5.1.MPEG2-GRP', 'Raw-HD', 'televisionRaw', 1080],
    ['Series.Title.S01E01.480p.WEB-DL.x264-mSD', 'WEBDL-480p', 'web', 480],
    ['Series.Title.S01E01.720p.WEB-DL.DD5.1.H.264-GRP', 'WEBDL-720p', 'web', 720],
    ['Series.Title.S01E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb', 'WEBDL-1080p', 'web', 1080],
    ['Series.Title.S01E01.2160p.NF.WEB-DL.DDP5.1.HDR.HEVC-GRP', 'WEBDL-2160p', 'web', 2160],
    ['Series.Title.S01E01.1080p.WEB.h264-GRP', 'WEBDL-1080p', 'web', 1080],
    ['Series.Title.S01E01.720p.WEBRip.x264-GRP', 'WEBRip-720p', 'webRip', 720],
    ['Series.Title.S01E01.1080p.WEBRip.x264-GRP', 'WEBRip-1080p', 'webRip', 1080],
    ['Series.Title.S01E01.2160p.AMZN.WEBRip.DD2.0.x264-GRP', 'WEBRip-2160p', 'webRip', 2160],
    ['Series.Title.S01E01.DVDRip.XviD-GRP', 'DVD', 'dvd', 480],
    ['Series.Title.S01E01.480p.BluRay.x264-GRP', 'Bluray-480p', 'bluray', 480],
    ['Series.Title.S01E01.576p.BluRay.x264-GRP', 'Bluray-576p', 'bluray', 576],
    ['Series.Title.S01E01.720p.BluRay.x264-GRP', 'Bluray-720p', 'bluray', 720],
    ['Series.Title.S01E01.1080p.BluRay.x264-GRP', 'Bluray-1080p', 'bluray', 1080],
    ['Series.Title.S01E01.2160p.UHD.BluRay.x265-GRP', 'Bluray-2160p', 'bluray', 2160],
    ['Series.Title.S01E01.1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-GRP', 'Bluray-1080p Remux', 'blurayRaw', 1080],
    ['Series.Title.S01E01.2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-GRP', 'Bluray-2160p Remux', 'blurayRaw', 2160],
    ['Series Title - S01E01 - Pilot [WEBDL-1080p]', 'WEBDL-1080p', 'web', 1080],
    ['Series Title - S01E01 - Pilot [HDTV-720p]', 'HDTV-720p', 'television', 720],
    ['Series Title - S01E01 - Pilot [Bluray-1080p Remux]', 'Bluray-1080p Remux', 'blurayRaw', 1080],
    ['[HorribleSubs] Series Title - 01 [Web][MKV][h264][720p]', 'WEBDL-720p', 'web', 720],
    ['[Group] Series Title - 01 [BD 1080p FLAC][ABCD1234]', 'Bluray-1080p', 'bluray', 1080],
    ['Series.Title.S01E01', 'Unknown', 'unknown', 0],
  ])('reads %s', (title, name, source, resolution) => {
    const { quality } = parseQuality(title, 'series');
    expect(quality.name).toBe(name);
    expect(quality.source).toBe(source);
    expect(quality.resolution).toBe(resolution);
    expect(SERIES_QUALITIES.find((q) => q.name === name)?.id).toBe(quality.id);
  });

  it.each([
    ['Series.Title.S01E01.PROPER.720p.HDTV.x264-GRP', 2, 0, false],
    ['Series.Title.S01E01.REPACK.720p.HDTV.x264-GRP', 2, 0, true],
    ['Series.Title.S01E01.REPACK2.720p.HDTV.x264-GRP', 3, 0, true],
    ['Series.Title.S01E01.REAL.PROPER.720p.HDTV.x264-GRP', 2, 1, false],
    ['Series.Title.S01E01.REAL.REAL.PROPER.720p.HDTV.x264-GRP', 2, 2, false],
    ['Series.Title.S01E01.720p.HDTV.x264-GRP', 1, 0, false],
  ])('reads the revision of %s', (title, version, real, isRepack) => {
    expect(parseQuality(title, 'series').revision).toEqual({ version, real, isRepack });
  });

  it('uses Sonarr ids', () => {
    expect(SERIES_QUALITIES.map((q) => [q.id, q.name]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [0, 'Unknown'], [1, 'SDTV'], [2, 'DVD'], [3, 'WEBDL-1080p'], [4, 'HDTV-720p'], [5, 'WEBDL-720p'],
      [6, 'Bluray-720p'], [7, 'Bluray-1080p'], [8, 'WEBDL-480p'], [9, 'HDTV-1080p'], [10, 'Raw-HD'],
      [12, 'WEBRip-480p'], [13, 'Bluray-480p'], [14, 'WEBRip-720p'], [15, 'WEBRip-1080p'], [16, 'HDTV-2160p'],
      [17, 'WEBRip-2160p'], [18, 'WEBDL-2160p'], [19, 'Bluray-2160p'], [20, 'Bluray-1080p Remux'],
      [21, 'Bluray-2160p Remux'], [22, 'Bluray-576p'],
    ]);
  });
});

// Sonarr's QualityParserFixture style: Sonarr names and sources.
const q = (title: string, quality: string, qualitySource: string, resolution: number, extra: Record<string, unknown> = {}): TvRowTuple => [
  title,
  { quality, qualitySource, resolution, ...extra },
  'ParseQuality',
];
describeTvTable(
  'quality (series)',
  rows([
    q('Series.Title.S01E01.HDTV.XviD-LOL', 'SDTV', 'television', 480),
    q('Series Title S02E12 HDTV', 'SDTV', 'television', 480),
    q('Series.Title.S01E01.PDTV.XviD', 'SDTV', 'television', 480),
    q('Series.Title.S01E01.TVRip.XviD', 'SDTV', 'television', 480),
    q('Series.Title.S01E01.DSR.XviD-GRP', 'SDTV', 'television', 480),
    q('Series.Title.S12E17.HR.WS.PDTV.X264-DIMENSION', 'HDTV-720p', 'television', 720),
    q('Series.Title.S01E01.avi', 'SDTV', 'television', 480),
    q('Series.Title.S01E01.DVDRip.XviD-GRP', 'DVD', 'dvd', 480),
    q('Series.Title.S01E01.DVD.XviD', 'DVD', 'dvd', 480),
    q('Series.Title.S01E01.480p.WEB-DL', 'WEBDL-480p', 'web', 480),
    q('Series.Title.S01E01.WEBRip.x264-GRP', 'WEBRip-480p', 'webRip', 480),
    q('Series.Title.S01E01.480p.BluRay.x264', 'Bluray-480p', 'bluray', 480),
    q('Series.Title.S01E01.720p.HDTV.x264-DIMENSION', 'HDTV-720p', 'television', 720),
    q('Series.Title.S01E01.mkv', 'HDTV-720p', 'television', 720),
    q('Series.Title.S01E01.1080p.HDTV.x264', 'HDTV-1080p', 'television', 1080),
    q('Series.Title.S01E01.2160p.HDTV.x265', 'HDTV-2160p', 'television', 2160),
    q('Series.Title.S01E01.1080i.HDTV.DD5.1.MPEG2-GRP', 'Raw-HD', 'televisionRaw', 1080),
    q('Series.Title.S01E01.720p.WEB-DL.DD5.1.H.264-NTb', 'WEBDL-720p', 'web', 720),
    q('Series.Title.S01E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb', 'WEBDL-1080p', 'web', 1080),
    q('Series.Title.S01E01.1080p.WEB.H264-GRP', 'WEBDL-1080p', 'web', 1080),
    q('Series.Title.S01E01.2160p.WEB-DL.DV.HDR.H.265-GRP', 'WEBDL-2160p', 'web', 2160),
    q('Series.Title.S01E01.720p.WEBRip.x264-GRP', 'WEBRip-720p', 'webRip', 720),
    q('Series.Title.S01E01.1080p.NF.WEBRip.DD5.1.x264-GRP', 'WEBRip-1080p', 'webRip', 1080),
    q('Series.Title.S01E01.2160p.WEBRip.x265-GRP', 'WEBRip-2160p', 'webRip', 2160),
    q('Series.Title.S01E01.720p.BluRay.x264-GRP', 'Bluray-720p', 'bluray', 720),
    q('Series.Title.S01E01.1080p.BluRay.x264-GRP', 'Bluray-1080p', 'bluray', 1080),
    q('Series.Title.S01E01.2160p.UHD.BluRay.x265-GRP', 'Bluray-2160p', 'bluray', 2160),
    q('Series.Title.S01E01.1080p.BluRay.REMUX.AVC.DTS-HD.MA.5.1-GRP', 'Bluray-1080p Remux', 'blurayRaw', 1080),
    q('Series.Title.S01E01.2160p.UHD.BluRay.REMUX.HDR.HEVC-GRP', 'Bluray-2160p Remux', 'blurayRaw', 2160),
    q('[Group] Series Title - 05 [1080p]', 'HDTV-1080p', 'television', 1080),
    q('[Group] Series Title - 05 [720p]', 'HDTV-720p', 'television', 720),
    q('[Group] Series Title - 05 [BD 1080p]', 'Bluray-1080p', 'bluray', 1080),
    q('[Group] Series Title - 05 [WEB 1080p]', 'WEBDL-1080p', 'web', 1080),
    q('Series Title S01E01', 'Unknown', 'unknown', 0),
    q('Series.Title.S01E01.PROPER.720p.HDTV.x264-GRP', 'HDTV-720p', 'television', 720, { revision: { version: 2, real: 0, isRepack: false } }),
    q('Series.Title.S01E01.REPACK.1080p.WEB.h264-GRP', 'WEBDL-1080p', 'web', 1080, { revision: { version: 2, isRepack: true } }),
    q('Series.Title.S01E01.REAL.720p.HDTV.x264-GRP', 'HDTV-720p', 'television', 720, { revision: { real: 1 } }),
    q('Series.Title.S01E01.720p.HDTV.x264-GRP', 'HDTV-720p', 'television', 720, { revision: { version: 1, real: 0, isRepack: false } }),
    q('[Group] Series Title - 05v2 [720p]', 'HDTV-720p', 'television', 720, { revision: { version: 2 } }),
  ]),
);

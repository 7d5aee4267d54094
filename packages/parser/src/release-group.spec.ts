import { parseReleaseGroup } from './release-group';

import { describeTvTable, rows, type TvRowTuple } from '../test/tv-table';
describe('parseReleaseGroup', () => {
  it.each([
    ['Series.Title.S01E14.English.HDTV.XviD-LOL', 'LOL'],
    ['Series.Title.S04E13.720p.WEB-DL.AAC2.0.H.264-Cyphanix', 'Cyphanix'],
    ['Movie.Title.2019.1080p.BluRay.x264-SPARKS', 'SPARKS'],
    ['Movie.Title.2019.1080p.BluRay.x264-SPARKS.mkv', 'SPARKS'],
    ['[SubsPlease] Anime Title - 01 (1080p) [B1F227CF]', 'SubsPlease'],
    ['[Anime-Koi] Anime Title - 01 [h264-720p][28D54E2C]', 'Anime-Koi'],
    ['Series.Title.S01E01.720p.HDTV.x264-DIMENSION[rarbg]', 'DIMENSION'],
    ['Series.Title.S02E09.HDTV.x264-2HD [eztv]-[rarbg.com]', '2HD'],
    ['Movie.Title.2019.1080p.BluRay.x264-EVO-Obfuscated', 'EVO'],
    ['Movie.Title.2019.1080p.BluRay.x264-NTb-postbot', 'NTb'],
    ['Movie.Title.2019.1080p.BluRay.x264-NTb-xpost', 'NTb'],
    ['Movie.Title.2019.1080p.BluRay.x264-GRP-Rakuv', 'GRP'],
    ['Some.Movie.S02E04.720p.WEBRip.x264-SKGTV English', 'SKGTV'],
    ['Movie.Title.2010.720p.BluRay.x264.-[YTS.LT]', 'YTS.LT'],
    ['Movie Name (2020) [1080p] [WEBRip] [5.1] [YTS.MX]', 'YTS.MX'],
    ['Movie Name (2001) 1080p NF WEB-DL DDP2.0 x264-E.N.D', 'E.N.D'],
    ['SomeMovie.1080p.BluRay.DTS.x264.-D-Z0N3.mkv', 'D-Z0N3'],
    ['Movie Name (2019) (1080p BluRay x265 HEVC 10bit AAC 7.1 Tigole)', 'Tigole'],
    ['Movie Name (2003) (2160p BluRay X265 HEVC 10bit HDR AAC 7.1 Tigole) [QxR]', 'QxR'],
    ['Movie Title (2022) (2160p ATV WEB-DL Hybrid H265 DV HDR DDP Atmos 5.1 English - HONE)', 'HONE'],
    ['Movie.Title.2024.2160p.WEB-DL.DoVi.HDR10.H265.DDP.5.1.Atmos-126811', '126811'],
    ['Why.Cant.You.Use.Normal.Characters.2021.2160p.UHD.BluRay.x265-ZØNEHD', 'ZØNEHD'],
    ['C:\\Test\\Series.Title.2005.s01e01.internal.bdrip.x264-archivist.mkv', 'archivist'],
  ])('finds the group of %s', (title, group) => {
    expect(parseReleaseGroup(title)).toBe(group);
  });

  it.each([
    ['Series Title S01E01 Episode Title'],
    ['Series.Title.S02E01.720p.WEB-DL.DD5.1.H.264.mkv'],
    ['Series Title - S01E01 - Pilot [HDTV-720p]'],
    ['Movie.Title.2013.1080p.BluRay.REMUX.AVC.DTS-MA.5.1'],
    ['Ode To Joy (2009) (2160p BluRay x265 10bit HDR)'],
    ['Terrible.Anime.Title.2020.DBOX.480p.x264-iKaos [v3] [6AFFEF6B]'],
    ['Series Title 1x01-1x02'],
    ['Movie Title 2019'],
    [''],
  ])('finds no group in %j', (title) => {
    expect(parseReleaseGroup(title) ?? null).toBeNull();
  });
});

// Sonarr's ReleaseGroupParserFixture style.
const rg = (title: string, releaseGroup: string | null): TvRowTuple => [title, { releaseGroup }, 'ParseReleaseGroup'];
describeTvTable(
  'release-group (series)',
  rows([
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL', 'LOL'),
    rg('Series.Title.S01E01.HDTV.XviD-2HD[eztv]', '2HD'),
    rg('Series.Title.S01E01-Group', 'Group'),
    rg('Series Title - S01E01 - Episode Title [HDTV-720p]', null),
    rg('Series Title - 1x01 - Title [HDTV-720p] [x264]', null),
    rg('Series.Title.S01E01.720p.WEB-DL.x264-Group-Rakuv', 'Group'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-postbot', 'LOL'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-xpost', 'LOL'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-RP', 'LOL'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-NZBGeek', 'LOL'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-Scrambled', 'LOL'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-BUYMORE', 'LOL'),
    rg('Series.Title.S01E01.720p.HDTV.x264-LOL-Obfuscated', 'LOL'),
    rg('Series.Title.S01E01.1080p.WEB.H264-GRP-AsRequested', 'GRP'),
    rg('Series.Title.S01E01.1080p.WEB.H264-GRP-WhiteRev', 'GRP'),
    rg('Series.Title.S01E01.1080p.WEB.H264-GRP [TGx]', 'GRP'),
    rg('Series.Title.S01E01.1080p.WEB.H264-GRP-Chamele0n', 'GRP'),
    rg('Series.Title.S01E01.1080p.WEB.H264-GRP-4P', 'GRP'),
    rg('Series.Title.S01E01.1080p.WEB.H264-GRP.mkv', 'GRP'),
    rg('Series.Title.S01E01.720p.WEB.H264-GRP[rarbg]', 'GRP'),
    rg('Series.Title.S01E01.1080p.BluRay.x264-D-Z0N3', 'D-Z0N3'),
    rg('Series Title S01E01 (1080p BluRay x265 HEVC 10bit AAC 5.1 Tigole)', 'Tigole'),
    rg('Series Title S01E01 (1080p BluRay x265 HEVC 10bit AAC 5.1 Joy)', 'Joy'),
    rg('Series Title (2023) S01E01 (1080p WEB-DL x265 Silence)', 'Silence'),
    rg('Series.Title.S01E01.1080p.WEB-DL.H264-VARYG', 'VARYG'),
    rg('Series Title S01E01 1080p BluRay x264-E.N.D', 'E.N.D'),
    rg('Series Title S01E01 1080p WEB-DL DD+ 5.1 Atmos H.264-HONE', 'HONE'),
    rg('Series.Title.S01E01.720p.BluRay.x264-SbR', 'SbR'),
    rg('Series.Title.S01E02.720p.WEB-DL.DD5.1.H.264-NTb', 'NTb'),
    rg('Series.Title.S01E01.Title.1080p.HMAX.WEB-DL.DD5.1.H.264-playWEB', 'playWEB'),
    rg('[ Torrent9.cz ] Series.Title.S01E01.FRENCH.WEB.h264-GRP', 'GRP'),
    rg('Series.Title.S01E01.1080p.BluRay.DTS.x264-HDMaNiAcS', 'HDMaNiAcS'),
    rg('[FFF] Series Title!! - 01 [1080p][D4A3A1DC]', 'FFF'),
    rg('[HorribleSubs] Series Title - 01 [1080p]', 'HorribleSubs'),
    rg('[Erai-raws] Series Title - 05 [1080p][Multiple Subtitle]', 'Erai-raws'),
    rg('[SubsPlease] Series Title - 01 (1080p) [B1F227CF].mkv', 'SubsPlease'),
    rg('[Group] Series Title S01E01 - 001 [1080p]', 'Group'),
    rg('Series_Title_-_01_(BD_1080p)_[Hatsuyuki]', 'Hatsuyuki'),
    rg('Series Title - 031 - The Resolution to Kill [Lunar].avi', 'Lunar'),
    rg('[REQ] Series Title S01E01 720p', 'REQ'),
    rg('Series Title [S01][E01]', null),
    rg('Series.Title.S01E01.720p.HDTV.x264-GRP [eztv]', 'GRP'),
    rg('Series.Title.S01E01.720p.HDTV.x264-GRP.[eztv.re]', 'GRP'),
    ['Series.Title.S01E01.720p.HDTV.x264-LOL', { releaseGroup: 'LOL' }],
    ['[SubsPlease] Series Title - 01 (1080p) [B1F227CF].mkv', { releaseGroup: 'SubsPlease' }],
    ['Series Title - S01E01 - Episode Title [HDTV-720p]', { releaseGroup: null }],
  ]),
);

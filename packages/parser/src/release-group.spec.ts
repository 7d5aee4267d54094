import { parseReleaseGroup } from './release-group';

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

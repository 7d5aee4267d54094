import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** The anchors' `Language`. */
export class LanguageResource {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
}

/** The anchors' `Quality`; `source` uses the service's own enum, `modifier` is Radarr's only. */
export class QualityResource {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({
    description:
      "Sonarr: unknown, television, televisionRaw, web, webRip, dvd, bluray, blurayRaw. Radarr: unknown, cam, telesync, telecine, workprint, dvd, tv, webdl, webrip, bluray. Lidarr: unknown",
  })
  source!: string;
  @ApiProperty({ type: 'integer' }) resolution!: number;
  @ApiPropertyOptional({ enum: ['none', 'regional', 'screener', 'rawhd', 'brdisk', 'remux'] }) modifier?: string;
}

/** The anchors' `Revision`. */
export class RevisionResource {
  @ApiProperty({ type: 'integer', description: '1, or 2+ for PROPER/REPACK/anime v2' }) version!: number;
  @ApiProperty({ type: 'integer', description: 'How many REAL tags' }) real!: number;
  @ApiProperty() isRepack!: boolean;
}

/** The anchors' `QualityModel`. */
export class QualityModelResource {
  @ApiProperty({ type: () => QualityResource }) quality!: QualityResource;
  @ApiProperty({ type: () => RevisionResource }) revision!: RevisionResource;
}

/** Sonarr's `SeriesTitleInfo`. */
export class SeriesTitleInfoResource {
  @ApiProperty() title!: string;
  @ApiProperty() titleWithoutYear!: string;
  @ApiProperty({ type: 'integer', description: '0 when the title carries no year' }) year!: number;
  @ApiProperty({ type: [String] }) allTitles!: string[];
}

/** Sonarr's `ParsedEpisodeInfo`. */
export class ParsedEpisodeInfoResource {
  @ApiProperty() releaseTitle!: string;
  @ApiProperty() seriesTitle!: string;
  @ApiProperty({ type: () => SeriesTitleInfoResource }) seriesTitleInfo!: SeriesTitleInfoResource;
  @ApiProperty({ type: () => QualityModelResource }) quality!: QualityModelResource;
  @ApiProperty({ type: 'integer' }) seasonNumber!: number;
  @ApiProperty({ type: 'integer', isArray: true }) episodeNumbers!: number[];
  @ApiProperty({ type: 'integer', isArray: true }) absoluteEpisodeNumbers!: number[];
  @ApiProperty({ type: 'number', isArray: true }) specialAbsoluteEpisodeNumbers!: number[];
  @ApiPropertyOptional({ description: 'YYYY-MM-DD, daily releases only' }) airDate?: string;
  @ApiProperty({ type: () => [LanguageResource] }) languages!: LanguageResource[];
  @ApiProperty() fullSeason!: boolean;
  @ApiProperty() isPartialSeason!: boolean;
  @ApiProperty() isMultiSeason!: boolean;
  @ApiProperty() isSeasonExtra!: boolean;
  @ApiProperty() isSplitEpisode!: boolean;
  @ApiProperty() isMiniSeries!: boolean;
  @ApiProperty() special!: boolean;
  @ApiPropertyOptional() releaseGroup?: string;
  @ApiPropertyOptional() releaseHash?: string;
  @ApiProperty({ type: 'integer' }) seasonPart!: number;
  @ApiPropertyOptional({ type: 'integer' }) dailyPart?: number;
  @ApiProperty() isDaily!: boolean;
  @ApiProperty() isAbsoluteNumbering!: boolean;
  @ApiProperty() isPossibleSpecialEpisode!: boolean;
  @ApiProperty() isPossibleSceneSeasonSpecial!: boolean;
  @ApiProperty({ enum: ['unknown', 'singleEpisode', 'multiEpisode', 'seasonPack'] }) releaseType!: string;
}

/** Radarr's `ParsedMovieInfo`. */
export class ParsedMovieInfoResource {
  @ApiProperty({ type: [String] }) movieTitles!: string[];
  @ApiProperty() originalTitle!: string;
  @ApiProperty() releaseTitle!: string;
  @ApiProperty() simpleReleaseTitle!: string;
  @ApiProperty({ type: () => QualityModelResource }) quality!: QualityModelResource;
  @ApiProperty({ type: () => [LanguageResource] }) languages!: LanguageResource[];
  @ApiPropertyOptional() releaseGroup?: string;
  @ApiPropertyOptional() releaseHash?: string;
  @ApiPropertyOptional() edition?: string;
  @ApiProperty({ type: 'integer', description: '0 when the title carries no year' }) year!: number;
  @ApiPropertyOptional() imdbId?: string;
  @ApiProperty({ type: 'integer' }) tmdbId!: number;
  @ApiPropertyOptional() hardcodedSubs?: string;
  @ApiProperty() movieTitle!: string;
  @ApiProperty() primaryMovieTitle!: string;
}

/** Lidarr's `ArtistTitleInfo`. */
export class ArtistTitleInfoResource {
  @ApiProperty() title!: string;
  @ApiProperty() titleWithoutYear!: string;
  @ApiProperty({ type: 'integer' }) year!: number;
}

/** Lidarr's `ParsedAlbumInfo`. */
export class ParsedAlbumInfoResource {
  @ApiProperty() releaseTitle!: string;
  @ApiProperty() albumTitle!: string;
  @ApiProperty() artistName!: string;
  @ApiPropertyOptional() albumType?: string;
  @ApiProperty({ type: () => ArtistTitleInfoResource }) artistTitleInfo!: ArtistTitleInfoResource;
  @ApiProperty({ type: () => QualityModelResource }) quality!: QualityModelResource;
  @ApiPropertyOptional() releaseDate?: string;
  @ApiProperty() discography!: boolean;
  @ApiProperty({ type: 'integer' }) discographyStart!: number;
  @ApiProperty({ type: 'integer' }) discographyEnd!: number;
  @ApiPropertyOptional() releaseGroup?: string;
  @ApiPropertyOptional() releaseHash?: string;
  @ApiPropertyOptional() releaseVersion?: string;
}

/** The anchors' `CustomFormatResource`; always empty until custom formats arrive. */
export class CustomFormatResource {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
}

const MATCH_NOTE = 'Absent until the library holds a match (library matching arrives with the library issues)';

/** Sonarr's `ParseResource` (`GET /api/v3/parse`). */
@ApiSchema({ name: 'ParseResource' })
export class SeriesParseResource {
  @ApiProperty({ description: 'The title as given' }) title!: string;
  @ApiPropertyOptional({ type: () => ParsedEpisodeInfoResource, description: 'Absent when the title does not parse' })
  parsedEpisodeInfo?: ParsedEpisodeInfoResource;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: MATCH_NOTE }) series?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, isArray: true, description: MATCH_NOTE })
  episodes?: Record<string, unknown>[];
  @ApiPropertyOptional({ type: () => [LanguageResource] }) languages?: LanguageResource[];
  @ApiPropertyOptional({ type: () => [CustomFormatResource] }) customFormats?: CustomFormatResource[];
  @ApiPropertyOptional({ type: 'integer' }) customFormatScore?: number;
}

/** Radarr's `ParseResource` (`GET /api/v3/parse`). */
@ApiSchema({ name: 'ParseResource' })
export class MovieParseResource {
  @ApiProperty({ description: 'The title as given' }) title!: string;
  @ApiPropertyOptional({ type: () => ParsedMovieInfoResource, description: 'Absent when the title does not parse' })
  parsedMovieInfo?: ParsedMovieInfoResource;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: MATCH_NOTE }) movie?: Record<string, unknown>;
  @ApiPropertyOptional({ type: () => [LanguageResource] }) languages?: LanguageResource[];
  @ApiPropertyOptional({ type: () => [CustomFormatResource] }) customFormats?: CustomFormatResource[];
  @ApiPropertyOptional({ type: 'integer' }) customFormatScore?: number;
}

/** Lidarr's `ParseResource` (`GET /api/v1/parse`). */
@ApiSchema({ name: 'ParseResource' })
export class AlbumParseResource {
  @ApiProperty({ description: 'The title as given' }) title!: string;
  @ApiPropertyOptional({ type: () => ParsedAlbumInfoResource, description: 'Absent when the title does not parse' })
  parsedAlbumInfo?: ParsedAlbumInfoResource;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: MATCH_NOTE }) artist?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, isArray: true, description: MATCH_NOTE })
  albums?: Record<string, unknown>[];
  @ApiPropertyOptional({ type: () => [CustomFormatResource] }) customFormats?: CustomFormatResource[];
  @ApiPropertyOptional({ type: 'integer' }) customFormatScore?: number;
}

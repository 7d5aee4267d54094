import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Which anchor's UiConfigResource a service serves. */
export type UiKind = 'series' | 'movie' | 'music' | 'indexer' | 'subtitle' | 'livetv';

/** The anchors' UiConfigResource (Radarr, Lidarr and Prowlarr fields marked). */
export class UiConfigResource {
  @ApiProperty() id!: number;
  @ApiProperty({ description: '0 Sunday, 1 Monday' }) firstDayOfWeek!: number;
  @ApiProperty() calendarWeekColumnHeader!: string;
  @ApiProperty() shortDateFormat!: string;
  @ApiProperty() longDateFormat!: string;
  @ApiProperty() timeFormat!: string;
  @ApiProperty() showRelativeDates!: boolean;
  @ApiProperty() enableColorImpairedMode!: boolean;
  @ApiProperty({ enum: ['auto', 'dark', 'light'] }) theme!: string;
  @ApiProperty({ description: 'Language id; a culture code such as "en" on the indexer manager (as Prowlarr)', oneOf: [{ type: 'integer' }, { type: 'string' }] })
  uiLanguage!: number | string;
  @ApiPropertyOptional({ enum: ['hoursMinutes', 'minutes'], description: 'Radarr' }) movieRuntimeFormat?: string;
  @ApiPropertyOptional({ description: 'Radarr' }) movieInfoLanguage?: number;
  @ApiPropertyOptional({ description: 'Lidarr' }) expandAlbumByDefault?: boolean;
  @ApiPropertyOptional({ description: 'Lidarr' }) expandSingleByDefault?: boolean;
  @ApiPropertyOptional({ description: 'Lidarr' }) expandEPByDefault?: boolean;
  @ApiPropertyOptional({ description: 'Lidarr' }) expandBroadcastByDefault?: boolean;
  @ApiPropertyOptional({ description: 'Lidarr' }) expandOtherByDefault?: boolean;
}

export type UiSettings = Omit<UiConfigResource, 'id'>;

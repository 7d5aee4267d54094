import { ApiProperty } from '@nestjs/swagger';

/** Sonarr's IndexerConfigResource plus `searchTimeout` (seconds per indexer per search; this project's field). */
export class IndexerConfigResource {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Minutes' }) minimumAge!: number;
  @ApiProperty({ description: 'Days; 0 = unlimited' }) retention!: number;
  @ApiProperty({ description: 'MB; 0 = unlimited' }) maximumSize!: number;
  @ApiProperty({ description: 'Minutes; 0 = off, else 10-120' }) rssSyncInterval!: number;
  @ApiProperty({ description: 'Seconds each indexer may take to answer a search (1-600); not in Sonarr' }) searchTimeout!: number;
}

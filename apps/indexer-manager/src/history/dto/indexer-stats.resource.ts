import { ApiProperty } from '@nestjs/swagger';

export class IndexerStatistics {
  @ApiProperty() indexerId!: number;
  @ApiProperty() indexerName!: string;
  @ApiProperty() averageResponseTime!: number;
  @ApiProperty() averageGrabResponseTime!: number;
  @ApiProperty() numberOfQueries!: number;
  @ApiProperty() numberOfGrabs!: number;
  @ApiProperty() numberOfRssQueries!: number;
  @ApiProperty() numberOfAuthQueries!: number;
  @ApiProperty() numberOfFailedQueries!: number;
  @ApiProperty() numberOfFailedGrabs!: number;
  @ApiProperty() numberOfFailedRssQueries!: number;
  @ApiProperty() numberOfFailedAuthQueries!: number;
}

export class UserAgentStatistics {
  @ApiProperty() userAgent!: string;
  @ApiProperty() numberOfQueries!: number;
  @ApiProperty() numberOfGrabs!: number;
}

export class HostStatistics {
  @ApiProperty() host!: string;
  @ApiProperty() numberOfQueries!: number;
  @ApiProperty() numberOfGrabs!: number;
}

export class IndexerStatsResource {
  @ApiProperty() id!: number;
  @ApiProperty({ type: [IndexerStatistics] }) indexers!: IndexerStatistics[];
  @ApiProperty({ type: [UserAgentStatistics] }) userAgents!: UserAgentStatistics[];
  @ApiProperty({ type: [HostStatistics] }) hosts!: HostStatistics[];
}

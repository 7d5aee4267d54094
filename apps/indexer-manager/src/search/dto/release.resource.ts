import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { findStandardCategory, type IndexedRelease } from '@arrstack/newznab';
import type { IndexerEntity } from '../../indexers/indexer.entity';

export class ReleaseCategoryResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

/** Prowlarr's ReleaseResource (the fields this service can fill). */
export class ReleaseResource {
  @ApiProperty() guid!: string;
  @ApiProperty() age!: number;
  @ApiProperty() ageHours!: number;
  @ApiProperty() ageMinutes!: number;
  @ApiProperty() size!: number;
  @ApiPropertyOptional() files?: number;
  @ApiPropertyOptional() grabs?: number;
  @ApiProperty() indexerId!: number;
  @ApiProperty() indexer!: string;
  @ApiProperty() title!: string;
  @ApiProperty() sortTitle!: string;
  @ApiPropertyOptional() imdbId?: number;
  @ApiPropertyOptional() tmdbId?: number;
  @ApiPropertyOptional() tvdbId?: number;
  @ApiPropertyOptional() tvMazeId?: number;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) publishDate?: Date;
  @ApiProperty() downloadUrl!: string;
  @ApiPropertyOptional() infoUrl?: string;
  @ApiPropertyOptional() magnetUrl?: string;
  @ApiPropertyOptional() infoHash?: string;
  @ApiProperty({ enum: ['unknown', 'usenet', 'torrent'] }) protocol!: string;
  @ApiPropertyOptional() seeders?: number;
  @ApiPropertyOptional() leechers?: number;
  @ApiProperty({ type: [ReleaseCategoryResource] }) categories!: ReleaseCategoryResource[];
  @ApiProperty() fileName!: string;
}

export function toReleaseResource(release: IndexedRelease, indexer: IndexerEntity | undefined, now = Date.now()): ReleaseResource {
  const published = release.publishDate ? new Date(release.publishDate) : undefined;
  const ageMs = published ? Math.max(0, now - published.getTime()) : 0;
  const imdb = release.imdbId ? Number(release.imdbId.replace(/^tt/i, '')) : undefined;
  return {
    guid: release.guid,
    age: Math.floor(ageMs / 86_400_000),
    ageHours: ageMs / 3_600_000,
    ageMinutes: ageMs / 60_000,
    size: release.size ?? 0,
    files: release.files,
    grabs: release.grabs,
    indexerId: release.indexerId as number,
    indexer: indexer?.name ?? '',
    title: release.title,
    sortTitle: release.title.toLowerCase(),
    imdbId: Number.isFinite(imdb) ? imdb : undefined,
    tmdbId: release.tmdbId,
    tvdbId: release.tvdbId,
    tvMazeId: release.tvMazeId,
    publishDate: published,
    downloadUrl: release.downloadUrl,
    infoUrl: release.infoUrl ?? release.comments,
    magnetUrl: release.magnetUrl,
    infoHash: release.infoHash,
    protocol: release.protocol,
    seeders: release.seeders,
    leechers: release.leechers,
    categories: release.categories.map((id) => ({ id, name: findStandardCategory(id)?.name ?? String(id) })),
    fileName: release.title,
  };
}

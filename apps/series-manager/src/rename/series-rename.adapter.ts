import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager, type FindOptionsSelect, type FindOptionsWhere } from 'typeorm';
import { NotFoundError } from '@arrstack/core';
import { NamingConfigService } from '@arrstack/naming-config';
import { buildEpisodeFilePath, type SeriesNamingConfig } from '@arrstack/renamer';
import { readId, readOptionalInteger, type RenameAdapter, type RenameFileCandidate, type RenameSelection } from '@arrstack/renamer/nest';
import { toEpisodeFileResource, toEpisodeResource, type EpisodeResource } from '../episode/dto/episode.resource';
import { EpisodeFileEntity } from '../episode/episode-file.entity';
import { EpisodeEntity } from '../episode/episode.entity';
import { RootFolderService } from '../rootfolder/root-folder.service';
import { bestRootFor } from '../rootfolder/root-folder.rules';
import { toSeriesResource } from '../series/dto/series.resource';
import { SeriesEntity } from '../series/series.entity';

/**
 * The episode columns a rename reads: everything the episode resource carries but the overview, which no naming token
 * uses and which is most of an episode row's size in a real library.
 */
const EPISODE_COLUMNS: FindOptionsSelect<EpisodeEntity> = {
  id: true,
  seriesId: true,
  tvdbId: true,
  episodeFileId: true,
  seasonNumber: true,
  episodeNumber: true,
  absoluteEpisodeNumber: true,
  title: true,
  airDate: true,
  airDateUtc: true,
  runtime: true,
  monitored: true,
  lastSearchTime: true,
};

/** A file's episodes in Sonarr's order: by season, then episode number. */
function byNumber(a: EpisodeEntity, b: EpisodeEntity): number {
  return a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber;
}

/**
 * The series manager's side of the rename module: a series' episode files with the path the naming formats give
 * them, and storing a file's new path. A preview loads the series, the naming settings, the root folders, the files
 * and their episodes in five queries whatever the number of files.
 */
@Injectable()
export class SeriesRenameAdapter implements RenameAdapter {
  readonly kind = 'series' as const;
  readonly commands = { files: 'RenameFiles', items: 'RenameSeries', itemIdField: 'seriesId', itemIdsField: 'seriesIds' } as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly naming: NamingConfigService,
    private readonly roots: RootFolderService,
  ) {}

  /** `seriesId` (required) and `seasonNumber`, with the anchors' 400s ('seriesId must be provided'). */
  readQuery(query: Record<string, unknown>): RenameSelection {
    const seriesId = readId(query, 'seriesId');
    const seasonNumber = readOptionalInteger(query, 'seasonNumber');
    return seasonNumber === undefined ? { itemIds: [seriesId] } : { itemIds: [seriesId], filter: { seasonNumber } };
  }

  async listFiles(selection: RenameSelection): Promise<RenameFileCandidate[]> {
    const ids = [...new Set(selection.itemIds)];
    const seriesRows = ids.length === 0 ? [] : await this.dataSource.getRepository(SeriesEntity).findBy({ id: In(ids) });
    const missing = ids.find((id) => !seriesRows.some((s) => s.id === id));
    if (missing !== undefined) throw new NotFoundError('Series', missing);
    if (seriesRows.length === 0) return [];

    const [naming, roots] = await Promise.all([this.naming.settings(), this.roots.list()]);
    const candidates: RenameFileCandidate[] = [];
    // `RenameSeries{seriesIds}` may name several series; each is one pair of queries, never one per file.
    for (const series of ids.map((id) => seriesRows.find((s) => s.id === id)!)) {
      const root = bestRootFor(roots, series.path)?.path ?? path.posix.dirname(series.path);
      candidates.push(...(await this.seriesFiles(series, root, naming as unknown as SeriesNamingConfig, selection.filter?.seasonNumber)));
    }
    return candidates;
  }

  private async seriesFiles(series: SeriesEntity, rootFolder: string, naming: SeriesNamingConfig, seasonNumber?: number): Promise<RenameFileCandidate[]> {
    const fileWhere: FindOptionsWhere<EpisodeFileEntity> = { seriesId: series.id };
    const episodeWhere: FindOptionsWhere<EpisodeEntity> = { seriesId: series.id, episodeFileId: Not(IsNull()) };
    if (seasonNumber !== undefined) {
      fileWhere.seasonNumber = seasonNumber;
      episodeWhere.seasonNumber = seasonNumber;
    }
    const [files, episodes] = await Promise.all([
      this.dataSource.getRepository(EpisodeFileEntity).find({ where: fileWhere }),
      this.dataSource.getRepository(EpisodeEntity).find({ where: episodeWhere, select: EPISODE_COLUMNS }),
    ]);
    const episodesByFile = new Map<number, EpisodeEntity[]>();
    for (const episode of episodes) {
      const list = episodesByFile.get(episode.episodeFileId!);
      if (list) list.push(episode);
      else episodesByFile.set(episode.episodeFileId!, [episode]);
    }

    // The naming engine reads no statistics, so the series resource is built without them.
    const seriesResource = toSeriesResource(series, [], rootFolder);
    const rows: Array<{ candidate: RenameFileCandidate; seasonNumber: number; firstEpisode: number }> = [];
    for (const file of files) {
      const inFile = episodesByFile.get(file.id);
      // Sonarr skips (and logs) a file no episode points at: it cannot be named.
      if (!inFile) continue;
      inFile.sort(byNumber);
      const episodeResources: EpisodeResource[] = inFile.map((e) => toEpisodeResource(e));
      const episodeFile = toEpisodeFileResource(file, series.path);
      const newRelativePath = buildEpisodeFilePath({
        naming,
        series: seriesResource as never,
        episodes: episodeResources as never,
        episodeFile: episodeFile as never,
      });
      rows.push({
        seasonNumber: inFile[0].seasonNumber,
        firstEpisode: inFile[0].episodeNumber,
        candidate: {
          fileId: file.id,
          itemId: series.id,
          rootFolder,
          itemFolder: series.path,
          currentPath: episodeFile.path,
          newRelativePath,
          preview: {
            seriesId: series.id,
            seasonNumber: inFile[0].seasonNumber,
            episodeNumbers: inFile.map((e) => e.episodeNumber),
            episodeFileId: file.id,
          },
        },
      });
    }
    // Sonarr lists the last season first, and within a season the last episode first.
    rows.sort((a, b) => b.seasonNumber - a.seasonNumber || b.firstEpisode - a.firstEpisode || b.candidate.fileId - a.candidate.fileId);
    return rows.map((row) => row.candidate);
  }

  /**
   * Stores the file's path relative to its series folder, as the library keeps it. A file whose row is gone (deleted
   * while the rename ran) has nothing to store; a path outside the series folder is refused, so the move is undone.
   */
  async saveNewPath(fileId: number, newPath: string, manager: EntityManager): Promise<void> {
    const file = await manager.getRepository(EpisodeFileEntity).findOneBy({ id: fileId });
    if (!file) return;
    const series = await manager.getRepository(SeriesEntity).findOneBy({ id: file.seriesId });
    if (!series) return;
    const relativePath = path.posix.relative(series.path, path.posix.resolve(newPath));
    if (relativePath === '' || relativePath.startsWith('../') || relativePath === '..' || path.posix.isAbsolute(relativePath)) {
      throw new Error(`${newPath} is not inside the series folder ${series.path}`);
    }
    if (file.relativePath !== relativePath) await manager.getRepository(EpisodeFileEntity).update({ id: fileId }, { relativePath });
  }
}

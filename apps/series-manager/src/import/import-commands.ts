import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandRegistry, type CommandOutcome } from '@arrstack/core';
import { DownloadedEpisodesImportService, type ImportOutcome } from './downloaded-episodes-import.service';
import { readDownloadedEpisodesScan, readManualImport } from './manual-import.rules';

/** "Imported 1 of 2 files; rejected: a.mkv (Sample)", with every outcome for clients that want the detail. */
export function summarise(outcomes: ImportOutcome[]): CommandOutcome {
  const imported = outcomes.filter((o) => o.status === 'imported').length;
  const rejected = outcomes.filter((o) => o.status === 'rejected').map((o) => `${o.path.split('/').pop()} (${o.reasons.join('; ')})`);
  const message = `Imported ${imported} of ${outcomes.length} file${outcomes.length === 1 ? '' : 's'}${rejected.length > 0 ? `; rejected: ${rejected.join(', ')}` : ''}`;
  return { message, outcome: outcomes };
}

/** `DownloadedEpisodesScan{path, downloadClientId, importMode}` and `ManualImport{files, importMode}` through `POST /command`. */
@Injectable()
export class ImportCommands implements OnModuleInit {
  constructor(
    private readonly commands: CommandRegistry,
    private readonly imports: DownloadedEpisodesImportService,
  ) {}

  onModuleInit(): void {
    this.commands.register({
      name: 'DownloadedEpisodesScan',
      validate: (body) => ({ ...body, ...readDownloadedEpisodesScan(body) }),
      handler: async ({ body, progress }) => {
        const { path, downloadClientId, importMode } = readDownloadedEpisodesScan(body);
        await progress(`Importing ${path}`);
        return summarise(await this.imports.importPath(path, { downloadId: downloadClientId, importMode }));
      },
    });
    this.commands.register({
      name: 'ManualImport',
      validate: (body) => {
        readManualImport(body);
      },
      handler: async ({ body, progress }) => {
        const { files, importMode } = readManualImport(body);
        await progress(`Importing ${files.length} file${files.length === 1 ? '' : 's'}`);
        return summarise(await this.imports.manualImport(files, importMode));
      },
    });
  }
}

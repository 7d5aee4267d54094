import { RenameModule } from '@arrstack/renamer/nest';
import { RootFolderModule } from '../rootfolder/root-folder.module';
import { SeriesRenameAdapter } from './series-rename.adapter';

/**
 * `GET/POST /api/v3/rename` and the `RenameFiles{seriesId, files}` / `RenameSeries{seriesIds}` commands over the
 * series library. The naming settings come from the global naming-config module.
 */
export const SeriesRenameModule = RenameModule.forRoot({
  adapter: SeriesRenameAdapter,
  imports: [RootFolderModule],
  query: [{ name: 'seriesId', required: true }, { name: 'seasonNumber' }],
});

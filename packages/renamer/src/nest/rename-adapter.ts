import type { EntityManager } from 'typeorm';

/** The kind of media a service renames; the same values as `NamingConfigModule.forRoot({ kind })`. */
export type RenameKind = 'series' | 'movie' | 'music' | 'livetv';

/** Which items' files a preview or a rename covers. */
export interface RenameSelection {
  /** The items (series, movies, artists) whose files are listed. */
  itemIds: number[];
  /** Only these files (the `files` of a `RenameFiles` command); every file of the items when absent. */
  fileIds?: number[];
  /** The adapter's own narrowing read from the query, e.g. `{ seasonNumber: 1 }` or `{ albumId: 7 }`. */
  filter?: Record<string, number>;
}

/** One file of a selection as the adapter sees it, with where the naming engine would put it. */
export interface RenameFileCandidate {
  /** The file's id (`episodeFileId`, `movieFileId`, `trackFileId`). */
  fileId: number;
  /** The item's id (`seriesId`, `movieId`, `artistId`). */
  itemId: number;
  /** Absolute path of the root folder the item lives in; no rename may leave it. */
  rootFolder: string;
  /** Absolute path of the item's folder; preview paths are relative to it. */
  itemFolder: string;
  /** Absolute path of the file now. */
  currentPath: string;
  /** The file's path under the naming formats, relative to the item's folder, extension included. */
  newRelativePath: string;
  /**
   * The anchor's preview fields other than `existingPath` and `newPath`, e.g.
   * `{ seriesId, seasonNumber, episodeNumbers, episodeFileId }` or `{ movieId, movieFileId }`.
   */
  preview: Record<string, unknown>;
}

/** The anchor's command names and body fields for renames. */
export interface RenameCommandNames {
  /** Renames some files of one item: `RenameFiles{<itemIdField>, files}`. */
  files: 'RenameFiles';
  /** Renames every file of some items: `RenameSeries{seriesIds}`, `RenameMovie{movieIds}`, `RenameArtist{artistIds}`. */
  items: string;
  /** `seriesId`, `movieId` or `artistId`. */
  itemIdField: string;
  /** `seriesIds`, `movieIds` or `artistIds`. */
  itemIdsField: string;
}

/**
 * What an app tells the rename module about its files. The app computes the new names with the naming engine and its
 * own data; the module owns preview filtering, path safety, the moves, their journal and crash recovery.
 * Provided as a Nest class, so it can inject the app's repositories.
 */
export interface RenameAdapter {
  readonly kind: RenameKind;
  readonly commands: RenameCommandNames;
  /**
   * Reads the selection from `GET rename`'s query (or `POST rename`'s query and body merged):
   * `seriesId` (+`seasonNumber`), `movieId` (repeatable), `artistId` (+`albumId`). Throws `ValidationError`
   * when the item id is missing or malformed, with the anchor's message (e.g. 'movieId must be provided').
   */
  readQuery(query: Record<string, unknown>): RenameSelection;
  /**
   * Every file of the selection (honouring `filter`; `fileIds` may be ignored, the module filters by it), with its
   * current path and the path the naming formats give it. Throws `NotFoundError` for an item that does not exist,
   * if the anchor does.
   */
  listFiles(selection: RenameSelection): Promise<RenameFileCandidate[]>;
  /**
   * Stores a file's new absolute path through `manager`, which runs the transaction the module commits right after the
   * file has moved (and before the journal records the move as done). Must be idempotent: after a crash the module
   * calls it again with the path the file was found under (its new path, or its old one when the move was undone).
   */
  saveNewPath(fileId: number, newPath: string, manager: EntityManager): Promise<void>;
}

/** Injection token of the app's adapter instance. */
export const RENAME_ADAPTER = Symbol('RENAME_ADAPTER');

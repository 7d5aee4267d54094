/** What a client is given to download: the bytes fetched from the indexer, or a magnet URI. */
export type ReleasePayload =
  | { kind: 'file'; bytes: Buffer; fileName?: string }
  | { kind: 'magnet'; magnetUrl: string };

export interface AddRequest {
  /** Release title; blackholes name their files after it (sanitised). */
  title: string;
  payload: ReleasePayload;
  /** Recent releases may get a different queue priority (qBittorrent's recent/older priority). */
  recent?: boolean;
}

/** A download's state, as the anchors' queue shows it. */
export type DownloadItemStatus = 'queued' | 'paused' | 'downloading' | 'completed' | 'failed' | 'warning';

/** One download as the client reports it. */
export interface DownloadItem {
  /** The id the client knows it by: upper-case info hash for torrents, a stable name for blackhole items. */
  downloadId: string;
  title: string;
  status: DownloadItemStatus;
  /** Bytes in total and still to download. */
  size: number;
  remaining: number;
  /** Seconds to completion when the client knows. */
  etaSeconds?: number;
  /** Where the finished content lies (file or folder). */
  outputPath?: string;
  message?: string;
  category?: string;
}

/** A failed live test, worded for the user; `field` names the setting at fault ('' for the whole client). */
export interface ClientTestFailure {
  field: string;
  message: string;
  detail?: string;
}

/** The operations every download client offers. */
export interface DownloadClient {
  /** Checks connection, credentials and folders; empty when the client is usable. */
  test(): Promise<ClientTestFailure[]>;
  /** Hands a release to the client and returns its download id. */
  add(request: AddRequest): Promise<string>;
  /** The downloads this client holds for us (qBittorrent: the category; blackholes: the watch folder). */
  items(): Promise<DownloadItem[]>;
  /** Removes a download; `deleteData` also deletes what it downloaded. */
  remove(downloadId: string, deleteData: boolean): Promise<void>;
  /** After a successful import (qBittorrent moves it to the post-import category when one is set). */
  markImported(downloadId: string): Promise<void>;
}

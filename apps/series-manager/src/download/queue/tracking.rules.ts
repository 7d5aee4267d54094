import type { DownloadItem } from '@arrstack/download-clients';
import type { QueueStatus, StatusMessage, TrackedDownloadState, TrackedDownloadStatus } from './tracked-download.entity';

export interface TrackedView {
  state: TrackedDownloadState;
  title: string;
}

/** What one refresh learns about a tracked download from its client's list. */
export type TrackingChange =
  | { kind: 'unchanged' }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'update';
      fields: {
        status: QueueStatus;
        state: TrackedDownloadState;
        trackedStatus: TrackedDownloadStatus;
        statusMessages: StatusMessage[];
        size?: number;
        sizeleft: number;
        outputPath: string | null;
        estimatedCompletionTime: Date | null;
      };
    };

/**
 * How a client's report moves a tracked download on. A blackhole's drop has not reached the watch folder yet when
 * it is missing (unchanged); a torrent missing from qBittorrent was removed there (gone). A completed download
 * waits for import (`importPending`) unless an import already stopped on it (`importBlocked` stays).
 */
export function trackingChange(download: TrackedView, item: DownloadItem | undefined, options: { missingMeansGone: boolean; now: number }): TrackingChange {
  if (!item) return options.missingMeansGone ? { kind: 'gone' } : { kind: 'unchanged' };
  if (item.status === 'failed') return { kind: 'failed', message: item.message ?? 'The download client reported the download as failed' };
  const completed = item.status === 'completed';
  let state: TrackedDownloadState = download.state;
  if (completed && download.state === 'downloading') state = 'importPending';
  if (!completed && download.state !== 'importBlocked') state = 'downloading';
  const warning = item.status === 'warning';
  return {
    kind: 'update',
    fields: {
      status: item.status,
      state,
      trackedStatus: warning || state === 'importBlocked' ? 'warning' : 'ok',
      statusMessages: warning && item.message ? [{ title: download.title, messages: [item.message] }] : [],
      ...(item.size > 0 ? { size: item.size } : {}),
      sizeleft: completed ? 0 : item.remaining,
      outputPath: item.outputPath ?? null,
      estimatedCompletionTime: item.etaSeconds !== undefined && !completed ? new Date(options.now + item.etaSeconds * 1000) : null,
    },
  };
}

export interface ImportResult {
  status: 'imported' | 'rejected';
  reasons: string[];
  path: string;
}

/**
 * The download is imported when some file was imported and either nothing was rejected or every episode now has
 * a file (a rejected sample beside the episode does not block); otherwise it is blocked with the reasons.
 */
export function importVerdict(outcomes: ImportResult[], allEpisodesHaveFiles: boolean): { imported: boolean; messages: StatusMessage[] } {
  const imported = outcomes.some((o) => o.status === 'imported');
  const rejected = outcomes.filter((o) => o.status === 'rejected');
  if (imported && (rejected.length === 0 || allEpisodesHaveFiles)) return { imported: true, messages: [] };
  const messages = rejected.map((o) => ({ title: o.path.split('/').pop() ?? o.path, messages: o.reasons.length > 0 ? o.reasons : ['Rejected'] }));
  return { imported: false, messages: messages.length > 0 ? messages : [{ title: 'Import', messages: ['No files found are eligible for import'] }] };
}

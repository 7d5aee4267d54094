import type { DownloadItem } from '@arrstack/download-clients';
import { importVerdict, trackingChange } from './tracking.rules';

const item = (overrides: Partial<DownloadItem> = {}): DownloadItem => ({ downloadId: 'H', title: 'T', status: 'downloading', size: 100, remaining: 40, ...overrides });
const now = Date.parse('2026-01-01T00:00:00Z');

describe('trackingChange', () => {
  it.each([
    ['missing from a blackhole', 'downloading', undefined, false, 'unchanged', undefined],
    ['missing from qBittorrent', 'downloading', undefined, true, 'gone', undefined],
    ['failed in the client', 'downloading', item({ status: 'failed', message: 'boom' }), true, 'failed', undefined],
    ['still downloading', 'downloading', item(), true, 'update', 'downloading'],
    ['completed', 'downloading', item({ status: 'completed', remaining: 0 }), true, 'update', 'importPending'],
    ['completed but blocked', 'importBlocked', item({ status: 'completed' }), true, 'update', 'importBlocked'],
    ['paused', 'downloading', item({ status: 'paused' }), true, 'update', 'downloading'],
  ] as const)('%s', (_name, state, given, missingMeansGone, kind, nextState) => {
    const change = trackingChange({ state, title: 'T' }, given, { missingMeansGone, now });
    expect(change.kind).toBe(kind);
    if (change.kind === 'update') expect(change.fields.state).toBe(nextState);
    if (change.kind === 'failed') expect(change.message).toBe('boom');
  });

  it('carries progress, eta and a stalled warning', () => {
    const change = trackingChange({ state: 'downloading', title: 'T' }, item({ status: 'warning', message: 'stalled', etaSeconds: 60, outputPath: '/d/T' }), { missingMeansGone: true, now });
    expect(change).toEqual({
      kind: 'update',
      fields: {
        status: 'warning',
        state: 'downloading',
        trackedStatus: 'warning',
        statusMessages: [{ title: 'T', messages: ['stalled'] }],
        size: 100,
        sizeleft: 40,
        outputPath: '/d/T',
        estimatedCompletionTime: new Date(now + 60_000),
      },
    });
  });
});

describe('importVerdict', () => {
  const imported = { status: 'imported' as const, reasons: [], path: '/d/a.mkv' };
  const rejected = { status: 'rejected' as const, reasons: ['Sample'], path: '/d/sample.mkv' };
  it.each([
    [[imported], false, true],
    [[imported, rejected], true, true],
    [[imported, rejected], false, false],
    [[rejected], true, false],
    [[], false, false],
  ])('%j with all files %s → imported %s', (outcomes, allHaveFiles, expected) => {
    expect(importVerdict(outcomes, allHaveFiles).imported).toBe(expected);
  });

  it('keeps the rejection reasons per file', () => {
    expect(importVerdict([rejected], false).messages).toEqual([{ title: 'sample.mkv', messages: ['Sample'] }]);
    expect(importVerdict([], false).messages[0].messages[0]).toMatch(/No files/);
  });
});

import { checkCandidate, needsRename, orderMoves, previewRenames } from './rename-plan';
import type { RenameFileCandidate } from './rename-adapter';

const candidate = (overrides: Partial<RenameFileCandidate> = {}): RenameFileCandidate => ({
  fileId: 1,
  itemId: 7,
  rootFolder: '/tv',
  itemFolder: '/tv/Show',
  currentPath: '/tv/Show/Season 1/show.s01e01.mkv',
  newRelativePath: 'Season 1/Show - S01E01 - Pilot.mkv',
  preview: { seriesId: 7, seasonNumber: 1, episodeNumbers: [1], episodeFileId: 1 },
  ...overrides,
});

describe('rename preview', () => {
  it('lists a file whose path would change, with the preview fields and paths relative to the item folder', () => {
    expect(previewRenames([candidate()])).toEqual([
      {
        seriesId: 7,
        seasonNumber: 1,
        episodeNumbers: [1],
        episodeFileId: 1,
        existingPath: 'Season 1/show.s01e01.mkv',
        newPath: 'Season 1/Show - S01E01 - Pilot.mkv',
      },
    ]);
  });

  it.each([
    ['the same relative path', 'Season 1/show.s01e01.mkv'],
    ['the same path spelt with ./ and a doubled slash', './Season 1//show.s01e01.mkv'],
  ])('leaves out a file whose new path is %s', (_label, newRelativePath) => {
    expect(needsRename(candidate({ newRelativePath }))).toBe(false);
    expect(previewRenames([candidate({ newRelativePath })])).toEqual([]);
  });

  it('treats a change of case as a change', () => {
    expect(needsRename(candidate({ newRelativePath: 'Season 1/SHOW.s01e01.mkv' }))).toBe(true);
  });
});

describe('checkCandidate', () => {
  it('accepts a target inside the root folder', () => {
    expect(checkCandidate(candidate())).toEqual({
      ok: true,
      source: '/tv/Show/Season 1/show.s01e01.mkv',
      target: '/tv/Show/Season 1/Show - S01E01 - Pilot.mkv',
    });
  });

  it.each([
    ['climbs out of the root', '../../etc/passwd', 'outside-root'],
    ['is absolute', '/etc/cron.d/evil', 'outside-root'],
    ['is the root folder itself', '..', 'outside-root'],
    ['is empty', '', 'failed'],
    ['names a folder', 'Season 1/', 'failed'],
  ])('refuses a new path that %s', (_label, newRelativePath, status) => {
    expect(checkCandidate(candidate({ newRelativePath }))).toMatchObject({ ok: false, status });
  });

  it('allows a new path beside the item folder that stays in the root', () => {
    expect(checkCandidate(candidate({ newRelativePath: '../Show (2010)/a.mkv' }))).toMatchObject({ ok: true, target: '/tv/Show (2010)/a.mkv' });
  });

  it('refuses a file that is not inside its root folder', () => {
    expect(checkCandidate(candidate({ currentPath: '/elsewhere/a.mkv' }))).toMatchObject({ ok: false, status: 'outside-root' });
  });
});

describe('orderMoves', () => {
  const move = (source: string, target: string) => ({ source, target });
  const names = (moves: Array<{ source: string }>) => moves.map((m) => m.source);

  it('keeps independent moves in order', () => {
    expect(names(orderMoves([move('a', 'x'), move('b', 'y')]))).toEqual(['a', 'b']);
  });

  it("moves a file out of the way before another takes its name, along a whole chain", () => {
    expect(names(orderMoves([move('e1', 'e2'), move('e2', 'e3'), move('e3', 'e4'), move('z', 'q')]))).toEqual(['e3', 'e2', 'e1', 'z']);
  });

  it('keeps every move of a cycle exactly once', () => {
    const ordered = orderMoves([move('a', 'b'), move('b', 'a'), move('c', 'd')]);
    expect(names(ordered).sort()).toEqual(['a', 'b', 'c']);
  });
});

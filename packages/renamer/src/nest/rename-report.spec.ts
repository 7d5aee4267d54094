import { describeRenameReport, type SkippedFile } from './rename.service';

const skipped = (n: number): SkippedFile => ({
  fileId: n,
  itemId: 1,
  existingPath: `old ${n}.mkv`,
  newPath: `new ${n}.mkv`,
  status: 'collision',
  message: 'a file already exists at the target',
});

describe('describeRenameReport', () => {
  it('counts the renamed files', () => {
    expect(describeRenameReport({ renamed: [{ fileId: 1, itemId: 1, existingPath: 'a', newPath: 'b' }], skipped: [] })).toBe('Renamed 1 file(s)');
  });

  it('names each skipped file with its reason', () => {
    expect(describeRenameReport({ renamed: [], skipped: [skipped(1)] })).toBe(
      'Renamed 0 file(s), skipped 1: old 1.mkv -> new 1.mkv: collision (a file already exists at the target)',
    );
  });

  it('lists five skipped files and counts the rest', () => {
    const message = describeRenameReport({ renamed: [], skipped: [1, 2, 3, 4, 5, 6, 7].map(skipped) });
    expect(message).toMatch(/^Renamed 0 file\(s\), skipped 7: old 1\.mkv/);
    expect(message).toContain('old 5.mkv');
    expect(message).not.toContain('old 6.mkv');
    expect(message).toMatch(/; and 2 more$/);
  });
});

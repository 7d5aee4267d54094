import fs from 'node:fs';
import { hostname } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { abandonedJournals, claimJournalPath, journalDirectory, releaseJournalPath } from './rename-journal-files';

describe('abandoned rename journals', () => {
  let dir: string;
  const host = hostname().replace(/[^A-Za-z0-9.]/g, '_');
  const write = (name: string, ageMs = 0) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, '');
    if (ageMs) fs.utimesSync(file, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
    return file;
  };

  beforeEach(() => {
    dir = journalDirectory(fs.mkdtempSync(path.join(os.tmpdir(), 'arrstack-journals-')));
    fs.mkdirSync(dir);
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('finds nothing when the folder does not exist yet', async () => {
    expect(await abandonedJournals(path.join(dir, 'missing'))).toEqual([]);
  });

  it("takes this host's journals of a dead process or of this process, but not one a live instance is writing", async () => {
    const dead = write(`rename-${host}-2147483000-1-aa.jsonl`);
    const ours = write(`rename-${host}-${process.pid}-2-bb.jsonl`);
    const live = claimJournalPath(dir);
    fs.writeFileSync(live, '');
    const parent = write(`rename-${host}-${process.ppid}-3-cc.jsonl`);
    try {
      const found = await abandonedJournals(dir);
      expect(found.sort()).toEqual([dead, ours].sort());
      expect(found).not.toContain(parent);
    } finally {
      releaseJournalPath(live);
    }
    expect(await abandonedJournals(dir)).toContain(live);
  });

  it("takes another host's journal only once it has been left alone for an hour", async () => {
    const fresh = write('rename-otherhost-1-1-aa.jsonl');
    const stale = write('rename-otherhost-2-1-bb.jsonl', 2 * 60 * 60 * 1000);
    write('not-a-journal.txt', 2 * 60 * 60 * 1000);
    const found = await abandonedJournals(dir);
    expect(found).toEqual([stale]);
    expect(found).not.toContain(fresh);
  });
});

import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Writes to a temporary sibling, fsyncs, then renames over the target, so a watcher never sees half a file. */
export async function writeFileAtomic(target: string, bytes: Buffer | string): Promise<void> {
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.partial`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

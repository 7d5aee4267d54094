import { isAbsolute, relative, resolve, sep } from 'node:path';

const MAX_NAME_BYTES = 200;

/**
 * A release title as a single safe file name: path separators, control and reserved characters become
 * spaces or are dropped, leading dots go (no hidden files, no `..`), and the name is cut to 200 bytes.
 */
export function sanitiseFileName(title: string): string {
  let name = title
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\\/]+/g, ' ')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  while (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) name = name.slice(0, -1);
  name = name.replace(/[.\s]+$/, '');
  return name || 'download';
}

/** Whether `candidate`, once resolved, lies strictly inside `root`. */
export function isInside(root: string, candidate: string): boolean {
  const rel = relative(resolve(root), resolve(candidate));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..');
}

/** `root/name` after checking it stays inside `root`; throws otherwise. */
export function pathInside(root: string, name: string): string {
  const target = resolve(root, name);
  if (!isInside(root, target)) throw new Error(`Refusing to write outside ${root}: ${name}`);
  return target;
}

import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HealthRegistry, NotFoundError, ValidationError, type HealthIssue } from '@arrstack/core';
import { RootFolderEntity } from './root-folder.entity';
import { RootFolderRepository } from './root-folder.repository';
import { bestRootFor, isJunkFolder, isSameOrInside, isSystemFolder, normalisePath } from './root-folder.rules';

export interface UnmappedFolder {
  name: string;
  path: string;
  relativePath: string;
}

export interface RootFolderState {
  entity: RootFolderEntity;
  accessible: boolean;
  freeSpace?: number;
  unmappedFolders: UnmappedFolder[];
}

async function isWritableDirectory(folder: string): Promise<boolean> {
  try {
    await fs.access(folder, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Sonarr's RootFolderCheck message for the folders that cannot be read. */
export function missingRootFoldersIssue(missing: string[]): HealthIssue | null {
  if (missing.length === 0) return null;
  return {
    source: 'RootFolderCheck',
    type: 'error',
    message: missing.length === 1 ? `Missing root folder: ${missing[0]}` : `Multiple root folders are missing: ${missing.join(' | ')}`,
    wikiUrl: 'https://wiki.servarr.com/sonarr/system#missing-root-folder',
  };
}

@Injectable()
export class RootFolderService implements OnModuleInit {
  constructor(
    private readonly repository: RootFolderRepository,
    private readonly health: HealthRegistry,
  ) {}

  onModuleInit(): void {
    this.health.register(async () => {
      const missing: string[] = [];
      for (const root of await this.repository.list()) {
        const ok = await fs.stat(root.path).then((stat) => stat.isDirectory(), () => false);
        if (!ok) missing.push(root.path);
      }
      return missingRootFoldersIssue(missing);
    });
  }

  list(): Promise<RootFolderEntity[]> {
    return this.repository.list();
  }

  async get(id: number): Promise<RootFolderEntity> {
    const root = await this.repository.findById(id);
    if (!root) throw new NotFoundError('RootFolder', id);
    return root;
  }

  /** Validates as Sonarr does: absolute, not a system folder, exists, writable, not configured yet. */
  async create(body: unknown): Promise<RootFolderEntity> {
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).path : undefined;
    const fail = (message: string): never => {
      throw ValidationError.single('Path', message, raw);
    };
    if (typeof raw !== 'string' || raw.trim() === '') fail("'Path' must not be empty.");
    const folder = normalisePath(raw) ?? fail('Invalid Path');
    if (isSystemFolder(folder)) fail(`Is a system folder: ${folder}`);
    const existing = await this.repository.list();
    if (existing.some((root) => root.path === folder)) fail('Path is already configured as a root folder');
    let stat;
    try {
      stat = await fs.stat(folder);
    } catch {
      return fail(`Folder '${folder}' does not exist`);
    }
    if (!stat.isDirectory()) fail(`'${folder}' is not a folder`);
    if (!(await isWritableDirectory(folder))) fail(`Folder '${folder}' is not writable by user '${process.getuid?.() ?? ''}'`);
    try {
      return await this.repository.insert(folder);
    } catch {
      return fail('Path is already configured as a root folder');
    }
  }

  async delete(id: number): Promise<void> {
    await this.get(id);
    await this.repository.delete(id);
  }

  /** Accessibility, free space and the sub-folders no series uses yet. */
  async describe(root: RootFolderEntity, withUnmapped = true): Promise<RootFolderState> {
    let accessible = false;
    try {
      accessible = (await fs.stat(root.path)).isDirectory();
    } catch {
      accessible = false;
    }
    if (!accessible) return { entity: root, accessible, unmappedFolders: [] };
    let freeSpace: number | undefined;
    try {
      const stats = await fs.statfs(root.path);
      freeSpace = stats.bavail * stats.bsize;
    } catch {
      freeSpace = undefined;
    }
    return { entity: root, accessible, freeSpace, unmappedFolders: withUnmapped ? await this.unmappedFolders(root.path) : [] };
  }

  async unmappedFolders(rootPath: string): Promise<UnmappedFolder[]> {
    let entries;
    try {
      entries = await fs.readdir(rootPath, { withFileTypes: true });
    } catch {
      return [];
    }
    const used = new Set(await this.repository.seriesPathsUnder(rootPath));
    return entries
      .filter((entry) => entry.isDirectory() && !isJunkFolder(entry.name))
      .map((entry) => ({ name: entry.name, path: path.posix.join(rootPath, entry.name), relativePath: entry.name }))
      .filter((folder) => !used.has(folder.path))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The configured root folder that holds the path, or undefined. */
  async rootFor(target: string): Promise<RootFolderEntity | undefined> {
    return bestRootFor(await this.repository.list(), target);
  }

  /**
   * Resolves a path the service is about to write or delete (symlinks included) and checks that it lies
   * inside a configured root folder; throws a 400 otherwise.
   */
  async assertInsideRoot(target: string, propertyName = 'Path'): Promise<string> {
    const normalised = normalisePath(target);
    if (!normalised) throw ValidationError.single(propertyName, 'Path must be absolute', target);
    let resolved = normalised;
    try {
      resolved = await fs.realpath(normalised);
    } catch {
      resolved = normalised;
    }
    const roots = await this.repository.list();
    for (const root of roots) {
      let rootResolved = root.path;
      try {
        rootResolved = await fs.realpath(root.path);
      } catch {
        rootResolved = root.path;
      }
      if (isSameOrInside(rootResolved, resolved) && rootResolved !== resolved) return resolved;
    }
    throw ValidationError.single(propertyName, `'${normalised}' is not inside a root folder`, target);
  }
}

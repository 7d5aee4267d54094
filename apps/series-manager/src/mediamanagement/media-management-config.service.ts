import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ValidationError, readSingleton, writeSingleton } from '@arrstack/core';
import { MediaManagementConfigEntity } from './media-management-config.entity';
import { applyMediaManagementUpdate, defaultMediaManagementSettings, type MediaManagementSettings } from './media-management-config.rules';

@Injectable()
export class MediaManagementConfigService {
  constructor(@InjectRepository(MediaManagementConfigEntity) private readonly repository: Repository<MediaManagementConfigEntity>) {}

  settings(): Promise<MediaManagementSettings> {
    return readSingleton(this.repository, defaultMediaManagementSettings);
  }

  async get(): Promise<MediaManagementSettings & { id: number }> {
    return { id: 1, ...(await this.settings()) };
  }

  /** Validates the merged settings; a recycle bin must be an existing folder the service can write to. */
  async update(body: Record<string, unknown>): Promise<MediaManagementSettings & { id: number }> {
    const current = await this.settings();
    const { next, failures } = applyMediaManagementUpdate(current, body);
    if (failures.length === 0 && next.recycleBin !== '' && next.recycleBin !== current.recycleBin) {
      const writable = await fs
        .stat(next.recycleBin)
        .then((stat) => stat.isDirectory() && fs.access(next.recycleBin, constants.W_OK).then(() => true))
        .catch(() => false);
      if (!writable) failures.push({ propertyName: 'RecycleBin', errorMessage: `Folder '${next.recycleBin}' does not exist or is not writable`, attemptedValue: body.recycleBin, severity: 'error' });
    }
    if (failures.length > 0) throw new ValidationError(failures);
    await writeSingleton(this.repository, next);
    return { id: 1, ...next };
  }
}

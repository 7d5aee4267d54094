import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CommandService } from '@arrstack/core';
import { ApplicationEntity } from './application.entity';

export const SYNC_COMMAND = 'ApplicationIndexerSync';

/** Queues an ApplicationIndexerSync after a change, when there is an app that syncs. */
@Injectable()
export class SyncTrigger {
  private readonly logger = new Logger('SyncTrigger');

  constructor(
    private readonly commands: CommandService,
    @InjectRepository(ApplicationEntity) private readonly apps: Repository<ApplicationEntity>,
  ) {}

  async changed(applicationId?: number): Promise<void> {
    try {
      const syncing = await this.apps.createQueryBuilder('a').where("a.sync_level <> 'disabled'").getCount();
      if (syncing === 0) return;
      await this.commands.enqueue(SYNC_COMMAND, applicationId ? { applicationId } : {}, { trigger: 'unspecified' });
    } catch (error) {
      this.logger.warn(`could not queue ${SYNC_COMMAND}: ${(error as Error).message}`);
    }
  }
}

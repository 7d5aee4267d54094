import { Module } from '@nestjs/common';
import { BackupController, BackupFileController } from './backup.controller';
import { BackupService } from './backup.service';

/** Backups and restore: `system/backup` routes, the `Backup` command and scheduled backups. */
@Module({
  providers: [BackupService],
  controllers: [BackupController, BackupFileController],
  exports: [BackupService],
})
export class BackupModule {}

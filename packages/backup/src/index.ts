export {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_TYPES,
  isSafeTableName,
  type BackupManifest,
  type BackupManifestFields,
  type BackupTableInfo,
  type BackupType,
} from './archive/backup-manifest';
export { BackupValidationError, type BackupValidationReason } from './archive/backup-validation.error';
export { writeBackupArchive, type BackupTableSource } from './archive/write-backup-archive';
export { openBackupArchive, type OpenBackupOptions, type OpenedBackup } from './archive/open-backup-archive';
export {
  backupFileName,
  backupId,
  backupTypeFolder,
  listBackups,
  pruneBackups,
  type BackupFileInfo,
} from './archive/backup-files';
export { BackupModule } from './nest/backup.module';
export { BackupService, type BackupResource } from './nest/backup.service';

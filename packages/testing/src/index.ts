export { createTestDatabase, type TestDatabase } from './test-database';
export { startTestApp, TEST_API_KEY, type TestApp, type TestAppOptions } from './test-app';
export { waitForCommand } from './commands';
export { describeSharedEndpoints, type SharedEndpointsSpec } from './shared-endpoints';
export { craftZip, readZipEntries, type ZipEntryContent } from './craft-zip';
export { describeBackupRestore, type BackupRestoreSpec } from './backup-restore';
export { describeParseBasics } from './parse-basics';

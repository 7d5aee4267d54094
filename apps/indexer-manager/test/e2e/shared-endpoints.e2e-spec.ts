import path from 'node:path';
import { describeBackupRestore, describeSharedEndpoints } from '@arrstack/testing';
import { AppModule } from '../../src/app.module';
import { APP } from '../../src/app-info';

describeSharedEndpoints({ appModule: AppModule, info: APP, appDir: path.resolve(__dirname, '../..'), naming: false });
describeBackupRestore({ appModule: AppModule, info: APP });

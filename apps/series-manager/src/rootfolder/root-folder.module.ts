import { Module } from '@nestjs/common';
import { RootFolderController } from './root-folder.controller';
import { RootFolderRepository } from './root-folder.repository';
import { RootFolderService } from './root-folder.service';

@Module({
  providers: [RootFolderRepository, RootFolderService],
  controllers: [RootFolderController],
  exports: [RootFolderService],
})
export class RootFolderModule {}

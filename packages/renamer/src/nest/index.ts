export { RenameModule } from './rename.module';
export { RenameService, describeRenameReport, type RenameReport, type RenamedFile, type SkippedFile } from './rename.service';
export type { RenameModuleOptions, RenameQueryParameter } from './rename.options';
export {
  RENAME_ADAPTER,
  type RenameAdapter,
  type RenameCommandNames,
  type RenameFileCandidate,
  type RenameKind,
  type RenameSelection,
} from './rename-adapter';
export { checkCandidate, needsRename, orderMoves, previewRenames, targetPath, toPreview, type CandidateCheck, type RenamePreview } from './rename-plan';
export { readId, readIdList, readOptionalInteger } from './rename-query';

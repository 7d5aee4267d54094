export { checkInsideRoots, safeMove } from './safe-move';
export type { MoveStep, SafeMoveOptions, SafeMoveResult, SafeMoveStatus } from './safe-move';
export { recoverJournal, RenameJournal } from './rename-journal';
export type {
  JournaledMoveResult,
  JournalStep,
  PlannedMove,
  RecoveredMove,
  RecoveryReport,
  RenameJournalOptions,
} from './rename-journal';
export { moveFolder } from './move-folder';
export type { MoveFolderOptions, MoveFolderResult, MoveFolderStatus } from './move-folder';

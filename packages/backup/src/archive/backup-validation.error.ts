/** Why an archive was refused; the HTTP layer turns any of these into the anchors' 400 validation array. */
export type BackupValidationReason =
  | 'not-a-zip'
  | 'truncated'
  | 'too-large'
  | 'unsafe-path'
  | 'bad-manifest'
  | 'wrong-app'
  | 'newer-version'
  | 'checksum-mismatch'
  | 'missing-table'
  | 'unexpected-entry'
  | 'bad-row';

/** Thrown when a backup archive fails validation; nothing has been read into the database at that point. */
export class BackupValidationError extends Error {
  override readonly name = 'BackupValidationError';

  constructor(
    readonly reason: BackupValidationReason,
    message: string,
  ) {
    super(message);
  }
}

import { createHash, type Hash } from 'node:crypto';
import { isRecord } from './backup-manifest';

const NEWLINE = 0x0a;
const CHUNK_BYTES = 64 * 1024;

/** Running row count, byte count and SHA-256 of one table's JSON-lines entry. */
export class TableDigest {
  rowCount = 0;
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');

  update(chunk: Buffer): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Turns rows into JSON-lines chunks of about 64 KiB, pulling the next row only when the consumer asks,
 * and counts what it produces into `digest`.
 */
export async function* encodeRows(rows: AsyncIterable<unknown>, digest: TableDigest): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const row of rows) {
    if (!isRecord(row)) throw new TypeError(`Row ${digest.rowCount + 1} is not a JSON object`);
    const line = Buffer.from(JSON.stringify(row) + '\n', 'utf8');
    digest.rowCount += 1;
    pending.push(line);
    pendingBytes += line.length;
    if (pendingBytes >= CHUNK_BYTES) {
      const chunk = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      digest.update(chunk);
      yield chunk;
    }
  }
  if (pendingBytes > 0) {
    const chunk = Buffer.concat(pending, pendingBytes);
    digest.update(chunk);
    yield chunk;
  }
}

export class LineTooLongError extends Error {}
export class UnterminatedLineError extends Error {}

/**
 * Splits a byte stream into lines (without the newline) and feeds every byte to `digest`.
 * Splitting on bytes rather than decoded text keeps multi-byte characters that straddle chunks intact.
 * The writer ends every row with a newline, so trailing bytes without one are an error.
 */
export async function* splitLines(
  chunks: AsyncIterable<Buffer>,
  digest: TableDigest,
  maxLineBytes: number,
): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let partBytes = 0;
  for await (const chunk of chunks) {
    digest.update(chunk);
    let start = 0;
    let end = chunk.indexOf(NEWLINE, start);
    while (end !== -1) {
      const piece = chunk.subarray(start, end);
      if (partBytes + piece.length > maxLineBytes) throw new LineTooLongError();
      const line = partBytes === 0 ? piece : Buffer.concat([...parts, piece], partBytes + piece.length);
      parts = [];
      partBytes = 0;
      digest.rowCount += 1;
      yield line;
      start = end + 1;
      end = chunk.indexOf(NEWLINE, start);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      partBytes += rest.length;
      if (partBytes > maxLineBytes) throw new LineTooLongError();
      parts.push(rest);
    }
  }
  if (partBytes > 0) throw new UnterminatedLineError();
}

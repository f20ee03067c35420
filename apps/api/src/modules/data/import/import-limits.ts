import { IMPORT_LIMITS } from '@lifeorbit/contracts/data';
import { AppError } from '../../../core/errors';
import type { AppDb } from '../../../db/client';
import * as limits from './import-limits.repository';

/**
 * A member's imports (issue 36): IMPORT_LIMITS.perDay files staged a day, IMPORT_LIMITS.waiting staged and not run,
 * one running at a time; a staged import not run within IMPORT_LIMITS.expiryHours is removed with its rows.
 */

export const LIMIT_WINDOWS: limits.LimitWindows = {
  expirySec: IMPORT_LIMITS.expiryHours * 3600,
  // An import of 70,000 sets runs in about a minute: one still marked running an hour on was stopped by a crash.
  staleRunSec: 3600,
};

/** Yields to the event loop, so other requests (and other members' statements) get turns between batches. */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Removes the staged imports nobody ran within the expiry (every member's), with their rows. */
export function sweepExpiredImports(db: AppDb): Promise<number> {
  return limits.deleteExpiredImports(db, LIMIT_WINDOWS.expirySec);
}

function refusalOf(counts: limits.ImportCounts): AppError | null {
  if (counts.today >= IMPORT_LIMITS.perDay) {
    const message = `At most ${IMPORT_LIMITS.perDay} imports a day: try again tomorrow`;
    return new AppError('rate_limited', message, [{ field: 'imports', code: 'daily_limit', message }]);
  }
  if (counts.waiting >= IMPORT_LIMITS.waiting) {
    const message = `At most ${IMPORT_LIMITS.waiting} imports may wait to be run: run one, or wait ${IMPORT_LIMITS.expiryHours} h for them to expire`;
    return new AppError('conflict', message, [{ field: 'imports', code: 'pending_limit', message }]);
  }
  return null;
}

/** Before reading a file: expired imports go, and a member at a limit is refused at once. */
export async function assertMayStage(db: AppDb, userId: string): Promise<void> {
  await sweepExpiredImports(db);
  const refusal = refusalOf(await limits.importCounts(db, userId, LIMIT_WINDOWS));
  if (refusal) throw refusal;
}

/** Stores the staged import if the member's counts still allow it (decided under their lock), else refuses. */
export async function insertImportWithinLimits(db: AppDb, row: Parameters<typeof limits.insertImportWithin>[1]) {
  const { counts, inserted } = await limits.insertImportWithin(db, row, LIMIT_WINDOWS, (c) => refusalOf(c) === null);
  if (!inserted) throw refusalOf(counts)!;
}

/** Marks the import running, unless another import of the member runs (one at a time). */
export async function startRunWithinLimits(db: AppDb, userId: string, id: string): Promise<void> {
  const result = await limits.startRun(db, userId, id, LIMIT_WINDOWS);
  if (result.started) return;
  const message = 'Another import is running: one import runs at a time';
  throw new AppError('conflict', message, [{ field: 'imports', code: 'in_progress', message: result.running ?? id }]);
}

/** The chunks of an upload, refused with a 413 naming `field` once they pass `maxBytes` (counted as they stream). */
export async function* withinBytes(
  chunks: AsyncIterable<Buffer>,
  maxBytes: number,
  field: string,
  what: string,
): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) {
      const message = `${what} can have at most ${maxBytes / 1024 / 1024} MB`;
      throw new AppError('payload_too_large', message, [{ field, code: 'too_long', message }]);
    }
    yield chunk;
  }
}

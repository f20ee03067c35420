import { sql } from 'drizzle-orm';
import type { ImportSource } from '@lifeorbit/contracts/data';
import { queryRows } from '../../../core/db';
import type { AppDb } from '../../../db/client';

/**
 * What keeps imports from filling the disk and the database (issue 36): a member's imports counted under a lock of
 * their own, and staged imports never run removed with their rows. Only this file and the other repositories here
 * hold SQL.
 */

export interface ImportCounts {
  /** Imports staged in the last day (run or not). */
  today: number;
  /** Staged and not run yet (nor expired). */
  waiting: number;
  /** The id of an import of theirs running now, if one is. */
  running: string | null;
}

export interface LimitWindows {
  /** Seconds a staged import waits to be run before it is removed. */
  expirySec: number;
  /** Seconds after which an import still marked running is taken for one a crash stopped. */
  staleRunSec: number;
}

/** The member's lock: their staging and running checks and writes happen one at a time. */
const lockMember = (db: AppDb, userId: string) =>
  queryRows(db, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`data-import:${userId}`}, 0))`);

async function countImports(db: AppDb, userId: string, windows: LimitWindows): Promise<ImportCounts> {
  const [row] = await queryRows<ImportCounts>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today,
               count(*) FILTER (WHERE status IN ('staging', 'staged')
                                  AND created_at > now() - make_interval(secs => ${windows.expirySec}))::int AS waiting,
               (array_agg(id::text) FILTER (WHERE status = 'importing'
                                  AND run_started_at > now() - make_interval(secs => ${windows.staleRunSec})))[1]
                 AS running
        FROM data_imports WHERE user_id = ${userId}`,
  );
  return row!;
}

/** The member's counts now, outside the lock (to refuse early, before reading a file). */
export function importCounts(db: AppDb, userId: string, windows: LimitWindows): Promise<ImportCounts> {
  return countImports(db, userId, windows);
}

/**
 * Stores a new staged import if `allowed` says the member's counts allow it, both under their lock (two uploads at
 * once cannot both take the last place). Answers the counts it decided on and whether it stored the import.
 */
export async function insertImportWithin(
  db: AppDb,
  row: { id: string; userId: string; source: ImportSource; fileName: string; status?: 'staging' | 'staged' },
  windows: LimitWindows,
  allowed: (counts: ImportCounts) => boolean,
): Promise<{ counts: ImportCounts; inserted: boolean }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    await lockMember(t, row.userId);
    const counts = await countImports(t, row.userId, windows);
    if (!allowed(counts)) return { counts, inserted: false };
    await queryRows(
      t,
      sql`INSERT INTO data_imports (id, user_id, source, file_name, status)
          VALUES (${row.id}, ${row.userId}, ${row.source}, ${row.fileName}, ${row.status ?? 'staged'})`,
    );
    return { counts, inserted: true };
  });
}

/**
 * Marks the import running if it waits to be run (or a crash left it running) and no other import of the member
 * runs. Answers null when it did, else the id of the import running now (or the import's own status).
 */
export async function startRun(
  db: AppDb,
  userId: string,
  id: string,
  windows: LimitWindows,
): Promise<{ started: true } | { started: false; running: string | null }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    await lockMember(t, userId);
    const { running } = await countImports(t, userId, windows);
    if (running !== null) return { started: false, running };
    const rows = await queryRows<{ id: string }>(
      t,
      sql`UPDATE data_imports SET status = 'importing', run_started_at = now()
          WHERE id = ${id} AND user_id = ${userId} AND status IN ('staged', 'importing') RETURNING id`,
    );
    return rows.length ? { started: true } : { started: false, running: null };
  });
}

/** Removes staged imports never run within the expiry, with their rows and names (ON DELETE CASCADE). */
export async function deleteExpiredImports(db: AppDb, expirySec: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM data_imports
        WHERE status IN ('staged', 'staging') AND created_at < now() - make_interval(secs => ${expirySec}) RETURNING id`,
  );
  return rows.length;
}

import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** The member's password hash (null for an account that signs in otherwise). */
export async function passwordHashOf(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await queryRows<{ hash: string | null }>(
    db,
    sql`SELECT password AS hash FROM account WHERE user_id = ${userId} AND provider_id = 'credential' LIMIT 1`,
  );
  return row?.hash ?? null;
}

/**
 * Removes the member in one transaction: the user row, and with it (ON DELETE CASCADE) every row that is theirs:
 * sessions, workouts and sets, templates, programs, journal, readiness, measurements, uploads' rows, social posts,
 * likes and comments, coach conversations and logs, imports. What stays is an audit entry that says an account was
 * deleted and how much went with it, with no id, name or e-mail.
 */
export async function deleteMember(db: AppDb, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [counts] = await queryRows<{ workouts: number; sets: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM workouts WHERE user_id = ${userId}) AS workouts,
                 (SELECT count(*)::int FROM workout_sets WHERE user_id = ${userId}) AS sets`,
    );
    // What refers to the member's own exercises without a cascade goes first (PostgreSQL cascades in no set order).
    await queryRows(tx, sql`DELETE FROM workouts WHERE user_id = ${userId}`);
    await queryRows(tx, sql`DELETE FROM workout_templates WHERE user_id = ${userId}`);
    await queryRows(tx, sql`DELETE FROM "user" WHERE id = ${userId}`);
    await queryRows(
      tx,
      sql`INSERT INTO admin_action_log (actor_user_id, action_type, target_user_id, details)
          VALUES (NULL, 'account.deleted', NULL, ${JSON.stringify(counts ?? {})}::jsonb)`,
    );
  });
}

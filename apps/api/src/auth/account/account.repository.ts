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

/** How much training goes with an account: what its deletion's audit entry says, with no id, name or e-mail. */
export async function countTraining(db: AppDb, userId: string): Promise<{ workouts: number; sets: number }> {
  const [counts] = await queryRows<{ workouts: number; sets: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM workouts WHERE user_id = ${userId}) AS workouts,
               (SELECT count(*)::int FROM workout_sets WHERE user_id = ${userId}) AS sets`,
  );
  return counts ?? { workouts: 0, sets: 0 };
}

/**
 * Removes the user row, and with it (ON DELETE CASCADE) every row that is theirs: sessions, workouts and sets,
 * templates, programs, journal, readiness, measurements, uploads' rows, social posts, likes and comments, coach
 * conversations and logs, imports. Run inside the deletion's transaction, after its workouts and templates went
 * (AuthNeeds.clearMemberTraining).
 */
export async function deleteUser(db: AppDb, userId: string): Promise<void> {
  await queryRows(db, sql`DELETE FROM "user" WHERE id = ${userId}`);
}

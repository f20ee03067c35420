import { sql } from 'drizzle-orm';
import type { AdminReport, ReportReason } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** Reports of workouts, and what superadmins decide about them. */

/** Files a report; reporting the same workout again changes the reason of the open report instead. */
export async function upsertReport(
  db: AppDb,
  workoutId: string,
  reporterId: string,
  reason: ReportReason,
  details: string | null,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO workout_reports (workout_id, reporter_id, reason, details)
        VALUES (${workoutId}, ${reporterId}, ${reason}, ${details})
        ON CONFLICT (workout_id, reporter_id) DO UPDATE SET reason = EXCLUDED.reason, details = EXCLUDED.details
        WHERE workout_reports.status = 'open'`,
  );
}

const card = (alias: string, userAlias: string) =>
  sql`json_build_object('handle', ${sql.raw(alias)}.handle, 'name',
    COALESCE(NULLIF(btrim(${sql.raw(alias)}.display_name), ''), split_part(${sql.raw(userAlias)}.email, '@', 1)),
    'avatarUrl', ${sql.raw(alias)}.avatar_url)`;

export async function listReports(db: AppDb, status: AdminReport['status']): Promise<AdminReport[]> {
  const rows = await queryRows<{
    id: string;
    workout_id: string;
    title: string;
    owner: AdminReport['owner'];
    reporter: AdminReport['reporter'];
    reason: ReportReason;
    details: string | null;
    status: AdminReport['status'];
    created_at: unknown;
  }>(
    db,
    sql`SELECT r.id, r.workout_id, w.title, ${card('op', 'ou')} AS owner, ${card('rp', 'ru')} AS reporter, r.reason,
          r.details, r.status, r.created_at
        FROM workout_reports r
        JOIN workouts w ON w.id = r.workout_id
        JOIN profiles op ON op.user_id = w.user_id JOIN "user" ou ON ou.id = w.user_id
        JOIN profiles rp ON rp.user_id = r.reporter_id JOIN "user" ru ON ru.id = r.reporter_id
        WHERE r.status = ${status}
        ORDER BY r.created_at DESC LIMIT 200`,
  );
  return rows.map((row) => ({
    id: row.id,
    workoutId: row.workout_id,
    workoutTitle: row.title,
    owner: row.owner,
    reporter: row.reporter,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at as string).toISOString(),
  }));
}

/**
 * Decides an open report. Answers the workout and its owner, or null when there is no open report with the id; a
 * `hidden` decision also hides the workout (workouts does) and closes the workout's other open reports.
 */
export async function resolveReport(
  db: AppDb,
  reportId: string,
  adminId: string,
  decision: 'hidden' | 'dismissed',
): Promise<{ workoutId: string; ownerId: string; reason: ReportReason } | null> {
  const [row] = await queryRows<{ workout_id: string; user_id: string; reason: ReportReason }>(
    db,
    sql`UPDATE workout_reports r SET status = ${decision}, resolved_at = now(), resolved_by = ${adminId}
        FROM workouts w
        WHERE r.id = ${reportId} AND r.status = 'open' AND w.id = r.workout_id
        RETURNING r.workout_id, w.user_id, r.reason`,
  );
  return row ? { workoutId: row.workout_id, ownerId: row.user_id, reason: row.reason } : null;
}

/** Closes every other open report of a workout that was hidden. */
export async function closeOpenReports(db: AppDb, workoutId: string, adminId: string): Promise<void> {
  await db.execute(
    sql`UPDATE workout_reports SET status = 'hidden', resolved_at = now(), resolved_by = ${adminId}
        WHERE workout_id = ${workoutId} AND status = 'open'`,
  );
}

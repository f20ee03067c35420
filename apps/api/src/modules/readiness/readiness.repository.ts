import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { HealthDaily, Readiness } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { readinessCheckins } from '../../db/readiness-schema';

const columns = {
  day: readinessCheckins.day,
  energy: readinessCheckins.energy,
  energyAnswer: readinessCheckins.energyAnswer,
  sleep: readinessCheckins.sleep,
  soreness: readinessCheckins.soreness,
  stress: readinessCheckins.stress,
  note: readinessCheckins.note,
};

export interface ReadinessRow {
  day: string;
  energy: number;
  energyAnswer: number | null;
  sleep: number | null;
  soreness: number | null;
  stress: number | null;
  note: string | null;
}

/** One check-in per member per day: saving the same day again replaces the answers. */
export async function upsertCheckin(db: AppDb, userId: string, row: ReadinessRow): Promise<Readiness> {
  const [saved] = await db
    .insert(readinessCheckins)
    .values({ userId, ...row })
    .onConflictDoUpdate({
      target: [readinessCheckins.userId, readinessCheckins.day],
      set: { ...row, updatedAt: sql`now()` },
    })
    .returning(columns);
  return saved!;
}

export async function findLatestCheckin(db: AppDb, userId: string): Promise<Readiness | null> {
  const rows = await db
    .select(columns)
    .from(readinessCheckins)
    .where(eq(readinessCheckins.userId, userId))
    .orderBy(desc(readinessCheckins.day))
    .limit(1);
  return rows[0] ?? null;
}

export async function listCheckins(db: AppDb, userId: string, from: string, until: string): Promise<Readiness[]> {
  return db
    .select(columns)
    .from(readinessCheckins)
    .where(
      and(eq(readinessCheckins.userId, userId), gte(readinessCheckins.day, from), lte(readinessCheckins.day, until)),
    )
    .orderBy(desc(readinessCheckins.day));
}

/** The newest day of imported health data (issue 42) on or after `since`, if any. */
export async function findLatestHealthDaily(db: AppDb, userId: string, since: string): Promise<HealthDaily | null> {
  const [row] = await queryRows<HealthDaily>(
    db,
    sql`SELECT day::text AS day, resting_hr AS "restingHr", sleep_minutes AS "sleepMinutes" FROM health_daily
        WHERE user_id = ${userId} AND day >= ${since}::date ORDER BY day DESC LIMIT 1`,
  );
  return row ?? null;
}

/**
 * Apple Health's resting heart rate and sleep of an import (issue 42), staged in data_import_health: one row per day
 * the member has none of, marked with the import for its undo.
 */
export async function insertImportedHealthDaily(db: AppDb, importId: string, userId: string): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO health_daily (user_id, day, resting_hr, sleep_minutes, import_id)
        SELECT ${userId}, h.day,
               round(max(h.value) FILTER (WHERE h.kind = 'resting_hr' AND h.value BETWEEN 20 AND 200)),
               round(max(h.value) FILTER (WHERE h.kind = 'sleep_minutes' AND h.value BETWEEN 0 AND 1440)),
               ${importId}::uuid
        FROM data_import_health h
        WHERE h.import_id = ${importId} AND h.kind IN ('resting_hr', 'sleep_minutes')
        GROUP BY h.day
        HAVING max(h.value) FILTER (WHERE h.kind = 'resting_hr' AND h.value BETWEEN 20 AND 200) IS NOT NULL
            OR max(h.value) FILTER (WHERE h.kind = 'sleep_minutes' AND h.value BETWEEN 0 AND 1440) IS NOT NULL
        ON CONFLICT (user_id, day) DO NOTHING`,
  );
}

/** Undo of an import: the daily rows it wrote. */
export async function deleteImportedHealthDaily(db: AppDb, userId: string, importId: string): Promise<number> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`DELETE FROM health_daily WHERE user_id = ${userId} AND import_id = ${importId} RETURNING day`,
  );
  return rows.length;
}

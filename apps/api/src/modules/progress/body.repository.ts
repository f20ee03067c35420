import { sql } from 'drizzle-orm';
import type { BodyMeasurement } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** Body weight and measurements: one row per member per day (migration 0014). */

const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value));
const dayText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

function toMeasurement(row: Record<string, unknown>): BodyMeasurement {
  return {
    day: dayText(row.day),
    bodyWeightKg: numOrNull(row.body_weight_kg),
    waistCm: numOrNull(row.waist_cm),
    bodyFatPct: numOrNull(row.body_fat_pct),
  };
}

const COLUMNS = sql`day::text AS day, body_weight_kg, waist_cm, body_fat_pct`;

/** The values given for a day; an absent key keeps what the day has, null clears it. */
export interface MeasurementChanges {
  day: string;
  bodyWeightKg?: number | null;
  waistCm?: number | null;
  bodyFatPct?: number | null;
}

/**
 * Saves a day's values, keeping those not given. A day left with no value at all is removed (the table allows none),
 * so the answer is null then.
 */
export async function saveMeasurement(
  db: AppDb,
  userId: string,
  changes: MeasurementChanges,
): Promise<BodyMeasurement | null> {
  const given = (value: number | null | undefined) => value !== undefined;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH old AS (SELECT * FROM body_measurements WHERE user_id = ${userId} AND day = ${changes.day}::date),
        merged AS (
          SELECT CASE WHEN ${given(changes.bodyWeightKg)}::boolean THEN ${changes.bodyWeightKg ?? null}::numeric
                      ELSE (SELECT body_weight_kg FROM old) END AS body_weight_kg,
                 CASE WHEN ${given(changes.waistCm)}::boolean THEN ${changes.waistCm ?? null}::numeric
                      ELSE (SELECT waist_cm FROM old) END AS waist_cm,
                 CASE WHEN ${given(changes.bodyFatPct)}::boolean THEN ${changes.bodyFatPct ?? null}::numeric
                      ELSE (SELECT body_fat_pct FROM old) END AS body_fat_pct),
        removed AS (
          DELETE FROM body_measurements
          WHERE user_id = ${userId} AND day = ${changes.day}::date
            AND (SELECT num_nonnulls(body_weight_kg, waist_cm, body_fat_pct) FROM merged) = 0)
        INSERT INTO body_measurements AS t (user_id, day, body_weight_kg, waist_cm, body_fat_pct)
        SELECT ${userId}, ${changes.day}::date, m.body_weight_kg, m.waist_cm, m.body_fat_pct FROM merged m
        WHERE num_nonnulls(m.body_weight_kg, m.waist_cm, m.body_fat_pct) > 0
        ON CONFLICT (user_id, day) DO UPDATE SET body_weight_kg = EXCLUDED.body_weight_kg,
          waist_cm = EXCLUDED.waist_cm, body_fat_pct = EXCLUDED.body_fat_pct, updated_at = now(),
          -- A day the member saves is theirs: an undo of the import that wrote it first leaves it (issue 42).
          import_id = NULL
        RETURNING ${COLUMNS}`,
  );
  return row ? toMeasurement(row) : null;
}

export async function listMeasurements(db: AppDb, userId: string, fromDay: string | null): Promise<BodyMeasurement[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${COLUMNS} FROM body_measurements
        WHERE user_id = ${userId} AND (${fromDay}::date IS NULL OR day >= ${fromDay}::date)
        ORDER BY day`,
  );
  return rows.map(toMeasurement);
}

export async function deleteMeasurement(db: AppDb, userId: string, day: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM body_measurements WHERE user_id = ${userId} AND day = ${day}::date RETURNING day`,
  );
  return rows.length > 0;
}

/** The newest body weight the member logged, with its day; null when never. */
export async function findLatestBodyWeight(
  db: AppDb,
  userId: string,
): Promise<{ bodyWeightKg: number; day: string } | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT body_weight_kg, day::text AS day FROM body_measurements
        WHERE user_id = ${userId} AND body_weight_kg IS NOT NULL ORDER BY day DESC LIMIT 1`,
  );
  return row ? { bodyWeightKg: Number(row.body_weight_kg), day: dayText(row.day) } : null;
}

/** Generated training's body weights (seed:scale, personas): one a week over the `days` before `now`, and some waists. */
export async function insertWeeklyBodyWeights(db: AppDb, userId: string, days: number, now: Date): Promise<void> {
  const end = now.toISOString();
  await queryRows(
    db,
    sql`INSERT INTO body_measurements (user_id, day, body_weight_kg, waist_cm)
        SELECT ${userId}, (${end}::timestamptz - make_interval(days => k * 7))::date,
               round((78 + 4 * sin(k / 9.0) + k * 0.01)::numeric, 1), CASE WHEN k % 4 = 0 THEN 84 + k % 5 END
        FROM generate_series(0, ${Math.floor(days / 7)}) AS k
        ON CONFLICT DO NOTHING`,
  );
}

/**
 * Apple Health's body mass and body fat of an import (issue 42), staged in data_import_health: one row per day the
 * member has no measurement of (a day they measured keeps their own values), marked with the import for its undo.
 */
export async function insertImportedMeasurements(db: AppDb, importId: string, userId: string): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO body_measurements (user_id, day, body_weight_kg, body_fat_pct, import_id)
        SELECT ${userId}, h.day,
               max(h.value) FILTER (WHERE h.kind = 'body_mass_kg' AND h.value BETWEEN 20 AND 400),
               round(max(h.value) FILTER (WHERE h.kind = 'body_fat_pct' AND h.value BETWEEN 2 AND 75), 1),
               ${importId}::uuid
        FROM data_import_health h
        WHERE h.import_id = ${importId} AND h.kind IN ('body_mass_kg', 'body_fat_pct')
        GROUP BY h.day
        HAVING max(h.value) FILTER (WHERE h.kind = 'body_mass_kg' AND h.value BETWEEN 20 AND 400) IS NOT NULL
            OR max(h.value) FILTER (WHERE h.kind = 'body_fat_pct' AND h.value BETWEEN 2 AND 75) IS NOT NULL
        ON CONFLICT (user_id, day) DO NOTHING`,
  );
}

/** Undo of an import: the measurements it wrote (a day the member edited since is theirs now, and stays). */
export async function deleteImportedMeasurements(db: AppDb, userId: string, importId: string): Promise<number> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`DELETE FROM body_measurements WHERE user_id = ${userId} AND import_id = ${importId} RETURNING day`,
  );
  return rows.length;
}

import { sql } from 'drizzle-orm';
import type { UpdateFitnessProfileRequest } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { profiles } from '../../db/schema';

/** The fitness profile's own columns of the member's profile (migration 0014). */
export interface FitnessProfileRow {
  heightCm: number | null;
  experienceLevel: 'beginner' | 'intermediate' | 'advanced' | null;
  goal: 'strength' | 'muscle' | 'endurance' | 'general' | null;
  trainingDaysPerWeek: number | null;
  defaultRestSec: number | null;
  timeZone: string | null;
  weightUnit: 'kg' | 'lb';
}

export async function findFitnessProfileRow(db: AppDb, userId: string): Promise<FitnessProfileRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT p.height_cm, p.experience_level, p.training_goal, p.training_days_per_week, p.default_rest_sec,
          p.time_zone, COALESCE(p.weight_unit, 'kg') AS weight_unit
        FROM (SELECT ${userId}::text AS user_id) me LEFT JOIN profiles p ON p.user_id = me.user_id`,
  );
  const r = row!;
  return {
    heightCm: r.height_cm == null ? null : Number(r.height_cm),
    experienceLevel: (r.experience_level as FitnessProfileRow['experienceLevel']) ?? null,
    goal: (r.training_goal as FitnessProfileRow['goal']) ?? null,
    trainingDaysPerWeek: r.training_days_per_week == null ? null : Number(r.training_days_per_week),
    defaultRestSec: r.default_rest_sec == null ? null : Number(r.default_rest_sec),
    timeZone: (r.time_zone as string | null) ?? null,
    weightUnit: r.weight_unit === 'lb' ? 'lb' : 'kg',
  };
}

type ProfileChanges = Pick<
  UpdateFitnessProfileRequest,
  'heightCm' | 'experienceLevel' | 'goal' | 'trainingDaysPerWeek' | 'defaultRestSec' | 'weightUnit' | 'timeZone'
>;

export async function upsertFitnessProfile(db: AppDb, userId: string, changes: ProfileChanges): Promise<void> {
  const values = {
    ...(changes.heightCm !== undefined && { heightCm: changes.heightCm }),
    ...(changes.experienceLevel !== undefined && { experienceLevel: changes.experienceLevel }),
    ...(changes.goal !== undefined && { trainingGoal: changes.goal }),
    ...(changes.trainingDaysPerWeek !== undefined && { trainingDaysPerWeek: changes.trainingDaysPerWeek }),
    ...(changes.defaultRestSec !== undefined && { defaultRestSec: changes.defaultRestSec }),
    ...(changes.weightUnit !== undefined && { weightUnit: changes.weightUnit }),
    ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
  };
  if (Object.keys(values).length === 0) return;
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** Whether PostgreSQL knows the zone (its list can differ from the browser's). */
export async function isKnownTimeZone(db: AppDb, timeZone: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM pg_timezone_names WHERE name = ${timeZone}`);
  return rows.length > 0;
}

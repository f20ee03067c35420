import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** The gym a workout was logged at (workouts.gym_id, migration 0024; workouts writes it). */

/** The member's workout's gym id; undefined when the member has no such workout. */
export async function findWorkoutGymId(
  db: AppDb,
  userId: string,
  workoutId: string,
): Promise<string | null | undefined> {
  const [row] = await queryRows<{ gym_id: string | null }>(
    db,
    sql`SELECT gym_id FROM workouts WHERE id = ${workoutId} AND user_id = ${userId}`,
  );
  return row ? row.gym_id : undefined;
}

export async function gymSummary(
  db: AppDb,
  gymId: string,
): Promise<{ id: string; name: string; equipmentIds: string[]; hasPlateProfile: boolean } | null> {
  const [row] = await queryRows<{ id: string; name: string; equipment_ids: string[]; has_plates: boolean }>(
    db,
    sql`SELECT g.id, g.name,
          COALESCE((SELECT array_agg(ge.equipment_id::text ORDER BY ge.equipment_id) FROM gym_equipment ge
                    WHERE ge.gym_id = g.id), '{}') AS equipment_ids,
          EXISTS (SELECT 1 FROM gym_plate_profiles gp WHERE gp.gym_id = g.id) AS has_plates
        FROM gyms g WHERE g.id = ${gymId}`,
  );
  return row ? { id: row.id, name: row.name, equipmentIds: row.equipment_ids, hasPlateProfile: row.has_plates } : null;
}

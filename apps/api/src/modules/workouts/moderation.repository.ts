import { sql } from 'drizzle-orm';
import type { WorkoutVisibility } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** What the social area changes on a workout: who sees it (its owner), and hiding it (a superadmin, on a report). */

/** Sets the visibility of the member's own workout; answers whether they have one with that id. */
export async function updateWorkoutVisibility(
  db: AppDb,
  userId: string,
  workoutId: string,
  visibility: WorkoutVisibility,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE workouts SET visibility = ${visibility}
        WHERE id = ${workoutId} AND user_id = ${userId} RETURNING 1`,
  );
  return rows.length > 0;
}

/** Hides a workout from everyone but its owner (a report upheld); a hidden one keeps the time it was first hidden. */
export async function hideWorkout(db: AppDb, workoutId: string): Promise<void> {
  await db.execute(sql`UPDATE workouts SET hidden_at = now() WHERE id = ${workoutId} AND hidden_at IS NULL`);
}

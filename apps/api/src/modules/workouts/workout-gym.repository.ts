import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/** Where a workout was logged (workouts.gym_id, migration 0024): the gyms area decides which gym, workouts writes it. */

/** Sets the gym of the member's own workout (null for none). */
export async function setWorkoutGym(db: AppDb, userId: string, workoutId: string, gymId: string | null) {
  await db.execute(sql`UPDATE workouts SET gym_id = ${gymId} WHERE id = ${workoutId} AND user_id = ${userId}`);
}

/** Logs at the gym every workout of the member's that has no gym yet (the demo gym's seed). */
export async function setGymOfWorkoutsWithout(db: AppDb, userId: string, gymId: string): Promise<void> {
  await db.execute(sql`UPDATE workouts SET gym_id = ${gymId} WHERE user_id = ${userId} AND gym_id IS NULL`);
}

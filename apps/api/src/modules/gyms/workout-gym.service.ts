import type { WorkoutGymResponse } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { setWorkoutGym as writeWorkoutGym } from '../workouts';
import { invalid } from './gym-access';
import { findMembership } from './gym-members.repository';
import * as repo from './workout-gym.repository';

/** The gym a workout was logged at: one the member belongs to, or none. */

async function workoutGymOf(db: AppDb, gymId: string | null): Promise<WorkoutGymResponse> {
  return { gym: gymId ? await repo.gymSummary(db, gymId) : null };
}

export async function getWorkoutGym(db: AppDb, userId: string, workoutId: string): Promise<WorkoutGymResponse> {
  const gymId = await repo.findWorkoutGymId(db, userId, workoutId);
  if (gymId === undefined) {
    throw new AppError('not_found', 'Workout not found', [
      { field: 'id', code: 'not_found', message: 'Workout not found' },
    ]);
  }
  return workoutGymOf(db, gymId);
}

/** Sets where the workout is logged: a gym the member belongs to, or none. */
export async function setWorkoutGym(
  db: AppDb,
  userId: string,
  workoutId: string,
  gymId: string | null,
): Promise<WorkoutGymResponse> {
  await getWorkoutGym(db, userId, workoutId);
  if (gymId && !(await findMembership(db, gymId, userId))) {
    throw invalid('gymId', 'not_found', 'You are not a member of this gym');
  }
  await writeWorkoutGym(db, userId, workoutId, gymId);
  return workoutGymOf(db, gymId);
}

import type { ApiModule } from '../../core/module';
import { workoutsRoutes } from './workouts.routes';

/** Workouts: sessions, their exercises and sets, and history. */
export const workoutsModule: ApiModule = { name: 'workouts', routes: workoutsRoutes };

/** The social area sets a workout's visibility for its owner and hides a reported one (ADR 042: workouts writes it). */
export { hideWorkout, updateWorkoutVisibility } from './moderation.repository';
/** The gyms area sets where a workout was logged (ADR 042: workouts writes it). */
export { setGymOfWorkoutsWithout, setWorkoutGym } from './workout-gym.repository';
/** Generated training (personas, seed:scale), written set-based by the area that owns the tables. */
export { insertGeneratedWorkouts, type GeneratedHistory, type PlanExercise } from './generated-history.repository';
/** An import's workouts, exercises and sets, in the import's batch transaction (data). */
export {
  deleteImportedWorkouts,
  insertImportedActivities,
  insertImportedSets,
  insertImportedWorkoutExercises,
  insertImportedWorkouts,
} from './imported-workouts.repository';
/** An account's deletion (src/auth, through AuthNeeds) removes the member's workouts before their user row. */
export { deleteMemberWorkouts } from './sessions.repository';

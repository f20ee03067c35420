import type { ApiModule } from '../../core/module';
import { workoutsRoutes } from './workouts.routes';

/** Workouts: sessions, their exercises and sets, and history. */
export const workoutsModule: ApiModule = { name: 'workouts', routes: workoutsRoutes };

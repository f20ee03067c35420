import type { ApiModule } from '../../core/module';
import { progressRoutes } from './progress.routes';

/** Progress per exercise, body measurements, analytics and achievements: the member's own training, summed up. */
export const progressModule: ApiModule = { name: 'progress', routes: progressRoutes };

/** Ending a workout stores the badges it earned and shows them (workouts). */
export { awardBadges } from './achievements.service';
/** The fitness profile's body weight is a body measurement of the day (profile). */
export { assertDayHasBegun } from './progress.service';
export { findLatestBodyWeight, saveMeasurement } from './body.repository';
/** Generated training's weekly body weights (personas, seed:scale). */
export { insertWeeklyBodyWeights } from './body.repository';
/** An import's body measurements and their undo, in the import's own steps (data, issue 42). */
export { deleteImportedMeasurements, insertImportedMeasurements } from './body.repository';

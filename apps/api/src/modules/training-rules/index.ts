import type { ApiModule } from '../../core/module';
import { trainingRulesRoutes } from './training-rules.routes';

/**
 * The set-time training rules: next-set suggestions, warm-ups, personal records, plates and the member's coaching
 * settings (the URLs stay /api/coaching/... and /api/workout-exercises/:id/...).
 */
export const trainingRulesModule: ApiModule = { name: 'training-rules', routes: trainingRulesRoutes };

/** What a set's log (workouts) reads and stores for the rules, inside its own two statements (set-log.ts). */
export {
  afterSetLogged,
  setLogReads,
  setLogWrites,
  type LoggedSet,
  type SetLogAnswers,
  type SetLogOutcome,
  type SetLogReads,
  type SetLogWrites,
} from './set-log';
/** A set edited or deleted: the records of its exercise are decided again. */
export { recomputePersonalRecords } from './records.service';
/** A workout's coaching read (workouts) answers each of its exercises' suggestions at once. */
export { getSuggestion } from './training-rules.service';
/** The fitness profile (profile) shows and changes the member's warm-up strategy, which lives here. */
export { getCoachingSettings, updateCoachingSettings } from './training-rules.service';
/** Records decided over many sets at once, as logging them would have: an import's (data), the seeds'. */
export { recomputeExercisesRecords, recomputeMembersRecords } from './records.repository';

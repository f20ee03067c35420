import type { ApiModule } from '../../core/module';
import { coachingRoutes } from './coaching.routes';

/** The set-time training rules: suggestions, warm-ups, records, plates. */
export const coachingModule: ApiModule = { name: 'coaching', routes: coachingRoutes };

/** What a set's log (workouts) reads and stores for the training rules, in its own two statements (ADR 013). */
export {
  coachingInputsQuery,
  personalRecordInsert,
  previousWorkingPairsQuery,
  toCoachingInputs,
  warmupAssignments,
  type CoachingInputsRow,
  type NewPersonalRecord,
} from './coaching.repository';
export {
  canBePersonalRecord,
  personalRecordOf,
  planWarmupAfterSet,
  recomputePersonalRecords,
} from './coaching.service';

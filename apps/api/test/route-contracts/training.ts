import {
  CreateExerciseRequest,
  ExerciseListQuery,
  LanguageQuery,
  UpdateExerciseRequest,
} from '@lifeorbit/contracts/catalogue';
import { CreateProgramRequest, UpdateProgramRequest } from '@lifeorbit/contracts/programs';
import {
  AnalyticsQuery,
  BodyMeasurementsQuery,
  ExerciseProgressQuery,
  ProgressLangQuery,
  SaveBodyMeasurementRequest,
  UpdateFitnessProfileRequest,
} from '@lifeorbit/contracts/progress';
import { ReadinessHistoryQuery, SaveReadinessRequest } from '@lifeorbit/contracts/readiness';
import {
  CreateTemplateRequest,
  DuplicateTemplateRequest,
  ExercisePreferencesQuery,
  SaveExercisePreferenceRequest,
  UpdateTemplateRequest,
} from '@lifeorbit/contracts/templates';
import {
  StoreWarmupRequest,
  UpdateCoachingSettingsRequest,
  WarmupFeedbackRequest,
} from '@lifeorbit/contracts/training-rules';
import {
  AddWorkoutExerciseRequest,
  EndWorkoutRequest,
  ExerciseHistoryQuery,
  LogSetRequest,
  ReorderWorkoutExercisesRequest,
  StartWorkoutRequest,
  UpdateSetRequest,
  UpdateWorkoutExerciseRequest,
  UpdateWorkoutRequest,
  WorkoutHistoryQuery,
} from '@lifeorbit/contracts/workouts';
import type { RouteContracts } from '.';

/**
 * Training: the catalogue, templates and preferences, workouts and sets, the training rules, programs, readiness and
 * progress.
 */
export const TRAINING_CONTRACTS: Record<string, RouteContracts> = {
  'GET /api/exercises': { query: ExerciseListQuery },
  'POST /api/exercises': { body: CreateExerciseRequest, query: LanguageQuery },
  'GET /api/exercises/:id': { query: LanguageQuery },
  'PATCH /api/exercises/:id': { body: UpdateExerciseRequest, query: LanguageQuery },
  'DELETE /api/exercises/:id': {},
  'GET /api/catalogue/filters': { query: LanguageQuery },
  'GET /api/fitness/profile': {},
  'PUT /api/fitness/profile': { body: UpdateFitnessProfileRequest },
  'GET /api/progress/exercises': { query: ProgressLangQuery },
  'GET /api/progress/exercises/:id': { query: ExerciseProgressQuery },
  'GET /api/progress/records': { query: ProgressLangQuery },
  'GET /api/body-measurements': { query: BodyMeasurementsQuery },
  'PUT /api/body-measurements': { body: SaveBodyMeasurementRequest },
  'DELETE /api/body-measurements/:day': {},
  'GET /api/analytics': { query: AnalyticsQuery },
  'GET /api/achievements': {},
  'GET /api/programs': {},
  'POST /api/programs': { body: CreateProgramRequest },
  'GET /api/programs/:id': {},
  'PUT /api/programs/:id': { body: UpdateProgramRequest },
  'POST /api/programs/:id/activate': {},
  'POST /api/programs/:id/advance': {},
  'DELETE /api/programs/:id': {},
  'PUT /api/readiness': { body: SaveReadinessRequest },
  'GET /api/readiness/latest': {},
  'GET /api/readiness': { query: ReadinessHistoryQuery },
  'GET /api/templates': { query: LanguageQuery },
  'POST /api/templates': { body: CreateTemplateRequest, query: LanguageQuery },
  'GET /api/templates/:id': { query: LanguageQuery },
  'PUT /api/templates/:id': { body: UpdateTemplateRequest, query: LanguageQuery },
  'POST /api/templates/:id/duplicate': { body: DuplicateTemplateRequest, query: LanguageQuery },
  'DELETE /api/templates/:id': {},
  'GET /api/exercise-preferences': { query: ExercisePreferencesQuery },
  'PUT /api/exercise-preferences': { body: SaveExercisePreferenceRequest },
  'GET /api/workout-exercises/:id/suggestion': {},
  'PUT /api/workout-exercises/:id/warmup': { body: StoreWarmupRequest },
  'PUT /api/workout-exercises/:id/warmup-feedback': { body: WarmupFeedbackRequest },
  'GET /api/coaching/settings': {},
  'PUT /api/coaching/settings': { body: UpdateCoachingSettingsRequest },
  'GET /api/workouts/active': {},
  'GET /api/workouts': { query: WorkoutHistoryQuery },
  'POST /api/workouts': { body: StartWorkoutRequest },
  'GET /api/workouts/:id': {},
  'GET /api/workouts/:id/coaching': {},
  'PATCH /api/workouts/:id': { body: UpdateWorkoutRequest },
  'POST /api/workouts/:id/end': { body: EndWorkoutRequest },
  'DELETE /api/workouts/:id': {},
  'POST /api/workouts/:id/exercises': { body: AddWorkoutExerciseRequest },
  'POST /api/workouts/:id/exercises/reorder': { body: ReorderWorkoutExercisesRequest },
  'PATCH /api/workout-exercises/:id': { body: UpdateWorkoutExerciseRequest },
  'DELETE /api/workout-exercises/:id': {},
  'POST /api/workout-exercises/:id/sets': { body: LogSetRequest },
  'PATCH /api/sets/:id': { body: UpdateSetRequest },
  'DELETE /api/sets/:id': {},
  'GET /api/exercises/:id/last-set': {},
  'GET /api/exercises/:id/history': { query: ExerciseHistoryQuery },
};

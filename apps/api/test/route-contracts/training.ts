import { UpdateFitnessProfileRequest } from '@lifeorbit/contracts/progress';
import {
  StoreWarmupRequest,
  UpdateCoachingSettingsRequest,
  WarmupFeedbackRequest,
} from '@lifeorbit/contracts/training-rules';
import type { RouteContracts } from '.';

/**
 * Training outside the public API: the fitness profile and the training rules (suggestions, warm-ups, coaching
 * settings). The catalogue, templates, programs, workouts, sets, progress and readiness come from the public API's
 * table (public.ts).
 */
export const TRAINING_CONTRACTS: Record<string, RouteContracts> = {
  'GET /api/fitness/profile': {},
  'PUT /api/fitness/profile': { body: UpdateFitnessProfileRequest },
  'GET /api/workout-exercises/:id/suggestion': {},
  'PUT /api/workout-exercises/:id/warmup': { body: StoreWarmupRequest },
  'PUT /api/workout-exercises/:id/warmup-feedback': { body: WarmupFeedbackRequest },
  'GET /api/coaching/settings': {},
  'PUT /api/coaching/settings': { body: UpdateCoachingSettingsRequest },
};

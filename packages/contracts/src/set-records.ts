import type { UpdateSetRequest } from './workouts';

/**
 * Whether an edit touches what a set's personal records are decided from: the API decides the exercise's records
 * again after it, and the web refetches the workout (other sets' trophies may change). In a module of its own without
 * zod, so the web's workout page can import it (`@lifeorbit/contracts/set-records`) without the contracts' schemas.
 */
export function changesRecords(body: UpdateSetRequest): boolean {
  return [
    body.weight,
    body.reps,
    body.weightUnit,
    body.durationSec,
    body.distanceM,
    body.setKind,
    body.isCompleted,
  ].some((value) => value !== undefined);
}

import type { AppDb } from '../../db/client';
import { recomputeMembersRecords } from '../training-rules';
import { awardBadges, insertWeeklyBodyWeights } from '../progress';
import { insertGeneratedWorkouts, type GeneratedHistory } from '../workouts';

/**
 * One member's generated history (a persona's here; seed:scale's members through index.ts): `count` finished
 * workouts spread evenly over the days before `now`, each one of the plan's days (rotating), with its exercises,
 * warm-up and working sets progressing over time; then the records those sets beat, weekly body weights, and the
 * badges all of it earns. Each area writes its own tables (ADR 042).
 */
export async function seedHistory(db: AppDb, userId: string, history: GeneratedHistory): Promise<void> {
  await insertGeneratedWorkouts(db, userId, history);
  // The records those sets beat, decided as an import decides them: over every set of the member at once.
  await recomputeMembersRecords(db, [userId]);
  await insertWeeklyBodyWeights(db, userId, history.days, history.now);
  await awardBadges(db, userId);
}

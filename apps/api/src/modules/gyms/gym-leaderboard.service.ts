import type { GymLeaderboardResponse, GymWorkoutsResponse } from '@lifeorbit/contracts';
import { KG_PER_LB } from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { visibleGym } from './gym-access';
import * as repo from './gym-leaderboard.repository';

/** The lists of a gym's page: the week's leaderboard and the newest workouts logged there. */

const LEADERBOARD_SIZE = 20;
const RECENT_WORKOUTS = 10;

/** Monday 00:00 UTC of the current week. */
export function weekStartOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  return start.toISOString();
}

export async function getLeaderboard(db: AppDb, viewerId: string, gymId: string): Promise<GymLeaderboardResponse> {
  await visibleGym(db, gymId, viewerId);
  const weekStart = weekStartOf(new Date());
  const rows = await repo.leaderboard(db, gymId, weekStart, KG_PER_LB, LEADERBOARD_SIZE);
  return {
    weekStart,
    rows: rows.map((row, index) => ({ ...row.card, rank: index + 1, volumeKg: row.volumeKg, workouts: row.workouts })),
  };
}

export async function getRecentWorkouts(db: AppDb, viewerId: string, gymId: string): Promise<GymWorkoutsResponse> {
  await visibleGym(db, gymId, viewerId);
  return { workouts: await repo.recentWorkouts(db, gymId, viewerId, KG_PER_LB, RECENT_WORKOUTS) };
}

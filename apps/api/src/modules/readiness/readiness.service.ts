import { combineReadiness, DEFAULT_READINESS_ENERGY } from '@lifeorbit/domain';
import type {
  LatestReadinessResponse,
  Readiness,
  ReadinessHistoryResponse,
  SaveReadinessRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { validationError } from '../../core/validation';
import { findLatestCheckin, findLatestHealthDaily, listCheckins, upsertCheckin } from './readiness.repository';

/**
 * A check-in is for a day that has begun somewhere: at most one day after the server's own (UTC) date, since the
 * member's calendar may be up to 14 hours ahead of it. Later days (the year 9999) are a 400 naming the day.
 */
export async function saveReadiness(
  db: AppDb,
  userId: string,
  input: SaveReadinessRequest,
  serverToday = new Date().toISOString().slice(0, 10),
): Promise<Readiness> {
  if (input.day > shiftDay(serverToday, 1)) {
    throw validationError([
      { field: 'day', code: 'out_of_range', message: 'A check-in is for today or an earlier day' },
    ]);
  }
  const answers = {
    energy: input.energy ?? null,
    sleep: input.sleep ?? null,
    soreness: input.soreness ?? null,
    stress: input.stress ?? null,
  };
  // The contract guarantees at least one answer, so there is always a combined value.
  const energy = combineReadiness(answers) ?? DEFAULT_READINESS_ENERGY;
  return upsertCheckin(db, userId, {
    day: input.day,
    energy,
    energyAnswer: answers.energy,
    sleep: answers.sleep,
    soreness: answers.soreness,
    stress: answers.stress,
    note: input.note?.trim() || null,
  });
}

/** Spec §7 get_latest_readiness; §9: energy 65 when there is no check-in. */
export async function getLatestReadiness(
  db: AppDb,
  userId: string,
  serverToday = new Date().toISOString().slice(0, 10),
): Promise<LatestReadinessResponse> {
  const readiness = await findLatestCheckin(db, userId);
  // Issue 42: last night's sleep and the resting HR a phone or watch measured, when imported (it does not move energy).
  const health = await findLatestHealthDaily(db, userId, shiftDay(serverToday, -2));
  return { readiness, energy: readiness?.energy ?? DEFAULT_READINESS_ENERGY, health };
}

export function shiftDay(day: string, deltaDays: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + deltaDays);
  return date.toISOString().slice(0, 10);
}

export async function getReadinessHistory(
  db: AppDb,
  userId: string,
  days: number,
  until: string,
): Promise<ReadinessHistoryResponse> {
  return { checkins: await listCheckins(db, userId, shiftDay(until, -(days - 1)), until) };
}

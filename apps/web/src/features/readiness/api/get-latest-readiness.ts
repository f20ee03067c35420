import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestReadinessResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { readinessKeys } from './keys';
import { LATEST_READINESS_PATH } from './paths';

const CHECK_IN_DAY_KEY = 'lifeorbit.readiness-day';

/**
 * The day of the newest check-in this device has seen (YYYY-MM-DD), or null: lets a page draw what it will show before
 * the server answers (the workout page's check-in prompt), so nothing moves when the answer comes.
 */
export function lastKnownCheckInDay(): string | null {
  try {
    return localStorage.getItem(CHECK_IN_DAY_KEY);
  } catch {
    return null;
  }
}

export function rememberCheckInDay(day: string | null | undefined): void {
  try {
    if (day) localStorage.setItem(CHECK_IN_DAY_KEY, day);
  } catch {
    // Storage blocked: the prompt waits for the server's answer instead.
  }
}

export async function getLatestReadiness() {
  const latest = await api.get<LatestReadinessResponse>(LATEST_READINESS_PATH);
  rememberCheckInDay(latest.readiness?.day);
  return latest;
}

/** Spec §7 get_latest_readiness: the newest check-in and the energy suggestions use (65 without one). */
export function latestReadinessQueryOptions() {
  return queryOptions({
    queryKey: readinessKeys.latest(),
    queryFn: getLatestReadiness,
    staleTime: 5 * 60_000,
  });
}

export function useLatestReadiness(enabled = true) {
  return useQuery({ ...latestReadinessQueryOptions(), enabled });
}

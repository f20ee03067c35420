import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse, SessionResponse } from '@lifeorbit/contracts';
import { api, ApiError } from './api';

import { meQueryKey } from './query-keys';

const LAST_ME_KEY = 'lifeorbit.me';

/** Who was signed in on this device the last time the server said so (for opening the app without a network). */
function lastMe(): MeResponse | null {
  try {
    const stored = localStorage.getItem(LAST_ME_KEY);
    return stored ? (JSON.parse(stored) as MeResponse) : null;
  } catch {
    return null;
  }
}

/** Whether a member was signed in on this device the last time the server said so. */
export function wasSignedInHere(): boolean {
  return lastMe() !== null;
}

function rememberMe(me: MeResponse | null): void {
  try {
    if (me) localStorage.setItem(LAST_ME_KEY, JSON.stringify(me));
    else localStorage.removeItem(LAST_ME_KEY);
  } catch {
    // Storage full or blocked: the app still works online.
  }
}

/** Moves on at each sign-out: a session read that started before it must not remember the member again. */
let signOuts = 0;

/** Signing out forgets the remembered member on this device. */
export function forgetMe(): void {
  signOuts += 1;
  rememberMe(null);
}

/**
 * The signed-in member, or null when there is no session (`GET /api/session` answers 200 with null then, so signed-out
 * visitors see no failed request). Without a network the member remembered on this device is used, so a workout can be
 * continued in a basement; the server still checks the session on every write when the network is back.
 */
export async function getMe(): Promise<MeResponse | null> {
  const signOutsAtStart = signOuts;
  try {
    const { me } = await api.get<SessionResponse>('/api/session');
    // A read that was on its way when the member signed out answers who was signed in then: not remembered, so a
    // later start without a network does not bring the signed-out member back.
    if (signOuts !== signOutsAtStart) return null;
    rememberMe(me);
    return me;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      rememberMe(null);
      return null;
    }
    const remembered = err instanceof ApiError && err.status === 0 ? lastMe() : null;
    if (remembered) return remembered;
    throw err;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 60_000,
  networkMode: 'always',
});

export function useMe() {
  return useQuery(meQueryOptions);
}

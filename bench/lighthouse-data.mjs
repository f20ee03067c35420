// The data the Lighthouse pages of bench/lighthouse.mjs show (issue 15): the demo member's workout in progress with 8
// exercises x 5 sets, and a finished workout of 12 exercises in their history. Made through the API, as the app
// would, on the throwaway database of the bench's server.

import { liftingExercises } from './checks.mjs';

export const DEMO_MEMBER = { email: 'demo@lifeorbit.app', password: 'demo-member-2026' };
export const DEMO_ADMIN = { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' };

/** Signs an account in and returns its session cookie, to send with every request Lighthouse makes. */
export async function signIn(base, account) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

function client(base, cookie) {
  return async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
}

/** A workout of `exerciseCount` catalogue exercises with `setsEach` logged sets each; answers its id. */
async function workoutWith(call, exerciseIds, setsEach, title) {
  const id = crypto.randomUUID();
  await call('POST', '/api/workouts', { id, title });
  for (const [index, exerciseId] of exerciseIds.entries()) {
    const workoutExerciseId = crypto.randomUUID();
    await call('POST', `/api/workouts/${id}/exercises`, { id: workoutExerciseId, exerciseId });
    for (let s = 0; s < setsEach; s++) {
      const set = { id: crypto.randomUUID(), weight: 40 + index * 5 + s * 2.5, reps: 10 - s, rpe: 7 + (s % 3) };
      await call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, set);
    }
  }
  return id;
}

/**
 * The two workout pages of issue 15: a finished workout of 12 exercises x 3 sets (the history's detail) and the
 * workout in progress, 8 exercises x 5 sets. A workout the demo member left running is ended first (one at a time).
 */
export async function demoWorkouts(base, cookie) {
  const call = client(base, cookie);
  const active = await call('GET', '/api/workouts/active');
  if (active?.workout?.id) await call('POST', `/api/workouts/${active.workout.id}/end`, {});
  const listed = await call('GET', '/api/exercises?limit=40');
  const exerciseIds = liftingExercises(listed.exercises ?? listed.items ?? listed, 12).map((e) => e.id);
  if (exerciseIds.length < 12) throw new Error(`the catalogue has ${exerciseIds.length} exercises, 12 needed`);
  const finished = await workoutWith(call, exerciseIds, 3, 'Full body, twelve exercises');
  await call('POST', `/api/workouts/${finished}/end`, {});
  const running = await workoutWith(call, exerciseIds.slice(0, 8), 5, 'Eight by five');
  return { running: `/app/workouts/${running}`, finished: `/app/workouts/${finished}` };
}

/**
 * A Playwright context at phone size (390 x 844, touch, 2x pixels) signed in with `cookie` on `base`, as the benches
 * that drive the workout page in a real Chromium use it; `options` adds to or overrides the context's settings.
 */
export async function phoneContext(browser, { base, cookie, ...options }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    extraHTTPHeaders: { origin: base },
    ...options,
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  return context;
}

// The parts of bench/api-load.mjs that set up a member, read where a request's time goes and the CPU each side used.
import autocannon from 'autocannon';
import fs from 'node:fs';
import { liftingExercises } from './checks.mjs';
import { signUpVerified } from './verification-link.mjs';

async function call(api, method, url, body, cookie) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: api, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), response };
}

const LOG_TARGETS = 4;

/**
 * A new member on the API at `api` (signed up, the mailed link opened: `tokenOf(email)` reads its token) with a
 * finished workout of 8 exercises x 5 sets (the detail read) and a workout in progress with exercises to log sets into,
 * one a run (so the detail read stays 8 x 5 however many sets the load adds).
 */
export async function prepareMember(api, tokenOf) {
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUpVerified(api, email, 'bench-password-1', tokenOf);
  const exercises = (await call(api, 'GET', '/api/exercises?limit=20', undefined, cookie)).body;
  const exerciseIds = liftingExercises(exercises.exercises ?? exercises.items ?? exercises, 8).map((e) => e.id);
  const workoutId = crypto.randomUUID();
  await call(api, 'POST', '/api/workouts', { id: workoutId, title: 'Bench workout' }, cookie);
  for (const exerciseId of exerciseIds) {
    const id = crypto.randomUUID();
    await call(api, 'POST', `/api/workouts/${workoutId}/exercises`, { id, exerciseId }, cookie);
    for (let s = 0; s < 5; s++) {
      const set = { id: crypto.randomUUID(), weight: 60 + s * 2.5, reps: 8 };
      await call(api, 'POST', `/api/workout-exercises/${id}/sets`, set, cookie);
    }
  }
  await call(api, 'POST', `/api/workouts/${workoutId}/end`, {}, cookie);
  const logWorkoutId = crypto.randomUUID();
  await call(api, 'POST', '/api/workouts', { id: logWorkoutId, title: 'Bench logging' }, cookie);
  // One exercise to log into for each log-set run, each of another exercise: a set's insert re-reads the sets of its
  // workout exercise (the stats trigger) and the exercise's history, so runs sharing one would each start where the
  // last one left thousands of sets, and the later runs (the baseline, logs+metrics) would pay for the earlier ones.
  const logTargets = [];
  for (const exerciseId of exerciseIds.slice(0, LOG_TARGETS)) {
    const id = crypto.randomUUID();
    await call(api, 'POST', `/api/workouts/${logWorkoutId}/exercises`, { id, exerciseId }, cookie);
    logTargets.push(id);
  }
  return { cookie, workoutId, logInto: logTargets[0], logTargets };
}

export const setBody = () => JSON.stringify({ id: crypto.randomUUID(), weight: 82.5, reps: 8, rpe: 8 });

/** autocannon options for a call: POST logs a new set each request, GET reads. */
export function loadOptions(url, method, headers, extra = {}) {
  return method === 'POST'
    ? { url, method, headers, requests: [{ method, setupRequest: (req) => ({ ...req, body: setBody() }), ...extra }] }
    : { url, method, headers, ...(extra.onResponse ? { requests: [{ method, ...extra }] } : {}) };
}

export const PHASES = ['session', 'sql', 'validate', 'app', 'total'];

/**
 * Mean milliseconds a request spent in each phase, from the Server-Timing header of an API process started with
 * SERVER_TIMING=true, under `connections` connections for `seconds` (apps/api/src/observability/server-timing.ts).
 */
export function phaseProfile({ url, method, headers, connections, seconds }) {
  const sums = Object.fromEntries(PHASES.map((p) => [p, 0]));
  let count = 0;
  const onResponse = (_status, _body, _context, responseHeaders) => {
    const value = responseHeaders?.['server-timing'] ?? responseHeaders?.['Server-Timing'];
    if (!value) return;
    for (const part of value.split(',')) {
      const [name, dur] = part.trim().split(';dur=');
      if (name in sums) sums[name] += Number(dur);
    }
    count += 1;
  };
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...loadOptions(url, method, headers, { onResponse }) }, (err) =>
      err ? reject(err) : resolve({ count, ms: Object.fromEntries(PHASES.map((p) => [p, sums[p] / (count || 1)])) }),
    );
  });
}

/** One line a call: mean ms and share of the total of each phase. */
export function printPhases(rows) {
  console.log(
    '\nwhere the time goes (Server-Timing of an API process with SERVER_TIMING=true, at 1 connection and under the load;',
  );
  console.log(
    'mean ms a request, share of the time in the process; sql: from the call until the rows are read, waiting for a',
  );
  console.log('pooled connection included; session: the session check with its statement; app: routing, middleware,');
  console.log('building and serialising the answer)');
  console.log('call'.padEnd(32), ...PHASES.map((p) => p.padStart(15)), 'requests'.padStart(9));
  for (const { title, profile } of rows) {
    const total = profile.ms.total || 1;
    const cell = (p) =>
      p === 'total'
        ? profile.ms[p].toFixed(2)
        : `${profile.ms[p].toFixed(2)} ${Math.round((profile.ms[p] / total) * 100)}%`;
    console.log(title.padEnd(32), ...PHASES.map((p) => cell(p).padStart(15)), String(profile.count).padStart(9));
  }
}

// CPU time of the processes under test (Linux /proc; null elsewhere): shows which side a run is limited by.
const TICKS_PER_SECOND = 100;
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** The postmaster, its finished children (reaped into its cutime/cstime) and its live ones: never goes down. */
function postgresCpuSeconds(clusterPid) {
  if (!clusterPid) return null;
  const fieldsOf = (pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  let ticks;
  try {
    const own = fieldsOf(clusterPid);
    ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  } catch {
    return null;
  }
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fieldsOf(entry);
      if (Number(fields[1]) === clusterPid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
export function cpuNow(serverPid, clusterPid) {
  return { at: performance.now(), server: cpuSeconds(serverPid), postgres: postgresCpuSeconds(clusterPid) };
}
/** Percent of one core each side used between two readings. */
export function cpuUse(start, end) {
  const seconds = (end.at - start.at) / 1000;
  const percent = (a, b) => (a === null || b === null ? null : Math.round(((b - a) / seconds) * 100));
  return { server: percent(start.server, end.server), postgres: percent(start.postgres, end.postgres) };
}

// The parts of bench/api-load.mjs that set up a member, read where a request's time goes and the CPU each side used,
// and take the median of its rounds.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
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

/** The median of numbers (the mean of the middle two for an even count); null when any is null (no /proc). */
export function median(values) {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One row of bench/api-load.mjs from the measured rounds of a configuration: the median of each figure, the errors of
 * all rounds, and each round's req/s (to see the spread).
 */
export function medianOfRounds(rounds) {
  const of = (pick) => median(rounds.map(pick));
  const whole = (value) => (value === null ? null : Math.round(value));
  return {
    rps: of((r) => r.rps),
    p50: whole(of((r) => r.p50)),
    p95: whole(of((r) => r.p95)),
    p99: whole(of((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    cpu: { server: whole(of((r) => r.cpu.server)), postgres: whole(of((r) => r.cpu.postgres)) },
    perRound: rounds.map((r) => r.rps),
  };
}

/** The lines of bench/api-load.mjs's table, in the order it has always printed them: PostgreSQL's calls, then PGlite's. */
export const ROW_ORDER = [
  'log set (ours)',
  'log set (ours, token)',
  'log set (ours, logs+metrics)',
  'log set (baseline)',
  'workout detail (ours)',
  'workout detail (baseline)',
  'log set (ours, PGlite)',
  'workout detail (ours, PGlite)',
];

/** SQL statements a request, or n/a (no pg_stat_statements, or PGlite). */
export const statementsText = (r) => (r.statements === null ? 'n/a' : r.statements.toFixed(1));

/** The table of bench/api-load.mjs: a line a configuration (medians of its rounds) and each round's req/s. */
export function printRows(rows) {
  console.log(
    'server CPU: the API or baseline process, PG CPU: all PostgreSQL processes, in % of one core over the measured ' +
      `seconds (${os.cpus().length} cores, shared with the load generator); CPU ms/req: both together a request`,
  );
  console.log(
    'call'.padEnd(28),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'SQL/req'.padStart(8),
    'server CPU'.padStart(11),
    'PG CPU'.padStart(7),
    'CPU ms/req'.padStart(11),
    '  req/s by round',
  );
  const cpuText = (percent) => (percent === null ? 'n/a' : `${percent}%`);
  // Both sides' CPU a request (server and PostgreSQL): moves less with the machine's load than req/s.
  const cpuPerRequestText = (r) =>
    r.cpu.server === null ? 'n/a' : (((r.cpu.server + (r.cpu.postgres ?? 0)) * 10) / r.rps).toFixed(2);
  for (const r of rows) {
    console.log(
      r.title.padEnd(28),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p95).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
      statementsText(r).padStart(8),
      cpuText(r.cpu.server).padStart(11),
      cpuText(r.cpu.postgres).padStart(7),
      cpuPerRequestText(r).padStart(11),
      `  ${r.perRound.map((rps) => rps.toFixed(0)).join(' ')}`,
    );
  }
}

/**
 * Issue 41: log-set with a personal access token of the member (made with its session `headers`) as a Bearer header,
 * no cookie and no Origin, as a script sends it: a configuration of bench/api-load.mjs.
 */
export async function tokenConfig(api, headers, url, pid) {
  const response = await fetch(`${api}/api/tokens`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'bench', scopes: { workouts: 'write' }, expiresInDays: 30 }),
  });
  if (response.status !== 201) throw new Error(`token: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  const bearer = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return { title: 'log set (ours, token)', options: loadOptions(url, 'POST', bearer), pid };
}

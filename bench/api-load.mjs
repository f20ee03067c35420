#!/usr/bin/env node
// Load benchmark of the API against PostgreSQL, beside a bare node:http + pg baseline doing the same insert and the
// same read, in the same run. Prints req/s, p50, p95, p99, SQL statements a request and the ratio ours / baseline.
// Bounded in time; loopback only. Goals (issue 10; printed, never asserted): log-set at 50 connections >= 80% of the
// baseline's req/s with p99 < 50 ms; the workout detail (8 exercises x 5 sets) read in one statement.
//   npm run bench:api            (BENCH_SECONDS=10 after BENCH_WARMUP_SECONDS=3 unmeasured, BENCH_CONNECTIONS=50,
//                                 BENCH_DATABASE_URL to use a server of yours;
//                                 BENCH_API_PORT, BENCH_BASELINE_PORT, BENCH_PG_PORT to move off 3191, 3192, 55433;
//                                 BENCH_OBSERVED_PORT (3190): a second API process with request logs (LOG_FORMAT=json
//                                 to a file) and metrics on, for the overhead of issue 28; BENCH_OBSERVED=0 skips it)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile, waitFor } from './checks.mjs';
import { startPostgres } from './pg-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3191);
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3192);
const API = `http://127.0.0.1:${API_PORT}`;
const OBSERVED = process.env.BENCH_OBSERVED !== '0';
const OBSERVED_PORT = Number(process.env.BENCH_OBSERVED_PORT ?? 3190);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const cluster = process.env.BENCH_DATABASE_URL
  ? null
  : await startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 55433) });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
let server;
let observed;
let baseline;
const cleanup = () => {
  server?.kill('SIGTERM');
  observed?.kill('SIGTERM');
  baseline?.kill('SIGTERM');
  cluster?.stop();
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function json(method, url, body, cookie) {
  const response = await fetch(`${API}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: API, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), response };
}

// SQL statements run, from pg_stat_statements (the cluster this script starts loads it; a server of yours may not).
const stats = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const hasStatementStats = await stats
  .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  .then(() => stats.query('SELECT 1 FROM pg_stat_statements LIMIT 1'))
  .then(
    () => true,
    () => false,
  );
async function statementCount() {
  if (!hasStatementStats) return null;
  const { rows } = await stats.query(
    `SELECT coalesce(sum(calls), 0) AS n FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return Number(rows[0].n);
}

/** Statements a request runs: 20 requests one after another once the load is over (none in flight around them). */
async function statementsPerRequest(options) {
  if (!hasStatementStats) return null;
  // Requests the load left in flight finish first (until only the counting query itself adds to the count).
  for (let last = -2, now = await statementCount(); now - last > 1; last = now, now = await statementCount()) {
    await new Promise((r) => setTimeout(r, 500));
  }
  const before = await statementCount();
  const count = 20;
  for (let i = 0; i < count; i++) {
    const response = await fetch(options.url, {
      method: options.method,
      headers: options.headers,
      body: options.method === 'POST' ? options.requests[0].setupRequest({}).body : undefined,
    });
    await response.arrayBuffer();
  }
  // The counting query before the requests is counted too.
  return ((await statementCount()) - before - 1) / count;
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
function postgresCpuSeconds() {
  if (!cluster) return null;
  const fieldsOf = (pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  let ticks;
  try {
    const own = fieldsOf(cluster.pid);
    ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  } catch {
    return null;
  }
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fieldsOf(entry);
      if (Number(fields[1]) === cluster.pid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
function cpuNow(serverPid) {
  return { at: performance.now(), server: cpuSeconds(serverPid), postgres: postgresCpuSeconds() };
}
/** Percent of one core each side used between two readings. */
function cpuUse(start, end) {
  const seconds = (end.at - start.at) / 1000;
  const percent = (a, b) => (a === null || b === null ? null : Math.round(((b - a) / seconds) * 100));
  return { server: percent(start.server, end.server), postgres: percent(start.postgres, end.postgres) };
}

function load(options, duration, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration, ...options }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

async function run(title, options, serverPid) {
  // Unmeasured first: both sides start warm (the API process has only served the setup; V8 and the pool warm up).
  if (WARMUP_SECONDS > 0) await load(options, WARMUP_SECONDS);
  const latencies = [];
  const cpuStart = cpuNow(serverPid);
  const result = await load(options, SECONDS, (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const cpu = cpuUse(cpuStart, cpuNow(serverPid));
  return {
    title,
    result,
    cpu,
    latencies: latencies.sort((a, b) => a - b),
    statements: await statementsPerRequest(options),
  };
}

const summary = ({ result, latencies, statements, cpu }) => ({
  cpu,
  rps: result.requests.average,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  errors: result.errors + result.non2xx,
  statements,
});

function startApi(port, env, stdout) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: 'relaxed',
      // Shared by both API processes: the same auth secret, so one session cookie works on either.
      DATA_DIR: path.join(root, 'bench', 'results', 'data'),
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

try {
  // Request logs are off at LOG_LEVEL=error and metrics are off without METRICS_TOKEN: the plain API.
  server = startApi(API_PORT, {}, 'ignore');
  await waitFor(`${API}/api/health`);
  const observedLog = path.join(root, 'bench', 'results', 'api-observed.log');
  if (OBSERVED) {
    fs.mkdirSync(path.dirname(observedLog), { recursive: true });
    const out = fs.openSync(observedLog, 'w');
    observed = startApi(OBSERVED_PORT, { LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_TOKEN }, out);
    await waitFor(`http://127.0.0.1:${OBSERVED_PORT}/api/health`);
  }

  // A member with a workout of 8 exercises x 5 sets (the detail read) and one exercise to log into.
  const signUp = await json('POST', '/api/auth/sign-up/email', {
    email: `bench-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'bench-password-1',
  });
  const cookie = signUp.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const exercises = (await json('GET', '/api/exercises?limit=8', undefined, cookie)).body;
  const exerciseIds = (exercises.exercises ?? exercises.items ?? exercises).map((e) => e.id).slice(0, 8);
  const workoutId = crypto.randomUUID();
  await json('POST', '/api/workouts', { id: workoutId, title: 'Bench workout' }, cookie);
  const workoutExerciseIds = [];
  for (const exerciseId of exerciseIds) {
    const id = crypto.randomUUID();
    await json('POST', `/api/workouts/${workoutId}/exercises`, { id, exerciseId }, cookie);
    workoutExerciseIds.push(id);
    for (let s = 0; s < 5; s++) {
      await json(
        'POST',
        `/api/workout-exercises/${id}/sets`,
        { id: crypto.randomUUID(), weight: 60 + s * 2.5, reps: 8 },
        cookie,
      );
    }
  }
  // Sets are logged into a workout of their own, so the detail read stays 8 x 5 however many sets the load adds.
  await json('POST', `/api/workouts/${workoutId}/end`, {}, cookie);
  const logWorkoutId = crypto.randomUUID();
  await json('POST', '/api/workouts', { id: logWorkoutId, title: 'Bench logging' }, cookie);
  const logInto = crypto.randomUUID();
  await json('POST', `/api/workouts/${logWorkoutId}/exercises`, { id: logInto, exerciseId: exerciseIds[0] }, cookie);
  const setBody = () => JSON.stringify({ id: crypto.randomUUID(), weight: 82.5, reps: 8, rpe: 8 });

  // The baseline (bench/baseline-server.mjs): the same insert and the same read with bare node:http and pg, in a
  // process of its own like the API's, so neither shares an event loop with the load generator.
  const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
  baseline = spawn(process.execPath, [path.join(root, 'bench', 'baseline-server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      BASELINE_PORT: String(BASE_PORT),
      DATABASE_URL: databaseUrl,
      BASELINE_TOKEN: token,
      BASELINE_LOG_INTO: logInto,
      BASELINE_WORKOUT_ID: workoutId,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${BASE_PORT}/health`);

  const headers = { 'content-type': 'application/json', origin: API, cookie };
  const results = [];
  const calls = [
    ['log set (ours)', `${API}/api/workout-exercises/${logInto}/sets`, 'POST', server.pid],
    ['log set (baseline)', `http://127.0.0.1:${BASE_PORT}/sets`, 'POST', baseline.pid],
    ['workout detail (ours)', `${API}/api/workouts/${workoutId}`, 'GET', server.pid],
    ['workout detail (baseline)', `http://127.0.0.1:${BASE_PORT}/workout`, 'GET', baseline.pid],
  ];
  if (observed) {
    const observedSets = `http://127.0.0.1:${OBSERVED_PORT}/api/workout-exercises/${logInto}/sets`;
    calls.splice(1, 0, ['log set (ours, logs+metrics)', observedSets, 'POST', observed.pid]);
  }
  for (const [title, url, method, pid] of calls) {
    const options =
      method === 'POST'
        ? { url, method, headers, requests: [{ method, setupRequest: (req) => ({ ...req, body: setBody() }) }] }
        : { url, method, headers };
    results.push(await run(title, options, pid));
  }
  baseline.kill('SIGTERM');
  await stats.end();

  console.log(
    `\nAPI load, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s unmeasured, PostgreSQL ` +
      '(loopback; one machine for both sides)',
  );
  console.log(
    'server CPU: the API or baseline process, PG CPU: all PostgreSQL processes, in % of one core over the measured ' +
      `seconds (${os.cpus().length} cores, shared with the load generator)`,
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
  );
  const rows = results.map((r) => ({ title: r.title, ...summary(r) }));
  const perRequest = (r) => (r.statements === null ? 'n/a' : r.statements.toFixed(1));
  const cpuText = (percent) => (percent === null ? 'n/a' : `${percent}%`);
  for (const r of rows) {
    console.log(
      r.title.padEnd(28),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(8),
      String(r.p95).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
      perRequest(r).padStart(8),
      cpuText(r.cpu.server).padStart(11),
      cpuText(r.cpu.postgres).padStart(7),
    );
  }
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const [logSet, logSetBase, detail, detailBase] = [
    'log set (ours)',
    'log set (baseline)',
    'workout detail (ours)',
    'workout detail (baseline)',
  ].map((title) => byTitle.get(title));
  const logSetRatio = logSet.rps / logSetBase.rps;
  const verdict = (met) => (met ? 'met' : 'not met');
  console.log(
    `\nratio ours / baseline: log set ${logSetRatio.toFixed(2)}, workout detail ${(detail.rps / detailBase.rps).toFixed(2)}`,
  );
  console.log('goals (issue 10; printed, never asserted):');
  console.log(
    `  log set req/s, ours / baseline   ${logSetRatio.toFixed(2).padStart(8)}   goal >= 0.80   ${verdict(logSetRatio >= 0.8)}`,
  );
  console.log(
    `  log set p99, ours                ${`${logSet.p99} ms`.padStart(8)}   goal < 50 ms   ${verdict(logSet.p99 < 50)}`,
  );
  // Both sides look the session up, then read the workout: a statement more than the baseline is a second round trip.
  const detailVerdict =
    detail.statements === null
      ? 'n/a (no pg_stat_statements)'
      : verdict(Math.round(detail.statements) <= Math.round(detailBase.statements));
  console.log(
    `  workout detail SQL a request     ${perRequest(detail).padStart(8)}   goal: the session, then the workout in ` +
      `one statement (baseline ${perRequest(detailBase)})   ${detailVerdict}`,
  );
  console.log(`  (log set SQL a request: ours ${perRequest(logSet)}, baseline ${perRequest(logSetBase)})`);
  const observedRow = byTitle.get('log set (ours, logs+metrics)');
  if (observedRow) {
    // CPU a request moves less with the machine's load than req/s does: both are printed.
    const cpuPerRequest = (r) => (r.cpu.server === null ? null : (r.cpu.server * 10) / r.rps);
    const ratio = observedRow.rps / logSet.rps;
    const cpuRatio = cpuPerRequest(observedRow) / cpuPerRequest(logSet);
    const logged = fs
      .readFileSync(observedLog, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"reqId"')).length;
    const metricsText = await fetch(`http://127.0.0.1:${OBSERVED_PORT}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const counted = metricsText
      .split('\n')
      .filter((l) => l.startsWith('lifeorbit_http_requests_total{'))
      .reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);
    console.log(
      `  logs+metrics (issue 28), log set req/s with / without ${ratio.toFixed(2).padStart(5)}   goal >= 0.95   ` +
        `${verdict(ratio >= 0.95)}; CPU a request with / without ${Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : 'n/a'}; ` +
        `p99 ${observedRow.p99} vs ${logSet.p99} ms (${logged} request lines logged, ${counted} requests counted)`,
    );
  }
} finally {
  cleanup();
}

#!/usr/bin/env node
// Load benchmark of the API against PostgreSQL, beside a bare node:http + pg baseline doing the same insert and the
// same read, in the same run. Prints req/s, p50, p95, p99, SQL statements a request and the ratio ours / baseline;
// the same two calls on PGlite (an API process of its own on an embedded database), and where a request's time goes
// (session check, SQL, validation, the rest) from the Server-Timing header of a third API process started with
// SERVER_TIMING=true (the measured processes run without it).
// Order does not decide a ratio (issue 40, item 5): the configurations of a call (ours, ours with logs and metrics,
// ours on PGlite, the baseline) are each warmed up by the same unmeasured load, then measured in rounds that
// alternate them (ours, baseline, ours, baseline...); each figure is the median of its rounds, each ratio the ratio of
// medians, and the req/s of every round is printed beside it, so a change's effect can be told from noise.
// Bounded in time; loopback only. Goals (issues 10 and 15; printed, never asserted): log-set at 50 connections >= 80%
// of the baseline's req/s with p99 < 50 ms; the workout detail (8 exercises x 5 sets) read in one statement, at >= 80%
// of the baseline's req/s with p99 < 50 ms.
//   npm run bench:api            (BENCH_ROUNDS=3 rounds of BENCH_SECONDS=10 each after BENCH_WARMUP_SECONDS=3
//                                 unmeasured, BENCH_CONNECTIONS=50, BENCH_DATABASE_URL to use a server of yours;
//                                 BENCH_API_PORT, BENCH_BASELINE_PORT, BENCH_PG_PORT to move off 3191, 3192, 55433;
//                                 BENCH_OBSERVED_PORT (3190): a second API process with request logs (LOG_FORMAT=json
//                                 to a file) and metrics on, for the overhead of issue 28; BENCH_OBSERVED=0 skips it;
//                                 BENCH_TIMED_PORT (3189): the API with SERVER_TIMING=true, profiled for
//                                 BENCH_PHASE_SECONDS=5 a call; BENCH_PGLITE_PORT (3188): the API on PGlite,
//                                 BENCH_PGLITE=0 skips it)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  cpuNow,
  cpuUse,
  loadOptions,
  medianOfRounds,
  phaseProfile,
  prepareMember,
  printPhases,
  printRows,
  tokenConfig,
  ROW_ORDER,
  statementsText,
} from './api-load-support.mjs';
import { percentile, waitFor as waitUntilUp } from './checks.mjs';
import { startPostgres } from './pg-server.mjs';
import { startMailCatcher, verificationToken } from './verification-link.mjs';

// A loaded machine may take two minutes to start an API process and migrate its database.
const waitFor = (url) => waitUntilUp(url, 240);

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3191);
const BASE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3192);
const API = `http://127.0.0.1:${API_PORT}`;
const OBSERVED = process.env.BENCH_OBSERVED !== '0';
const OBSERVED_PORT = Number(process.env.BENCH_OBSERVED_PORT ?? 3190);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const TIMED_PORT = Number(process.env.BENCH_TIMED_PORT ?? 3189);
const PGLITE = process.env.BENCH_PGLITE !== '0';
const PGLITE_PORT = Number(process.env.BENCH_PGLITE_PORT ?? 3188);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 5);

const cluster = process.env.BENCH_DATABASE_URL
  ? null
  : await startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 55433) });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
let server;
let observed;
let timed;
let pglite;
let mailCatcher;
let baseline;
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-bench-pglite-'));
const cleanup = () => {
  server?.kill('SIGTERM');
  observed?.kill('SIGTERM');
  timed?.kill('SIGTERM');
  pglite?.kill('SIGTERM');
  mailCatcher?.close();
  baseline?.kill('SIGTERM');
  cluster?.stop();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

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

function load(options, duration, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration, ...options }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

/** One measured run of a configuration: req/s, latency percentiles, errors and the CPU each side used. */
async function measure(options, serverPid) {
  const latencies = [];
  const cpuStart = cpuNow(serverPid, cluster?.pid);
  const result = await load(options, SECONDS, (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const cpu = cpuUse(cpuStart, cpuNow(serverPid, cluster?.pid));
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    cpu,
  };
}

/**
 * The configurations of one call, measured alike (issue 40): each warmed up by the same unmeasured load, one after
 * another (the API processes have only served the setup; V8, the pools, PostgreSQL's caches and this process's load
 * generator warm up), then ROUNDS rounds that alternate them in the same order. A row holds the medians of its rounds
 * and the SQL statements a request, counted once its rounds are over (`countStatements` false for the PGlite
 * process: its SQL is not PostgreSQL's).
 */
async function alternate(configs) {
  if (WARMUP_SECONDS > 0) for (const config of configs) await load(config.options, WARMUP_SECONDS);
  const rounds = configs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, config] of configs.entries()) rounds[index].push(await measure(config.options, config.pid));
  }
  const rows = [];
  for (const [index, config] of configs.entries()) {
    const statements = config.countStatements === false ? null : await statementsPerRequest(config.options);
    rows.push({ title: config.title, ...medianOfRounds(rounds[index]), statements });
  }
  return rows;
}

function startApi(port, env, stdout) {
  const processEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT: 'relaxed',
    // The token's configuration logs thousands of sets a minute (issue 41): not the 300 a real token may.
    TOKEN_RATE_LIMIT: '1000000',
    // Shared by the API processes on PostgreSQL: the same auth secret, so one session cookie works on each.
    DATA_DIR: path.join(root, 'bench', 'results', 'data'),
    ...env,
  };
  // The PGlite process: no DATABASE_URL at all.
  if (processEnv.DATABASE_URL === undefined) delete processEnv.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: processEnv,
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
  timed = startApi(TIMED_PORT, { SERVER_TIMING: 'true' }, 'ignore');
  await waitFor(`http://127.0.0.1:${TIMED_PORT}/api/health`);
  if (PGLITE) {
    // Its e-mail checks come here: its database is inside that process, which this script cannot read.
    mailCatcher = await startMailCatcher();
    pglite = startApi(
      PGLITE_PORT,
      { DATABASE_URL: undefined, DATA_DIR: pgliteDir, SMTP_URL: mailCatcher.url },
      'ignore',
    );
    await waitFor(`http://127.0.0.1:${PGLITE_PORT}/api/health`);
  }

  // A member with a workout of 8 exercises x 5 sets (the detail read) and an exercise to log into for each run.
  const { cookie, workoutId, logTargets } = await prepareMember(API, (email) => verificationToken(databaseUrl, email));
  const [logInto, observedLogInto, baselineLogInto, timedLogInto] = logTargets;

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
      BASELINE_LOG_INTO: baselineLogInto,
      BASELINE_WORKOUT_ID: workoutId,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${BASE_PORT}/health`);

  // The same two calls on PGlite: its own member, the embedded database in the API process.
  const pgliteBase = `http://127.0.0.1:${PGLITE_PORT}`;
  const pgliteMember = pglite ? await prepareMember(pgliteBase, mailCatcher.verificationToken) : null;

  const headers = { 'content-type': 'application/json', origin: API, cookie };
  // Each API process trusts its own origin only (issue 25's Origin check refuses a write from another one).
  const config = (title, url, method, pid, extra = {}) => ({
    title,
    options: loadOptions(url, method, { ...headers, origin: new URL(url).origin, ...extra.headers }),
    pid,
    countStatements: extra.countStatements,
  });
  // PGlite's member signs in on its own process; pg_stat_statements does not see its SQL.
  const onPglite = { headers: { cookie: pgliteMember?.cookie }, countStatements: false };
  // Issue 41: the same call with a personal access token (Bearer, no cookie, no Origin) instead of the session.
  const withToken = await tokenConfig(API, headers, `${API}/api/workout-exercises/${logInto}/sets`, server.pid);
  const logSets = [
    config('log set (ours)', `${API}/api/workout-exercises/${logInto}/sets`, 'POST', server.pid),
    withToken,
    observed &&
      config(
        'log set (ours, logs+metrics)',
        `http://127.0.0.1:${OBSERVED_PORT}/api/workout-exercises/${observedLogInto}/sets`,
        'POST',
        observed.pid,
      ),
    pglite &&
      config(
        'log set (ours, PGlite)',
        `${pgliteBase}/api/workout-exercises/${pgliteMember.logInto}/sets`,
        'POST',
        pglite.pid,
        onPglite,
      ),
    config('log set (baseline)', `http://127.0.0.1:${BASE_PORT}/sets`, 'POST', baseline.pid),
  ].filter(Boolean);
  const pgliteDetailUrl = `${pgliteBase}/api/workouts/${pgliteMember?.workoutId}`;
  const details = [
    config('workout detail (ours)', `${API}/api/workouts/${workoutId}`, 'GET', server.pid),
    pglite && config('workout detail (ours, PGlite)', pgliteDetailUrl, 'GET', pglite.pid, onPglite),
    config('workout detail (baseline)', `http://127.0.0.1:${BASE_PORT}/workout`, 'GET', baseline.pid),
  ].filter(Boolean);
  const measured = [...(await alternate(logSets)), ...(await alternate(details))];
  baseline.kill('SIGTERM');
  pglite?.kill('SIGTERM');
  await stats.end();

  // Where the time goes, on the process with SERVER_TIMING=true (same database, same member, same load).
  const timedBase = `http://127.0.0.1:${TIMED_PORT}`;
  const timedHeaders = { ...headers, origin: timedBase };
  const profiles = [];
  for (const [title, url, method] of [
    ['log set (ours)', `${timedBase}/api/workout-exercises/${timedLogInto}/sets`, 'POST'],
    ['workout detail (ours)', `${timedBase}/api/workouts/${workoutId}`, 'GET'],
  ]) {
    const options = { url, method, headers: timedHeaders };
    await phaseProfile({ ...options, connections: CONNECTIONS, seconds: Math.min(WARMUP_SECONDS, 2) });
    // One connection: what a request costs by itself; then the load's connections: what waiting adds.
    for (const connections of [1, CONNECTIONS]) {
      const profile = await phaseProfile({ ...options, connections, seconds: PHASE_SECONDS });
      profiles.push({ title: `${title}, ${connections} conn.`, profile });
    }
  }
  timed.kill('SIGTERM');

  console.log(
    `\nAPI load, ${CONNECTIONS} connections, PostgreSQL (loopback; one machine for both sides): each configuration ` +
      `warmed up for ${WARMUP_SECONDS} s, then ${ROUNDS} rounds of ${SECONDS} s alternating them (ours, baseline, ` +
      'ours, baseline...); each figure is the median of its rounds, each ratio the ratio of medians',
  );
  // Today's order of lines: the PostgreSQL calls, then PGlite's.
  const rows = ROW_ORDER.map((title) => measured.find((r) => r.title === title)).filter(Boolean);
  printRows(rows);
  const perRequest = statementsText;
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const [logSet, logSetBase, detail, detailBase] = [
    'log set (ours)',
    'log set (baseline)',
    'workout detail (ours)',
    'workout detail (baseline)',
  ].map((title) => byTitle.get(title));
  const logSetRatio = logSet.rps / logSetBase.rps;
  const verdict = (met) => (met ? 'met' : 'not met');
  const detailRatio = detail.rps / detailBase.rps;
  console.log(`\nratio ours / baseline: log set ${logSetRatio.toFixed(2)}, workout detail ${detailRatio.toFixed(2)}`);
  const pgliteLogSet = byTitle.get('log set (ours, PGlite)');
  const pgliteDetail = byTitle.get('workout detail (ours, PGlite)');
  if (pgliteLogSet && pgliteDetail) {
    console.log(
      `ratio ours on PGlite / baseline on PostgreSQL: log set ${(pgliteLogSet.rps / logSetBase.rps).toFixed(2)}, ` +
        `workout detail ${(pgliteDetail.rps / detailBase.rps).toFixed(2)} (reported, not a goal)`,
    );
  }
  console.log('goals (issues 10 and 15; printed, never asserted):');
  console.log(
    `  log set req/s, ours / baseline   ${logSetRatio.toFixed(2).padStart(8)}   goal >= 0.80   ${verdict(logSetRatio >= 0.8)}`,
  );
  console.log(
    `  log set p99, ours                ${`${logSet.p99} ms`.padStart(8)}   goal < 50 ms   ${verdict(logSet.p99 < 50)}`,
  );
  console.log(
    `  detail req/s, ours / baseline    ${detailRatio.toFixed(2).padStart(8)}   goal >= 0.80   ${verdict(detailRatio >= 0.8)}`,
  );
  console.log(
    `  detail p99, ours                 ${`${detail.p99} ms`.padStart(8)}   goal < 50 ms   ${verdict(detail.p99 < 50)}`,
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
  const tokenRow = byTitle.get('log set (ours, token)');
  if (tokenRow) {
    const ratio = tokenRow.rps / logSet.rps;
    console.log(
      `  token (issue 41), log set req/s token / cookie ${ratio.toFixed(2).padStart(8)}   goal >= 0.90   ` +
        `${verdict(ratio >= 0.9)}; p99 ${tokenRow.p99} vs ${logSet.p99} ms; SQL a request ${perRequest(tokenRow)} vs ` +
        `${perRequest(logSet)}`,
    );
  }
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
  printPhases(profiles);
} finally {
  cleanup();
}

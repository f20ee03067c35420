#!/usr/bin/env node
// Load benchmark of the progress, analytics and achievements endpoints (issue 17) for the member of `seed:scale`
// (five years: ~780 workouts, ~25,000 sets, beside ten other members), on PostgreSQL. Prints req/s, p50 and p99 of
// each endpoint and the SQL statements one request runs (from pg_stat_statements). Goal (printed, never asserted):
// p99 < 100 ms. Part of `npm run bench:api`; alone: node bench/progress-load.mjs
//   BENCH_SECONDS=5 after BENCH_WARMUP_SECONDS=2, BENCH_CONNECTIONS=10, BENCH_DATABASE_URL for a server of yours,
//   BENCH_PROGRESS_PORT (3193) and BENCH_PROGRESS_PG_PORT (55434) to move off the defaults.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { percentile, waitFor } from './checks.mjs';
import { startPostgres } from './pg-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PROGRESS_PORT ?? 3193);
const API = `http://127.0.0.1:${PORT}`;
const GOAL_P99_MS = 100;
const SCALE = { email: 'scale@lifeorbit.app', password: 'scale-member-2026' };

const cluster = process.env.BENCH_DATABASE_URL
  ? null
  : await startPostgres({ port: Number(process.env.BENCH_PROGRESS_PG_PORT ?? 55434), database: 'progress' });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
let server;
const cleanup = () => {
  server?.kill('SIGTERM');
  cluster?.stop();
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'error',
  AUTH_RATE_LIMIT: 'relaxed',
  DATA_DIR: path.join(root, 'bench', 'results', 'progress-data'),
};

function load(url, cookie, duration, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration, headers: { cookie } }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

// The SQL one request runs: pg_stat_statements emptied, one request, then what it counted (the bench's own queries
// on this connection left out).
const stats = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const hasStatementStats = await stats
  .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  .then(() => stats.query('SELECT pg_stat_statements_reset()'))
  .then(
    () => true,
    () => false,
  );
async function statementsOf(url, cookie) {
  if (!hasStatementStats) return null;
  // Requests the load left in flight finish first.
  await new Promise((r) => setTimeout(r, 1500));
  await stats.query('SELECT pg_stat_statements_reset()');
  await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const { rows } = await stats.query(
    `SELECT calls, query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT LIKE '%pg_stat_statements%'
     ORDER BY query`,
  );
  return rows.map((row) => ({ calls: Number(row.calls), query: row.query.replace(/\s+/g, ' ').trim() }));
}

try {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/run.ts', 'seed:scale'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed:scale failed: ${seeded.stderr}`);
  console.log(seeded.stdout.trim());
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${API}/api/health`);
  const signIn = await fetch(`${API}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: API },
    body: JSON.stringify(SCALE),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { exercises } = await (await fetch(`${API}/api/progress/exercises`, { headers: { cookie } })).json();
  const top = exercises[0];

  const endpoints = [
    ['progress: exercise list', '/api/progress/exercises?lang=en'],
    [`progress: ${top.name}, all (${top.sessions} sessions)`, `/api/progress/exercises/${top.exerciseId}?range=all`],
    [`progress: ${top.name}, 12 weeks`, `/api/progress/exercises/${top.exerciseId}?range=12w`],
    ['progress: records', '/api/progress/records'],
    ['body measurements, all', '/api/body-measurements?range=all'],
    ['analytics, 12 weeks', '/api/analytics?weeks=12'],
    ['analytics, 52 weeks', '/api/analytics?weeks=52'],
    ['achievements', '/api/achievements'],
  ];
  const rows = [];
  const statements = [];
  for (const [title, url] of endpoints) {
    if (WARMUP_SECONDS > 0) await load(`${API}${url}`, cookie, WARMUP_SECONDS);
    const latencies = [];
    const result = await load(`${API}${url}`, cookie, SECONDS, (_c, _s, _b, ms) => latencies.push(ms));
    latencies.sort((a, b) => a - b);
    const sql = await statementsOf(`${API}${url}`, cookie);
    rows.push({
      title,
      rps: Math.round(result.requests.average),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: result.errors + result.non2xx,
      statements: sql ? sql.reduce((n, s) => n + s.calls, 0) : null,
    });
    statements.push({ title, sql });
  }

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL; goal p99 < ${GOAL_P99_MS} ms\n`);
  console.log(
    'endpoint'.padEnd(48),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    ' SQL',
    ' errors',
  );
  for (const row of rows) {
    console.log(
      row.title.slice(0, 48).padEnd(48),
      String(row.rps).padStart(7),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      String(row.statements ?? '?').padStart(4),
      String(row.errors).padStart(7),
      row.p99 < GOAL_P99_MS ? '' : ' OVER GOAL',
    );
  }
  console.log('\nSQL statements of one request (session check included):');
  for (const { title, sql } of statements) {
    console.log(`\n${title}`);
    for (const s of sql ?? []) console.log(`  ${s.calls}x ${s.query.slice(0, 400)}${s.query.length > 400 ? '…' : ''}`);
  }
  await stats.end();
  process.exit(0);
} catch (err) {
  console.error(err);
  process.exit(2);
}

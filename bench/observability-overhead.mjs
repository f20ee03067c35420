#!/usr/bin/env node
// What request logs and metrics cost a request (issue 28), in the API process's own CPU time, which the machine's
// load moves far less than req/s: the real log-set route (session check, validation, the SQL, records) answered
// in-process by two apps on one PostgreSQL, one plain (LOG_LEVEL=error, no METRICS_TOKEN) and one with LOG_FORMAT=json
// lines written to a file and metrics on, in blocks that alternate. Prints the CPU a request of each and the ratio;
// never asserts. PostgreSQL's own CPU is not counted (another process) and is the same for both.
//   node --import tsx bench/observability-overhead.mjs   (OVERHEAD_SETS=300 a block, 6 blocks each; a cluster of its
//                                                         own unless BENCH_DATABASE_URL is set)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { pino } from 'pino';
import { bootstrap } from '../apps/api/src/bootstrap.ts';
import { parseConfig } from '../apps/api/src/config/env.ts';
import { requestObserver } from '../apps/api/src/observability/request-observer.ts';
import { liftingExercises } from './checks.mjs';
import { startPostgres } from './pg-server.mjs';
import { verificationToken } from './verification-link.mjs';

const SETS = Number(process.env.OVERHEAD_SETS ?? 300);
const BLOCKS = 6;
const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgres();
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-overhead-'));
const logFile = path.join(work, 'api.log');

const configOf = (env) =>
  parseConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: work,
    BETTER_AUTH_SECRET: 'overhead-secret-overhead-secret-overhead-0123',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'relaxed',
    LOG_LEVEL: 'error',
    ...env,
  });
const plain = await bootstrap(configOf({}));
const observed = await bootstrap(
  configOf({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_TOKEN: 'overhead-metrics-token-0123' }),
  {
    logDestination: pino.destination({ dest: logFile, sync: false }),
  },
);

const origin = 'http://localhost:3000';
async function call(app, method, url, body, cookie) {
  const response = await app.request(url, {
    method,
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, body: await response.json().catch(() => null), cookie: cookies };
}
const email = `overhead-${crypto.randomUUID().slice(0, 8)}@example.com`;
await call(plain.app, 'POST', '/api/auth/sign-up/email', { email, password: 'overhead-password-1' });
const member = await call(plain.app, 'POST', '/api/data/verify-email', {
  token: await verificationToken(databaseUrl, email),
});
const cookie = member.cookie;
const exercises = await call(plain.app, 'GET', '/api/exercises?limit=20', undefined, cookie);
const workoutId = crypto.randomUUID();
await call(plain.app, 'POST', '/api/workouts', { id: workoutId }, cookie);
const into = crypto.randomUUID();
await call(
  plain.app,
  'POST',
  `/api/workouts/${workoutId}/exercises`,
  { id: into, exerciseId: liftingExercises(exercises.body.items, 1)[0].id },
  cookie,
);

async function block(app) {
  const start = process.cpuUsage();
  for (let i = 0; i < SETS; i++) {
    const set = { id: crypto.randomUUID(), weight: 80, reps: 5 };
    const logged = await call(app, 'POST', `/api/workout-exercises/${into}/sets`, set, cookie);
    if (logged.status !== 201) throw new Error(`set: ${logged.status}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / SETS;
}

try {
  await block(plain.app);
  await block(observed.app);
  const times = { plain: [], observed: [] };
  for (let b = 0; b < BLOCKS; b++) {
    times.plain.push(await block(plain.app));
    times.observed.push(await block(observed.app));
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const [p, o] = [median(times.plain), median(times.observed)];
  const show = (list) => list.map((t) => t.toFixed(0)).join(', ');
  console.log(
    `\nAPI CPU a logged set, in-process, median of ${BLOCKS} blocks of ${SETS} (load average ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  plain (LOG_LEVEL=error, no METRICS_TOKEN)   ${p.toFixed(0).padStart(5)} µs   blocks ${show(times.plain)}`,
  );
  console.log(
    `  request logs (json, to a file) and metrics  ${o.toFixed(0).padStart(5)} µs   blocks ${show(times.observed)}`,
  );
  const change = (o / p - 1) * 100;
  console.log(
    `  ratio ${(o / p).toFixed(3)} (${change >= 0 ? '+' : ''}${change.toFixed(1)}% CPU a request; goal < 5%)`,
  );

  // The observer alone, on a route that does nothing else: its cost in µs, steadier than the difference above.
  const bare = (observer) => {
    const app = new Hono();
    if (observer) app.use(observer);
    app.post('/api/workout-exercises/:id/sets', (c) => c.json({ id: c.req.param('id') }, 201));
    return app;
  };
  const withObserver = bare(
    requestObserver({ logger: observed.obs.logger, metrics: observed.obs.metrics, isDraining: () => false }),
  );
  const alone = bare(null);
  const microBlock = async (app) => {
    const start = process.cpuUsage();
    for (let i = 0; i < 20_000; i++) {
      await (await app.request(`/api/workout-exercises/${crypto.randomUUID()}/sets`, { method: 'POST' })).arrayBuffer();
    }
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 20_000;
  };
  const micro = { alone: [], observed: [] };
  for (let b = 0; b < BLOCKS; b++) {
    micro.alone.push(await microBlock(alone));
    micro.observed.push(await microBlock(withObserver));
  }
  const added = median(micro.observed) - median(micro.alone);
  console.log(
    `  the observer alone (a route that does nothing else): ${added.toFixed(1)} µs a request, ` +
      `${((added / p) * 100).toFixed(1)}% of the plain log-set's CPU above`,
  );
} finally {
  await plain.database.close();
  await observed.database.close();
  cluster?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

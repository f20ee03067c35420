#!/usr/bin/env node
// Fault test (issue 7): a client logs 500 sets through the API with retries while the API process is killed
// (SIGKILL, no goodbye) and restarted at least 5 times. Afterwards every set the client sent must exist exactly once:
// 0 lost, 0 duplicated. Prints the counts; exits 1 if any set is lost or duplicated. PostgreSQL, loopback only.
//   npm run test:fault     (FAULT_SETS=500, FAULT_KILLS=5; BENCH_DATABASE_URL to use a server of yours)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { freePorts, startPostgres } from './pg-server.mjs';
import { verificationToken } from './verification-link.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SETS = Number(process.env.FAULT_SETS ?? 500);
const KILLS = Number(process.env.FAULT_KILLS ?? 5);
// Free ports, so two runs (or two engineers) on one machine never meet.
const [PORT, PG_PORT] = await freePorts(2);
const API = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 8;

const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgres({ port: PG_PORT });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
let server = null;
let restarts = 0;

function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: 'relaxed',
      BETTER_AUTH_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
      DATA_DIR: path.join(root, 'bench', 'results', 'fault-data'),
    },
    stdio: 'ignore',
  });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${API}/api/health`)).ok) return;
    } catch {
      // restarting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not come back');
}

const cleanup = () => {
  server?.kill('SIGKILL');
  cluster?.stop();
};
process.on('exit', cleanup);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** POST with retries: network errors and 5xx are retried with backoff; the same id is re-sent every time. */
async function postWithRetry(url, body, cookie) {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: API, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      if (response.status < 500) return response;
    } catch {
      // connection refused or reset while the API is down
    }
    await sleep(Math.min(1000, 50 * 2 ** attempt));
  }
}

try {
  startServer();
  await waitForServer();
  const email = `fault-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await postWithRetry(`${API}/api/auth/sign-up/email`, { email, password: 'fault-password-1' });
  const signUp = await postWithRetry(`${API}/api/data/verify-email`, {
    token: await verificationToken(databaseUrl, email),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const lookup = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows: exerciseRows } = await lookup.query(
    "SELECT id FROM exercises WHERE owner_user_id IS NULL AND effort_mode = 'reps' LIMIT 1",
  );
  await lookup.end();
  const workoutId = crypto.randomUUID();
  await postWithRetry(`${API}/api/workouts`, { id: workoutId }, cookie);
  const workoutExerciseId = crypto.randomUUID();
  await postWithRetry(
    `${API}/api/workouts/${workoutId}/exercises`,
    { id: workoutExerciseId, exerciseId: exerciseRows[0].id },
    cookie,
  );

  const sent = Array.from({ length: SETS }, (_, i) => ({
    id: crypto.randomUUID(),
    weight: 60 + (i % 20) * 2.5,
    reps: 1 + (i % 12),
  }));
  const confirmed = new Set();
  let next = 0;
  let done = false;

  // Kills the API at random moments while the client works, then starts it again.
  const killer = (async () => {
    while (!done) {
      await sleep(400 + Math.floor(Math.random() * 900));
      if (done) break;
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));
      restarts++;
      startServer();
      await waitForServer();
    }
  })();

  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < sent.length) {
        const set = sent[next++];
        const response = await postWithRetry(`${API}/api/workout-exercises/${workoutExerciseId}/sets`, set, cookie);
        if (response.ok) confirmed.add(set.id);
        else throw new Error(`set ${set.id} refused: ${response.status} ${await response.text()}`);
      }
    }),
  );
  // Keep killing until the minimum number of restarts happened, then stop.
  while (restarts < KILLS) await sleep(200);
  done = true;
  await killer;
  await waitForServer();

  const check = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows } = await check.query(
    'SELECT id, count(*)::int AS n FROM workout_sets WHERE workout_exercise_id = $1 GROUP BY id',
    [workoutExerciseId],
  );
  const { rows: indexRows } = await check.query(
    'SELECT count(DISTINCT set_index)::int AS n FROM workout_sets WHERE workout_exercise_id = $1',
    [workoutExerciseId],
  );
  await check.end();
  const stored = new Map(rows.map((r) => [r.id, r.n]));
  const lost = sent.filter((s) => !stored.has(s.id)).length;
  const duplicated = rows.filter((r) => r.n > 1).length;
  const unexpected = rows.filter((r) => !sent.some((s) => s.id === r.id)).length;
  const confirmedMissing = [...confirmed].filter((id) => !stored.has(id)).length;
  console.log(`\nFault test: ${SETS} sets logged through the API while it was killed and restarted ${restarts} times`);
  console.log(`  sent ${sent.length}, confirmed (2xx) ${confirmed.size}, stored ${rows.length}`);
  console.log(
    `  lost ${lost}, confirmed but missing ${confirmedMissing}, duplicated ${duplicated}, unexpected ${unexpected}`,
  );
  console.log(`  distinct set numbers ${indexRows[0].n} of ${rows.length}`);
  const ok = lost === 0 && confirmedMissing === 0 && duplicated === 0 && unexpected === 0 && restarts >= KILLS;
  console.log(ok ? '  PASS: 0 lost, 0 duplicated' : '  FAIL');
  cleanup();
  process.exit(ok ? 0 : 1);
} catch (err) {
  console.error(err);
  cleanup();
  process.exit(2);
}

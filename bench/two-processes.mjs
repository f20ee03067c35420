#!/usr/bin/env node
// Two API processes behind a small round-robin proxy on one PostgreSQL (issues 10 and 28), in three acts:
//   1. one process is killed mid-run (SIGKILL): sessions keep working on the survivor, no set is lost or doubled;
//   2. a rolling restart (SIGTERM, wait, start, wait for /api/ready, then the other) while sets keep coming: no set is
//      lost and, as each process finishes its requests in flight before it stops, no request is cut;
//   3. PostgreSQL restarts under both processes (on the cluster this script starts): they stay up, /api/ready answers
//      503 meanwhile, and they serve again once it is back, without a restart.
// Loopback only; bounded in count and time.
//   npm run test:two-processes   (TWO_SETS=300; free ports; BENCH_DATABASE_URL to use a server of yours, which act 3
//                                 then skips)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { freePorts, startPostgres } from './pg-server.mjs';
import { verificationToken } from './verification-link.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SETS = Number(process.env.TWO_SETS ?? 300);
// Free ports, so two runs (or two engineers) on one machine never meet.
const [API_A, API_B, PROXY_PORT, PG_PORT] = await freePorts(4);
const PORTS = [API_A, API_B];
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;

const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgres({ port: PG_PORT });
const databaseUrl = process.env.BENCH_DATABASE_URL || cluster.url;
const servers = new Map();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function start(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: 'relaxed',
      // Both processes sign cookies with the same secret, as behind any real load balancer.
      BETTER_AUTH_SECRET: 'two-process-secret-two-process-secret-0123456789',
      BETTER_AUTH_URL: PROXY,
      DATA_DIR: path.join(root, 'bench', 'results', `two-${port}`),
    },
    stdio: 'ignore',
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  servers.set(port, child);
}

async function answers(port, route, status = 200) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${route}`)).status === status) return;
    } catch {
      // starting
    }
    await sleep(250);
  }
  throw new Error(`API on ${port}: ${route} did not answer ${status}`);
}

const cleanup = () => {
  for (const child of servers.values()) child.kill('SIGKILL');
  cluster?.stop();
};
process.on('exit', cleanup);

// Round robin over the processes that answer, as a load balancer does: a refused connection (a process stopped or
// draining) moves on to the next one; a request cut after it was sent is a 502, as nginx answers for a POST.
const served = new Map(PORTS.map((p) => [p, 0]));
let cut = 0;
let turn = 0;
const proxy = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  for (let attempt = 0; attempt < PORTS.length; attempt++) {
    const port = PORTS[turn++ % PORTS.length];
    try {
      const upstream = await fetch(`http://127.0.0.1:${port}${req.url}`, {
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${PROXY_PORT}` },
        body: body.length ? body : undefined,
      });
      served.set(port, served.get(port) + 1);
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([k]) => !['set-cookie', 'content-encoding', 'content-length', 'connection'].includes(k),
        ),
      );
      const cookies = upstream.headers.getSetCookie();
      res.writeHead(upstream.status, { ...headers, ...(cookies.length ? { 'set-cookie': cookies } : {}) });
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    } catch (err) {
      if (err.cause?.code === 'ECONNREFUSED') continue;
      cut++;
      break;
    }
  }
  res.writeHead(502);
  res.end();
});

/** Posts through the proxy, trying again on a 5xx or a network error (as the web's outbox does). */
async function post(url, body, cookie, stats) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const response = await fetch(`${PROXY}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PROXY, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      if (response.status < 500) return response;
    } catch {
      // retry
    }
    if (stats) stats.retries++;
    await sleep(100);
  }
  throw new Error(`POST ${url} kept failing`);
}

/** Logs sets one after another until stop() is called; returns what was sent. */
function logSetsUntilStopped(workoutExerciseId, cookie) {
  const stats = { sent: [], retries: 0, refused: 0 };
  let running = true;
  const done = (async () => {
    while (running) {
      const set = { id: crypto.randomUUID(), weight: 82.5, reps: 5 };
      const response = await post(`/api/workout-exercises/${workoutExerciseId}/sets`, set, cookie, stats);
      if (response.ok) stats.sent.push(set);
      else stats.refused++;
    }
  })();
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
      return stats;
    },
  };
}

async function storedSets(lookup, workoutExerciseId) {
  const { rows } = await lookup.query(
    'SELECT id, count(*)::int AS n FROM workout_sets WHERE workout_exercise_id = $1 GROUP BY id',
    [workoutExerciseId],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function readyStatus(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
  } catch {
    return 'down';
  }
}

try {
  for (const port of PORTS) start(port);
  await Promise.all(PORTS.map((port) => answers(port, '/api/health')));
  await new Promise((r) => proxy.listen(PROXY_PORT, '127.0.0.1', r));

  const email = `two-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await post('/api/auth/sign-up/email', { email, password: 'two-password-1' });
  const signUp = await post('/api/data/verify-email', { token: await verificationToken(databaseUrl, email) });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const lookup = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  lookup.on('error', () => undefined);
  const { rows: exerciseRows } = await lookup.query(
    "SELECT id FROM exercises WHERE owner_user_id IS NULL AND effort_mode = 'reps' LIMIT 1",
  );
  const workoutId = crypto.randomUUID();
  await post('/api/workouts', { id: workoutId }, cookie);
  const exerciseOf = async () => {
    const id = crypto.randomUUID();
    await post(`/api/workouts/${workoutId}/exercises`, { id, exerciseId: exerciseRows[0].id }, cookie);
    return id;
  };

  // Act 1: a process killed mid-run.
  const workoutExerciseId = await exerciseOf();
  const sent = Array.from({ length: SETS }, () => ({ id: crypto.randomUUID(), weight: 80, reps: 5 }));
  let killedAt = null;
  for (const [index, set] of sent.entries()) {
    if (index === Math.floor(SETS / 3)) {
      servers.get(PORTS[0]).kill('SIGKILL');
      killedAt = index;
    }
    const response = await post(`/api/workout-exercises/${workoutExerciseId}/sets`, set, cookie);
    if (!response.ok) throw new Error(`set refused: ${response.status} ${await response.text()}`);
  }
  const me = await fetch(`${PROXY}/api/me`, { headers: { cookie } });
  const stored = await storedSets(lookup, workoutExerciseId);
  const lost = sent.filter((s) => !stored.has(s.id)).length;
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  console.log(
    `\nTwo API processes behind a proxy, one PostgreSQL; process on ${PORTS[0]} killed after set ${killedAt}`,
  );
  console.log(`  requests served: ${PORTS.map((p) => `${p}: ${served.get(p)}`).join(', ')}`);
  console.log(`  session still valid on the survivor: ${me.status === 200 ? 'yes' : `no (${me.status})`}`);
  console.log(`  sent ${sent.length}, stored ${stored.size}, lost ${lost}, duplicated ${duplicated}`);
  const killOk =
    me.status === 200 && lost === 0 && duplicated === 0 && served.get(PORTS[0]) > 0 && served.get(PORTS[1]) > 0;

  // Act 2: a rolling restart while a member keeps logging sets.
  start(PORTS[0]);
  await answers(PORTS[0], '/api/ready');
  cut = 0;
  const rollingExercise = await exerciseOf();
  const load = logSetsUntilStopped(rollingExercise, cookie);
  const exits = [];
  for (const port of PORTS) {
    await sleep(1_000);
    const child = servers.get(port);
    child.kill('SIGTERM');
    exits.push(await child.exited);
    start(port);
    await answers(port, '/api/ready');
  }
  await sleep(1_000);
  const rolling = await load.stop();
  const rollingStored = await storedSets(lookup, rollingExercise);
  const rollingLost = rolling.sent.filter((s) => !rollingStored.has(s.id)).length;
  const rollingDuplicated = [...rollingStored.values()].filter((n) => n > 1).length;
  const cleanExits = exits.every((e) => e.code === 0);
  console.log(`\nRolling restart (SIGTERM, start, wait for /api/ready; one process after the other) under load`);
  console.log(`  exits: ${exits.map((e) => (e.code === null ? e.signal : `code ${e.code}`)).join(', ')}`);
  console.log(
    `  sent ${rolling.sent.length}, stored ${rollingStored.size}, lost ${rollingLost}, duplicated ${rollingDuplicated}, ` +
      `refused ${rolling.refused}; requests cut mid-flight ${cut}, retried by the client ${rolling.retries}`,
  );
  const rollingOk =
    cleanExits &&
    rolling.sent.length > 0 &&
    rollingLost === 0 &&
    rollingDuplicated === 0 &&
    rolling.refused === 0 &&
    cut === 0;

  // Act 3: PostgreSQL restarts under both processes.
  let restartOk = true;
  if (cluster) {
    cluster.pause();
    const whileDown = await Promise.all(PORTS.map(readyStatus));
    const liveWhileDown = await Promise.all(
      PORTS.map((p) =>
        fetch(`http://127.0.0.1:${p}/api/health`).then(
          (r) => r.status,
          () => 'down',
        ),
      ),
    );
    await sleep(1_000);
    cluster.resume();
    await Promise.all(PORTS.map((port) => answers(port, '/api/ready')));
    const afterSet = { id: crypto.randomUUID(), weight: 90, reps: 3 };
    const stats = { retries: 0 };
    const after = await post(`/api/workout-exercises/${rollingExercise}/sets`, afterSet, cookie, stats);
    const alive = PORTS.every((p) => servers.get(p).exitCode === null);
    console.log(`\nPostgreSQL stopped (fast) and started again under both processes`);
    console.log(`  /api/ready while it was down: ${whileDown.join(', ')}; /api/health: ${liveWhileDown.join(', ')}`);
    console.log(
      `  processes still running: ${alive ? 'yes' : 'no'}; a set after it came back: ${after.status} ` +
        `(retries ${stats.retries})`,
    );
    restartOk =
      alive && whileDown.every((s) => s === 503) && liveWhileDown.every((s) => s === 200) && after.status === 201;
  } else {
    console.log('\nPostgreSQL restart: skipped (BENCH_DATABASE_URL is not a cluster this script started)');
  }
  await lookup.end();

  const ok = killOk && rollingOk && restartOk;
  console.log(
    ok ? '\n  PASS' : `\n  FAIL (kill ${killOk}, rolling restart ${rollingOk}, database restart ${restartOk})`,
  );
  proxy.close();
  cleanup();
  process.exit(ok ? 0 : 1);
} catch (err) {
  console.error(err);
  cleanup();
  process.exit(2);
}

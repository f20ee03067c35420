#!/usr/bin/env node
// Two API processes behind a small round-robin proxy on one PostgreSQL (issue 10): a member signs in through the
// proxy, logs sets through both processes, and one process is killed mid-run. Sessions must keep working on the
// survivor (they live in PostgreSQL) and no set may be lost or doubled. Loopback only; bounded in count and time.
//   npm run test:two-processes
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { freePorts, startPostgres } from './pg-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SETS = Number(process.env.TWO_SETS ?? 300);
// Free ports, so two runs (or two engineers) on one machine never meet.
const [API_A, API_B, PROXY_PORT, PG_PORT] = await freePorts(4);
const PORTS = [API_A, API_B];
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;

const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgres({ port: PG_PORT });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
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
  servers.set(port, child);
}

async function healthy(port) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await sleep(250);
  }
  throw new Error(`API on ${port} did not start`);
}

const cleanup = () => {
  for (const child of servers.values()) child.kill('SIGKILL');
  cluster?.stop();
};
process.on('exit', cleanup);

// Round robin over the processes that answer; a refused connection moves on to the next one.
const served = new Map(PORTS.map((p) => [p, 0]));
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
        [...upstream.headers].filter(([k]) => k !== 'set-cookie' && k !== 'content-encoding' && k !== 'content-length'),
      );
      const cookies = upstream.headers.getSetCookie();
      res.writeHead(upstream.status, { ...headers, ...(cookies.length ? { 'set-cookie': cookies } : {}) });
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    } catch {
      // that process is down: try the other one
    }
  }
  res.writeHead(502);
  res.end();
});

async function post(url, body, cookie) {
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
    await sleep(100);
  }
  throw new Error(`POST ${url} kept failing`);
}

try {
  for (const port of PORTS) start(port);
  await Promise.all(PORTS.map(healthy));
  await new Promise((r) => proxy.listen(PROXY_PORT, '127.0.0.1', r));

  const signUp = await post('/api/auth/sign-up/email', {
    email: `two-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'two-password-1',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const lookup = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows: exerciseRows } = await lookup.query('SELECT id FROM exercises WHERE owner_user_id IS NULL LIMIT 1');
  const workoutId = crypto.randomUUID();
  await post('/api/workouts', { id: workoutId }, cookie);
  const workoutExerciseId = crypto.randomUUID();
  await post(`/api/workouts/${workoutId}/exercises`, { id: workoutExerciseId, exerciseId: exerciseRows[0].id }, cookie);

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

  const { rows } = await lookup.query(
    'SELECT id, count(*)::int AS n FROM workout_sets WHERE workout_exercise_id = $1 GROUP BY id',
    [workoutExerciseId],
  );
  await lookup.end();
  const stored = new Map(rows.map((r) => [r.id, r.n]));
  const lost = sent.filter((s) => !stored.has(s.id)).length;
  const duplicated = rows.filter((r) => r.n > 1).length;
  console.log(
    `\nTwo API processes behind a proxy, one PostgreSQL; process on ${PORTS[0]} killed after set ${killedAt}`,
  );
  console.log(`  requests served: ${PORTS.map((p) => `${p}: ${served.get(p)}`).join(', ')}`);
  console.log(`  session still valid on the survivor: ${me.status === 200 ? 'yes' : `no (${me.status})`}`);
  console.log(`  sent ${sent.length}, stored ${rows.length}, lost ${lost}, duplicated ${duplicated}`);
  const ok =
    me.status === 200 && lost === 0 && duplicated === 0 && served.get(PORTS[0]) > 0 && served.get(PORTS[1]) > 0;
  console.log(ok ? '  PASS' : '  FAIL');
  proxy.close();
  cleanup();
  process.exit(ok ? 0 : 1);
} catch (err) {
  console.error(err);
  cleanup();
  process.exit(2);
}

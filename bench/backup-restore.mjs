#!/usr/bin/env node
// Backup and restore for real (issue 28), with the README's own commands:
//   1. a PGlite server (LOG_FORMAT=json) is filled with members, workouts and sets; `npm run db:backup -- FILE` runs
//      while a member keeps logging sets; `npm run db:restore -- FILE` restores the file into a fresh data folder and
//      into a fresh PostgreSQL database. Both copies must hold every table's rows as the backup's moment had them:
//      tables the load never wrote have the source's row count; the load's tables lie between before and after it;
//      every set row hashes as in the source, and the load's sets are exactly those sent first (one moment, no tear).
//      The two copies are identical to each other. A server starts on each, and a member signs in with the old password.
//   2. a PostgreSQL server is backed up with pg_dump (the same command) and restored into a fresh database: the same
//      row counts and set hashes, and the member signs in there.
//   Every line the PGlite server wrote on stdout must be valid JSON.
// Loopback only; bounded in count and time.
//   npm run test:backup   (free ports, a PostgreSQL cluster of its own)
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createChecks, jsonClient, liftingExercises } from './checks.mjs';
import { freePorts, startPostgres } from './pg-server.mjs';
import { signUpVerified, startMailCatcher, verificationToken } from './verification-link.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Free ports, so two runs (or two engineers) on one machine never meet.
const PORTS = await freePorts(3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-backup-check-'));
const cluster = await startPostgres();
// The PGlite server's e-mail checks come here: its database is inside that process, which this script cannot read.
const mailCatcher = await startMailCatcher();
const databases = new Map();
/** A database of the cluster, made on first use. */
const urlOf = (name) => {
  if (!databases.has(name)) databases.set(name, cluster.createDatabase(name));
  return databases.get(name);
};
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
  cluster.stop();
  mailCatcher.close();
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanup);

/** The machine's environment without a database or secret of its own, plus what each step sets. */
function envWith(extra) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'BETTER_AUTH_SECRET', 'DATA_DIR', 'PORT', 'METRICS_TOKEN']) delete env[name];
  return { ...env, ...extra };
}
function startServer(port, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: envWith({ PORT: String(port), SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'relaxed', ...env }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  children.add(child);
  return child;
}
async function stopServer(child) {
  child.kill('SIGTERM');
  const code = await child.exited;
  children.delete(child);
  return code;
}
async function ready(port) {
  for (let i = 0; i < 240; i++) {
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`the server on ${port} did not get ready`);
}
/** The README's command, as a person types it; asynchronous, so the load goes on meanwhile. */
function npmRun(script, file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', file], { cwd: root, env: envWith(env) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`npm run ${script} failed: ${output}`)),
    );
  });
}

const client = (port) => jsonClient(`http://127.0.0.1:${port}`);

/**
 * Members (signed up, the mailed link opened: `tokenOf(email)` reads its token) with a workout of 3 exercises x 5 sets
 * each; returns their credentials.
 */
async function fill(port, count, tokenOf) {
  const api = client(port);
  const members = [];
  const exercises = [];
  for (let m = 0; m < count; m++) {
    const email = `backup-${m}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const password = `backup-password-${m}`;
    const cookie = await signUpVerified(`http://127.0.0.1:${port}`, email, password, tokenOf);
    if (exercises.length === 0) {
      const list = await api('GET', '/api/exercises?limit=20', undefined, cookie);
      exercises.push(...liftingExercises(list.body.items, 3).map((e) => e.id));
    }
    const workoutId = crypto.randomUUID();
    await api('POST', '/api/workouts', { id: workoutId }, cookie);
    for (const exerciseId of exercises) {
      const id = crypto.randomUUID();
      await api('POST', `/api/workouts/${workoutId}/exercises`, { id, exerciseId }, cookie);
      for (let s = 0; s < 5; s++) {
        const set = { id: crypto.randomUUID(), weight: 40 + m * 5 + s * 2.5, reps: 10 - s, rpe: 7 + s * 0.5 };
        const logged = await api('POST', `/api/workout-exercises/${id}/sets`, set, cookie);
        if (logged.status !== 201) throw new Error(`fill: set ${logged.status}`);
      }
    }
    members.push({ email, password, cookie, workoutId, exerciseId: exercises[0] });
  }
  return members;
}

/** Tables no backup holds (sessions and one-time tokens, issue 36): a restore has them empty. */
const SESSION_TABLES = ['session', 'verification'];

/** Row counts of every table (the session tables' apart) and a hash of every set row, by id. */
async function fingerprint(query) {
  const tables = (await query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).map(
    (r) => r.name,
  );
  const counts = {};
  let sessionRows = 0;
  for (const name of tables) {
    const n = Number((await query(`SELECT count(*) AS n FROM public."${name}"`))[0].n);
    if (SESSION_TABLES.includes(name)) sessionRows += n;
    else counts[name] = n;
  }
  const sets = new Map(
    (await query(`SELECT id, md5(row_to_json(s)::text) AS hash FROM workout_sets s`)).map((r) => [r.id, r.hash]),
  );
  return { counts, sets, sessionRows };
}
const ofPglite = async (dataDir) => {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await fingerprint(async (text) => (await db.query(text)).rows);
  } finally {
    await db.close();
  }
};
const ofPostgres = async (url) => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await fingerprint(async (text) => (await pool.query(text)).rows);
  } finally {
    await pool.end();
  }
};
const same = (a, b) =>
  JSON.stringify(a.counts) === JSON.stringify(b.counts) &&
  JSON.stringify([...a.sets].sort()) === JSON.stringify([...b.sets].sort());

const { check, summary } = createChecks();

async function signsIn(port, member) {
  const api = client(port);
  const signIn = await api('POST', '/api/auth/sign-in/email', { email: member.email, password: member.password });
  const workout = await api('GET', `/api/workouts/${member.workoutId}`, undefined, signIn.cookie);
  return signIn.status === 200 && workout.status === 200;
}

try {
  // 1. PGlite, backed up while a member keeps logging sets.
  console.log('\nPGlite server, backed up under load, restored into a fresh folder and a fresh PostgreSQL database');
  const sourceDir = path.join(work, 'source');
  const sourceEnv = { DATA_DIR: sourceDir, LOG_FORMAT: 'json', LOG_LEVEL: 'info', SMTP_URL: mailCatcher.url };
  const source = startServer(PORTS[0], sourceEnv);
  await ready(PORTS[0]);
  const api = client(PORTS[0]);
  const members = await fill(PORTS[0], 4, mailCatcher.verificationToken);
  const loader = members[0];
  const loadInto = crypto.randomUUID();
  await api(
    'POST',
    `/api/workouts/${loader.workoutId}/exercises`,
    { id: loadInto, exerciseId: loader.exerciseId },
    loader.cookie,
  );
  await stopServer(source).then((code) =>
    check('the source stops cleanly on SIGTERM (for a first fingerprint)', code === 0),
  );
  const before = await ofPglite(sourceDir);
  const restarted = startServer(PORTS[0], sourceEnv);
  await ready(PORTS[0]);

  const acked = [];
  let backupStartedAt = Infinity;
  let loading = true;
  const load = (async () => {
    while (loading) {
      const set = { id: crypto.randomUUID(), weight: 100, reps: 3 };
      const sentAt = performance.now();
      const logged = await api('POST', `/api/workout-exercises/${loadInto}/sets`, set, loader.cookie);
      if (logged.status === 201) acked.push({ id: set.id, sentAt, ackedAt: performance.now() });
    }
  })();
  const acknowledged = async (count) => {
    for (let i = 0; i < 300 && acked.length < count; i++) await sleep(100);
  };
  await acknowledged(5);
  const file = path.join(work, 'lifeorbit.backup.tar.gz');
  backupStartedAt = performance.now();
  console.log(`  ${await npmRun('db:backup', file, { DATA_DIR: sourceDir })}`);
  await acknowledged(acked.length + 3);
  loading = false;
  await load;
  check('the source stops cleanly on SIGTERM', (await stopServer(restarted)) === 0);
  const after = await ofPglite(sourceDir);
  const lines = (source.output + restarted.output).split('\n').filter((l) => l !== '');
  const broken = lines.filter((l) => {
    try {
      JSON.parse(l);
      return false;
    } catch {
      return true;
    }
  });
  check(
    'every line the server wrote is JSON (LOG_FORMAT=json)',
    broken.length === 0,
    `${lines.length} lines, ${broken.length} not`,
  );

  const restoredDir = path.join(work, 'restored');
  console.log(`  ${await npmRun('db:restore', file, { DATA_DIR: restoredDir })}`);
  console.log(
    `  ${await npmRun('db:restore', file, { DATABASE_URL: urlOf('restored'), DATA_DIR: path.join(work, 'pg-secret') })}`,
  );
  const inFolder = await ofPglite(restoredDir);
  const inPostgres = await ofPostgres(urlOf('restored'));
  check('the folder and the PostgreSQL copies are identical (every table, every set row)', same(inFolder, inPostgres));
  check(
    'no session or one-time token came back (a restore signs everyone out)',
    after.sessionRows > 0 && inFolder.sessionRows === 0 && inPostgres.sessionRows === 0,
    `${after.sessionRows} in the source, ${inFolder.sessionRows} and ${inPostgres.sessionRows} restored`,
  );

  const loadTables = Object.keys(after.counts).filter((t) => after.counts[t] !== before.counts[t]);
  const untouched = Object.keys(after.counts).filter((t) => !loadTables.includes(t));
  const mismatched = untouched.filter((t) => inFolder.counts[t] !== after.counts[t]);
  check(
    `row counts of the ${untouched.length} tables the load never wrote`,
    mismatched.length === 0,
    mismatched.join(', '),
  );
  const outside = loadTables.filter(
    (t) => inFolder.counts[t] < before.counts[t] || inFolder.counts[t] > after.counts[t],
  );
  check(
    `row counts of the load's tables (${loadTables.join(', ')}) between before and after`,
    outside.length === 0,
    outside.join(', '),
  );
  const changed = [...inFolder.sets].filter(([id, hash]) => after.sets.get(id) !== hash);
  check(
    `every set row hashes as in the source (${inFolder.sets.size} sets)`,
    changed.length === 0,
    `${changed.length} differ`,
  );
  const kept = acked.map((a) => inFolder.sets.has(a.id));
  const prefix = kept.indexOf(false) === -1 ? kept.length : kept.indexOf(false);
  const isPrefix = kept.slice(prefix).every((k) => !k);
  const beforeBackup = acked.filter((a) => a.ackedAt < backupStartedAt).length;
  check(
    "the load's sets in the backup are those sent first, every one answered before the backup began included",
    isPrefix && prefix >= beforeBackup && [...before.sets.keys()].every((id) => inFolder.sets.has(id)),
    `${acked.length} sent, ${beforeBackup} before the backup, ${prefix} in it`,
  );

  const onFolder = startServer(PORTS[1], { DATA_DIR: restoredDir });
  const onPostgres = startServer(PORTS[2], { DATABASE_URL: urlOf('restored'), DATA_DIR: path.join(work, 'pg-secret') });
  await Promise.all([ready(PORTS[1]), ready(PORTS[2])]);
  check('a member signs in with the old password on the restored folder', await signsIn(PORTS[1], members[2]));
  check('a member signs in with the old password on the restored PostgreSQL', await signsIn(PORTS[2], members[3]));
  await Promise.all([stopServer(onFolder), stopServer(onPostgres)]);
  const refused = spawnSync('npm', ['run', '-s', 'db:restore', '--', file], {
    cwd: root,
    env: envWith({ DATA_DIR: restoredDir }),
    encoding: 'utf8',
  });
  check('a restore into a folder that holds a database is refused', refused.status === 1, refused.stderr.trim());

  // 2. PostgreSQL, backed up with pg_dump.
  console.log('\nPostgreSQL server, backed up with pg_dump, restored into a fresh database');
  const pgEnv = {
    DATABASE_URL: urlOf('source_pg'),
    BETTER_AUTH_SECRET: 'backup-check-secret-backup-check-secret-0123',
  };
  const pgSource = startServer(PORTS[0], pgEnv);
  await ready(PORTS[0]);
  const pgMembers = await fill(PORTS[0], 2, (email) => verificationToken(pgEnv.DATABASE_URL, email));
  const pgFile = path.join(work, 'postgres.backup.tar.gz');
  console.log(`  ${await npmRun('db:backup', pgFile, pgEnv)}`);
  await stopServer(pgSource);
  const restoreEnv = { ...pgEnv, DATABASE_URL: urlOf('restored_pg') };
  console.log(`  ${await npmRun('db:restore', pgFile, restoreEnv)}`);
  const pgRestored = await ofPostgres(urlOf('restored_pg'));
  check(
    "every table's row count and every set row as in the source, no session (pg_dump leaves their rows out)",
    same(await ofPostgres(urlOf('source_pg')), pgRestored) && pgRestored.sessionRows === 0,
  );
  const onRestored = startServer(PORTS[1], restoreEnv);
  await ready(PORTS[1]);
  check('a member signs in with the old password on the restored database', await signsIn(PORTS[1], pgMembers[1]));
  await stopServer(onRestored);

  const code = summary();
  cleanup();
  process.exit(code);
} catch (err) {
  console.error(err);
  cleanup();
  process.exit(2);
}

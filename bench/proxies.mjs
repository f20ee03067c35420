#!/usr/bin/env node
// The reverse-proxy examples of docs/deploy.md, run as written (issue 28): nginx (with TLS, a self-signed certificate)
// and Caddy, each in front of two API processes on one PostgreSQL. Through each: sign up, sign in, log sets, the
// request id comes back; then one API process is stopped (SIGTERM) and started again while sets keep coming through
// the proxy: every set is stored once and no request fails. The site name, ports and certificate paths are the only
// things replaced. The sign-up's e-mail check (its link starts the session and lets the password sign in; issue 36,
// item 6) goes out by SMTP, as in production, to a server of this script's. Needs nginx and caddy (apt-get install
// nginx-light caddy); loopback only; bounded in time.
//   npm run test:proxies   (free ports, a PostgreSQL cluster of its own)
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createChecks, jsonClient, liftingExercises } from './checks.mjs';
import { freePorts, startPostgres } from './pg-server.mjs';
import { signUpVerified, startMailCatcher } from './verification-link.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Free ports, so two runs (or two engineers) on one machine never meet.
const [API_A, API_B, NGINX_PORT, CADDY_PORT] = await freePorts(4);
const NGINX = `https://127.0.0.1:${NGINX_PORT}`;
// nginx serves a certificate this script makes for itself: accept it (loopback only).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const CADDY = `http://127.0.0.1:${CADDY_PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-proxies-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = new Set();
const cluster = await startPostgres();
const mailCatcher = await startMailCatcher();
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
  cluster.stop();
  mailCatcher.close();
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanup);

/** The fenced block of this language in docs/deploy.md. */
function exampleOf(language) {
  const doc = fs.readFileSync(path.join(root, 'docs', 'deploy.md'), 'utf8');
  const found = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(doc);
  if (!found) throw new Error(`docs/deploy.md has no ${language} example`);
  return found[1].replaceAll('127.0.0.1:3001', `127.0.0.1:${API_A}`).replaceAll('127.0.0.1:3002', `127.0.0.1:${API_B}`);
}

function spawnTracked(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  child.errors = '';
  child.stderr?.on('data', (chunk) => (child.errors = (child.errors + chunk).slice(-20000)));
  child.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  children.add(child);
  return child;
}

const apis = new Map();
function startApi(port) {
  apis.set(
    port,
    spawnTracked(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: cluster.url,
        SMTP_URL: mailCatcher.url,
        BETTER_AUTH_URL: NGINX,
        TRUSTED_ORIGINS: CADDY,
        BETTER_AUTH_SECRET: 'proxies-secret-proxies-secret-proxies-0123',
        TRUST_PROXY: 'true',
        // As docs/deploy.md runs it: Caddy checks /api/ready every 2 s.
        SHUTDOWN_DELAY: '3',
        AUTH_RATE_LIMIT: 'relaxed',
        LOG_LEVEL: 'error',
        DATA_DIR: path.join(work, `api-${port}`),
      },
    }),
  );
}

async function until(url, status = 200) {
  for (let i = 0; i < 240; i++) {
    const answer = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (answer === status) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer ${status}`);
}

function startNginx() {
  const dir = path.join(work, 'nginx');
  // Run as root, nginx's workers are nobody: they must reach their temporary folders.
  fs.mkdirSync(dir, { mode: 0o755 });
  fs.chmodSync(work, 0o755);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=lifeorbit.example.com'],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
    ],
    { stdio: 'ignore' },
  );
  const site = exampleOf('nginx')
    .replace('listen 443 ssl;', `listen 127.0.0.1:${NGINX_PORT} ssl;`)
    .replaceAll('/etc/ssl/lifeorbit/', `${dir}/`);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
      `  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${site}\n}\n`,
  );
  return spawnTracked('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;']);
}

function startCaddy() {
  const dir = path.join(work, 'caddy');
  fs.mkdirSync(dir);
  // Plain HTTP on a loopback port instead of a certificate from the internet; no admin endpoint.
  const site = exampleOf('caddyfile').replace('lifeorbit.example.com {', `http://127.0.0.1:${CADDY_PORT} {`);
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(file, `{\n\tadmin off\n}\n\n${site}`);
  return spawnTracked('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir },
  });
}

const { check, summary } = createChecks();

async function exercise(name, base) {
  console.log(`\n${name} in front of two API processes (${base})`);
  const api = jsonClient(base);
  const email = `proxy-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await signUpVerified(base, email, 'proxy-password-1', mailCatcher.verificationToken);
  const signIn = await api('POST', '/api/auth/sign-in/email', { email, password: 'proxy-password-1' });
  check('sign-in through the proxy', signIn.status === 200, String(signIn.status));
  const cookie = signIn.cookie;
  const requestId = signIn.headers.get('x-request-id');
  check('the request id comes back', /^[\w.:-]{8,}$/.test(requestId ?? ''), requestId ?? 'none');
  const exercises = await api('GET', '/api/exercises?limit=20', undefined, cookie);
  const workoutId = crypto.randomUUID();
  await api('POST', '/api/workouts', { id: workoutId }, cookie);
  const into = crypto.randomUUID();
  await api(
    'POST',
    `/api/workouts/${workoutId}/exercises`,
    { id: into, exerciseId: liftingExercises(exercises.body.items, 1)[0].id },
    cookie,
  );

  const sent = [];
  const failures = [];
  let running = true;
  const load = (async () => {
    while (running) {
      const set = { id: crypto.randomUUID(), weight: 70, reps: 5 };
      const logged = await api('POST', `/api/workout-exercises/${into}/sets`, set, cookie).catch((e) => ({
        status: String(e),
      }));
      if (logged.status === 201) sent.push(set.id);
      else failures.push(logged.status);
    }
  })();
  await sleep(1_000);
  const stopped = apis.get(API_A);
  stopped.kill('SIGTERM');
  const code = await stopped.exited;
  await sleep(1_500);
  startApi(API_A);
  await until(`http://127.0.0.1:${API_A}/api/ready`);
  await sleep(3_000);
  running = false;
  await load;
  const lookup = new pg.Pool({ connectionString: cluster.url, max: 1 });
  const { rows } = await lookup.query('SELECT id FROM workout_sets WHERE workout_exercise_id = $1', [into]);
  await lookup.end();
  const stored = new Set(rows.map((r) => r.id));
  check('the stopped process exits 0', code === 0, String(code));
  check(
    'sets logged through a restart: every one stored once, no request failed',
    failures.length === 0 && sent.length > 0 && sent.every((id) => stored.has(id)) && rows.length === sent.length,
    `${sent.length} sent, ${rows.length} stored, failures ${failures.length ? failures.join(' ') : 'none'}`,
  );
}

try {
  startApi(API_A);
  startApi(API_B);
  await Promise.all([until(`http://127.0.0.1:${API_A}/api/ready`), until(`http://127.0.0.1:${API_B}/api/ready`)]);
  const nginx = startNginx();
  await until(`${NGINX}/api/ready`).catch((err) => {
    throw new Error(`${err.message}: ${nginx.errors}`);
  });
  await exercise('nginx', NGINX);
  const caddy = startCaddy();
  await until(`${CADDY}/api/ready`).catch((err) => {
    throw new Error(`${err.message}: ${caddy.errors}`);
  });
  await exercise('Caddy', CADDY);
  if (process.env.PROXY_TEST_DEBUG) console.log(caddy.errors);
  const code = summary();
  cleanup();
  process.exit(code);
} catch (err) {
  console.error(err);
  cleanup();
  process.exit(2);
}

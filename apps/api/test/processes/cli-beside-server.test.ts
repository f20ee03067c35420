import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../../bench/verification-link.mjs';

/**
 * Issue 16 item 8, as a person meets it: `npm start` on PGlite (the default) in one terminal, the README's commands in
 * another. The commands run inside the server (one process owns the data folder), a second server on the folder
 * refuses to start, and a stopped server leaves the folder to the commands.
 */
const apiDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(apiDir, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-cli-beside-'));
const children = new Set<ChildProcess>();
let port: number;
let server: ChildProcess & { exited: Promise<number | null>; output: () => string };

/** The server's mails (its SMTP_URL): a sign-up's session starts at the mailed link (issue 36, item 6). */
let smtp: MailCatcher;
let smtpUrl = '';
const verificationToken = (email: string) => smtp.verificationToken(email);

/** The machine's environment without a database or port of its own, on our folder. */
function envWith(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'BETTER_AUTH_SECRET', 'PORT', 'METRICS_TOKEN', 'NODE_ENV']) {
    delete env[name];
  }
  return { ...env, DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_RATE_LIMIT: 'relaxed', SMTP_URL: smtpUrl, ...extra };
}

function startServer(serverPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: envWith({ PORT: String(serverPort), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return Object.assign(child, { exited, output: () => output });
}

/** `npm run <script> -- args` from the repository's root, as the README says; answers the exit code and its output. */
function npmRun(script: string, args: string[]) {
  const child = spawn('npm', ['run', '-s', script, '--', ...args], { cwd: repoRoot, env: envWith() });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(found));
    });
  });
}

async function api(method: string, url: string, body?: unknown, cookie?: string) {
  const base = `http://127.0.0.1:${port}`;
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
    cookies,
  };
}

const account = { email: `cli-${process.pid}@example.com`, password: 'cli-beside-server-1', name: 'Cli Member' };
const lockFile = path.join(dataDir, 'lifeorbit.lock');

beforeAll(async () => {
  smtp = await startMailCatcher();
  smtpUrl = smtp.url;
  port = await freePort();
  server = startServer(port);
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not get ready:\n${server.output()}`);
});

afterAll(async () => {
  await smtp?.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the CLI beside `npm start` on PGlite', () => {
  it('admin:grant, in a second process, makes an account created through the API a superadmin', async () => {
    expect((await api('POST', '/api/auth/sign-up/email', account)).status).toBe(200);
    const signUp = await api('POST', '/api/data/verify-email', { token: await verificationToken(account.email) });
    expect((await api('GET', '/api/me', undefined, signUp.cookies)).body).toMatchObject({ isSuperadmin: false });

    const granted = await npmRun('admin:grant', [account.email]);
    expect(granted).toMatchObject({ code: 0, stderr: '' });
    expect(granted.stdout).toContain(`${account.email} is now a superadmin.`);
    expect(granted.stdout).toContain(`(ran inside the LifeOrbit server on ${dataDir})`);

    const me = await api('GET', '/api/me', undefined, signUp.cookies);
    expect(me.body).toMatchObject({ isSuperadmin: true });
    const audit = await api('GET', '/api/admin/audit?actionType=role_granted', undefined, signUp.cookies);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ actorEmail: null, details: { role: 'superadmin', via: 'command line' } }),
    ]);
  });

  it('seed:demo runs inside the server too: the demo member can sign in', async () => {
    const seeded = await npmRun('seed:demo', []);
    expect(seeded).toMatchObject({ code: 0, stderr: '' });
    expect(seeded.stdout).toContain('Demo data is in place.');
    const signIn = await api('POST', '/api/auth/sign-in/email', {
      email: 'demo@lifeorbit.app',
      password: 'demo-member-2026',
    });
    expect(signIn.status).toBe(200);
  });

  it('a second server on the same DATA_DIR refuses to start, naming the first; the first serves on', async () => {
    const firstPid = (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
    expect(firstPid).toBe(server.pid);
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `LifeOrbit did not start. Another LifeOrbit process (pid ${firstPid}, npm start, since `,
    );
    expect(second.output()).toContain(`is using the data folder ${dataDir}.`);
    expect((await api('GET', '/api/ready')).status).toBe(200);
  });

  it('keeps an idle keep-alive connection past 5 s, closes it itself on SIGTERM, and leaves the folder to the commands', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/ready', agent }, (res) => {
        res.resume();
        res.once('end', () => setImmediate(() => resolve(request.socket!)));
      });
      request.once('error', reject);
    });
    // The connection is idle in the agent's pool: only the server can end it now. Node's default keep-alive (5 s)
    // would have, and a client reusing it just then met ECONNRESET (issue 14); the server keeps it open for 70 s.
    const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(socket.destroyed).toBe(false);
    const started = Date.now();
    server.kill('SIGTERM');
    await closedByServer;
    expect(await server.exited).toBe(0);
    console.log(`SIGTERM to exit with an idle keep-alive connection open: ${Date.now() - started} ms`);
    agent.destroy();
    expect(fs.existsSync(lockFile)).toBe(false);

    const granted = await npmRun('admin:grant', [account.email]);
    expect(granted).toMatchObject({ code: 0, stderr: '' });
    expect(granted.stdout).toContain(`${account.email} is already a superadmin.`);
    expect(granted.stdout).toContain(`(ran on the data folder ${dataDir}; no server was running)`);
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});

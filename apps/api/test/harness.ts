import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { bootstrap, type BootstrapOptions, type Runtime } from '../src/bootstrap';
import { parseConfig } from '../src/config/env';
import type { DevMail } from '@lifeorbit/contracts/data';
import { openDatabase } from '../src/db/client';
import { latestDevMailTo } from '../src/auth/verification/mailbox.repository';

let runtimePromise: Promise<Runtime> | null = null;
export const WEB_DIST = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-dist-'));

/**
 * One runtime for the whole API suite: an in-memory PGlite, or the PostgreSQL server of TEST_DATABASE_URL (whose
 * public schema is emptied first: point it at a database that exists for tests only).
 */
export function getRuntime(): Promise<Runtime> {
  runtimePromise ??= (async () => {
    fs.mkdirSync(path.join(WEB_DIST, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(WEB_DIST, 'index.html'),
      '<!doctype html><html><head><script nonce="__CSP_NONCE__">1</script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(WEB_DIST, 'assets', 'app-abc123.js'), 'console.log(1)');
    const url = process.env.TEST_DATABASE_URL;
    const database = url ? await openDatabase({ databaseUrl: url }) : await openDatabase({ dataDir: null });
    if (url) await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    const config = configOf({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      // The coach's tests answer from a model server on 127.0.0.1 (test/openai-test-server.ts); secondRuntime's
      // apps keep the default (off), for the tests of the refusal.
      COACH_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    });
    return bootstrap(config, { database });
  })();
  return runtimePromise;
}

/**
 * A second app on the suite's database, started with other settings (logs, metrics, Server-Timing...): `settings`
 * are environment values over a development config of its own (its own data folder and auth secret).
 */
export async function secondRuntime(
  settings: Record<string, string>,
  options: Omit<BootstrapOptions, 'database'> = {},
): Promise<Runtime> {
  const { database } = await getRuntime();
  const config = configOf({
    NODE_ENV: 'development',
    BETTER_AUTH_SECRET: 'second-runtime-secret-second-runtime-secret-01',
    ...settings,
  });
  return bootstrap(config, { ...options, database });
}

/** A config on port 3000 with a data folder of its own, no demo data and the stub web build. */
function configOf(settings: Record<string, string>) {
  return parseConfig({
    PORT: '3000',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-data-')),
    SEED_DEMO: 'false',
    WEB_DIST,
    ...settings,
  });
}

/** A fresh address per caller, so better-auth's per-IP limits never leak between tests. */
export function randomIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** The body as it is: text, or a file's bytes (a FIT file, a zip). */
  rawBody?: string | Uint8Array;
  ip?: string;
  headers?: Record<string, string>;
  /** Writes carry our page's Origin, as a browser sends it; null leaves it out. */
  origin?: string | null;
}

export const APP_ORIGIN = 'http://localhost:3000';

export async function call(method: string, urlPath: string, options: CallOptions = {}): Promise<Response> {
  const { app } = await getRuntime();
  const origin = options.origin === undefined && method !== 'GET' && method !== 'HEAD' ? APP_ORIGIN : options.origin;
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? randomIp(),
    ...(origin ? { origin } : {}),
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (typeof options.rawBody === 'string') body = options.rawBody;
  else if (options.rawBody !== undefined) body = new Uint8Array(options.rawBody);
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  return app.request(urlPath, { method, headers, body });
}

export function cookieFrom(response: Response): string {
  const setCookie = response.headers.getSetCookie();
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}

export interface TestMember {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * A new member, signed in, the way a person gets there (issue 36, item 6): sign-up gives no session, so the link of
 * the e-mail check (read from the development mailbox) is opened, which confirms the e-mail and starts the session.
 */
export async function signUp(email = uniqueEmail(), password = 'correct-horse-1'): Promise<TestMember> {
  const response = await call('POST', '/api/auth/sign-up/email', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const verified = await call('POST', '/api/data/verify-email', { body: { token: await verificationTokenFor(email) } });
  if (verified.status !== 200) throw new Error(`e-mail check failed: ${verified.status} ${await verified.text()}`);
  return { id: body.user.id, email, password, cookie: cookieFrom(verified) };
}

/** The token of the newest e-mail check mailed to this address, waiting for it (mails are sent in the background). */
export async function verificationTokenFor(email: string): Promise<string> {
  const mail = await mailTo(email, 'verify_email', (found) => found.body.includes('/auth/verify?token='));
  return decodeURIComponent(/\/auth\/verify\?token=(\S+)/.exec(mail.body)![1]!);
}

/** The newest mail of this kind to this address in the development mailbox, once it matches (waiting for it). */
export async function mailTo(
  email: string,
  kind: DevMail['kind'],
  matches: (mail: DevMail) => boolean = () => true,
): Promise<DevMail> {
  const { database } = await getRuntime();
  for (let tries = 0; tries < 300; tries += 1) {
    const mail = await latestDevMailTo(database.db, email.toLowerCase(), kind);
    if (mail && matches(mail)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no matching ${kind} mail to ${email}`);
}

export async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; details: { field: string; code: string; message: string }[] }> {
  const body = (await response.json()) as {
    error: { code: string; message: string; details: { field: string; code: string; message: string }[] };
  };
  return body.error;
}

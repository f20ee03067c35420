import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth';
import type { Runtime } from '../../bootstrap';
import { APP_ORIGIN, call, errorOf, getRuntime, secondRuntime, signUp, type TestMember } from '../../../test/harness';
import { readStream } from '../../../test/coach-support';
import { startTestProvider, type TestProvider } from '../../../test/openai-test-server';
import { refusalAtCallTime, refusalOfBaseUrl } from './provider-url';

// Issue 36, item 3: the coach's base URL must not reach inside the network. The suite's app allows private addresses
// (its model server is on 127.0.0.1); `closed` is an app on the same database with COACH_ALLOW_PRIVATE_URLS off.
let provider: TestProvider;
let inside: TestProvider;
let closed: Runtime;
let admin: TestMember;
let member: TestMember;
const settings = { model: 'test-model', apiKey: 'sk-test-123', dailyLimit: 50, maxTokens: 300, timeoutSec: 2 };

async function callOn(runtime: Runtime, method: string, path: string, cookie: string, body?: unknown) {
  const headers: Record<string, string> = { cookie, 'x-forwarded-for': '10.36.3.1' };
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: APP_ORIGIN });
  return runtime.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const save = (runtime: Runtime, baseUrl: string) =>
  callOn(runtime, 'PUT', '/api/admin/coach-provider', admin.cookie, { baseUrl, ...settings });
const askOn = async (runtime: Runtime) =>
  readStream(
    await callOn(runtime, 'POST', '/api/coach/messages', member.cookie, {
      message: 'Am I recovered?',
      quick: 'recovered',
      today: '2026-11-25',
      tz: 'UTC',
      language: 'en',
    }),
  );

beforeAll(async () => {
  provider = await startTestProvider();
  inside = await startTestProvider();
  const main = await getRuntime();
  closed = await secondRuntime({ BETTER_AUTH_SECRET: main.config.BETTER_AUTH_SECRET! });
  admin = await signUp();
  await grantRole(main.database.db, admin.id, 'superadmin', null);
  member = await signUp();
});

afterAll(async () => {
  await call('PUT', '/api/admin/coach-provider', {
    cookie: admin.cookie,
    body: { ...settings, baseUrl: null, model: null, apiKey: null },
  });
  await provider.close();
  await inside.close();
});

describe('a base URL is refused when it is saved', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data', 'not_allowed'],
    ['http://[fe80::1]/v1', 'not_allowed'],
    ['http://[::ffff:169.254.169.254]/v1', 'not_allowed'],
    ['http://2852039166/v1', 'not_allowed'],
    ['http://metadata.google.internal/computeMetadata/v1', 'not_allowed'],
    ['http://0.0.0.0:8080/v1', 'not_allowed'],
    ['https://api.example.com/v1?path=/admin', 'invalid_format'],
    ['https://api.example.com/v1#/admin', 'invalid_format'],
  ])('%s, even when private addresses are allowed: a 400 naming baseUrl', async (baseUrl, code) => {
    const response = await call('PUT', '/api/admin/coach-provider', {
      cookie: admin.cookie,
      body: { baseUrl, ...settings },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([expect.objectContaining({ field: 'baseUrl', code })]);
  });

  it('a user name and password in the URL: refused, and never shown back', async () => {
    const response = await save(closed, 'https://llm-user:hunter2-secret@api.example.com/v1');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('"field":"baseUrl"');
    expect(text).not.toContain('hunter2-secret');
    const view = await callOn(closed, 'GET', '/api/admin/coach-provider', admin.cookie);
    expect(await view.text()).not.toContain('hunter2-secret');
    const { db } = (await getRuntime()).database;
    const audit = await db.execute(
      sql`SELECT count(*)::int AS n FROM admin_action_log WHERE details::text LIKE '%hunter2-secret%'`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a private or loopback address only when COACH_ALLOW_PRIVATE_URLS is on', async () => {
    for (const baseUrl of [provider.url, 'http://[::1]:11434/v1', 'http://10.0.0.5/v1', 'http://localhost:11434/v1']) {
      const refused = await save(closed, baseUrl);
      expect(refused.status, baseUrl).toBe(400);
      expect((await errorOf(refused)).details).toEqual([
        expect.objectContaining({ field: 'baseUrl', code: 'not_allowed' }),
      ]);
    }
    expect((await save(await getRuntime(), provider.url)).status).toBe(200);
  });
});

describe('a call to the model', () => {
  it('never follows a redirect: the model fails, and what the redirect points at is never asked', async () => {
    expect((await save(await getRuntime(), provider.url)).status).toBe(200);
    inside.reply = () => ({ kind: 'text', pieces: ['INSIDE-THE-NETWORK'] });
    provider.reply = () => ({ kind: 'redirect', location: `${inside.url}/chat/completions` });
    const answer = await askOn(await getRuntime());
    expect(provider.requests.length).toBeGreaterThan(0);
    expect(inside.requests).toHaveLength(0);
    expect(answer.text).not.toContain('INSIDE-THE-NETWORK');
    expect(answer.events.at(-1)).toMatchObject({
      event: 'done',
      data: { provider: 'embedded', fallback: 'provider_failed' },
    });
  });

  it('checks the address again at call time: a loopback model saved while allowed is not called once it is not', async () => {
    expect((await save(await getRuntime(), provider.url)).status).toBe(200);
    provider.requests.length = 0;
    provider.reply = () => ({ kind: 'text', pieces: ['From the model'] });
    const answer = await askOn(closed);
    expect(provider.requests).toHaveLength(0);
    expect(answer.events.at(-1)).toMatchObject({ data: { provider: 'embedded', fallback: 'provider_failed' } });
  });
});

describe('the address check', () => {
  it('refuses a host name that resolves to a metadata or (when not allowed) a private address', async () => {
    const resolvesTo = (address: string) => async () => [{ address: '93.184.215.14' }, { address }];
    expect(await refusalAtCallTime('https://rebind.example/v1', true, resolvesTo('169.254.169.254'))).toBe('internal');
    expect(await refusalAtCallTime('https://rebind.example/v1', false, resolvesTo('127.0.0.1'))).toBe('private');
    expect(await refusalAtCallTime('https://rebind.example/v1', true, resolvesTo('127.0.0.1'))).toBeNull();
    expect(await refusalAtCallTime('https://api.example.com/v1', false, resolvesTo('2606:4700::1'))).toBeNull();
  });

  it('reads the URL as typed: an empty query, an empty user or a bare "@" counts', () => {
    expect(refusalOfBaseUrl('https://api.example.com/v1?', false)).toBe('query');
    expect(refusalOfBaseUrl('https://api.example.com/v1#', false)).toBe('fragment');
    expect(refusalOfBaseUrl('https://@api.example.com/v1', false)).toBe('credentials');
    expect(refusalOfBaseUrl('https://api.openai.com/v1', false)).toBeNull();
  });
});

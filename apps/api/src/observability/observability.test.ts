import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../bootstrap';
import { handleError } from '../http/error-handler';
import { createLogger } from './logger';
import { requestObserver } from './request-observer';
import { anyCatalogueExerciseId } from '../../test/member-fixtures';
import { call, randomIp, secondRuntime, uniqueEmail, verificationTokenFor } from '../../test/harness';

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: string[] = [];
let runtime: Runtime;

/** A second app on the suite's database, as production runs it: JSON logs (captured here) and metrics on. */
beforeAll(async () => {
  runtime = await secondRuntime(
    { TRUST_PROXY: 'true', LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_TOKEN: TOKEN },
    { logDestination: { write: (line: string) => lines.push(line) } },
  );
});

async function send(method: string, url: string, init: { cookie?: string; body?: unknown; headers?: object } = {}) {
  return runtime.app.request(url, {
    method,
    headers: {
      'x-forwarded-for': randomIp(),
      origin: 'http://localhost:3000',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('structured logs (LOG_FORMAT=json)', () => {
  it('logs a sign-up, a sign-in, a logged set and failing requests as JSON lines with the answered request ids', async () => {
    const from = lines.length;
    const email = uniqueEmail('logs');
    const password = 'log-password-never-logged-1';
    const ids: string[] = [];
    const track = (response: Response) => {
      ids.push(response.headers.get('x-request-id')!);
      return response;
    };
    const signUp = track(await send('POST', '/api/auth/sign-up/email', { body: { email, password } }));
    expect(signUp.status).toBe(200);
    // The password signs in once the mailed link confirmed the e-mail (issue 36, item 6).
    const check = await verificationTokenFor(email);
    expect(track(await send('POST', '/api/data/verify-email', { body: { token: check } })).status).toBe(200);
    const signIn = track(await send('POST', '/api/auth/sign-in/email', { body: { email, password } }));
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const workoutId = crypto.randomUUID();
    track(await send('POST', '/api/workouts', { cookie, body: { id: workoutId } }));
    const workoutExerciseId = crypto.randomUUID();
    const exerciseId = await anyCatalogueExerciseId();
    track(
      await send('POST', `/api/workouts/${workoutId}/exercises`, {
        cookie,
        body: { id: workoutExerciseId, exerciseId },
      }),
    );
    const set = track(
      await send('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
        cookie,
        body: { id: crypto.randomUUID(), weight: 80, reps: 5 },
      }),
    );
    expect(set.status).toBe(201);
    const wrong = track(await send('POST', '/api/auth/sign-in/email', { body: { email, password: `${password}x` } }));
    expect(wrong.status).toBe(401);
    const invalid = track(await send('POST', '/api/workouts', { cookie, body: { id: 'not-a-uuid' } }));
    expect(invalid.status).toBe(400);
    // A caller's sane id is kept; anything else is replaced.
    const given = await send('GET', '/api/health', { headers: { 'X-Request-Id': 'proxy-abc.123' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-abc.123');
    const insane = await send('GET', '/api/health', { headers: { 'X-Request-Id': 'a b"}{' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const written = lines.slice(from).join('');
    const entries = written
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.reqId !== undefined);
    expect(requests.map((entry) => entry.reqId)).toEqual(expect.arrayContaining(ids));
    const setLine = requests.find((entry) => entry.reqId === set.headers.get('x-request-id'));
    expect(setLine).toMatchObject({ method: 'POST', route: '/api/workout-exercises/:id/sets', status: 201 });
    expect(setLine!.userId).toEqual(expect.any(String));
    expect(typeof setLine!.ms).toBe('number');
    expect(entries.some((entry) => String(entry.msg).startsWith('better-auth:'))).toBe(true);

    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(written).not.toContain(password);
    expect(written).not.toContain(check);
    expect(written).not.toContain(token);
    expect(written).not.toContain(cookie.split('=')[1]!);
    expect(written.toLowerCase()).not.toContain('cookie');
    expect(written).not.toContain(email);
  });
});

type Family = { name: string; metrics: { value?: string; labels?: Record<string, string> }[] };
async function readMetrics(): Promise<Family[]> {
  const response = await send('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parsePrometheusTextFormat(await response.text()) as Family[];
}
const total = (families: Family[], name: string, match: Record<string, string> = {}) =>
  (families.find((f) => f.name === name)?.metrics ?? [])
    .filter((m) => Object.entries(match).every(([k, v]) => m.labels?.[k] === v))
    .reduce((n, m) => n + Number(m.value), 0);

describe('metrics at /metrics', () => {
  it('count exactly the requests sent, by route pattern, with no id or e-mail in a label', async () => {
    const before = await readMetrics();
    const email = uniqueEmail('metrics');
    await send('POST', '/api/auth/sign-up/email', { body: { email, password: 'metrics-password-1' } });
    // The session starts at the mailed link (issue 36, item 6).
    const member = await send('POST', '/api/data/verify-email', { body: { token: await verificationTokenFor(email) } });
    const cookie = cookieOf(member);
    await send('GET', '/api/health');
    await send('GET', '/api/health');
    await send('GET', `/api/workouts/${crypto.randomUUID()}`, { cookie });
    await send('GET', '/api/no-such-route');
    await send('POST', '/api/auth/sign-in/email', { body: { email: uniqueEmail('nobody'), password: 'wrong-pass-1' } });
    await send('POST', '/api/workouts', {
      cookie,
      body: { id: crypto.randomUUID() },
      headers: { 'X-LifeOrbit-Replay': '1' },
    });
    const after = await readMetrics();

    const requests = 'lifeorbit_http_requests_total';
    expect(total(after, requests) - total(before, requests)).toBe(8);
    expect(
      total(after, requests, { route: '/api/health', status: '200' }) -
        total(before, requests, { route: '/api/health', status: '200' }),
    ).toBe(2);
    expect(
      total(after, requests, { route: '/api/workouts/:id', method: 'GET', status: '404' }) -
        total(before, requests, { route: '/api/workouts/:id', method: 'GET', status: '404' }),
    ).toBe(1);
    const delta = (name: string, match?: Record<string, string>) =>
      total(after, name, match) - total(before, name, match);
    expect(delta('lifeorbit_sign_ins_total', { result: 'failure' })).toBe(1);
    expect(delta('lifeorbit_workouts_started_total')).toBe(1);
    expect(delta('lifeorbit_outbox_replays_total')).toBe(1);
    expect(delta('lifeorbit_db_queries_total')).toBeGreaterThan(0);
    expect(after.some((f) => f.name === 'process_cpu_seconds_total')).toBe(true);

    const labels = after.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    for (const value of labels) {
      expect(value).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(value).not.toContain('@');
    }
  });

  it('answers 401 without the token or with a wrong one, and 404 when METRICS_TOKEN is unset', async () => {
    expect((await send('GET', '/metrics')).status).toBe(401);
    expect((await send('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await send('GET', '/metrics', { headers: { Authorization: TOKEN } })).status).toBe(401);
    expect((await call('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describe('GET /api/ready', () => {
  it('is 200 while serving and 503 once the process is shutting down', async () => {
    expect(await (await send('GET', '/api/ready')).json()).toEqual({ status: 'ready' });
    runtime.obs.lifecycle.startDraining();
    const draining = await send('GET', '/api/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect(draining.headers.get('connection')).toBe('close');
    expect((await call('GET', '/api/ready')).status).toBe(200);
  });
});

describe('a 500', () => {
  it('is logged once with its stack and request id (never a query parameter), and its answer shows that id', async () => {
    const written: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      { write: (line: string) => written.push(line) },
    );
    const app = new Hono();
    app.use(requestObserver({ logger, metrics: null, isDraining: () => false }));
    app.onError((err, c) => handleError(err, c));
    app.get('/boom/:id', () => {
      throw new Error('Failed query: select 1\nparams: secret-session-token');
    });
    const response = await app.request('/boom/42');
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id')!;
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toMatchObject({ code: 'internal', requestId });
    expect(body.error.message).toContain(requestId);
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0]!) as { level: number; reqId: string; route: string; err: { stack: string } };
    expect(line).toMatchObject({ level: 50, reqId: requestId, route: '/boom/:id' });
    expect(line.err.stack).toContain('observability.test.ts');
    expect(written[0]).not.toContain('secret-session-token');
  });
});

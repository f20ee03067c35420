import { beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../src/bootstrap';
import { call, randomIp, secondRuntime, signUp, uniqueEmail, verificationTokenFor } from './harness';

let timed: Runtime;

/** A second app on the suite's database with SERVER_TIMING=true, as `npm run bench:api` starts one. */
beforeAll(async () => {
  timed = await secondRuntime({ LOG_LEVEL: 'silent', SERVER_TIMING: 'true' });
});

const phasesOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '').split(', ').map((part) => {
      const [name, dur] = part.split(';dur=');
      return [name, Number(dur)];
    }),
  );

describe('Server-Timing (SERVER_TIMING=true)', () => {
  it('tells where a signed-in request went: session, SQL, validation, the rest and the total', async () => {
    const email = uniqueEmail('timing');
    const headers = {
      origin: 'http://localhost:3000',
      'x-forwarded-for': randomIp(),
      'content-type': 'application/json',
    };
    const signedUp = await timed.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct-horse-1' }),
    });
    expect(signedUp.status).toBe(200);
    // The session starts at the mailed link (issue 36, item 6), checked by the app that signed it.
    const verified = await timed.app.request('/api/data/verify-email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ token: await verificationTokenFor(email) }),
    });
    expect(verified.status).toBe(200);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const id = crypto.randomUUID();
    const started = await timed.app.request('/api/workouts', {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ id }),
    });
    expect(started.status).toBe(201);
    const response = await timed.app.request(`/api/workouts/${id}?lang=en`, { headers: { ...headers, cookie } });
    expect(response.status).toBe(200);
    const phases = phasesOf(response.headers.get('Server-Timing'));
    expect(Object.keys(phases)).toEqual(['session', 'sql', 'validate', 'app', 'total']);
    for (const value of Object.values(phases)) expect(value).toBeGreaterThanOrEqual(0);
    // The parts never add up to more than the whole (each is measured inside it).
    expect(phases.session! + phases.sql! + phases.validate!).toBeLessThanOrEqual(phases.total! + 0.01);
    const detail = (await response.json()) as { id: string; startedAt: string };
    expect(detail.id).toBe(id);
    expect(new Date(detail.startedAt).toISOString()).toBe(detail.startedAt);
  });

  it('is off by default: no header, so callers never learn how long the database took', async () => {
    const member = await signUp();
    const response = await call('GET', '/api/workouts/active', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Server-Timing')).toBeNull();
  });
});

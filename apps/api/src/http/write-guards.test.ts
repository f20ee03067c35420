import http from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, call, errorOf, getRuntime, signUp, uniqueEmail } from '../../test/harness';
import { profiles } from '../db/schema';

async function displayNameOf(userId: string): Promise<string | null | undefined> {
  const { database } = await getRuntime();
  const [row] = await database.db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.displayName;
}

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

describe('JSON writes only (issue 25)', () => {
  it.each([
    ['text/plain', JSON.stringify({ displayName: 'Plain' })],
    ['text/plain;charset=UTF-8', JSON.stringify({ displayName: 'Plain' })],
    ['application/x-www-form-urlencoded', 'displayName=Form'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="displayName"\r\n\r\nForm\r\n--x--',
    ],
  ])('refuses a %s body with 415 and stores nothing', async (type, rawBody) => {
    const member = await signUp();
    const response = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      rawBody,
      headers: { 'content-type': type },
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('unsupported_media_type');
    expect(await displayNameOf(member.id)).toBeNull();
  });

  it('refuses a sign-up posted as a form', async () => {
    const response = await call('POST', '/api/auth/sign-up/email', {
      rawBody: JSON.stringify({ email: uniqueEmail(), password: 'long-enough-1' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
  });

  it('takes application/json with a charset, and a write without a body needs no type', async () => {
    const member = await signUp();
    const patched = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      body: { displayName: 'Typed' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(patched.status).toBe(200);
    const workout = crypto.randomUUID();
    expect((await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: workout } })).status).toBe(201);
    const ended = await call('POST', `/api/workouts/${workout}/end`, { cookie: member.cookie });
    expect(ended.status).toBe(200);
  });
});

describe('JSON writes only, over a real socket', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const { app } = await getRuntime();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw HTTP/1.1 request, headers exactly as given (a browser's DELETE has no Content-Length and no type). */
  function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    return new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it("takes a browser's DELETE without a body, and refuses a text/plain body", async () => {
    const member = await signUp();
    const workout = crypto.randomUUID();
    expect((await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: workout } })).status).toBe(201);
    const signedIn = { cookie: member.cookie, origin: APP_ORIGIN };
    const plain = JSON.stringify({ notes: 'plain' });
    const refused = await send(
      'PATCH',
      `/api/workouts/${workout}`,
      { ...signedIn, 'content-type': 'text/plain', 'content-length': String(plain.length) },
      plain,
    );
    expect(refused).toBe(415);
    expect(await send('DELETE', `/api/workouts/${workout}`, signedIn)).toBe(204);
  });
});

describe('a signed-in write must say where it comes from (issue 25)', () => {
  it('is refused with neither Origin nor Sec-Fetch-Site, and nothing is stored', async () => {
    const member = await signUp();
    const response = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      origin: null,
      body: { displayName: 'No origin' },
    });
    expect(response.status).toBe(403);
    expect(await displayNameOf(member.id)).toBeNull();
  });

  it.each(['same-site', 'none', 'cross-site'])('is refused without Origin when Sec-Fetch-Site is %s', async (site) => {
    const member = await signUp();
    const response = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      origin: null,
      headers: { 'sec-fetch-site': site },
      body: { displayName: 'Elsewhere' },
    });
    expect(response.status).toBe(403);
  });

  it('is accepted with Sec-Fetch-Site: same-origin or with our Origin', async () => {
    const member = await signUp();
    const sameOrigin = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
      body: { displayName: 'Same origin' },
    });
    expect(sameOrigin.status).toBe(200);
    const withOrigin = await call('PATCH', '/api/profile', { cookie: member.cookie, body: { displayName: 'Ours' } });
    expect(withOrigin.status).toBe(200);
    expect(await displayNameOf(member.id)).toBe('Ours');
  });

  it('leaves writes without cookies alone: a script may sign in without an Origin', async () => {
    const member = await signUp();
    const response = await call('POST', '/api/auth/sign-in/email', {
      origin: null,
      body: { email: member.email, password: member.password },
    });
    expect(response.status).toBe(200);
  });
});

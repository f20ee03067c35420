import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, call, errorOf, getRuntime, randomIp, signUp } from '../../test/harness';
import { allowBodyUpTo, bodyLimit, DEFAULT_BODY_LIMIT_BYTES } from './body-limit';
import { handleError } from './error-handler';
import type { AppEnv } from '../core/deps';

const justOverOneMegabyte = () => JSON.stringify({ notes: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) });

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

describe('request body limit (issue 25)', () => {
  it('answers a body over 1 MB with 413 on any route, before the route reads it', async () => {
    const member = await signUp();
    const workout = crypto.randomUUID();
    const started = await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: workout } });
    expect(started.status).toBe(201);
    const rawBody = justOverOneMegabyte();
    const response = await call('PATCH', `/api/workouts/${workout}`, {
      cookie: member.cookie,
      rawBody,
      headers: { 'content-length': String(new TextEncoder().encode(rawBody).length) },
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('counts a body sent without Content-Length as it arrives', async () => {
    const { app } = await getRuntime();
    const member = await signUp();
    const response = await app.request(
      new Request('http://localhost/api/profile', {
        method: 'PATCH',
        headers: {
          cookie: member.cookie,
          origin: APP_ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
        },
        body: streamOf(justOverOneMegabyte()),
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('lets a route allow more with allowBodyUpTo, and only that route', async () => {
    const app = new Hono<AppEnv>();
    app.onError((err, c) => handleError(err, c));
    app.use(bodyLimit(100));
    app.post('/small', async (c) => c.text(String((await c.req.text()).length)));
    app.post('/import', allowBodyUpTo(1000), async (c) => c.text(String((await c.req.text()).length)));
    const body = 'y'.repeat(500);
    expect((await app.request('/small', { method: 'POST', body })).status).toBe(413);
    const imported = await app.request('/import', { method: 'POST', body });
    expect(imported.status).toBe(200);
    expect(await imported.text()).toBe('500');
    expect((await app.request('/import', { method: 'POST', body: 'z'.repeat(1001) })).status).toBe(413);
  });
});

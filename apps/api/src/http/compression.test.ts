import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { call, signUp, uniqueEmail } from '../../test/harness';

describe('gzipped JSON answers', () => {
  it('gzips a large JSON answer for a client that asks, and leaves it plain for one that does not', async () => {
    const member = await signUp();
    const gzipped = await call('GET', '/api/exercises?limit=50', {
      cookie: member.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')) as object;
    const plain = await call('GET', '/api/exercises?limit=50', { cookie: member.cookie });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Either way the answer says it depends on Accept-Encoding, for caches between.
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(body).toEqual(await plain.json());
    const refused = await call('GET', '/api/exercises?limit=50', {
      cookie: member.cookie,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toEqual(body);
  });

  it('never gzips the sign-in routes, whose answers hold a session token (BREACH)', async () => {
    const member = await signUp(uniqueEmail('gzip'));
    // Enough sessions for a list over the size that is gzipped elsewhere.
    for (let i = 0; i < 6; i++) {
      await call('POST', '/api/auth/sign-in/email', {
        body: { email: member.email, password: member.password },
        headers: { 'user-agent': `compression-test-${i}-${'x'.repeat(200)}` },
      });
    }
    const response = await call('GET', '/api/auth/list-sessions', {
      cookie: member.cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect((await response.clone().text()).length).toBeGreaterThan(1024);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

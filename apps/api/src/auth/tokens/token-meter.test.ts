import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apikey } from '../../db/api-key-schema';
import { call, getRuntime, signUp } from '../../../test/harness';
import { bearer, insertToken } from '../../../test/token-fixtures';
import { LAST_USE_WRITE_MS, tokenMeter } from './token-meter';

// Issue 41's benchmark (ADR 050): a token request costs one read, like a cookie one. The rate limit is counted in
// memory, a fixed window a token, and the last use written at most once a minute.

describe('the token meter', () => {
  it('holds max requests a window, refuses the next with the seconds left, and starts again when the window ends', () => {
    let now = 1_000_000;
    const meter = tokenMeter(() => now);
    expect(meter.use('a', 2, 60_000)).toEqual({ allowed: true, writeLastUse: true });
    expect(meter.use('a', 2, 60_000)).toEqual({ allowed: true, writeLastUse: false });
    now += 15_000;
    expect(meter.use('a', 2, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another token has its own window.
    expect(meter.use('b', 2, 60_000).allowed).toBe(true);
    // A refused request is not counted: the window still ends 60 s after it began.
    now += 45_000;
    expect(meter.use('a', 2, 60_000)).toEqual({ allowed: true, writeLastUse: true });
  });

  it('has no limit for a token without one, and still writes its last use once a minute', () => {
    let now = 0;
    const meter = tokenMeter(() => now);
    for (let i = 0; i < 1000; i++) expect(meter.use('free', null, 60_000).allowed).toBe(true);
    now += LAST_USE_WRITE_MS - 1;
    expect(meter.use('free', null, 60_000)).toEqual({ allowed: true, writeLastUse: false });
    now += 1;
    expect(meter.use('free', null, 60_000)).toEqual({ allowed: true, writeLastUse: true });
  });

  it('forgets ended windows when many tokens have been seen, and keeps counting the live ones', () => {
    let now = 0;
    const meter = tokenMeter(() => now);
    for (let i = 0; i < 10_001; i++) meter.use(`t${i}`, 1, 1_000);
    expect(meter.use('t0', 1, 1_000).allowed).toBe(false);
    now += 1_000;
    meter.use('sweeper', 1, 1_000);
    expect(meter.use('t0', 1, 1_000).allowed).toBe(true);
  });
});

describe('a token request writes nothing but its last use, once a minute', () => {
  it('leaves the token row untouched on the next requests', async () => {
    const member = await signUp();
    const { id, token } = await insertToken(member.id, { workouts: 'read' });
    const { database } = await getRuntime();
    const row = async () => (await database.db.select().from(apikey).where(eq(apikey.id, id)))[0]!;
    expect((await call('GET', '/api/workouts', { headers: bearer(token) })).status).toBe(200);
    const first = await row();
    expect(first.lastRequest).not.toBeNull();
    for (let i = 0; i < 3; i++)
      expect((await call('GET', '/api/workouts', { headers: bearer(token) })).status).toBe(200);
    const later = await row();
    expect(later.lastRequest?.getTime()).toBe(first.lastRequest?.getTime());
    expect(later.requestCount).toBe(first.requestCount);
    expect(later.updatedAt.getTime()).toBe(first.updatedAt.getTime());
  });
});

import { describe, expect, it } from 'vitest';
import { call, errorOf, signUp } from '../../../test/harness';

describe('readiness', () => {
  it('answers energy 65 and no record before any check-in', async () => {
    const member = await signUp();
    const response = await call('GET', '/api/readiness/latest', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ readiness: null, energy: 65, health: null });
  });

  it('combines the answers into one energy value and keeps them', async () => {
    const member = await signUp();
    const response = await call('PUT', '/api/readiness', {
      cookie: member.cookie,
      body: { day: '2026-11-20', energy: 100, sleep: 1, soreness: 5, stress: 5, note: ' rough night ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      day: '2026-11-20',
      energy: 40,
      energyAnswer: 100,
      sleep: 1,
      soreness: 5,
      stress: 5,
      note: 'rough night',
    });
  });

  it('keeps one check-in per day (saving again replaces it) and the latest is the newest day', async () => {
    const member = await signUp();
    await call('PUT', '/api/readiness', { cookie: member.cookie, body: { day: '2026-11-20', energy: 30 } });
    await call('PUT', '/api/readiness', { cookie: member.cookie, body: { day: '2026-11-21', energy: 50 } });
    await call('PUT', '/api/readiness', { cookie: member.cookie, body: { day: '2026-11-21', energy: 90 } });
    const latest = (await (await call('GET', '/api/readiness/latest', { cookie: member.cookie })).json()) as {
      energy: number;
      readiness: { day: string };
    };
    expect(latest.energy).toBe(90);
    expect(latest.readiness.day).toBe('2026-11-21');
    const history = (await (
      await call('GET', '/api/readiness?days=7&until=2026-11-22', { cookie: member.cookie })
    ).json()) as { checkins: { day: string; energy: number }[] };
    expect(history.checkins.map((c) => [c.day, c.energy])).toEqual([
      ['2026-11-21', 90],
      ['2026-11-20', 30],
    ]);
  });

  it("never shows another member's check-ins", async () => {
    const a = await signUp();
    const b = await signUp();
    await call('PUT', '/api/readiness', { cookie: a.cookie, body: { day: '2026-11-21', energy: 12 } });
    expect(await (await call('GET', '/api/readiness/latest', { cookie: b.cookie })).json()).toEqual({
      readiness: null,
      energy: 65,
      health: null,
    });
  });

  it.each([
    [{ day: '2026-11-21' }, 'energy'],
    [{ day: '2026-13-40', energy: 50 }, 'day'],
    [{ energy: 50 }, 'day'],
    [{ day: '2026-11-21', energy: 101 }, 'energy'],
    [{ day: '2026-11-21', energy: 'high' }, 'energy'],
    [{ day: '2026-11-21', sleep: 6 }, 'sleep'],
    [{ day: '2026-11-21', stress: 2.5 }, 'stress'],
    [{ day: '2026-11-21', energy: 50, note: 'x'.repeat(501) }, 'note'],
    [{ day: '2026-11-21', energy: 50, userId: 'someone-else' }, '(body)'],
    [{ day: '9999-12-31', energy: 50 }, 'day'],
    [{ day: '1999-12-31', energy: 50 }, 'day'],
    [{ day: dayFromToday(2), energy: 50 }, 'day'],
  ])('rejects %j with a 400 naming %s and keeps what was stored', async (body, field) => {
    const member = await signUp();
    await call('PUT', '/api/readiness', { cookie: member.cookie, body: { day: '2026-11-21', energy: 77 } });
    const response = await call('PUT', '/api/readiness', { cookie: member.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    const latest = (await (await call('GET', '/api/readiness/latest', { cookie: member.cookie })).json()) as {
      energy: number;
    };
    expect(latest.energy).toBe(77);
  });

  it("accepts tomorrow's day: a member's calendar may be a day ahead of the server's", async () => {
    const member = await signUp();
    const response = await call('PUT', '/api/readiness', {
      cookie: member.cookie,
      body: { day: dayFromToday(1), energy: 60 },
    });
    expect(response.status).toBe(200);
  });

  it('rejects a bad history query with a 400', async () => {
    const member = await signUp();
    expect((await call('GET', '/api/readiness?days=0', { cookie: member.cookie })).status).toBe(400);
    expect((await call('GET', '/api/readiness?until=yesterday', { cookie: member.cookie })).status).toBe(400);
  });
});

/** A calendar day counted from the server's (UTC) today. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

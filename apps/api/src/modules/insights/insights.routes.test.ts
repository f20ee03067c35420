import { describe, expect, it } from 'vitest';
import type { InsightsResponse } from '@lifeorbit/contracts';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';

const insights = async (member: TestMember, today = '2026-11-25') =>
  (await (
    await call('GET', `/api/insights?today=${today}&tz=Europe/Madrid`, { cookie: member.cookie })
  ).json()) as InsightsResponse;

const dayBefore = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

describe('insights', () => {
  it('tells a new member how many days each statement needs', async () => {
    const member = await signUp();
    const body = await insights(member);
    expect(body.insights).toEqual([]);
    expect(body.checked).toBe(0);
    expect(body.pending.length).toBeGreaterThan(0);
    expect(body.pending[0]).toMatchObject({ driver: { kind: 'trained' }, daysNeeded: 14, pairedDays: 0 });
    expect(body.weekly).toMatchObject({ weekStart: '2026-11-23', journalStreakDays: 0, trainingStreakWeeks: 0 });
  });

  it("finds a real effect in the member's journal, with its numbers, and counts a new entry at once", async () => {
    const member = await signUp();
    // Days tagged "walk" (every third day) are good; others are middling, varying with a fixed pattern.
    for (let n = 0; n < 42; n += 1) {
      const walk = n % 3 === 0;
      await call('POST', '/api/journal/entries', {
        cookie: member.cookie,
        body: {
          id: crypto.randomUUID(),
          day: dayBefore('2026-11-25', n),
          mood: walk ? 5 - (n % 2) : 2 + (n % 2),
          energy: 3,
          tags: walk ? ['walk'] : ['desk'],
        },
      });
    }
    const body = await insights(member);
    const found = body.insights.find((i) => i.driver.kind === 'tag' && i.driver.label === 'walk' && i.lag === 0);
    expect(found).toBeDefined();
    expect(found!.outcome).toBe('mood');
    expect(found!.effect).toBeGreaterThan(1.5);
    expect(found!.pValue).toBeLessThan(0.05);
    expect(found!.pairedDays).toBe(42);
    expect(body.weekly.journalStreakDays).toBe(42);
    expect(body.weekly.thisWeek.journalDays).toBe(3);
    const before = found!.withDays;
    await call('POST', '/api/journal/entries', {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), day: '2026-11-26', mood: 5, tags: ['walk'] },
    });
    const after = (await insights(member, '2026-11-26')).insights.find((i) => i.driver.label === 'walk' && i.lag === 0);
    expect(after!.withDays).toBe(before + 1);
  });

  it('answers a bad day or time zone with a 400 naming it', async () => {
    const member = await signUp();
    const noDay = await call('GET', '/api/insights', { cookie: member.cookie });
    expect((await errorOf(noDay)).details[0]!.field).toBe('today');
    const badZone = await call('GET', '/api/insights?today=2026-11-25&tz=Mars/Olympus', { cookie: member.cookie });
    expect(badZone.status).toBe(400);
    expect((await errorOf(badZone)).details[0]!.field).toBe('tz');
  });
});

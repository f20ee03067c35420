import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';
import { json, rows, type Json } from '../../../test/life-areas-support';
import { shiftDay } from './calendar';

const TODAY = new Date().toISOString().slice(0, 10);

async function createGoal(member: TestMember, overrides: Json = {}) {
  const body = {
    id: crypto.randomUUID(),
    subcategorySlug: 'saving-investing',
    name: 'Save every week',
    measure: 'value',
    target: 500,
    unit: 'EUR',
    dueDate: '2030-12-31',
    ...overrides,
  };
  const response = await call('POST', `/api/life-areas/goals?today=${TODAY}`, { cookie: member.cookie, body });
  return { response, body };
}

async function checkIn(member: TestMember, goalId: string, date: string, fields: Json = { value: 50 }) {
  return call('POST', `/api/life-areas/goals/${goalId}/checkins`, {
    cookie: member.cookie,
    body: { id: crypto.randomUUID(), date, ...fields },
  });
}

describe('goals', () => {
  it('creates a goal once: the same id again answers the stored goal and stores nothing twice', async () => {
    const member = await signUp();
    const { response, body } = await createGoal(member);
    expect(response.status).toBe(201);
    const { goal } = await json(response);
    expect(goal).toMatchObject({
      id: body.id,
      subcategorySlug: 'saving-investing',
      categorySlug: 'wealth',
      name: 'Save every week',
      measure: 'value',
      target: 500,
      unit: 'EUR',
      dueDate: '2030-12-31',
      streak: 0,
      checkins: [],
    });
    const replay = await call('POST', '/api/life-areas/goals', { cookie: member.cookie, body: { ...body, name: 'X' } });
    expect(replay.status).toBe(200);
    expect((await json(replay)).goal.name).toBe('Save every week');
    const [stored] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM life_goals WHERE id = ${body.id}`);
    expect(stored!.n).toBe(1);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ target: null }, 'target'],
    [{ target: -5 }, 'target'],
    [{ unit: null }, 'unit'],
    [{ measure: 'mood' }, 'measure'],
    [{ dueDate: '2026-02-30' }, 'dueDate'],
    [{ subcategorySlug: 'astrology' }, 'subcategorySlug'],
    [{ id: 'not-a-uuid' }, 'id'],
    [{ measure: 'rating', unit: 'stars', target: 4 }, 'unit'],
    [{ measure: 'rating', unit: null, target: 9 }, 'target'],
    [{ owner: 'someone-else' }, '(body)'],
  ])('rejects %j with a 400 naming %s and stores nothing', async (overrides, field) => {
    const member = await signUp();
    const { response, body } = await createGoal(member, overrides);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    const [stored] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM life_goals WHERE user_id = ${member.id}`,
    );
    expect(stored!.n).toBe(0);
    void body;
  });

  it('lists only the goals of the subcategory asked for', async () => {
    const member = await signUp();
    await createGoal(member);
    await createGoal(member, {
      subcategorySlug: 'sleep-quality',
      name: 'Sleep well',
      measure: 'rating',
      unit: null,
      target: 4,
    });
    const wealth = await json(
      await call('GET', '/api/life-areas/goals?sub=saving-investing', { cookie: member.cookie }),
    );
    expect(wealth.goals.map((g: Json) => g.name)).toEqual(['Save every week']);
    const all = await json(await call('GET', '/api/life-areas/goals', { cookie: member.cookie }));
    expect(all.goals).toHaveLength(2);
  });

  it('edits the name, target and due date, and deletes the goal with its check-ins', async () => {
    const member = await signUp();
    const { body } = await createGoal(member);
    await checkIn(member, body.id, TODAY);
    const patched = await call('PATCH', `/api/life-areas/goals/${body.id}`, {
      cookie: member.cookie,
      body: { name: 'Save more', target: 750, dueDate: null },
    });
    expect(patched.status).toBe(200);
    expect((await json(patched)).goal).toMatchObject({ name: 'Save more', target: 750, dueDate: null });
    const badPatch = await call('PATCH', `/api/life-areas/goals/${body.id}`, {
      cookie: member.cookie,
      body: { unit: null },
    });
    expect(badPatch.status).toBe(400);
    expect((await errorOf(badPatch)).details[0]?.field).toBe('unit');
    expect((await call('DELETE', `/api/life-areas/goals/${body.id}`, { cookie: member.cookie })).status).toBe(204);
    expect((await call('GET', `/api/life-areas/goals/${body.id}`, { cookie: member.cookie })).status).toBe(404);
    const [left] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM life_checkins WHERE goal_id = ${body.id}`,
    );
    expect(left!.n).toBe(0);
  });

  it("answers 404 for another member's goal on every route and never changes it", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const { body } = await createGoal(owner);
    const checkin = await json(await checkIn(owner, body.id, TODAY));
    const attempts = [
      call('GET', `/api/life-areas/goals/${body.id}`, { cookie: other.cookie }),
      call('PATCH', `/api/life-areas/goals/${body.id}`, { cookie: other.cookie, body: { name: 'Mine now' } }),
      call('DELETE', `/api/life-areas/goals/${body.id}`, { cookie: other.cookie }),
      checkIn(other, body.id, shiftDay(TODAY, -1)),
      call('PATCH', `/api/life-areas/checkins/${checkin.checkin.id}`, { cookie: other.cookie, body: { value: 1 } }),
      call('DELETE', `/api/life-areas/checkins/${checkin.checkin.id}`, { cookie: other.cookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('Save every week');
    }
    const { goal } = await json(await call('GET', `/api/life-areas/goals/${body.id}`, { cookie: owner.cookie }));
    expect(goal.name).toBe('Save every week');
    expect(goal.checkins.map((c: Json) => c.value)).toEqual([50]);
    // Another member reusing the id to create their own goal gets a conflict, not the owner's goal.
    const reuse = await call('POST', '/api/life-areas/goals', { cookie: other.cookie, body });
    expect(reuse.status).toBe(409);
    expect(JSON.stringify(await reuse.json())).not.toContain('Save every week');
  });
});

describe('check-ins and streaks', () => {
  it('shows a streak of 3 after three daily check-ins ending today', async () => {
    const member = await signUp();
    const { body } = await createGoal(member);
    for (const daysAgo of [2, 1, 0]) {
      expect((await checkIn(member, body.id, shiftDay(TODAY, -daysAgo), { value: 10 * (3 - daysAgo) })).status).toBe(
        201,
      );
    }
    const { goal } = await json(
      await call('GET', `/api/life-areas/goals/${body.id}?today=${TODAY}`, { cookie: member.cookie }),
    );
    expect(goal.streak).toBe(3);
    expect(goal.lastCheckinDate).toBe(TODAY);
    expect(goal.checkins.map((c: Json) => c.date)).toEqual([shiftDay(TODAY, -2), shiftDay(TODAY, -1), TODAY]);
  });

  it('keeps a streak that ended yesterday and breaks it after a missed day', async () => {
    const member = await signUp();
    const { body } = await createGoal(member);
    await checkIn(member, body.id, '2024-03-01');
    await checkIn(member, body.id, '2024-03-02');
    const streakOn = async (today: string) =>
      (await json(await call('GET', `/api/life-areas/goals/${body.id}?today=${today}`, { cookie: member.cookie }))).goal
        .streak;
    expect(await streakOn('2024-03-02')).toBe(2);
    expect(await streakOn('2024-03-03')).toBe(2);
    expect(await streakOn('2024-03-04')).toBe(0);
  });

  it('allows one check-in per goal per day: a second one is a 409 naming date, the first stays editable', async () => {
    const member = await signUp();
    const { body } = await createGoal(member);
    const first = await checkIn(member, body.id, TODAY, { value: 20, note: 'Good start' });
    expect(first.status).toBe(201);
    const { checkin } = await json(first);
    const second = await checkIn(member, body.id, TODAY, { value: 99 });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).details[0]?.field).toBe('date');
    const edited = await call('PATCH', `/api/life-areas/checkins/${checkin.id}`, {
      cookie: member.cookie,
      body: { value: 25, note: 'Corrected' },
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).checkin).toMatchObject({ id: checkin.id, date: TODAY, value: 25, note: 'Corrected' });
    const [stored] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM life_checkins WHERE goal_id = ${body.id}`,
    );
    expect(stored!.n).toBe(1);
  });

  it('replays a check-in with the same id as the stored one (200) without a second row', async () => {
    const member = await signUp();
    const { body } = await createGoal(member);
    const request = { id: crypto.randomUUID(), date: TODAY, value: 5 };
    const url = `/api/life-areas/goals/${body.id}/checkins`;
    expect((await call('POST', url, { cookie: member.cookie, body: request })).status).toBe(201);
    const replay = await call('POST', url, { cookie: member.cookie, body: { ...request, value: 6 } });
    expect(replay.status).toBe(200);
    expect((await json(replay)).checkin.value).toBe(5);
  });

  it('takes a 1-5 rating with a note for a rating goal', async () => {
    const member = await signUp();
    const { body } = await createGoal(member, {
      subcategorySlug: 'stress-management',
      name: 'Calm evenings',
      measure: 'rating',
      unit: null,
      target: 4,
    });
    const ok = await checkIn(member, body.id, TODAY, { rating: 4, note: 'Walked after dinner' });
    expect(ok.status).toBe(201);
    expect((await json(ok)).checkin).toMatchObject({ rating: 4, value: null, note: 'Walked after dinner' });
  });

  it.each([
    [{ value: null }, 'value'],
    [{ value: 'ten' }, 'value'],
    [{ value: 5, note: 'n'.repeat(501) }, 'note'],
    [{ value: 5, rating: 6 }, 'rating'],
    [{ value: 5, date: '2026-13-01' }, 'date'],
    [{ value: 5, date: shiftDay(TODAY, 5) }, 'date'],
  ])('rejects %j with a 400 naming %s and stores nothing', async (fields, field) => {
    const member = await signUp();
    const { body } = await createGoal(member);
    const response = await call('POST', `/api/life-areas/goals/${body.id}/checkins`, {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), date: TODAY, ...fields },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    const [stored] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM life_checkins WHERE goal_id = ${body.id}`,
    );
    expect(stored!.n).toBe(0);
  });

  it('refuses a check-in on another member’s goal in the database too (goal and owner go together)', async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const { body } = await createGoal(owner);
    await expect(
      rows(sql`INSERT INTO life_checkins (id, user_id, goal_id, checkin_date, value)
               VALUES (${crypto.randomUUID()}, ${other.id}, ${body.id}, ${TODAY}, 1)`),
    ).rejects.toThrow();
  });

  it('summarises progress per subcategory for the atlas', async () => {
    const member = await signUp();
    const { body } = await createGoal(member);
    await createGoal(member, { name: 'Invest monthly' });
    await checkIn(member, body.id, shiftDay(TODAY, -1));
    await checkIn(member, body.id, TODAY);
    const { subcategories } = await json(
      await call('GET', `/api/life-areas/progress?today=${TODAY}`, { cookie: member.cookie }),
    );
    expect(subcategories).toEqual([
      {
        subcategorySlug: 'saving-investing',
        categorySlug: 'wealth',
        goalCount: 2,
        bestStreak: 2,
        lastCheckinDate: TODAY,
        checkedInToday: 1,
      },
    ]);
  });
});

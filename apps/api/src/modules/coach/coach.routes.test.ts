import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachConversationResponse, CoachConversationsResponse, CoachDemoResponse } from '@lifeorbit/contracts';
import { grantRole } from '../../auth';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { ask, seedSessions } from '../../../test/coach-support';

// Today is Wednesday 2026-11-25; its week began on Monday the 23rd. The bench press has made no estimated-1RM gain
// (116.7 kg at 100 kg x 5) in its last 3 sessions; the squat climbs every week. The check-in's answers combine to
// readiness 73.
let member: TestMember;

beforeAll(async () => {
  // The embedded coach answers here: no language model left configured by another file.
  await (await getRuntime()).database.db.execute(sql`DELETE FROM app_settings WHERE key = 'coach_provider'`);
  member = await signUp();
  const mondays = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
  const bench: [number, number][][] = [[[100, 5]], [[100, 5]], [[97.5, 5]], [[100, 4]], [[100, 5]]];
  await seedSessions(member, [
    ...mondays.map((day, i) => ({
      day,
      slug: 'bench-press',
      sets: [...bench[i]!, [80, 8], [80, 8]] as [number, number][],
    })),
    ...mondays.map((day, i) => ({
      day: day.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')),
      slug: 'back-squat',
      sets: [
        [100 + 5 * i, 5],
        [100 + 5 * i, 5],
        [100 + 5 * i, 5],
      ] as [number, number][],
    })),
  ]);
  const checkin = await call('PUT', '/api/readiness', {
    cookie: member.cookie,
    body: { day: '2026-11-25', energy: 80, sleep: 4, soreness: 2, stress: 3 },
  });
  expect(checkin.status).toBe(200);
  const entry = await call('POST', '/api/journal/entries', {
    cookie: member.cookie,
    body: { id: crypto.randomUUID(), day: '2026-11-24', mood: 4, energy: 3, body: 'Good' },
  });
  expect(entry.status).toBe(201);
});

describe('the embedded coach', () => {
  it('streams an answer as server-sent events and names the stalled lift with its numbers', async () => {
    const answer = await ask(member, { message: 'Why has my bench press stalled?', quick: 'stalled' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/event-stream');
    expect(answer.events[0]!.event).toBe('start');
    expect(answer.events.at(-1)!.event).toBe('done');
    expect(answer.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(answer.text).toContain('Bench Press has not gained in its last 3 sessions');
    expect(answer.text).toContain('116.7 kg');
    expect(answer.text).toContain('Usual remedies');
    expect(answer.text).not.toContain('Back Squat has not gained');
    expect(answer.events.at(-1)!.data).toMatchObject({ provider: 'embedded', fallback: null });
    expect(answer.events.at(-1)!.data.links).toContainEqual({ href: '/fitness/history', page: 'history' });
  });

  it("answers the week with this week's sessions and sets against the usual, muscles, streak and the journal", async () => {
    const { text } = await ask(member, { message: 'How was my week?', quick: 'week' });
    expect(text).toContain('This week: 2 sessions, 6 working sets, 3,580 kg lifted.');
    expect(text).toContain('Your usual week: 2 sessions, 6 sets');
    expect(text).toMatch(/Chest: 3 \(3\)/);
    expect(text).toContain('5 weeks in a row');
    expect(text).toContain('mood 4/5, energy 3/5 over 1 entry');
  });

  it('answers recovery from the check-in, and what to train with next weights and their reasons', async () => {
    const recovered = await ask(member, { message: 'Am I recovered?', quick: 'recovered' });
    expect(recovered.text).toContain('You look recovered: readiness 73/100.');
    expect(recovered.text).toContain('Sleep 4/5, soreness 2/5, stress 3/5.');
    const today = await ask(member, { message: 'What should I train today?' });
    expect(today.text).toContain('Readiness 73/100 (check-in of 2026-11-25).');
    expect(today.text).toContain('Next weights from the suggestion engine:');
    expect(today.text).toMatch(/Back Squat: [\d.]+ kg × \d+ \(last 120 kg × 5\)/);
    const warmup = await ask(member, { message: 'Plan my warm-up for the squat', quick: 'warmup' });
    expect(warmup.text).toMatch(/Warm-up for Back Squat before [\d.]+ kg:/);
    expect(warmup.text).toMatch(/• [\d.]+ kg × \d+, rest \d+ s/);
  });

  it("answers in the member's language, typed questions too", async () => {
    const es = await ask(member, { message: '¿Qué tal fue mi semana?', language: 'es' });
    expect(es.text).toContain('Esta semana: 2 sesiones, 6 series efectivas, 3580 kg levantados.');
    const ro = await ask(member, { message: 'Sunt refăcut?', language: 'ro' });
    expect(ro.text).toContain('Pari refăcut: pregătire 73/100.');
  });

  it('says plainly when a question is outside what it knows, and logs it as refused', async () => {
    const { text, events } = await ask(member, { message: 'What is the capital of France?' });
    expect(text).toContain('That is outside what I know.');
    const { db } = (await getRuntime()).database;
    const [log] = await queryRows<{ status: string; provider: string; response: string }>(
      db,
      sql`SELECT status, provider, response FROM coach_logs WHERE conversation_id = ${events[0]!.data.conversationId as string}`,
    );
    expect(log).toMatchObject({ status: 'refused', provider: 'embedded', response: text });
  });

  it('answers a member with no data without failing, saying what is missing', async () => {
    const fresh = await signUp();
    const { text } = await ask(fresh, { message: 'Why has my bench press stalled?', quick: 'stalled' });
    expect(text).toContain('No lift has 4 sessions');
    const { text: today } = await ask(fresh, { message: 'What should I train today?', quick: 'train_today' });
    expect(today).toContain('No check-in yet, so readiness counts as 65/100.');
    expect(today).toContain('No workouts logged in the last 8 weeks.');
  });
});

describe('conversations', () => {
  it('keeps each exchange in a conversation the member lists, renames and deletes; others get 404', async () => {
    const owner = await signUp();
    const other = await signUp();
    const first = await ask(owner, { message: 'How was my week?', quick: 'week' });
    const conversationId = first.events[0]!.data.conversationId as string;
    await ask(owner, { conversationId, message: 'Am I recovered?' });
    const list = (await (
      await call('GET', '/api/coach/conversations', { cookie: owner.cookie })
    ).json()) as CoachConversationsResponse;
    expect(list.conversations).toEqual([expect.objectContaining({ id: conversationId, title: 'How was my week?' })]);
    const detail = (await (
      await call('GET', `/api/coach/conversations/${conversationId}`, { cookie: owner.cookie })
    ).json()) as CoachConversationResponse;
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.messages[1]).toMatchObject({
      id: first.events[0]!.data.messageId,
      content: first.text,
      provider: 'embedded',
    });

    for (const [method, body] of [['GET'], ['PATCH', { title: 'Mine' }], ['DELETE']] as const) {
      const response = await call(method, `/api/coach/conversations/${conversationId}`, { cookie: other.cookie, body });
      expect(response.status).toBe(404);
    }
    const continued = await call('POST', '/api/coach/messages', {
      cookie: other.cookie,
      body: { conversationId, message: 'Hi', today: '2026-11-25' },
    });
    expect(continued.status).toBe(404);

    const renamed = await call('PATCH', `/api/coach/conversations/${conversationId}`, {
      cookie: owner.cookie,
      body: { title: '  Week review  ' },
    });
    expect(await renamed.json()).toMatchObject({ title: 'Week review' });
    expect((await call('DELETE', `/api/coach/conversations/${conversationId}`, { cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await call('GET', `/api/coach/conversations/${conversationId}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
  });

  it('refuses an empty, a 20,000-character and a control-character question with a 400 naming the field', async () => {
    for (const message of ['', '   \n ', 'x'.repeat(20_000), 'Bench\u0007 press', 'a\u0000b', '\u001b[31mred']) {
      const response = await call('POST', '/api/coach/messages', {
        cookie: member.cookie,
        body: { message, today: '2026-11-25' },
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.details.map((d) => d.field)).toContain('message');
    }
    const badTitle = await call('PATCH', `/api/coach/conversations/${crypto.randomUUID()}`, {
      cookie: member.cookie,
      body: { title: '' },
    });
    expect(badTitle.status).toBe(400);
  });
});

describe('coach logs', () => {
  it('writes every exchange for the admin page, filterable, and removes them with the account', async () => {
    const asker = await signUp();
    const admin = await signUp();
    const { db } = (await getRuntime()).database;
    await grantRole(db, admin.id, 'superadmin', null);
    await ask(asker, { message: 'How was my week?', quick: 'week' });
    await ask(asker, { message: 'Tell me a joke' });
    const logs = async (query: string) =>
      (await (
        await call('GET', `/api/admin/coach-logs?userId=${asker.id}${query}`, { cookie: admin.cookie })
      ).json()) as {
        logs: { status: string; provider: string; latencyMs: number; languageCode: string }[];
        total: number;
      };
    expect((await logs('')).total).toBe(2);
    expect((await logs('&status=refused')).logs).toEqual([
      expect.objectContaining({ provider: 'embedded', languageCode: 'en' }),
    ]);
    expect((await logs('&provider=embedded')).total).toBe(2);
    expect((await logs('&provider=openai')).total).toBe(0);

    await db.execute(sql`DELETE FROM "user" WHERE id = ${asker.id}`);
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM coach_logs WHERE user_id = ${asker.id}`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});

describe('the demo page', () => {
  it('answers the same quick question for the sample member in English, Spanish and Romanian', async () => {
    const response = await call('GET', '/api/coach/demo?question=stalled');
    expect(response.status).toBe(200);
    const body = (await response.json()) as CoachDemoResponse;
    expect(body.answers.map((a) => a.language)).toEqual(['en', 'es', 'ro']);
    expect(body.answers[0]!.content).toContain('Bench press has not gained');
    expect(body.answers[1]!.content).toContain('Press de banca no ha mejorado');
    expect(body.answers[2]!.content).toContain('Împins la piept nu a mai progresat');
    expect((await call('GET', '/api/coach/demo?question=weather')).status).toBe(400);
  });
});

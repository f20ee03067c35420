import { describe, expect, it } from 'vitest';
import type { JournalEntry, JournalListResponse } from '@lifeorbit/contracts';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';

const post = (member: TestMember, body: Record<string, unknown>) =>
  call('POST', '/api/journal/entries', { cookie: member.cookie, body: { id: crypto.randomUUID(), ...body } });
const list = async (member: TestMember, query = '') =>
  (await (await call('GET', `/api/journal/entries${query}`, { cookie: member.cookie })).json()) as JournalListResponse;

async function subcategoryOf(category: string): Promise<{ id: string; categoryId: string }> {
  const response = await call('GET', `/api/life-areas/subcategories?category=${category}`);
  const { subcategories } = (await response.json()) as { subcategories: { id: string; categoryId: string }[] };
  return subcategories[0]!;
}

describe('journal entries', () => {
  it('stores an entry once however often it is sent, and keeps only the allowed HTML', async () => {
    const member = await signUp();
    const body = {
      id: crypto.randomUUID(),
      day: '2026-11-20',
      mood: 4,
      energy: 2,
      body: '<p onclick="x()">Ran <b>5 km</b><script>alert(1)</script><img src=x onerror=alert(1)></p>1 < 2',
      tags: ['Run', 'run', 'morning'],
    };
    const first = await call('POST', '/api/journal/entries', { cookie: member.cookie, body });
    expect(first.status).toBe(201);
    const entry = (await first.json()) as JournalEntry;
    expect(entry).toMatchObject({ id: body.id, day: '2026-11-20', mood: 4, energy: 2, tags: ['Run', 'morning'] });
    expect(entry.body).toBe('<p>Ran <b>5 km</b></p>1 &lt; 2');
    const again = await call('POST', '/api/journal/entries', { cookie: member.cookie, body });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(entry);
    expect((await list(member)).entries).toHaveLength(1);
  });

  it("refuses another member's id with a 409 and never shows their entry", async () => {
    const [a, b] = [await signUp(), await signUp()];
    const id = crypto.randomUUID();
    await call('POST', '/api/journal/entries', { cookie: a.cookie, body: { id, day: '2026-11-20', mood: 3 } });
    const taken = await call('POST', '/api/journal/entries', {
      cookie: b.cookie,
      body: { id, day: '2026-11-20', mood: 3 },
    });
    expect(taken.status).toBe(409);
    expect((await call('GET', `/api/journal/entries/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await call('PATCH', `/api/journal/entries/${id}`, { cookie: b.cookie, body: { mood: 1 } })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/journal/entries/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await list(b)).entries).toEqual([]);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const member = await signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ day: '2026-11-20', mood: 6 }, 'mood'],
      [{ day: '2026-02-30', mood: 3 }, 'day'],
      [{ day: '2999-01-01', mood: 3 }, 'day'],
      [{ day: '2026-11-20', mood: 3, energy: 0 }, 'energy'],
      [{ day: '2026-11-20', mood: 3, body: 'x'.repeat(100_001) }, 'body'],
      [{ day: '2026-11-20', mood: 3, tags: [''] }, 'tags.0'],
      [{ day: '2026-11-20', mood: 3, categoryIds: [crypto.randomUUID()] }, 'categoryIds'],
      [{ day: '2026-11-20', mood: 3, subcategoryIds: [crypto.randomUUID()] }, 'subcategoryIds'],
    ];
    for (const [body, field] of cases) {
      const response = await post(member, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    }
    const cursor = await call('GET', '/api/journal/entries?cursor=bm90LWEtY3Vyc29y', { cookie: member.cookie });
    expect((await errorOf(cursor)).details[0]!.field).toBe('cursor');
    expect((await list(member)).entries).toEqual([]);
  });

  it('strips control characters from the text', async () => {
    const member = await signUp();
    const response = await post(member, { day: '2026-11-20', mood: 3, body: 'a\u0000b\u0007c\u202e' });
    expect(((await response.json()) as JournalEntry).body).toBe('abc');
  });

  it('edits and deletes an entry; a deleted entry can be stored again with its id (undo)', async () => {
    const member = await signUp();
    const sub = await subcategoryOf('health');
    const created = (await (await post(member, { day: '2026-11-20', mood: 2, tags: ['x'] })).json()) as JournalEntry;
    const patched = await call('PATCH', `/api/journal/entries/${created.id}`, {
      cookie: member.cookie,
      body: { mood: 5, body: 'Better<br>now', subcategoryIds: [sub.id] },
    });
    expect(patched.status).toBe(200);
    const updated = (await patched.json()) as JournalEntry;
    expect(updated).toMatchObject({ mood: 5, body: 'Better<br />now', tags: ['x'], subcategoryIds: [sub.id] });
    expect(updated.categoryIds).toEqual([sub.categoryId]);
    expect((await list(member, '?q=better%20now')).entries.map((e) => e.id)).toEqual([created.id]);
    expect((await call('DELETE', `/api/journal/entries/${created.id}`, { cookie: member.cookie })).status).toBe(204);
    expect((await list(member)).entries).toEqual([]);
    const { id: _id, createdAt: _c, updatedAt: _u, ...again } = updated;
    const restored = await call('POST', '/api/journal/entries', {
      cookie: member.cookie,
      body: { id: created.id, ...again },
    });
    expect(restored.status).toBe(201);
    expect((await list(member)).entries.map((e) => e.id)).toEqual([created.id]);
  });

  it('lists newest first in pages, and finds by text, tag, mood and life area', async () => {
    const member = await signUp();
    const sub = await subcategoryOf('mind');
    for (let day = 1; day <= 5; day += 1) {
      await post(member, {
        day: `2026-11-0${day}`,
        mood: day,
        body: day === 3 ? 'Read 100% of the <i>book</i>' : `Day ${day}`,
        tags: day % 2 ? ['odd'] : ['even'],
        subcategoryIds: day === 4 ? [sub.id] : [],
      });
    }
    const first = await list(member, '?limit=2');
    expect(first.entries.map((e) => e.day)).toEqual(['2026-11-05', '2026-11-04']);
    const second = await list(member, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.day)).toEqual(['2026-11-03', '2026-11-02']);
    const third = await list(member, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.entries.map((e) => e.day)).toEqual(['2026-11-01']);
    expect(third.nextCursor).toBeNull();
    expect((await list(member, '?q=100%25')).entries.map((e) => e.day)).toEqual(['2026-11-03']);
    expect((await list(member, '?q=book')).entries.map((e) => e.day)).toEqual(['2026-11-03']);
    expect((await list(member, '?tag=even')).entries.map((e) => e.day)).toEqual(['2026-11-04', '2026-11-02']);
    expect((await list(member, '?mood=1')).entries.map((e) => e.day)).toEqual(['2026-11-01']);
    expect((await list(member, `?category=${sub.categoryId}`)).entries.map((e) => e.day)).toEqual(['2026-11-04']);
    expect((await list(member, `?subcategory=${sub.id}`)).entries.map((e) => e.day)).toEqual(['2026-11-04']);
  });

  it("colours a month by the average mood of each day, and suggests the member's own tags", async () => {
    const member = await signUp();
    await post(member, { day: '2026-10-31', mood: 1, tags: ['gym'] });
    await post(member, { day: '2026-11-02', mood: 2, tags: ['gym', 'family'] });
    await post(member, { day: '2026-11-02', mood: 5, tags: ['Gratitude'] });
    const calendar = await call('GET', '/api/journal/calendar?month=2026-11', { cookie: member.cookie });
    expect(await calendar.json()).toEqual({ month: '2026-11', days: [{ day: '2026-11-02', entries: 2, mood: 3.5 }] });
    const tags = await call('GET', '/api/journal/tags?q=g', { cookie: member.cookie });
    expect(await tags.json()).toEqual({
      tags: [
        { tag: 'gym', uses: 2 },
        { tag: 'Gratitude', uses: 1 },
      ],
    });
    const other = await signUp();
    expect(await (await call('GET', '/api/journal/tags', { cookie: other.cookie })).json()).toEqual({ tags: [] });
    const badMonth = await call('GET', '/api/journal/calendar?month=2026-13', { cookie: member.cookie });
    expect((await errorOf(badMonth)).details[0]!.field).toBe('month');
  });
});

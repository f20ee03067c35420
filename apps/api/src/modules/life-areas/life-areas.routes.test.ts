import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATEGORY_SLUGS, SUBCATEGORY_SLUGS } from '@lifeorbit/domain';
import { describe, expect, it } from 'vitest';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { shiftDay } from './calendar';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await getRuntime()).database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

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

describe('seeded life areas (migration 0006)', () => {
  it('has the six categories with the DESIGN.md colours, in order, named in en, es and ro', async () => {
    const response = await call('GET', '/api/life-areas/categories?lang=ro');
    expect(response.status).toBe(200);
    const { categories } = await json(response);
    expect(categories.map((c: Json) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(categories.map((c: Json) => c.name)).toEqual([
      'Sănătate',
      'Finanțe',
      'Relații',
      'Minte și emoții',
      'Scop și dezvoltare',
      'Stil de viață și contribuție',
    ]);
    expect(categories.find((c: Json) => c.slug === 'wealth').color).toBe('45 90% 55%');
    for (const category of categories) {
      expect(category.translations.map((t: Json) => t.languageCode)).toEqual(['en', 'es', 'ro']);
    }
  });

  it('has the thirty subcategories of spec §3, each with a name and a description in every language', async () => {
    const { subcategories } = await json(await call('GET', '/api/life-areas/subcategories?lang=es'));
    expect(subcategories).toHaveLength(30);
    for (const category of CATEGORY_SLUGS) {
      expect(subcategories.filter((s: Json) => s.categorySlug === category).map((s: Json) => s.slug)).toEqual([
        ...SUBCATEGORY_SLUGS[category],
      ]);
    }
    for (const subcategory of subcategories) {
      expect(subcategory.translations).toHaveLength(3);
      for (const t of subcategory.translations) {
        expect(t.name.trim().length).toBeGreaterThan(2);
        expect(t.description.trim().length).toBeGreaterThan(10);
      }
    }
    expect(subcategories.find((s: Json) => s.slug === 'romantic-life').name).toBe('Vida en pareja');
  });

  it('filters subcategories by category and rejects an unknown language with a 400 naming lang', async () => {
    const { subcategories } = await json(await call('GET', '/api/life-areas/subcategories?category=wealth'));
    expect(subcategories.map((s: Json) => s.name)).toContain('Long-term wealth building');
    const bad = await call('GET', '/api/life-areas/subcategories?lang=fr');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details.map((d) => d.field)).toEqual(['lang']);
  });

  it('falls back to English, then to Unnamed Category / Unnamed Subcategory', async () => {
    const slug = `test-area-${crypto.randomUUID().slice(0, 8)}`;
    const [category] = await rows<{ id: string }>(
      sql`INSERT INTO life_categories (slug) VALUES (${slug}) RETURNING id`,
    );
    await rows(
      sql`INSERT INTO life_subcategories (category_id, slug) VALUES (${category!.id}, ${`${slug}-sub`}) RETURNING id`,
    );
    await rows(
      sql`INSERT INTO life_subcategory_translations (subcategory_id, language_code, name)
          SELECT id, 'en', 'Only English' FROM life_subcategories WHERE slug = ${`${slug}-sub`}`,
    );
    try {
      const { categories } = await json(await call('GET', '/api/life-areas/categories?lang=es'));
      const created = categories.find((c: Json) => c.slug === slug);
      expect(created).toMatchObject({ name: 'Unnamed Category', icon: 'planet', color: '200 100% 50%' });
      // No display_order and an unknown English name: spec §9 puts it last (999).
      expect(created.displayOrder).toBe(999);
      expect(categories.at(-1).slug).toBe(slug);
      const lookup = await json(await call('GET', `/api/life-areas/subcategories/${slug}-sub?lang=ro`));
      expect(lookup.subcategory.name).toBe('Only English');
      expect(lookup.category.name).toBe('Unnamed Category');
    } finally {
      await rows(sql`DELETE FROM life_categories WHERE slug = ${slug}`);
    }
  });

  it('refuses a colour that is not hsl components, in the database itself', async () => {
    await expect(rows(sql`INSERT INTO life_categories (slug, color) VALUES ('bad-colour', 'red')`)).rejects.toThrow();
  });
});

describe('GET /api/life-areas/subcategories/:slug (the §7 lookup)', () => {
  it('answers the subcategory, its category and the /dashboard route of spec §2', async () => {
    const wealth = await json(await call('GET', '/api/life-areas/subcategories/wealth-building'));
    expect(wealth.subcategory).toMatchObject({ slug: 'wealth-building', name: 'Long-term wealth building' });
    expect(wealth.category).toMatchObject({ slug: 'wealth', name: 'Wealth', color: '45 90% 55%' });
    expect(wealth.route).toBe('/dashboard?cat=wealth&sub=wealth-building');
    const fitness = await json(await call('GET', '/api/life-areas/subcategories/fitness-exercise'));
    expect(fitness.route).toBe('/dashboard');
  });

  it('is a 404 for an unknown slug and a 400 for a malformed one', async () => {
    expect((await call('GET', '/api/life-areas/subcategories/no-such-area')).status).toBe(404);
    const bad = await call('GET', '/api/life-areas/subcategories/Not_A_Slug');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details[0]?.field).toBe('slug');
  });
});

describe('pins (spec §9 limits)', () => {
  const put = (member: TestMember, subcategorySlugs: unknown) =>
    call('PUT', '/api/life-areas/pins?lang=ro', { cookie: member.cookie, body: { subcategorySlugs } });

  it('stores up to three pins in order, with names in the language asked for', async () => {
    const member = await signUp();
    expect((await json(await call('GET', '/api/life-areas/pins', { cookie: member.cookie }))).pins).toEqual([]);
    const response = await put(member, ['romantic-life', 'sleep-quality', 'wealth-building']);
    expect(response.status).toBe(200);
    const { pins } = await json(response);
    expect(pins.map((p: Json) => [p.slug, p.categorySlug, p.position])).toEqual([
      ['romantic-life', 'relationships', 0],
      ['sleep-quality', 'health', 1],
      ['wealth-building', 'wealth', 2],
    ]);
    expect(pins[0].name).toBe('Viața de cuplu');
    expect(pins[2].color).toBe('45 90% 55%');
  });

  it('answers a fourth pin with a 400 naming subcategorySlugs and keeps the pins as they were', async () => {
    const member = await signUp();
    await put(member, ['friendships']);
    const response = await put(member, ['romantic-life', 'sleep-quality', 'wealth-building', 'friendships']);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toEqual(['subcategorySlugs']);
    const { pins } = await json(await call('GET', '/api/life-areas/pins', { cookie: member.cookie }));
    expect(pins.map((p: Json) => p.slug)).toEqual(['friendships']);
  });

  it('allows fitness-exercise and two others, since the sidebar lists fitness on its own', async () => {
    const member = await signUp();
    const ok = await put(member, ['fitness-exercise', 'romantic-life', 'wealth-building']);
    expect(ok.status).toBe(200);
    const tooMany = await put(member, ['fitness-exercise', 'romantic-life', 'wealth-building', 'friendships']);
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toMatch(/Fitness & exercise and 2 others/);
  });

  it.each([
    [['romantic-life', 'romantic-life'], 'subcategorySlugs.1'],
    [['romantic-life', 'no-such-area'], 'subcategorySlugs.1'],
    [['Bad Slug'], 'subcategorySlugs.0'],
    ['romantic-life', 'subcategorySlugs'],
  ])('rejects %j with a 400 naming %s', async (slugs, field) => {
    const member = await signUp();
    const response = await put(member, slugs);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
  });

  it('keeps each member to their own pins', async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    await put(a, ['friendships']);
    expect((await json(await call('GET', '/api/life-areas/pins', { cookie: b.cookie }))).pins).toEqual([]);
  });
});

describe('category order', () => {
  it('stores the member order, and an empty list goes back to the default', async () => {
    const member = await signUp();
    const order = ['wealth', 'health', 'mind', 'relationships', 'lifestyle', 'purpose'];
    const response = await call('PUT', '/api/life-areas/category-prefs', {
      cookie: member.cookie,
      body: { categorySlugs: order },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).categorySlugs).toEqual(order);
    const again = await json(await call('GET', '/api/life-areas/category-prefs', { cookie: member.cookie }));
    expect(again.categorySlugs).toEqual(order);
    await call('PUT', '/api/life-areas/category-prefs', { cookie: member.cookie, body: { categorySlugs: [] } });
    expect(
      (await json(await call('GET', '/api/life-areas/category-prefs', { cookie: member.cookie }))).categorySlugs,
    ).toEqual([]);
  });

  it.each([
    [['wealth', 'health'], 'categorySlugs'],
    [['wealth', 'wealth', 'mind', 'relationships', 'lifestyle', 'purpose'], 'categorySlugs.1'],
    [['wealth', 'health', 'mind', 'relationships', 'lifestyle', 'astrology'], 'categorySlugs.5'],
  ])('rejects %j with a 400 naming %s and keeps the stored order', async (categorySlugs, field) => {
    const member = await signUp();
    const stored = ['purpose', 'health', 'wealth', 'relationships', 'mind', 'lifestyle'];
    await call('PUT', '/api/life-areas/category-prefs', { cookie: member.cookie, body: { categorySlugs: stored } });
    const response = await call('PUT', '/api/life-areas/category-prefs', {
      cookie: member.cookie,
      body: { categorySlugs },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    const after = await json(await call('GET', '/api/life-areas/category-prefs', { cookie: member.cookie }));
    expect(after.categorySlugs).toEqual(stored);
  });
});

describe('carousel', () => {
  it('lists the active 9:16 slides in order, with alt text and caption in the language asked for', async () => {
    const { slides } = await json(await call('GET', '/api/carousel?lang=es'));
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides.length).toBeLessThanOrEqual(6);
    expect(slides[0].fileUrl).toBe('/carousel/set-grid.svg');
    expect(slides.every((s: Json) => s.fileUrl.startsWith('/carousel/') && s.altText && s.caption)).toBe(true);
    expect(slides[0].caption).toBe('Registra una serie con un toque');
  });
});

describe('bottom nav (user_bottom_nav)', () => {
  it('is empty at first, then lists the shortcuts with the §2 targets', async () => {
    const member = await signUp();
    expect((await json(await call('GET', '/api/bottom-nav', { cookie: member.cookie }))).items).toEqual([]);
    const response = await call('PUT', '/api/bottom-nav', {
      cookie: member.cookie,
      body: { items: [{ target: 'atlas' }, { target: 'category_dashboard', slug: 'wealth' }, { target: 'planets' }] },
    });
    expect(response.status).toBe(200);
    const { items } = await json(response);
    expect(items.map((i: Json) => [i.target, i.slug, i.href])).toEqual([
      ['atlas', 'atlas', '/atlas'],
      ['category_dashboard', 'wealth', '/dashboard?cat=wealth'],
      ['planets', 'planets', '/planets'],
    ]);
    expect(items[1]).toMatchObject({ name: 'Wealth', icon: 'coins' });
    const romanian = await json(await call('GET', '/api/bottom-nav?lang=ro', { cookie: member.cookie }));
    expect(romanian.items[1].name).toBe('Finanțe');
  });

  it('sends any other stored target to /', async () => {
    const member = await signUp();
    await rows(sql`INSERT INTO bottom_nav_items (user_id, name, slug, target, order_index)
                   VALUES (${member.id}, 'Mystery', 'mystery', 'something_else', 0)`);
    const { items } = await json(await call('GET', '/api/bottom-nav', { cookie: member.cookie }));
    expect(items[0].href).toBe('/');
  });

  it.each([
    [{ items: [{ target: 'category_dashboard' }] }, 'items.0.slug'],
    [{ items: [{ target: 'category_dashboard', slug: 'astrology' }] }, 'items.0.slug'],
    [{ items: [{ target: 'atlas' }, { target: 'atlas' }] }, 'items.1'],
    [{ items: [{ target: 'home' }] }, 'items.0.target'],
    [{ items: Array.from({ length: 6 }, () => ({ target: 'atlas' })) }, 'items'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const member = await signUp();
    const response = await call('PUT', '/api/bottom-nav', { cookie: member.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
  });
});

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

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATEGORY_SLUGS, SUBCATEGORY_SLUGS } from '@lifeorbit/domain';
import { describe, expect, it } from 'vitest';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';
import { json, rows, type Json } from '../../../test/life-areas-support';

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

import { sql } from 'drizzle-orm';
import type {
  AdminLifeAreasResponse,
  AdminLifeCategory,
  AdminLifeSubcategory,
} from '@lifeorbit/contracts/admin-life-areas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test/harness';
import { databaseFingerprint } from '../../../test/db-fingerprint';
import { adminAndMember, auditOf, call, countAudit, expectFieldError, json, rows } from '../../../test/admin-support';

let admin: TestMember;
let member: TestMember;
let areas: AdminLifeAreasResponse;

const categoryOf = (slug: string) => areas.categories.find((c) => c.slug === slug)!;
const subcategoryOf = (categorySlug: string, slug: string) =>
  categoryOf(categorySlug).subcategories.find((s) => s.slug === slug)!;
const categoryPath = (slug: string) => `/api/admin/life-areas/categories/${categoryOf(slug).id}`;
const subcategoryPath = (categorySlug: string, slug: string) =>
  `${categoryPath(categorySlug)}/subcategories/${subcategoryOf(categorySlug, slug).id}`;

/** The body that saves a category or subcategory exactly as it is (tests change one thing at a time). */
function categoryBody(category: AdminLifeCategory) {
  return {
    names: category.names,
    descriptions: category.descriptions,
    icon: category.icon,
    color: category.color,
    displayOrder: category.displayOrder,
  };
}

function subcategoryBody(subcategory: AdminLifeSubcategory) {
  return {
    names: subcategory.names,
    descriptions: subcategory.descriptions,
    icon: subcategory.icon,
    displayOrder: subcategory.displayOrder,
    navItems: subcategory.navItems.map(({ target, slug, icon, names }) => ({ target, slug, icon, names })),
  };
}

async function readSubcategory(categorySlug: string, slug: string): Promise<AdminLifeSubcategory> {
  return json(await call('GET', subcategoryPath(categorySlug, slug), { cookie: admin.cookie }), 200);
}

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
  areas = await json(await call('GET', '/api/admin/life-areas?lang=es', { cookie: admin.cookie }), 200);
});

describe('guard', () => {
  it('answers 401 without a session and 403 to a member on every route, reading nothing', async () => {
    const paths = ['/api/admin/life-areas', categoryPath('health'), subcategoryPath('health', 'sleep-quality')];
    for (const path of paths) {
      expect((await call('GET', path)).status, path).toBe(401);
      expect((await call('GET', path, { cookie: member.cookie })).status, path).toBe(403);
    }
    const before = await databaseFingerprint();
    const put = await call('PUT', categoryPath('health'), { cookie: member.cookie, body: {} });
    expect(put.status).toBe(403);
    expect(await databaseFingerprint()).toBe(before);
  });
});

describe('listing', () => {
  it('lists the six categories in order, each with its subcategories and names in every language', () => {
    expect(areas.categories.map((c) => c.slug)).toEqual([
      'health',
      'wealth',
      'relationships',
      'mind',
      'purpose',
      'lifestyle',
    ]);
    const health = categoryOf('health');
    expect(health).toMatchObject({ name: 'Salud', color: '152 65% 45%', icon: 'heart-pulse', displayOrder: 1 });
    expect(health.names).toEqual({ en: 'Health', es: 'Salud', ro: 'Sănătate' });
    expect(health.subcategories.map((s) => s.slug)).toEqual([
      'fitness-exercise',
      'nutrition-hydration',
      'sleep-quality',
      'medical-checkups',
      'energy-levels',
    ]);
    expect(subcategoryOf('health', 'sleep-quality')).toMatchObject({ name: 'Calidad del sueño', navItemCount: 0 });
  });

  it('answers 404 for a subcategory asked for under another category, and 400 for an id that is not one', async () => {
    const wrongParent = `${categoryPath('wealth')}/subcategories/${subcategoryOf('health', 'sleep-quality').id}`;
    expect((await call('GET', wrongParent, { cookie: admin.cookie })).status).toBe(404);
    await expectFieldError(
      await call('GET', '/api/admin/life-areas/categories/not-a-uuid', { cookie: admin.cookie }),
      'categoryId',
    );
  });
});

describe('a category', () => {
  it('saves names, descriptions, icon, colour and order; members see them; the audit has before and after', async () => {
    const before = categoryOf('purpose');
    const body = {
      ...categoryBody(before),
      names: { en: 'Purpose & Growth', es: 'Sentido y crecimiento', ro: null },
      descriptions: { en: 'Why you get up.', es: 'Por qué te levantas.', ro: null },
      icon: 'mountain',
      color: '190 80% 50%',
      displayOrder: 0,
    };
    const saved = await json<AdminLifeCategory>(
      await call('PUT', `${categoryPath('purpose')}?lang=es`, { cookie: admin.cookie, body }),
      200,
    );
    expect(saved).toMatchObject({ name: 'Sentido y crecimiento', icon: 'mountain', color: '190 80% 50%' });
    expect(saved.names).toEqual({ en: 'Purpose & Growth', es: 'Sentido y crecimiento', ro: null });

    const seen = (await (await call('GET', '/api/life-areas/categories?lang=ro')).json()) as {
      categories: { slug: string; name: string; description: string; color: string }[];
    };
    // Order 0 puts it first; Romanian was cleared, so Romanian members see the English name.
    expect(seen.categories[0]).toMatchObject({
      slug: 'purpose',
      name: 'Purpose & Growth',
      description: 'Why you get up.',
      color: '190 80% 50%',
    });

    const [entry] = await auditOf(admin.id, 'life_category_updated');
    expect(entry!.details).toMatchObject({
      categoryId: before.id,
      slug: 'purpose',
      before: { names: before.names, color: before.color, displayOrder: 5 },
      after: { names: body.names, color: '190 80% 50%', displayOrder: 0 },
    });

    const restored = await call('PUT', categoryPath('purpose'), { cookie: admin.cookie, body: categoryBody(before) });
    expect(restored.status).toBe(200);
  });

  it.each([
    ['names.en', { names: { en: ' ', es: null, ro: null } }],
    ['color', { color: 'hsl(10, 20%, 30%)' }],
    ['color', { color: '400 50% 50%' }],
    ['icon', { icon: 'Heart Pulse' }],
    ['displayOrder', { displayOrder: -1 }],
    ['descriptions.ro', { names: { en: 'Health', es: 'Salud', ro: null }, descriptions: { ro: 'Fără nume' } }],
    ['names.es', { names: { en: 'Health', es: 'x'.repeat(81), ro: null } }],
  ])('refuses a bad %s with a 400 naming it, and changes nothing', async (field, change) => {
    const audits = await countAudit(admin.id);
    const before = await databaseFingerprint();
    const body = { ...categoryBody(categoryOf('health')), ...change };
    await expectFieldError(await call('PUT', categoryPath('health'), { cookie: admin.cookie, body }), field);
    expect(await databaseFingerprint()).toBe(before);
    expect(await countAudit(admin.id)).toBe(audits);
  });
});

describe('a subcategory', () => {
  it('saves its names and bottom-nav items; the member bar of its page shows them in their language', async () => {
    const before = await readSubcategory('health', 'medical-checkups');
    const body = {
      ...subcategoryBody(before),
      names: { ...before.names, es: 'Chequeos médicos' },
      icon: 'stethoscope',
      displayOrder: 9,
      navItems: [
        { target: 'category_dashboard', slug: 'health', icon: 'heart-pulse', names: { en: 'Health', es: 'Salud' } },
        {
          target: 'subcategory',
          slug: 'sleep-quality',
          icon: 'moon',
          names: { en: 'Sleep', es: 'Sueño', ro: 'Somn' },
        },
        { target: 'atlas', icon: 'globe', names: { en: 'Atlas', es: null, ro: '' } },
      ],
    };
    const saved = await json<AdminLifeSubcategory>(
      await call('PUT', `${subcategoryPath('health', 'medical-checkups')}?lang=es`, { cookie: admin.cookie, body }),
      200,
    );
    expect(saved).toMatchObject({ name: 'Chequeos médicos', displayOrder: 9, categoryName: 'Salud' });
    expect(saved.navItems.map((item) => [item.target, item.slug, item.href])).toEqual([
      ['category_dashboard', 'health', '/dashboard?cat=health'],
      ['subcategory', 'sleep-quality', '/dashboard?cat=health&sub=sleep-quality'],
      ['atlas', 'atlas', '/atlas'],
    ]);
    expect(saved.navItems[2]!.names).toEqual({ en: 'Atlas', es: null, ro: null });

    const nav = (await (await call('GET', '/api/life-areas/subcategories/medical-checkups/nav?lang=es')).json()) as {
      items: { name: string; href: string; icon: string }[];
    };
    expect(nav.items.map((item) => item.name)).toEqual(['Salud', 'Sueño', 'Atlas']);
    const lookup = (await (await call('GET', '/api/life-areas/subcategories/medical-checkups?lang=es')).json()) as {
      subcategory: { name: string };
    };
    expect(lookup.subcategory.name).toBe('Chequeos médicos');

    const [entry] = await auditOf(admin.id, 'life_subcategory_updated');
    expect(entry!.details).toMatchObject({
      subcategoryId: before.id,
      slug: 'medical-checkups',
      before: { names: { es: 'Revisiones médicas' }, navItems: [] },
      after: {
        names: { es: 'Chequeos médicos' },
        navItems: [{ target: 'category_dashboard', slug: 'health' }, {}, {}],
      },
    });

    // Reordered and one removed: the bar follows, and the removed item's names go with it.
    const reordered = await json<AdminLifeSubcategory>(
      await call('PUT', subcategoryPath('health', 'medical-checkups'), {
        cookie: admin.cookie,
        body: { ...body, navItems: [body.navItems[2], body.navItems[0]] },
      }),
      200,
    );
    expect(reordered.navItems.map((item) => item.target)).toEqual(['atlas', 'category_dashboard']);
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM life_subcategory_nav_item_translations t
          JOIN life_subcategory_nav_items i ON i.id = t.item_id WHERE i.subcategory_id = ${before.id}`,
    )) as [{ n: number }];
    expect(n).toBe(3);

    await json(
      await call('PUT', subcategoryPath('health', 'medical-checkups'), {
        cookie: admin.cookie,
        body: subcategoryBody(before),
      }),
      200,
    );
    const cleared = (await (await call('GET', '/api/life-areas/subcategories/medical-checkups/nav')).json()) as {
      items: unknown[];
    };
    expect(cleared.items).toEqual([]);
  });

  it.each([
    ['navItems.0.slug', [{ target: 'category_dashboard', slug: 'astrology', icon: 'planet', names: { en: 'X' } }]],
    ['navItems.0.slug', [{ target: 'subcategory', icon: 'planet', names: { en: 'X' } }]],
    ['navItems.0.target', [{ target: 'home', icon: 'planet', names: { en: 'X' } }]],
    ['navItems.0.names.en', [{ target: 'atlas', icon: 'globe', names: { en: '' } }]],
    ['navItems.0.names.es', [{ target: 'atlas', icon: 'globe', names: { en: 'Atlas', es: 'x'.repeat(41) } }]],
    [
      'navItems.1.target',
      [
        { target: 'planets', icon: 'orbit', names: { en: 'Hub' } },
        { target: 'planets', icon: 'orbit', names: { en: 'Hub again' } },
      ],
    ],
    ['navItems', Array.from({ length: 6 }, () => ({ target: 'atlas', icon: 'globe', names: { en: 'Atlas' } }))],
  ])('refuses %s with a 400 naming it, and changes nothing', async (field, navItems) => {
    const current = await readSubcategory('health', 'energy-levels');
    const audits = await countAudit(admin.id);
    const before = await databaseFingerprint();
    const body = { ...subcategoryBody(current), names: { ...current.names, es: 'Cambiado' }, navItems };
    await expectFieldError(
      await call('PUT', subcategoryPath('health', 'energy-levels'), { cookie: admin.cookie, body }),
      field,
    );
    expect(await databaseFingerprint()).toBe(before);
    expect(await countAudit(admin.id)).toBe(audits);
  });

  it('answers 404 for the bar of a subcategory that does not exist', async () => {
    expect((await call('GET', '/api/life-areas/subcategories/astrology/nav')).status).toBe(404);
  });
});

import type { AdminLifeAreasResponse, AdminLifeSubcategory } from '@lifeorbit/contracts/admin-life-areas';
import { call, type TestMember } from '../../../test/harness';
import { superadminOnly, type AreaMatrix, type Fixtures, type MatrixRow } from '../../../test/permission-matrix-kit';

/**
 * Rows of the permission matrix for life areas in the admin area (issue 9), and the superadmin's fixtures they use.
 * The writes save the seeded category and subcategory as they are (plus one bar item), so the rest of the matrix
 * reads the same names.
 */
let categoryBody: object = {};
let subcategoryBody: object = {};

/** The ids of the mind category and its stress-management subcategory, and bodies that save them unchanged. */
async function buildAdminLifeAreasFixtures(admin: TestMember, ids: Record<string, string>): Promise<void> {
  const list = await call('GET', '/api/admin/life-areas', { cookie: admin.cookie });
  if (list.status !== 200) throw new Error(`life areas fixture: ${list.status} ${await list.text()}`);
  const mind = ((await list.json()) as AdminLifeAreasResponse).categories.find((c) => c.slug === 'mind')!;
  const stress = mind.subcategories.find((s) => s.slug === 'stress-management')!;
  ids.laCategory = mind.id;
  ids.laSubcategory = stress.id;
  categoryBody = {
    names: mind.names,
    descriptions: mind.descriptions,
    icon: mind.icon,
    color: mind.color,
    displayOrder: mind.displayOrder,
  };
  const sub = (await (
    await call('GET', `/api/admin/life-areas/categories/${mind.id}/subcategories/${stress.id}`, {
      cookie: admin.cookie,
    })
  ).json()) as AdminLifeSubcategory;
  subcategoryBody = {
    names: sub.names,
    descriptions: sub.descriptions,
    icon: sub.icon,
    displayOrder: sub.displayOrder,
    navItems: [{ target: 'planets', icon: 'orbit', names: { en: 'Hub', es: 'Hub', ro: 'Hub' } }],
  };
}

const categoryPath = (f: Fixtures) => `/api/admin/life-areas/categories/${f.ids.laCategory}`;
const subcategoryPath = (f: Fixtures) => `${categoryPath(f)}/subcategories/${f.ids.laSubcategory}`;

const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/admin/life-areas', expect: superadminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/life-areas/categories/:categoryId',
    path: categoryPath,
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/life-areas/categories/:categoryId',
    path: categoryPath,
    body: () => categoryBody,
    expect: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/life-areas/categories/:categoryId/subcategories/:subcategoryId',
    path: subcategoryPath,
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/life-areas/categories/:categoryId/subcategories/:subcategoryId',
    path: subcategoryPath,
    body: () => subcategoryBody,
    expect: superadminOnly(200),
  },
];

export const permissionMatrix: AreaMatrix = {
  buildFixtures: (f) => buildAdminLifeAreasFixtures(f.members.superadmin, f.ids),
  rows,
};

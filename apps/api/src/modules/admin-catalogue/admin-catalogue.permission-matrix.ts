import crypto from 'node:crypto';
import type { ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { call, type TestMember } from '../../../test/harness';
import {
  superadminOnly,
  type Actor,
  type AreaMatrix,
  type Fixtures,
  type MatrixRow,
} from '../../../test/permission-matrix-kit';

/**
 * Rows of the permission matrix for the admin catalogue and translations (issue 9), and the superadmin's fixtures
 * they use. Every row this leaves behind is complete (three languages, equipment, pattern, a tag), so the catalogue's
 * own data checks keep holding.
 */

const word = () => crypto.randomUUID().slice(0, 8);

function exerciseBody(ids: Record<string, string>) {
  const w = word();
  return {
    translations: {
      en: { name: `Matrix lift ${w}`, description: '' },
      es: { name: `Levantamiento matriz ${w}`, description: '' },
      ro: { name: `Ridicare matrice ${w}`, description: '' },
    },
    primaryMuscleId: ids.acMuscle,
    equipmentId: ids.acEquipment,
    movementPatternId: ids.acPattern,
    loadType: 'barbell',
    tagIds: [ids.acTag],
  };
}

const tagBody = () => {
  const w = word();
  return { slug: `matrix-${w}`, names: { en: `Matrix ${w}`, es: `Matriz ${w}`, ro: `Matrice ${w}` } };
};

const profileBody = () => ({
  slug: `matrix-${word()}`,
  name: 'Matrix plates',
  barbellKg: 20,
  ezbarKg: 10,
  fixedKg: 15,
  platesKgPerSide: [20, 10, 5],
  singleMinIncrementKg: 2.5,
  stackIncrementKg: 5,
  auxIncrementsKg: [],
  isDefault: false,
});

const schemaBody = () => ({
  slug: `matrix-${word()}`,
  names: { en: 'Matrix attribute', es: 'Atributo matriz', ro: 'Atribut matrice' },
  valueType: 'boolean',
});

const templateBody = () => ({ slug: `matrix-${word()}`, patterns: { en: '{name} ({grip})' } });

async function post(admin: TestMember, path: string, body: object): Promise<string> {
  const id = crypto.randomUUID();
  const response = await call('POST', path, { cookie: admin.cookie, body: { id, ...body } });
  if (response.status !== 201) throw new Error(`${path} fixture: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The superadmin's catalogue rows the id routes use. */
async function buildAdminCatalogueFixtures(admin: TestMember, ids: Record<string, string>): Promise<void> {
  const options = (await (
    await call('GET', '/api/admin/exercise-options', { cookie: admin.cookie })
  ).json()) as ExerciseOptionsResponse;
  ids.acMuscle = options.muscles.find((m) => m.slug === 'chest')!.id;
  ids.acEquipment = options.equipment.find((e) => e.slug === 'barbell')!.id;
  ids.acPattern = options.patterns.find((p) => p.slug === 'horizontal-push')!.id;
  ids.acTag = options.tags.find((t) => t.slug === 'compound')!.id;
  ids.acExercise = await post(admin, '/api/admin/exercises', exerciseBody(ids));
  const tag = tagBody();
  ids.acTagSlug = tag.slug;
  ids.acTagEs = tag.names.es;
  ids.acOwnTag = await post(admin, '/api/admin/catalogue/tags', tag);
  ids.acProfile = await post(admin, '/api/admin/plate-profiles', profileBody());
  ids.acSchema = await post(admin, '/api/admin/attribute-schemas', schemaBody());
  ids.acTemplate = await post(admin, '/api/admin/naming-templates', templateBody());
}

/** A fresh row for the superadmin's delete (the others are refused before they get near it). */
const fresh = (f: Fixtures, actor: Actor, path: string, body: () => object, fallback: string) =>
  actor === 'superadmin' ? post(f.members.superadmin, path, body()) : Promise.resolve(fallback);

const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/admin/exercises', expect: superadminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/exercises',
    body: (f) => ({ id: crypto.randomUUID(), ...exerciseBody(f.ids) }),
    expect: superadminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/admin/exercises/:id',
    path: (f) => `/api/admin/exercises/${f.ids.acExercise}`,
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/exercises/:id',
    path: (f) => `/api/admin/exercises/${f.ids.acExercise}`,
    body: (f) => exerciseBody(f.ids),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/exercises/:id',
    path: async (f, actor) =>
      `/api/admin/exercises/${await fresh(f, actor, '/api/admin/exercises', () => exerciseBody(f.ids), f.ids.acExercise!)}`,
    expect: superadminOnly(204),
  },
  {
    method: 'GET',
    route: '/api/admin/exercises/:id/history',
    path: (f) => `/api/admin/exercises/${f.ids.acExercise}/history`,
    expect: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/exercises/:id/name-parts',
    path: (f) => `/api/admin/exercises/${f.ids.acExercise}/name-parts`,
    expect: superadminOnly(200),
  },
  { method: 'GET', route: '/api/admin/exercise-options', expect: superadminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/catalogue/:kind',
    path: () => '/api/admin/catalogue/muscles',
    expect: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/catalogue/:kind',
    path: () => '/api/admin/catalogue/tags',
    body: () => ({ id: crypto.randomUUID(), ...tagBody() }),
    expect: superadminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/catalogue/:kind/:id',
    path: (f) => `/api/admin/catalogue/tags/${f.ids.acOwnTag}`,
    body: (f) => ({
      slug: f.ids.acTagSlug,
      names: { en: `Matrix ${f.ids.acTagSlug}`, es: f.ids.acTagEs, ro: `Matrice ${f.ids.acTagSlug}` },
    }),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/catalogue/:kind/:id',
    path: async (f, actor) =>
      `/api/admin/catalogue/tags/${await fresh(f, actor, '/api/admin/catalogue/tags', tagBody, f.ids.acOwnTag!)}`,
    expect: superadminOnly(204),
  },
  { method: 'GET', route: '/api/admin/equipment-grips', expect: superadminOnly(200) },
  {
    method: 'PATCH',
    route: '/api/admin/equipment-grips',
    body: () => ({ add: [], remove: [] }),
    expect: superadminOnly(200),
  },
  { method: 'GET', route: '/api/admin/plate-profiles', expect: superadminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/plate-profiles',
    body: () => ({ id: crypto.randomUUID(), ...profileBody() }),
    expect: superadminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/admin/plate-profiles/:id',
    path: (f) => `/api/admin/plate-profiles/${f.ids.acProfile}`,
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/plate-profiles/:id',
    path: (f) => `/api/admin/plate-profiles/${f.ids.acProfile}`,
    body: () => profileBody(),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/plate-profiles/:id',
    path: async (f, actor) =>
      `/api/admin/plate-profiles/${await fresh(f, actor, '/api/admin/plate-profiles', profileBody, f.ids.acProfile!)}`,
    expect: superadminOnly(204),
  },
  { method: 'GET', route: '/api/admin/attribute-schemas', expect: superadminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/attribute-schemas',
    body: () => ({ id: crypto.randomUUID(), ...schemaBody() }),
    expect: superadminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/attribute-schemas/:id',
    path: (f) => `/api/admin/attribute-schemas/${f.ids.acSchema}`,
    body: () => schemaBody(),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/attribute-schemas/:id',
    path: async (f, actor) =>
      `/api/admin/attribute-schemas/${await fresh(f, actor, '/api/admin/attribute-schemas', schemaBody, f.ids.acSchema!)}`,
    expect: superadminOnly(204),
  },
  { method: 'GET', route: '/api/admin/naming-templates', expect: superadminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/naming-templates',
    body: () => ({ id: crypto.randomUUID(), ...templateBody() }),
    expect: superadminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/naming-templates/:id',
    path: (f) => `/api/admin/naming-templates/${f.ids.acTemplate}`,
    body: () => templateBody(),
    expect: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/naming-templates/:id',
    path: async (f, actor) =>
      `/api/admin/naming-templates/${await fresh(f, actor, '/api/admin/naming-templates', templateBody, f.ids.acTemplate!)}`,
    expect: superadminOnly(204),
  },
  { method: 'GET', route: '/api/admin/aliases', expect: superadminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/aliases',
    body: (f) => ({ exerciseId: f.ids.acExercise, languageCode: 'en', alias: `matrix ${word()}` }),
    expect: superadminOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/admin/aliases/:id',
    path: async (f, actor) => {
      if (actor !== 'superadmin') return `/api/admin/aliases/${crypto.randomUUID()}`;
      const response = await call('POST', '/api/admin/aliases', {
        cookie: f.members.superadmin.cookie,
        body: { exerciseId: f.ids.acExercise, languageCode: 'es', alias: `matriz ${word()}` },
      });
      return `/api/admin/aliases/${((await response.json()) as { id: string }).id}`;
    },
    expect: superadminOnly(204),
  },
  { method: 'GET', route: '/api/admin/translations', expect: superadminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/translations/:table',
    path: () => '/api/admin/translations/tags?missing=es',
    expect: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/translations/:table/:id/:lang',
    path: (f) => `/api/admin/translations/tags/${f.ids.acOwnTag}/es`,
    body: (f) => ({ name: f.ids.acTagEs }),
    expect: superadminOnly(200),
  },
  // The public data quality report (§2 /data-quality-report): read-only, for everyone.
  { method: 'GET', route: '/api/catalogue/quality', expect: () => 200 },
];

export const permissionMatrix: AreaMatrix = {
  buildFixtures: (f) => buildAdminCatalogueFixtures(f.members.superadmin, f.ids),
  rows,
};

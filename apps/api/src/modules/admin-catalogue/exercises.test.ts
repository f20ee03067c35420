import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminExerciseDetail,
  AdminExercisesResponse,
  ExerciseOptionsResponse,
} from '@lifeorbit/contracts/admin-catalogue';
import type { TestMember } from '../../../test/harness';
import { slugFromName } from './exercise-edits.service';
import {
  adminAndMember,
  auditOf,
  call,
  countAudit,
  expectFieldError,
  idOf,
  json,
  rows,
  unique,
} from '../../../test/admin-support';

let admin: TestMember;
let member: TestMember;
const created: string[] = [];
let ids: Record<string, string>;

async function exerciseBody(overrides: Record<string, unknown> = {}) {
  const word = unique('Zorblat');
  return {
    id: crypto.randomUUID(),
    translations: {
      en: { name: `${word} row`, description: 'Pull the handle to the hip.' },
      es: { name: `Remo ${word}`, description: 'Tira del asa hacia la cadera.' },
      ro: { name: `Ramat ${word}`, description: '' },
    },
    primaryMuscleId: ids.lats,
    secondaryMuscleIds: [ids.biceps, ids.lats],
    equipmentId: ids.dumbbell,
    movementPatternId: ids.horizontalPull,
    loadType: 'dumbbell',
    loadMode: 'per_hand',
    effortMode: 'reps',
    isUnilateral: true,
    allowsGrips: true,
    defaultGripIds: [ids.neutral],
    aliases: [
      { languageCode: 'es', alias: `${word} serrucho` },
      { languageCode: 'en', alias: `${word} saw` },
    ],
    tagIds: [ids.compound],
    attributes: {},
    ...overrides,
  };
}

async function createExercise(body: Record<string, unknown>) {
  const response = await call('POST', '/api/admin/exercises', { cookie: admin.cookie, body });
  if (response.status === 201) created.push(body.id as string);
  return response;
}

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
  ids = {
    lats: await idOf('muscles', 'lats'),
    biceps: await idOf('muscles', 'biceps'),
    chest: await idOf('muscles', 'chest'),
    dumbbell: await idOf('equipment', 'dumbbell'),
    barbell: await idOf('equipment', 'barbell'),
    horizontalPull: await idOf('movement_patterns', 'horizontal-pull'),
    horizontalPush: await idOf('movement_patterns', 'horizontal-push'),
    neutral: await idOf('grips', 'neutral'),
    hook: await idOf('grips', 'hook'),
    compound: await idOf('tags', 'compound'),
    back: await idOf('body_parts', 'back'),
  };
});

afterAll(async () => {
  // Leaves the shared catalogue as the other suites expect it.
  for (const id of created) await rows(sql`DELETE FROM exercises WHERE id = ${id}`);
});

describe('admin exercises: guard', () => {
  it.each([
    ['GET', '/api/admin/exercises'],
    ['POST', '/api/admin/exercises'],
    ['GET', '/api/admin/exercise-options'],
  ])('%s %s answers 401 without a session and 403 to a member', async (method, path) => {
    expect((await call(method, path, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
    expect((await call(method, path, { cookie: member.cookie, body: method === 'POST' ? {} : undefined })).status).toBe(
      403,
    );
  });
});

describe('admin exercises: create, read, list', () => {
  it('creates an exercise with three languages, aliases, tags and grips in one go, audited', async () => {
    const body = await exerciseBody();
    const response = await createExercise(body);
    const detail = await json<AdminExerciseDetail>(response, 201);
    expect(detail.translations.es).toEqual(body.translations.es);
    expect(detail.translations.ro).toEqual({ name: body.translations.ro.name, description: null });
    expect(detail.slug).toBe(slugFromName(body.translations.en.name, new Set()));
    expect(detail.bodyPartId).toBe(ids.back);
    // The primary muscle is not kept as a secondary one.
    expect(detail.secondaryMuscleIds).toEqual([ids.biceps]);
    expect(detail.defaultGripIds).toEqual([ids.neutral]);
    expect(detail.aliases.map((a) => a.alias).sort()).toEqual(body.aliases.map((a) => a.alias).sort());
    expect(detail.tagIds).toEqual([ids.compound]);
    const [entry] = await auditOf(admin.id, 'exercise_created');
    expect(entry?.details).toMatchObject({ exerciseId: body.id, slug: detail.slug });
  });

  it('lets a member find the new exercise by its Spanish alias, named in Spanish', async () => {
    const body = await exerciseBody();
    await json(await createExercise(body), 201);
    const alias = body.aliases[0]!.alias;
    const found = await json<{ items: { id: string; name: string }[] }>(
      await call('GET', `/api/exercises?lang=es&q=${encodeURIComponent(alias)}`, { cookie: member.cookie }),
      200,
    );
    expect(found.items).toEqual([expect.objectContaining({ id: body.id, name: body.translations.es.name })]);
  });

  it('answers the stored exercise when the same id is created twice, storing nothing twice', async () => {
    const body = await exerciseBody();
    await json(await createExercise(body), 201);
    const before = await countAudit(admin.id);
    const again = await call('POST', '/api/admin/exercises', {
      cookie: admin.cookie,
      body: { ...body, translations: { en: { name: 'Something else' } } },
    });
    const detail = await json<AdminExerciseDetail>(again, 200);
    expect(detail.translations.en?.name).toBe(body.translations.en.name);
    expect(await countAudit(admin.id)).toBe(before);
    const [count] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM exercise_aliases WHERE exercise_id = ${body.id}`,
    );
    expect(count?.n).toBe(2);
  });

  it('makes slugs unique and refuses a slug that is taken with a 409 naming slug', async () => {
    const first = await exerciseBody();
    const firstDetail = await json<AdminExerciseDetail>(await createExercise(first), 201);
    const second = await exerciseBody({ translations: { en: { name: first.translations.en.name } } });
    // Same English name: a duplicate name is the quality report's business, the slug gets a number.
    const secondDetail = await json<AdminExerciseDetail>(await createExercise(second), 201);
    expect(secondDetail.slug).toBe(`${firstDetail.slug}-2`);
    const third = await exerciseBody({ slug: firstDetail.slug });
    await expectFieldError(await createExercise(third), 'slug', 409);
    expect(await rows(sql`SELECT id FROM exercises WHERE id = ${third.id}`)).toEqual([]);
  });

  it.each([
    ['no English name', { translations: { es: { name: 'Solo español' } } }, 'translations.en'],
    ['a blank English name', { translations: { en: { name: '  ' } } }, 'translations.en.name'],
    [
      'a Spanish description without a Spanish name',
      { translations: { en: { name: 'Zorblat fly' }, es: { name: '', description: 'Abre los brazos.' } } },
      'translations.es.name',
    ],
    ['an unknown primary muscle', { primaryMuscleId: crypto.randomUUID() }, 'primaryMuscleId'],
    ['an unknown tag', { tagIds: [crypto.randomUUID()] }, 'tagIds.0'],
    ['a grip the equipment does not allow', { defaultGripIds: [null] }, 'defaultGripIds.0'],
    ['default grips without allowsGrips', { allowsGrips: false }, 'defaultGripIds'],
    ['a stack on dumbbells', { loadMode: 'stack' }, 'loadMode'],
    ['a bench angle on a pull', { attributes: { 'bench-angle': 30 } }, 'attributes.bench-angle'],
    ['an attribute nobody defined', { attributes: { 'grip-width-cm': 40 } }, 'attributes.grip-width-cm'],
    [
      'the same alias twice',
      {
        aliases: [
          { languageCode: 'en', alias: 'x' },
          { languageCode: 'en', alias: 'X' },
        ],
      },
      'aliases.1.alias',
    ],
    ['an unknown key', { colour: 'red' }, '(body)'],
  ])('refuses %s with a 400 naming %s and stores nothing', async (_, overrides, field) => {
    const body = await exerciseBody(overrides);
    if ((overrides as { defaultGripIds?: unknown[] }).defaultGripIds) body.defaultGripIds = [ids.hook];
    const response = await createExercise(body);
    await expectFieldError(response, field);
    expect(await rows(sql`SELECT id FROM exercises WHERE id = ${body.id}`)).toEqual([]);
  });

  it('checks attribute values against their schema: type, range and scope', async () => {
    const press = {
      primaryMuscleId: ids.chest,
      movementPatternId: ids.horizontalPush,
      secondaryMuscleIds: [],
    };
    await expectFieldError(
      await createExercise(await exerciseBody({ ...press, attributes: { 'bench-angle': 120 } })),
      'attributes.bench-angle',
    );
    await expectFieldError(
      await createExercise(await exerciseBody({ ...press, attributes: { 'bench-angle': 12.5 } })),
      'attributes.bench-angle',
    );
    await expectFieldError(
      await createExercise(await exerciseBody({ ...press, attributes: { 'bench-angle': 'steep' } })),
      'attributes.bench-angle',
    );
    const ok = await exerciseBody({ ...press, attributes: { 'bench-angle': 30 } });
    const detail = await json<AdminExerciseDetail>(await createExercise(ok), 201);
    expect(detail.attributes).toEqual({ 'bench-angle': 30 });
  });

  it('lists the catalogue with search, filters, the missing-translation filter and pages', async () => {
    const body = await exerciseBody({ translations: { en: { name: `${unique('Quxlift')} press` } } });
    await json(await createExercise(body), 201);
    const name = body.translations.en.name;
    const list = (query: string) =>
      call('GET', `/api/admin/exercises?${query}`, { cookie: admin.cookie }).then((r) =>
        json<AdminExercisesResponse>(r, 200),
      );
    const found = await list(`q=${encodeURIComponent(name)}`);
    expect(found.items).toEqual([expect.objectContaining({ id: body.id, missing: ['es', 'ro'] })]);
    expect(found.total).toBe(1);
    const missingEs = await list('missing=es&pageSize=100');
    expect(missingEs.items.map((i) => i.id)).toContain(body.id);
    expect(missingEs.items.every((i) => i.missing.includes('es'))).toBe(true);
    const byMuscle = await list(
      `muscle=${ids.lats}&equipment=${ids.dumbbell}&pattern=${ids.horizontalPull}&pageSize=100`,
    );
    expect(byMuscle.items.map((i) => i.id)).toContain(body.id);
    expect(byMuscle.items.every((i) => i.equipment?.id === ids.dumbbell)).toBe(true);
    const page1 = await list('pageSize=5&page=1');
    const page2 = await list('pageSize=5&page=2');
    expect(page1.items).toHaveLength(5);
    expect(page1.total).toBeGreaterThanOrEqual(200);
    expect(page2.items.map((i) => i.id).some((id) => page1.items.some((i) => i.id === id))).toBe(false);
    // Members' own exercises never show here.
    expect(page1.items.every((i) => i.slug)).toBe(true);
  });

  it.each([
    ['missing=fr', 'missing'],
    ['muscle=chest', 'muscle'],
    ['pageSize=500', 'pageSize'],
  ])('refuses the list query %s with a 400 naming %s', async (query, field) => {
    await expectFieldError(await call('GET', `/api/admin/exercises?${query}`, { cookie: admin.cookie }), field);
  });

  it('gives the form its choices: muscles with body parts, equipment with grips, attribute schemas', async () => {
    const options = await json<ExerciseOptionsResponse>(
      await call('GET', '/api/admin/exercise-options?lang=ro', { cookie: admin.cookie }),
      200,
    );
    expect(options.muscles.find((m) => m.id === ids.lats)?.bodyPartId).toBe(ids.back);
    expect(options.equipment.find((e) => e.id === ids.dumbbell)?.gripIds).toContain(ids.neutral);
    expect(options.attributeSchemas.map((s) => s.slug)).toContain('bench-angle');
    expect(options.bodyParts.find((b) => b.id === ids.back)?.name).toBe('Spate');
  });
});

describe('admin exercises: update, history, delete', () => {
  it('replaces names, aliases and links in one transaction and records what changed', async () => {
    const body = await exerciseBody();
    await json(await createExercise(body), 201);
    const { id, ...rest } = body;
    const update = {
      ...rest,
      translations: { ...body.translations, ro: { name: `${body.translations.ro.name} nou`, description: '' } },
      aliases: [{ languageCode: 'ro', alias: 'ramat cu o mana' }],
      tagIds: [],
    };
    const detail = await json<AdminExerciseDetail>(
      await call('PUT', `/api/admin/exercises/${id}`, { cookie: admin.cookie, body: update }),
      200,
    );
    expect(detail.translations.ro?.name).toBe(update.translations.ro.name);
    expect(detail.aliases.map((a) => a.alias)).toEqual(['ramat cu o mana']);
    expect(detail.tagIds).toEqual([]);
    const history = await json<{
      items: { actionType: string; actorEmail: string; details: { changed?: string[] } }[];
    }>(await call('GET', `/api/admin/exercises/${id}/history`, { cookie: admin.cookie }), 200);
    expect(history.items.map((h) => h.actionType)).toEqual(['exercise_updated', 'exercise_created']);
    expect(history.items[0]!.actorEmail).toBe(admin.email);
    expect(history.items[0]!.details.changed).toEqual(['translations.ro.name', 'tagIds', 'aliases']);
  });

  it('changes how an exercise is logged (its effort mode), records it, and members read it', async () => {
    const body = await exerciseBody({ loadType: 'kettlebell', loadMode: 'per_hand', effortMode: 'reps' });
    await json(await createExercise(body), 201);
    const { id, ...rest } = body;
    const detail = await json<AdminExerciseDetail>(
      await call('PUT', `/api/admin/exercises/${id}`, {
        cookie: admin.cookie,
        body: { ...rest, effortMode: 'distance' },
      }),
      200,
    );
    expect(detail.effortMode).toBe('distance');
    const history = await json<{ items: { details: { changed?: string[] } }[] }>(
      await call('GET', `/api/admin/exercises/${id}/history`, { cookie: admin.cookie }),
      200,
    );
    expect(history.items[0]!.details.changed).toEqual(['effortMode']);
    const seen = await call('GET', `/api/exercises/${id}`, { cookie: member.cookie });
    expect(await json<{ effortMode: string }>(seen, 200)).toMatchObject({ effortMode: 'distance' });
  });

  it('keeps the stored exercise when an update is refused', async () => {
    const body = await exerciseBody();
    await json(await createExercise(body), 201);
    const { id, ...rest } = body;
    const response = await call('PUT', `/api/admin/exercises/${id}`, {
      cookie: admin.cookie,
      body: { ...rest, translations: { en: { name: 'Renamed' } }, secondaryMuscleIds: [crypto.randomUUID()] },
    });
    await expectFieldError(response, 'secondaryMuscleIds.0');
    const detail = await json<AdminExerciseDetail>(
      await call('GET', `/api/admin/exercises/${id}`, { cookie: admin.cookie }),
      200,
    );
    expect(detail.translations.en?.name).toBe(body.translations.en.name);
  });

  it("answers 404 for a member's own exercise and for an unknown id", async () => {
    const custom = crypto.randomUUID();
    await json(
      await call('POST', '/api/exercises', {
        cookie: member.cookie,
        body: { id: custom, names: { en: 'My secret move' }, loadType: 'cable' },
      }),
      201,
    );
    for (const id of [custom, crypto.randomUUID()]) {
      expect((await call('GET', `/api/admin/exercises/${id}`, { cookie: admin.cookie })).status).toBe(404);
      const { id: _, ...rest } = await exerciseBody();
      expect((await call('PUT', `/api/admin/exercises/${id}`, { cookie: admin.cookie, body: rest })).status).toBe(404);
      expect((await call('DELETE', `/api/admin/exercises/${id}`, { cookie: admin.cookie })).status).toBe(404);
    }
    // A member's id cannot be taken over by a catalogue exercise either.
    expect(
      (await call('POST', '/api/admin/exercises', { cookie: admin.cookie, body: await exerciseBody({ id: custom }) }))
        .status,
    ).toBe(409);
  });

  it('builds the words of a naming template in every language', async () => {
    const body = await exerciseBody();
    await json(await createExercise(body), 201);
    const parts = await json<{ parts: Record<string, Record<string, string | null>> }>(
      await call('GET', `/api/admin/exercises/${body.id}/name-parts`, { cookie: admin.cookie }),
      200,
    );
    expect(parts.parts.en).toMatchObject({ name: body.translations.en.name, equipment: 'Dumbbell', grip: 'Neutral' });
    expect(parts.parts.es!.name).toBe(body.translations.es.name);
  });

  it('deletes an unused exercise (audited) and refuses one a member uses in a template', async () => {
    const unused = await exerciseBody();
    await json(await createExercise(unused), 201);
    expect((await call('DELETE', `/api/admin/exercises/${unused.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect(await rows(sql`SELECT id FROM exercises WHERE id = ${unused.id}`)).toEqual([]);
    expect((await auditOf(admin.id, 'exercise_deleted'))[0]?.details).toMatchObject({ exerciseId: unused.id });

    const used = await exerciseBody();
    await json(await createExercise(used), 201);
    await json(
      await call('POST', '/api/templates', {
        cookie: member.cookie,
        body: { id: crypto.randomUUID(), name: 'Pull day', exercises: [{ exerciseId: used.id, targetSets: 3 }] },
      }),
      201,
    );
    const refused = await call('DELETE', `/api/admin/exercises/${used.id}`, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(await rows(sql`SELECT id FROM exercises WHERE id = ${used.id}`)).toHaveLength(1);
    await rows(sql`DELETE FROM workout_templates WHERE user_id = ${member.id}`);
  });
});

describe('slugFromName', () => {
  it('folds diacritics, joins words with hyphens and numbers a taken slug', () => {
    expect(slugFromName('Împins la piept cu bara (înclinat)', new Set())).toBe('impins-la-piept-cu-bara-inclinat');
    expect(slugFromName('Ramat ș ț', new Set())).toBe('ramat-s-t');
    expect(slugFromName('Press', new Set(['press', 'press-2']))).toBe('press-3');
    expect(slugFromName('¡¿!', new Set())).toBe('exercise');
  });
});

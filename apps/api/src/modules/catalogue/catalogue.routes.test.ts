import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFiltersResponse, ExerciseDetail, ExerciseListResponse } from '@lifeorbit/contracts';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function list(member: TestMember, query: string): Promise<ExerciseListResponse> {
  const response = await call('GET', `/api/exercises?${query}`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<ExerciseListResponse>(response);
}

/** The id of the catalogue exercise whose English name is exactly `name`. */
async function catalogueId(member: TestMember, name: string): Promise<string> {
  const page = await list(member, `q=${encodeURIComponent(name)}&lang=en&limit=20`);
  const found = page.items.find((item) => item.name === name && !item.isCustom);
  if (!found) throw new Error(`no catalogue exercise named ${name}`);
  return found.id;
}

function customBody(overrides: Record<string, unknown> = {}) {
  return { id: crypto.randomUUID(), names: { en: 'Landmine Press Thing' }, loadType: 'barbell', ...overrides };
}

let memberA: TestMember;
let memberB: TestMember;
let filters: CatalogueFiltersResponse;

beforeAll(async () => {
  [memberA, memberB] = await Promise.all([signUp(), signUp()]);
  filters = await json<CatalogueFiltersResponse>(
    await call('GET', '/api/catalogue/filters?lang=en', { cookie: memberA.cookie }),
  );
});

describe('GET /api/exercises', () => {
  it('pages through 200+ exercises in a stable order, without repeats, each named in the language', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(memberA, `lang=ro&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      for (const item of page.items) expect(item.name.trim()).not.toBe('');
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen.length).toBeGreaterThanOrEqual(200);
    expect(new Set(seen).size).toBe(seen.length);
    const again = await list(memberA, 'lang=ro&limit=100');
    expect(again.items.map((item) => item.id)).toEqual(seen.slice(0, 100));
  });

  it('finds "bench" in English with Bench Press first among names that start with it', async () => {
    const page = await list(memberA, 'q=bench&lang=en&limit=50');
    const names = page.items.map((item) => item.name);
    expect(names).toContain('Bench Press');
    expect(names.indexOf('Bench Press')).toBeLessThan(names.indexOf('Incline Bench Press'));
    const bench = page.items.find((item) => item.name === 'Bench Press')!;
    expect(bench).toMatchObject({
      isCustom: false,
      loadType: 'barbell',
      primaryMuscle: { slug: 'chest', name: 'Chest' },
      equipment: { slug: 'barbell' },
      movementPattern: { slug: 'horizontal-push' },
    });
  });

  it('finds "banca" in Spanish and shows Spanish names', async () => {
    const page = await list(memberA, 'q=banca&lang=es');
    expect(page.items.map((item) => item.name)).toContain('Press de banca');
    expect(page.items.find((item) => item.name === 'Press de banca')?.primaryMuscle?.name).toBe('Pecho');
  });

  it('searches every language and alias, but names the result in the member’s language', async () => {
    const fromRomanian = await list(memberA, `q=${encodeURIComponent('impins la piept')}&lang=en`);
    expect(fromRomanian.items.map((item) => item.name)).toContain('Bench Press');
    const withDiacritics = await list(memberA, `q=${encodeURIComponent('Împins')}&lang=es`);
    expect(withDiacritics.items.map((item) => item.name)).toContain('Press de banca');
    const alias = await list(memberA, 'q=ohp&lang=ro');
    expect(alias.items.map((item) => item.name)).toContain('Presă militară cu bara');
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect((await list(memberA, `q=${encodeURIComponent('%')}`)).items).toEqual([]);
    expect((await list(memberA, 'q=_')).items).toEqual([]);
  });

  it('filters by muscle (primary or secondary), equipment and pattern together', async () => {
    const chest = filters.muscles.find((m) => m.slug === 'chest')!;
    const triceps = filters.muscles.find((m) => m.slug === 'triceps')!;
    const barbell = filters.equipment.find((e) => e.slug === 'barbell')!;
    const push = filters.patterns.find((p) => p.slug === 'horizontal-push')!;
    const page = await list(memberA, `muscle=${chest.id}&equipment=${barbell.id}&pattern=${push.id}&limit=100`);
    expect(page.items.length).toBeGreaterThan(2);
    for (const item of page.items) {
      expect(item.equipment?.id).toBe(barbell.id);
      expect(item.movementPattern?.id).toBe(push.id);
    }
    const bySecondary = await list(memberA, `muscle=${triceps.id}&q=bench&lang=en`);
    expect(bySecondary.items.map((item) => item.name)).toContain('Bench Press');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['muscle=chest', 'muscle'],
    ['lang=fr', 'lang'],
    ['cursor=not-a-cursor', 'cursor'],
    ['q=' + 'x'.repeat(101), 'q'],
  ])('answers a bad query (%s) with a 400 naming %s', async (query, field) => {
    const response = await call('GET', `/api/exercises?${query}`, { cookie: memberA.cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
  });

  it('is a 401 without a session', async () => {
    expect((await call('GET', '/api/exercises')).status).toBe(401);
  });
});

describe('GET /api/exercises/:id', () => {
  it('answers the detail in the language: names, description, muscles, equipment, grips, load type and aliases', async () => {
    const id = await catalogueId(memberA, 'Bench Press');
    const detail = await json<ExerciseDetail>(
      await call('GET', `/api/exercises/${id}?lang=ro`, { cookie: memberA.cookie }),
    );
    expect(detail).toMatchObject({
      id,
      slug: 'bench-press',
      name: 'Împins la piept cu bara',
      names: { en: 'Bench Press', es: 'Press de banca', ro: 'Împins la piept cu bara' },
      loadType: 'barbell',
      loadMode: 'total',
      allowsGrips: true,
      primaryMuscle: { name: 'Piept' },
      bodyPart: { slug: 'chest' },
    });
    // No Romanian description: English is shown.
    expect(detail.description).toMatch(/flat bench/);
    expect(detail.secondaryMuscles.map((m) => m.slug)).toContain('triceps');
    expect(detail.defaultGrips.map((g) => g.slug)).toEqual(['overhand']);
    expect(detail.allowedGrips.map((g) => g.slug)).toContain('close');
    expect(detail.aliases).toContainEqual({ languageCode: 'en', alias: 'bench' });
    expect(detail.tags.length).toBeGreaterThan(0);
  });

  it('is a 404 for an unknown id and a 400 for a malformed one', async () => {
    expect((await call('GET', `/api/exercises/${crypto.randomUUID()}`, { cookie: memberA.cookie })).status).toBe(404);
    const malformed = await call('GET', '/api/exercises/nope', { cookie: memberA.cookie });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).details[0]?.field).toBe('id');
  });
});

describe('GET /api/catalogue/filters', () => {
  it('lists muscles, equipment, patterns and grips named in the language', async () => {
    const es = await json<CatalogueFiltersResponse>(
      await call('GET', '/api/catalogue/filters?lang=es', { cookie: memberA.cookie }),
    );
    expect(es.muscles.length).toBeGreaterThanOrEqual(15);
    expect(es.equipment.length).toBeGreaterThanOrEqual(12);
    expect(es.patterns.length).toBeGreaterThanOrEqual(10);
    expect(es.grips.length).toBeGreaterThanOrEqual(8);
    expect(es.muscles.find((m) => m.slug === 'chest')).toMatchObject({ name: 'Pecho', bodyPart: { slug: 'chest' } });
  });
});

describe('custom exercises', () => {
  it('creates one idempotently, shows it only to its owner, edits and deletes it', async () => {
    const chest = filters.muscles.find((m) => m.slug === 'chest')!;
    const body = customBody({
      names: { en: 'Landmine Press Thing', es: 'Press con mina' },
      descriptions: { en: 'One end of the bar in a corner.' },
      primaryMuscleId: chest.id,
      isUnilateral: true,
    });
    const created = await call('POST', '/api/exercises?lang=es', { cookie: memberA.cookie, body });
    expect(created.status).toBe(201);
    expect(await json<ExerciseDetail>(created)).toMatchObject({
      id: body.id,
      name: 'Press con mina',
      isCustom: true,
      isUnilateral: true,
      bodyPart: { slug: 'chest' },
      description: 'One end of the bar in a corner.',
    });
    const again = await call('POST', '/api/exercises', {
      cookie: memberA.cookie,
      body: { ...body, names: { en: 'Changed' } },
    });
    expect(again.status).toBe(200);
    expect((await json<ExerciseDetail>(again)).name).toBe('Landmine Press Thing');
    expect((await list(memberA, 'q=landmine press thing')).items).toHaveLength(1);

    // Member B: not in the list, and every id route is a 404.
    expect((await list(memberB, 'q=landmine press thing')).items).toEqual([]);
    expect((await call('GET', `/api/exercises/${body.id}`, { cookie: memberB.cookie })).status).toBe(404);
    const patchB = await call('PATCH', `/api/exercises/${body.id}`, {
      cookie: memberB.cookie,
      body: { names: { en: 'Mine now' } },
    });
    expect(patchB.status).toBe(404);
    expect(JSON.stringify(await patchB.json())).not.toContain('Landmine');
    expect((await call('DELETE', `/api/exercises/${body.id}`, { cookie: memberB.cookie })).status).toBe(404);
    const stealId = await call('POST', '/api/exercises', {
      cookie: memberB.cookie,
      body: { ...body, names: { en: 'B' } },
    });
    expect(stealId.status).toBe(409);

    const patched = await call('PATCH', `/api/exercises/${body.id}?lang=en`, {
      cookie: memberA.cookie,
      body: { names: { en: 'Landmine Press', es: null, ro: 'Împins cu mina' }, loadType: 'machine', loadMode: 'stack' },
    });
    expect(patched.status).toBe(200);
    expect(await json<ExerciseDetail>(patched)).toMatchObject({
      name: 'Landmine Press',
      names: { en: 'Landmine Press', es: null, ro: 'Împins cu mina' },
      loadType: 'machine',
      loadMode: 'stack',
      isUnilateral: true,
    });

    expect((await call('DELETE', `/api/exercises/${body.id}`, { cookie: memberA.cookie })).status).toBe(204);
    expect((await call('GET', `/api/exercises/${body.id}`, { cookie: memberA.cookie })).status).toBe(404);
  });

  it('falls back to any language the member wrote the name in, and never to another member’s text', async () => {
    const body = customBody({ names: { ro: 'Fandări cu ghiozdan' } });
    await call('POST', '/api/exercises', { cookie: memberA.cookie, body });
    const detail = await json<ExerciseDetail>(
      await call('GET', `/api/exercises/${body.id}?lang=es`, { cookie: memberA.cookie }),
    );
    expect(detail.name).toBe('Fandări cu ghiozdan');
  });

  it('keeps catalogue exercises read-only for members (403), even for a superadmin-less member', async () => {
    const id = await catalogueId(memberA, 'Bench Press');
    const patch = await call('PATCH', `/api/exercises/${id}`, {
      cookie: memberA.cookie,
      body: { names: { en: 'Mine' } },
    });
    expect(patch.status).toBe(403);
    expect((await call('DELETE', `/api/exercises/${id}`, { cookie: memberA.cookie })).status).toBe(403);
    const detail = await json<ExerciseDetail>(await call('GET', `/api/exercises/${id}`, { cookie: memberA.cookie }));
    expect(detail.name).toBe('Bench Press');
    const taken = await call('POST', '/api/exercises', { cookie: memberA.cookie, body: customBody({ id }) });
    expect(taken.status).toBe(409);
  });

  it.each([
    ['a 10,000-character name', { names: { en: 'x'.repeat(10_000) } }, 'names.en'],
    ['no name', { names: {} }, 'names'],
    ['a name in an unknown language', { names: { fr: 'Bonjour' } }, 'names'],
    ['an unknown load type', { loadType: 'spaceship' }, 'loadType'],
    ['a stack on a barbell', { loadMode: 'stack' }, 'loadMode'],
    ['an unknown muscle', { primaryMuscleId: crypto.randomUUID() }, 'primaryMuscleId'],
    ['unknown equipment', { equipmentId: crypto.randomUUID() }, 'equipmentId'],
    ['an unknown grip', { gripIds: [crypto.randomUUID()] }, 'gripIds.0'],
    ['a description without a name', { descriptions: { es: 'Sin nombre en español' } }, 'descriptions.es'],
    ['an unknown effort mode', { effortMode: 'laps' }, 'effortMode'],
    ['a malformed id', { id: 'not-a-uuid' }, 'id'],
    ['an owner field', { ownerUserId: 'someone' }, '(body)'],
  ])('rejects %s with a 400 naming the field and stores nothing', async (_label, overrides, field) => {
    const body = customBody(overrides);
    const response = await call('POST', '/api/exercises', { cookie: memberA.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    if (typeof body.id === 'string' && body.id.length === 36) {
      expect((await call('GET', `/api/exercises/${body.id}`, { cookie: memberA.cookie })).status).toBe(404);
    }
  });

  it('logs in the effort mode the member chooses (reps by default, time for cardio), and changes it', async () => {
    const created = async (overrides: Record<string, unknown>) => {
      const body = customBody(overrides);
      const response = await call('POST', '/api/exercises', { cookie: memberA.cookie, body });
      expect(response.status).toBe(201);
      return json<ExerciseDetail>(response);
    };
    expect((await created({})).effortMode).toBe('reps');
    expect((await created({ loadType: 'cardio' })).effortMode).toBe('time');
    const carry = await created({ names: { en: 'Keg Carry' }, loadType: 'machine', effortMode: 'distance' });
    expect(carry).toMatchObject({ loadType: 'machine', effortMode: 'distance' });
    const hold = await created({ names: { en: 'Front Lever Hold' }, loadType: 'bodyweight', effortMode: 'time' });
    expect(hold.effortMode).toBe('time');
    const changed = await call('PATCH', `/api/exercises/${hold.id}`, {
      cookie: memberA.cookie,
      body: { effortMode: 'reps_time' },
    });
    expect(changed.status).toBe(200);
    expect(await json<ExerciseDetail>(changed)).toMatchObject({ effortMode: 'reps_time', loadType: 'bodyweight' });
    const renamed = await call('PATCH', `/api/exercises/${hold.id}`, {
      cookie: memberA.cookie,
      body: { names: { en: 'Front Lever Hold (tuck)' } },
    });
    expect((await json<ExerciseDetail>(renamed)).effortMode).toBe('reps_time');
  });

  it('refuses a change that would leave no name, and changes nothing', async () => {
    const body = customBody();
    await call('POST', '/api/exercises', { cookie: memberA.cookie, body });
    const response = await call('PATCH', `/api/exercises/${body.id}`, {
      cookie: memberA.cookie,
      body: { names: { en: null } },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain('names');
    const detail = await json<ExerciseDetail>(
      await call('GET', `/api/exercises/${body.id}`, { cookie: memberA.cookie }),
    );
    expect(detail.name).toBe('Landmine Press Thing');
  });

  it('refuses to delete an exercise a template uses (409) and keeps it', async () => {
    const body = customBody();
    await call('POST', '/api/exercises', { cookie: memberA.cookie, body });
    const template = { id: crypto.randomUUID(), name: 'Uses it', exercises: [{ exerciseId: body.id }] };
    expect((await call('POST', '/api/templates', { cookie: memberA.cookie, body: template })).status).toBe(201);
    const response = await call('DELETE', `/api/exercises/${body.id}`, { cookie: memberA.cookie });
    expect(response.status).toBe(409);
    expect((await call('GET', `/api/exercises/${body.id}`, { cookie: memberA.cookie })).status).toBe(200);
  });
});

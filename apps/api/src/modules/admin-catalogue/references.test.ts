import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAlias,
  AdminReferenceItem,
  AdminReferenceListResponse,
  AliasesResponse,
  EquipmentGripsResponse,
} from '@lifeorbit/contracts/admin-catalogue';
import type { TestMember } from '../../../test/harness';
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
const cleanup: { table: string; id: string }[] = [];

function names(word: string) {
  return { en: `${word} en`, es: `${word} es`, ro: `${word} ro` };
}

async function create(kind: string, body: Record<string, unknown>) {
  const id = crypto.randomUUID();
  const table = kind.replace(/-/g, '_');
  const response = await call('POST', `/api/admin/catalogue/${kind}`, { cookie: admin.cookie, body: { id, ...body } });
  if (response.status === 201) cleanup.push({ table, id });
  return { id, response };
}

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

afterAll(async () => {
  for (const { table, id } of cleanup.reverse()) {
    await rows(sql`DELETE FROM ${sql.identifier(table)} WHERE id = ${id}`);
  }
});

describe('reference lists', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/catalogue/muscles')).status).toBe(401);
    expect((await call('GET', '/api/admin/catalogue/muscles', { cookie: member.cookie })).status).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/catalogue/grips/${crypto.randomUUID()}`, { cookie: member.cookie })).status,
    ).toBe(403);
  });

  it('lists each kind with its names in every language, how many exercises use each row, and kind extras', async () => {
    const muscles = await json<AdminReferenceListResponse>(
      await call('GET', '/api/admin/catalogue/muscles?lang=es', { cookie: admin.cookie }),
      200,
    );
    const chest = muscles.items.find((m) => m.slug === 'chest')!;
    expect(chest).toMatchObject({ name: 'Pecho', names: { en: 'Chest', es: 'Pecho', ro: 'Piept' } });
    expect(chest.exerciseCount).toBeGreaterThan(5);
    expect(chest.bodyPartId).toBe(await idOf('body_parts', 'chest'));
    const equipment = await json<AdminReferenceListResponse>(
      await call('GET', '/api/admin/catalogue/equipment', { cookie: admin.cookie }),
      200,
    );
    const barbell = equipment.items.find((e) => e.slug === 'barbell')!;
    expect(barbell).toMatchObject({ loadKind: 'plates', barType: 'barbell' });
    expect(barbell.gripIds).toContain(await idOf('grips', 'overhand'));
    const bodyParts = await json<AdminReferenceListResponse>(
      await call('GET', '/api/admin/catalogue/body-parts', { cookie: admin.cookie }),
      200,
    );
    expect(bodyParts.items.find((b) => b.slug === 'legs')!.muscleCount).toBeGreaterThanOrEqual(5);
  });

  it('refuses an unknown kind with a 400 naming kind', async () => {
    await expectFieldError(await call('GET', '/api/admin/catalogue/planets', { cookie: admin.cookie }), 'kind');
  });

  it('creates a grip (audited); the same id again answers it without a second entry', async () => {
    const slug = unique('grip');
    const { id, response } = await create('grips', { slug, displayOrder: 50, names: names(slug) });
    const item = await json<AdminReferenceItem>(response, 201);
    expect(item).toMatchObject({ id, slug, displayOrder: 50, exerciseCount: 0, names: names(slug) });
    expect((await auditOf(admin.id, 'grip_created'))[0]?.details).toMatchObject({ id, slug });
    const before = await countAudit(admin.id);
    const again = await call('POST', '/api/admin/catalogue/grips', {
      cookie: admin.cookie,
      body: { id, slug: unique('other'), names: { en: 'Other' } },
    });
    expect((await json<AdminReferenceItem>(again, 200)).slug).toBe(slug);
    expect(await countAudit(admin.id)).toBe(before);
  });

  it.each([
    ['muscles', { names: { en: 'Serratus' } }, 'bodyPartId'],
    ['muscles', { names: { en: 'Serratus' }, bodyPartId: '00000000-0000-4000-8000-000000000000' }, 'bodyPartId'],
    ['grips', { names: { en: 'False grip' }, bodyPartId: '00000000-0000-4000-8000-000000000000' }, 'bodyPartId'],
    ['equipment', { names: { en: 'Landmine' } }, 'loadKind'],
    ['equipment', { names: { en: 'Landmine' }, loadKind: 'stack', barType: 'barbell' }, 'barType'],
    ['equipment', { names: { en: 'Landmine' }, loadKind: 'plates', gripIds: [crypto.randomUUID()] }, 'gripIds.0'],
    ['tags', { names: { en: '' } }, 'names.en'],
    ['tags', { names: { es: 'Solo' } }, 'names.en'],
  ])('refuses a %s row with %o: 400 naming %s, nothing stored', async (kind, body, field) => {
    const { id, response } = await create(kind, { slug: unique('bad'), ...body });
    await expectFieldError(response, field);
    expect(await rows(sql`SELECT id FROM ${sql.identifier(kind)} WHERE id = ${id}`)).toEqual([]);
  });

  it('refuses a slug another row has with a 409 naming slug', async () => {
    const { response } = await create('tags', { slug: 'compound', names: { en: 'Compound again' } });
    await expectFieldError(response, 'slug', 409);
  });

  it('creates a muscle in a body part and edits its names, recording what changed', async () => {
    const slug = unique('muscle');
    const back = await idOf('body_parts', 'back');
    const { id, response } = await create('muscles', { slug, bodyPartId: back, names: { en: 'Teres major' } });
    expect((await json<AdminReferenceItem>(response, 201)).names).toEqual({ en: 'Teres major', es: null, ro: null });
    const updated = await json<AdminReferenceItem>(
      await call('PUT', `/api/admin/catalogue/muscles/${id}?lang=ro`, {
        cookie: admin.cookie,
        body: {
          slug,
          bodyPartId: back,
          displayOrder: 3,
          names: { en: 'Teres major', es: 'Redondo mayor', ro: 'Rotund mare' },
        },
      }),
      200,
    );
    expect(updated).toMatchObject({ name: 'Rotund mare', displayOrder: 3 });
    const [entry] = await auditOf(admin.id, 'muscle_updated');
    expect(entry?.details.changes).toMatchObject({
      'names.es': { from: null, to: 'Redondo mayor' },
      displayOrder: { from: 0, to: 3 },
    });
    expect(
      (
        await call('PUT', `/api/admin/catalogue/muscles/${crypto.randomUUID()}`, {
          cookie: admin.cookie,
          body: { slug: unique('x'), bodyPartId: back, names: { en: 'X' } },
        })
      ).status,
    ).toBe(404);
  });

  it('edits equipment and its grips, but not away from a grip an exercise uses by default', async () => {
    const [overhand, neutral] = [await idOf('grips', 'overhand'), await idOf('grips', 'neutral')];
    const slug = unique('landmine');
    const { id, response } = await create('equipment', {
      slug,
      names: names('Landmine'),
      loadKind: 'plates',
      barType: 'barbell',
      gripIds: [overhand, neutral],
    });
    expect((await json<AdminReferenceItem>(response, 201)).gripIds?.sort()).toEqual([overhand, neutral].sort());
    const kept = await json<AdminReferenceItem>(
      await call('PUT', `/api/admin/catalogue/equipment/${id}`, {
        cookie: admin.cookie,
        body: { slug, names: names('Landmine'), loadKind: 'plates', barType: null, gripIds: [neutral] },
      }),
      200,
    );
    expect(kept).toMatchObject({ barType: null, gripIds: [neutral] });
    const barbell = await idOf('equipment', 'barbell');
    const refused = await call('PUT', `/api/admin/catalogue/equipment/${barbell}`, {
      cookie: admin.cookie,
      body: {
        slug: 'barbell',
        names: { en: 'Barbell', es: 'Barra', ro: 'Bară' },
        loadKind: 'plates',
        barType: 'barbell',
        gripIds: [],
      },
    });
    await expectFieldError(refused, 'gripIds', 409);
    const [pairs] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM equipment_grips WHERE equipment_id = ${barbell}`,
    );
    expect(pairs?.n).toBeGreaterThan(3);
  });

  it('deletes an unused row (audited), lists it among the others until then, and refuses rows in use with 409', async () => {
    const slug = unique('grip');
    const { id } = await create('grips', { slug, names: names(slug) });
    const unused = await json<AdminReferenceListResponse>(
      await call('GET', '/api/admin/catalogue/grips?unused=true', { cookie: admin.cookie }),
      200,
    );
    expect(unused.items.map((i) => i.id)).toContain(id);
    expect(unused.items.every((i) => i.exerciseCount === 0)).toBe(true);
    expect((await call('DELETE', `/api/admin/catalogue/grips/${id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await auditOf(admin.id, 'grip_deleted'))[0]?.details).toMatchObject({ id, slug });
    expect((await call('DELETE', `/api/admin/catalogue/grips/${id}`, { cookie: admin.cookie })).status).toBe(404);

    const overhand = await idOf('grips', 'overhand');
    expect((await call('DELETE', `/api/admin/catalogue/grips/${overhand}`, { cookie: admin.cookie })).status).toBe(409);
    const legs = await idOf('body_parts', 'legs');
    expect((await call('DELETE', `/api/admin/catalogue/body-parts/${legs}`, { cookie: admin.cookie })).status).toBe(
      409,
    );
    expect(await rows(sql`SELECT id FROM grips WHERE id = ${overhand}`)).toHaveLength(1);
  });
});

describe('equipment-grip compatibility', () => {
  it('shows the matrix and adds and removes pairs, audited', async () => {
    const slug = unique('grip');
    const { id: gripId } = await create('grips', { slug, names: names(slug) });
    const dumbbell = await idOf('equipment', 'dumbbell');
    const matrix = await json<EquipmentGripsResponse>(
      await call('PATCH', '/api/admin/equipment-grips', {
        cookie: admin.cookie,
        body: { add: [{ equipmentId: dumbbell, gripId }] },
      }),
      200,
    );
    expect(matrix.pairs).toContainEqual({ equipmentId: dumbbell, gripId });
    expect(matrix.grips.map((g) => g.id)).toContain(gripId);
    expect((await auditOf(admin.id, 'equipment_grips_updated'))[0]?.details).toMatchObject({ added: 1, removed: 0 });
    const after = await json<EquipmentGripsResponse>(
      await call('PATCH', '/api/admin/equipment-grips', {
        cookie: admin.cookie,
        body: { remove: [{ equipmentId: dumbbell, gripId }] },
      }),
      200,
    );
    expect(after.pairs).not.toContainEqual({ equipmentId: dumbbell, gripId });
    const read = await json<EquipmentGripsResponse>(
      await call('GET', '/api/admin/equipment-grips', { cookie: admin.cookie }),
      200,
    );
    expect(read.pairs.length).toBe(after.pairs.length);
  });

  it('refuses unknown ids (400) and removing a grip exercises use by default (409), changing nothing', async () => {
    const barbell = await idOf('equipment', 'barbell');
    const overhand = await idOf('grips', 'overhand');
    await expectFieldError(
      await call('PATCH', '/api/admin/equipment-grips', {
        cookie: admin.cookie,
        body: { add: [{ equipmentId: barbell, gripId: crypto.randomUUID() }] },
      }),
      'add.0.gripId',
    );
    const refused = await call('PATCH', '/api/admin/equipment-grips', {
      cookie: admin.cookie,
      body: { remove: [{ equipmentId: barbell, gripId: overhand }] },
    });
    await expectFieldError(refused, 'remove', 409);
    expect(
      await rows(sql`SELECT 1 FROM equipment_grips WHERE equipment_id = ${barbell} AND grip_id = ${overhand}`),
    ).toHaveLength(1);
  });
});

describe('aliases', () => {
  it('adds an alias to a catalogue exercise (audited, idempotent), finds it, and removes it', async () => {
    const bench = await idOf('exercises', 'bench-press');
    const alias = unique('flat bench');
    const response = await call('POST', '/api/admin/aliases', {
      cookie: admin.cookie,
      body: { exerciseId: bench, languageCode: 'ro', alias },
    });
    const created = await json<AdminAlias>(response, 201);
    expect(created).toMatchObject({ exerciseId: bench, languageCode: 'ro', alias });
    expect((await auditOf(admin.id, 'alias_created'))[0]?.details).toMatchObject({ exerciseId: bench, alias });
    const again = await call('POST', '/api/admin/aliases', {
      cookie: admin.cookie,
      body: { exerciseId: bench, languageCode: 'ro', alias },
    });
    expect((await json<AdminAlias>(again, 200)).id).toBe(created.id);
    const found = await json<AliasesResponse>(
      await call('GET', `/api/admin/aliases?q=${encodeURIComponent(alias)}&languageCode=ro`, { cookie: admin.cookie }),
      200,
    );
    expect(found.items.map((a) => a.id)).toEqual([created.id]);
    expect(found.total).toBe(1);
    expect((await call('DELETE', `/api/admin/aliases/${created.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await auditOf(admin.id, 'alias_deleted'))[0]?.details).toMatchObject({ aliasId: created.id });
    expect((await call('DELETE', `/api/admin/aliases/${created.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it("refuses an alias for an unknown or a member's exercise with a 400 naming exerciseId", async () => {
    await expectFieldError(
      await call('POST', '/api/admin/aliases', {
        cookie: admin.cookie,
        body: { exerciseId: crypto.randomUUID(), languageCode: 'en', alias: 'nope' },
      }),
      'exerciseId',
    );
    await expectFieldError(
      await call('POST', '/api/admin/aliases', {
        cookie: admin.cookie,
        body: { exerciseId: crypto.randomUUID(), languageCode: 'fr', alias: '' },
      }),
      'languageCode',
    );
  });
});

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QualityReportResponse,
  TranslationCoverageResponse,
  TranslationRow,
  TranslationRowsResponse,
} from '@lifeorbit/contracts/admin-catalogue';
import type { TestMember } from '../../../test/harness';
import { percentOf } from './translations.service';
import { adminAndMember, auditOf, call, expectFieldError, idOf, json, rows, unique } from '../../../test/admin-support';

let admin: TestMember;
let member: TestMember;
let tagId = '';
let tagSlug = '';

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
  tagId = crypto.randomUUID();
  tagSlug = unique('tag');
  await json(
    await call('POST', '/api/admin/catalogue/tags', {
      cookie: admin.cookie,
      body: { id: tagId, slug: tagSlug, names: { en: 'Grip strength' } },
    }),
    201,
  );
});

afterAll(async () => {
  await rows(sql`DELETE FROM tags WHERE id = ${tagId}`);
});

const coverage = async () =>
  json<TranslationCoverageResponse>(await call('GET', '/api/admin/translations', { cookie: admin.cookie }), 200);

describe('translations', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/translations')).status).toBe(401);
    expect((await call('GET', '/api/admin/translations/tags', { cookie: member.cookie })).status).toBe(403);
    expect(
      (await call('PUT', `/api/admin/translations/tags/${tagId}/es`, { cookie: member.cookie, body: { name: 'x' } }))
        .status,
    ).toBe(403);
  });

  it('reports the coverage of each table per language as a percentage', async () => {
    const report = await coverage();
    expect(report.tables.map((t) => t.table)).toEqual([
      'exercises',
      'muscles',
      'body-parts',
      'equipment',
      'grips',
      'movement-patterns',
      'tags',
      'attribute-schemas',
    ]);
    const tags = report.tables.find((t) => t.table === 'tags')!;
    expect(tags.translated.en).toBe(tags.total);
    expect(tags.translated.es).toBe(tags.total - 1);
    expect(tags.percent.es).toBe(percentOf(tags.total - 1, tags.total));
    expect(tags.percent.es).toBeLessThan(100);
    const exercises = report.tables.find((t) => t.table === 'exercises')!;
    expect(exercises.total).toBeGreaterThanOrEqual(200);
    expect(report.overall.total).toBe(report.tables.reduce((sum, t) => sum + t.total, 0));
  });

  it('counts a translation only when its texts are there: a Spanish name without the description is missing', async () => {
    const [row] = await rows<{ id: string; description: string | null }>(sql`
      SELECT e.id, es.description FROM exercises e
      JOIN exercises_translations en ON en.exercise_id = e.id AND en.language_code = 'en'
      JOIN exercises_translations es ON es.exercise_id = e.id AND es.language_code = 'es'
      WHERE e.owner_user_id IS NULL AND btrim(coalesce(en.description, '')) <> ''
      ORDER BY e.id LIMIT 1`);
    const exercisesIn = async () => (await coverage()).tables.find((t) => t.table === 'exercises')!;
    try {
      await rows(sql`UPDATE exercises_translations SET description = 'Túmbate en el banco.'
                     WHERE exercise_id = ${row!.id} AND language_code = 'es'`);
      const complete = await exercisesIn();
      await rows(sql`UPDATE exercises_translations SET description = '  '
                     WHERE exercise_id = ${row!.id} AND language_code = 'es'`);
      const blank = await exercisesIn();
      expect(blank.translated.es).toBe(complete.translated.es - 1);
      expect(blank.translated.en).toBe(complete.translated.en);
      const report = await json<QualityReportResponse>(await call('GET', '/api/catalogue/quality'), 200);
      expect(report.coverage.tables.find((t) => t.table === 'exercises')!.translated.es).toBe(blank.translated.es);
    } finally {
      await rows(sql`UPDATE exercises_translations SET description = ${row!.description}
                     WHERE exercise_id = ${row!.id} AND language_code = 'es'`);
    }
  });

  it('lists what is missing in Spanish, and saving it inline makes the row complete (audited)', async () => {
    const missing = await json<TranslationRowsResponse>(
      await call('GET', '/api/admin/translations/tags?missing=es&pageSize=100', { cookie: admin.cookie }),
      200,
    );
    expect(missing.items.map((r) => r.id)).toContain(tagId);
    expect(missing.items.every((r) => r.names.es === null)).toBe(true);
    expect(missing.hasDescriptions).toBe(false);
    const before = (await coverage()).tables.find((t) => t.table === 'tags')!;

    const saved = await json<TranslationRow>(
      await call('PUT', `/api/admin/translations/tags/${tagId}/es`, {
        cookie: admin.cookie,
        body: { name: 'Fuerza de agarre' },
      }),
      200,
    );
    expect(saved.names).toEqual({ en: 'Grip strength', es: 'Fuerza de agarre', ro: null });
    expect((await auditOf(admin.id, 'translation_saved'))[0]?.details).toMatchObject({
      table: 'tags',
      id: tagId,
      language: 'es',
      after: { name: 'Fuerza de agarre' },
    });
    const after = (await coverage()).tables.find((t) => t.table === 'tags')!;
    expect(after.translated.es).toBe(before.translated.es + 1);

    await json(
      await call('PUT', `/api/admin/translations/tags/${tagId}/ro`, {
        cookie: admin.cookie,
        body: { name: 'Forța de prindere' },
      }),
      200,
    );
    const stillMissing = await json<TranslationRowsResponse>(
      await call('GET', `/api/admin/translations/tags?missing=any&q=${tagSlug}`, { cookie: admin.cookie }),
      200,
    );
    expect(stillMissing.items).toEqual([]);
    // A null name removes a Spanish translation again.
    const removed = await json<TranslationRow>(
      await call('PUT', `/api/admin/translations/tags/${tagId}/es`, { cookie: admin.cookie, body: { name: null } }),
      200,
    );
    expect(removed.names.es).toBeNull();
  });

  it('edits exercise names and descriptions, which then show in the exercise history', async () => {
    const bench = await idOf('exercises', 'bench-press');
    const rowsBefore = await json<TranslationRowsResponse>(
      await call('GET', '/api/admin/translations/exercises?q=bench-press&pageSize=5', { cookie: admin.cookie }),
      200,
    );
    const original = rowsBefore.items.find((r) => r.id === bench)!;
    expect(rowsBefore.hasDescriptions).toBe(true);
    const saved = await json<TranslationRow>(
      await call('PUT', `/api/admin/translations/exercises/${bench}/ro`, {
        cookie: admin.cookie,
        body: { name: original.names.ro, description: 'Coboară bara la piept și împinge.' },
      }),
      200,
    );
    expect(saved.descriptions?.ro).toBe('Coboară bara la piept și împinge.');
    const history = await json<{ items: { actionType: string }[] }>(
      await call('GET', `/api/admin/exercises/${bench}/history`, { cookie: admin.cookie }),
      200,
    );
    expect(history.items[0]?.actionType).toBe('translation_saved');
    await json(
      await call('PUT', `/api/admin/translations/exercises/${bench}/ro`, {
        cookie: admin.cookie,
        body: { name: original.names.ro, description: original.descriptions?.ro ?? null },
      }),
      200,
    );
  });

  it.each([
    ['/api/admin/translations/planets', undefined, 'table', 'GET'],
    [`/api/admin/translations/tags/{tag}/fr`, { name: 'x' }, 'lang', 'PUT'],
    [`/api/admin/translations/tags/{tag}/en`, { name: null }, 'name', 'PUT'],
    [`/api/admin/translations/tags/{tag}/es`, { name: 'x', description: 'y' }, 'description', 'PUT'],
    [`/api/admin/translations/tags/{tag}/es`, { name: 'x'.repeat(101) }, 'name', 'PUT'],
    [`/api/admin/translations/tags/{tag}/es`, {}, 'name', 'PUT'],
  ])('refuses %s %o with a 400 naming %s, changing nothing', async (path, body, field, method) => {
    await expectFieldError(await call(method, path.replace('{tag}', tagId), { cookie: admin.cookie, body }), field);
    const stored = await rows<{ language_code: string; name: string }>(
      sql`SELECT language_code, name FROM tag_translations WHERE tag_id = ${tagId} AND language_code IN ('en', 'es')`,
    );
    expect(stored).toEqual([{ language_code: 'en', name: 'Grip strength' }]);
  });

  it("answers 404 for a member's own exercise and unknown rows", async () => {
    const custom = crypto.randomUUID();
    await json(
      await call('POST', '/api/exercises', {
        cookie: member.cookie,
        body: { id: custom, names: { en: 'Private move' }, loadType: 'cable' },
      }),
      201,
    );
    expect(
      (
        await call('PUT', `/api/admin/translations/exercises/${custom}/es`, {
          cookie: admin.cookie,
          body: { name: 'Mío' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/translations/tags/${crypto.randomUUID()}/es`, {
          cookie: admin.cookie,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('data quality report', () => {
  it('is public and read-only: coverage plus checks of the catalogue, never members’ exercises', async () => {
    const secret = unique('Secret private move');
    await json(
      await call('POST', '/api/exercises', {
        cookie: member.cookie,
        body: { id: crypto.randomUUID(), names: { en: secret }, loadType: 'cable' },
      }),
      201,
    );
    const report = await json<QualityReportResponse>(await call('GET', '/api/catalogue/quality'), 200);
    expect(report.coverage.tables).toHaveLength(8);
    expect(report.exerciseCount).toBeGreaterThanOrEqual(200);
    expect(report.checks.map((c) => c.key)).toEqual([
      'exercisesWithoutMuscle',
      'exercisesWithoutPattern',
      'exercisesWithoutEquipment',
      'equipmentWithoutGrips',
      'duplicateNames',
      'unusedEquipment',
      'unusedGrips',
    ]);
    const withoutGrips = report.checks.find((c) => c.key === 'equipmentWithoutGrips')!;
    expect(withoutGrips.items.map((i) => i.slug)).toContain('sled');
    expect(JSON.stringify(report)).not.toContain(secret);
  });

  it('finds duplicate names within a language', async () => {
    const name = unique('Twin lift');
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of ids) {
      await json(
        await call('POST', '/api/admin/exercises', {
          cookie: admin.cookie,
          body: {
            id,
            translations: {
              en: { name },
              es: { name: `${name} ${id.slice(0, 4)}` },
              ro: { name: `${name} ${id.slice(0, 4)}` },
            },
            primaryMuscleId: await idOf('muscles', 'chest'),
            equipmentId: null,
            movementPatternId: null,
            loadType: 'bodyweight',
          },
        }),
        201,
      );
    }
    try {
      const report = await json<QualityReportResponse>(await call('GET', '/api/catalogue/quality'), 200);
      const duplicates = report.checks.find((c) => c.key === 'duplicateNames')!;
      expect(duplicates.items).toContainEqual(expect.objectContaining({ name, detail: 'en × 2' }));
      const noPattern = report.checks.find((c) => c.key === 'exercisesWithoutPattern')!;
      expect(noPattern.items.map((i) => i.id)).toEqual(expect.arrayContaining(ids));
    } finally {
      for (const id of ids) await rows(sql`DELETE FROM exercises WHERE id = ${id}`);
    }
  });

  it('computes percentages with one decimal, an empty table counting as complete', () => {
    expect(percentOf(0, 0)).toBe(100);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.6);
    expect(percentOf(276, 276)).toBe(100);
  });
});

import crypto from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMeasures } from '@lifeorbit/domain';
import { getRuntime } from '../../test/harness';
import { exercises, exercisesTranslations, plateProfiles } from './catalogue-schema';

const LANGUAGES = ['en', 'es', 'ro'] as const;

async function db() {
  return (await getRuntime()).database.db;
}

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await (await db()).execute(query);
  // Both drivers (PGlite and node-postgres) answer { rows }.
  return (result as unknown as { rows: T[] }).rows;
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(query);
  return Number(row?.n);
}

/** Runs a statement that must fail; answers the PostgreSQL error (drizzle wraps it in `cause`). */
async function rejection(query: SQL): Promise<{ code?: string; message: string }> {
  try {
    await (await db()).execute(query);
  } catch (err) {
    let e = err as { code?: string; message: string; cause?: unknown };
    while (!e.code && e.cause) e = e.cause as typeof e;
    return e;
  }
  throw new Error('expected the database to reject the statement');
}

/** Slugs of catalogue exercises whose name or alias in `language` contains `query` (case- and diacritic-insensitive). */
async function search(language: string, query: string): Promise<string[]> {
  const found = await rows<{ slug: string }>(sql`
    SELECT e.slug FROM exercises e
    WHERE e.owner_user_id IS NULL AND (
      EXISTS (SELECT 1 FROM exercises_translations t
              WHERE t.exercise_id = e.id AND t.language_code = ${language}
                AND t.search_name LIKE '%' || catalogue_search_fold(${query}) || '%')
      OR EXISTS (SELECT 1 FROM exercise_aliases a
                 WHERE a.exercise_id = e.id AND a.language_code = ${language}
                   AND a.search_alias LIKE '%' || catalogue_search_fold(${query}) || '%'))
    ORDER BY e.slug`);
  return found.map((r) => r.slug);
}

describe('exercise catalogue (migration 0002)', () => {
  const memberId = `catalogue-test-${crypto.randomUUID()}`;
  let customExerciseId = '';

  beforeAll(async () => {
    await rows(
      sql`INSERT INTO "user" (id, name, email) VALUES (${memberId}, 'Catalogue Tester', ${`${memberId}@example.com`})`,
    );
    const [custom] = await rows<{ id: string }>(sql`
      INSERT INTO exercises (owner_user_id, load_type) VALUES (${memberId}, 'dumbbell') RETURNING id`);
    customExerciseId = custom!.id;
  });

  afterAll(async () => {
    await rows(sql`DELETE FROM "user" WHERE id = ${memberId}`);
  });

  it('seeds at least 200 catalogue exercises, each named in en, es and ro', async () => {
    const total = await count(sql`SELECT count(*) AS n FROM exercises WHERE owner_user_id IS NULL`);
    expect(total).toBeGreaterThanOrEqual(200);
    for (const language of LANGUAGES) {
      const named = await count(sql`
        SELECT count(DISTINCT e.id) AS n FROM exercises e
        JOIN exercises_translations t ON t.exercise_id = e.id AND t.language_code = ${language}
        WHERE e.owner_user_id IS NULL AND btrim(t.name) <> ''`);
      expect(named, language).toBe(total);
    }
  });

  it('has no duplicate exercise names within a language, and Romanian uses comma-below ș and ț', async () => {
    const duplicates = await rows<{ language_code: string; search_name: string }>(sql`
      SELECT t.language_code, t.search_name FROM exercises_translations t
      JOIN exercises e ON e.id = t.exercise_id AND e.owner_user_id IS NULL
      GROUP BY t.language_code, t.search_name HAVING count(*) > 1`);
    expect(duplicates).toEqual([]);
    const cedilla = await count(sql`
      SELECT count(*) AS n FROM exercises_translations WHERE name ~ '[şţŞŢ]' OR coalesce(description, '') ~ '[şţŞŢ]'`);
    expect(cedilla).toBe(0);
  });

  it('describes every catalogue exercise fully: equipment, muscles, body part, movement pattern and tags', async () => {
    const incomplete = await rows<{ slug: string }>(sql`
      SELECT slug FROM exercises e
      WHERE owner_user_id IS NULL AND (
        equipment_id IS NULL OR primary_muscle_id IS NULL OR body_part_id IS NULL OR movement_pattern_id IS NULL
        OR NOT EXISTS (SELECT 1 FROM exercise_tags et WHERE et.exercise_id = e.id))`);
    expect(incomplete).toEqual([]);
    const secondaryIsPrimary = await count(sql`
      SELECT count(*) AS n FROM exercise_secondary_muscles sm
      JOIN exercises e ON e.id = sm.exercise_id AND e.primary_muscle_id = sm.muscle_id`);
    expect(secondaryIsPrimary).toBe(0);
    const slugs = await rows<{ slug: string }>(sql`SELECT slug FROM exercises WHERE owner_user_id IS NULL`);
    expect(slugs.every((r) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug))).toBe(true);
  });

  it('covers barbell, dumbbell, machine, cable, bodyweight, cardio, kettlebell, EZ bar, Smith and band work', async () => {
    const byType = await rows<{ load_type: string; n: number | string }>(sql`
      SELECT load_type, count(*) AS n FROM exercises WHERE owner_user_id IS NULL GROUP BY load_type`);
    const counts = Object.fromEntries(byType.map((r) => [r.load_type, Number(r.n)]));
    expect(counts.barbell).toBeGreaterThanOrEqual(20);
    expect(counts.dumbbell).toBeGreaterThanOrEqual(20);
    expect(counts.machine).toBeGreaterThanOrEqual(15);
    expect(counts.cable).toBeGreaterThanOrEqual(15);
    expect(counts.bodyweight).toBeGreaterThanOrEqual(20);
    expect(counts.cardio).toBeGreaterThanOrEqual(5);
    for (const type of ['kettlebell', 'ezbar', 'fixed', 'band', 'weighted_bodyweight', 'assisted']) {
      expect(counts[type], type).toBeGreaterThan(0);
    }
  });

  it('logs every timed and cardio exercise in its effort mode, with a weight where the load type takes one (0036)', async () => {
    const found = await rows<{ slug: string; effort_mode: string; load_type: string }>(sql`
      SELECT slug, effort_mode, load_type FROM exercises WHERE owner_user_id IS NULL AND effort_mode <> 'reps'`);
    const bySlug = new Map(found.map((r) => [r.slug, r]));
    const measures = (slug: string) => {
      const row = bySlug.get(slug);
      return row ? setMeasures(row.effort_mode, row.load_type) : [`${slug} is not timed or cardio`];
    };
    const time = ['plank', 'side-plank', 'dead-hang', 'wall-sit', 'hollow-hold', 'l-sit', 'handstand-hold'];
    const cardioTime = ['stair-climber', 'jump-rope', 'battle-ropes', 'air-bike'];
    const distance = ['rowing-machine', 'treadmill-run', 'outdoor-run', 'walking', 'hiking', 'stationary-bike'];
    const moreDistance = ['elliptical', 'ski-erg', 'swimming', 'outdoor-cycling'];
    const carries = ['farmers-walk', 'trap-bar-carry', 'suitcase-carry', 'overhead-carry', 'sled-push', 'sled-pull'];
    const moreCarries = ['sled-drag', 'yoke-walk', 'sandbag-carry', 'zercher-carry', 'rucking'];
    for (const slug of [...time, ...cardioTime]) expect(measures(slug), slug).toEqual(['durationSec']);
    expect(measures('weighted-plank')).toEqual(['weight', 'durationSec']);
    for (const slug of [...distance, ...moreDistance])
      expect(measures(slug), slug).toEqual(['distanceM', 'durationSec']);
    for (const slug of [...carries, ...moreCarries]) {
      expect(measures(slug), slug).toEqual(['weight', 'distanceM', 'durationSec']);
    }
    const burpee = await rows<{ effort_mode: string }>(sql`SELECT effort_mode FROM exercises WHERE slug = 'burpee'`);
    expect(burpee).toEqual([{ effort_mode: 'reps' }]);
  });

  it('gives default grips only where grips are allowed, and only grips the equipment supports', async () => {
    const unsupported = await rows<{ slug: string }>(sql`
      SELECT e.slug FROM exercises e CROSS JOIN LATERAL unnest(e.default_grip_ids) AS dg(grip_id)
      WHERE NOT EXISTS (SELECT 1 FROM equipment_grips eg WHERE eg.equipment_id = e.equipment_id AND eg.grip_id = dg.grip_id)`);
    expect(unsupported).toEqual([]);
    const bench = await rows<{ allows_grips: boolean; grips: string[] }>(sql`
      SELECT e.allows_grips, ARRAY(SELECT g.slug FROM unnest(e.default_grip_ids) WITH ORDINALITY AS dg(id, n)
                                     JOIN grips g ON g.id = dg.id ORDER BY dg.n) AS grips
      FROM exercises e WHERE e.slug = 'close-grip-bench-press'`);
    expect(bench).toEqual([{ allows_grips: true, grips: ['close', 'overhand'] }]);
  });

  it.each([
    ['muscles', 'muscle_translations', 'muscle_id', 15],
    ['equipment', 'equipment_translations', 'equipment_id', 12],
    ['grips', 'grip_translations', 'grip_id', 8],
    ['movement_patterns', 'movement_pattern_translations', 'movement_pattern_id', 10],
    ['body_parts', 'body_part_translations', 'body_part_id', 6],
    ['tags', 'tag_translations', 'tag_id', 8],
  ])('seeds %s with names in en, es and ro', async (table, translations, fk, min) => {
    const total = await count(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
    expect(total).toBeGreaterThanOrEqual(min);
    for (const language of LANGUAGES) {
      const named = await count(sql`
        SELECT count(DISTINCT ${sql.identifier(fk)}) AS n FROM ${sql.identifier(translations)}
        WHERE language_code = ${language} AND btrim(name) <> ''`);
      expect(named, `${table} ${language}`).toBe(total);
    }
  });

  it('has exactly one default plate profile, equal to spec §9, read through the Drizzle mirror', async () => {
    const defaults = await (await db()).select().from(plateProfiles).where(eq(plateProfiles.isDefault, true));
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({
      slug: 'standard-gym',
      ownerUserId: null,
      barbellKg: 20,
      ezbarKg: 7.5,
      fixedKg: 20,
      platesKgPerSide: [25, 20, 15, 10, 5, 2.5, 1.25],
      singleMinIncrementKg: 2.5,
      stackIncrementKg: 5,
      auxIncrementsKg: [2.5],
    });
    const home = await (await db()).select().from(plateProfiles).where(eq(plateProfiles.slug, 'home-gym'));
    expect(home[0]).toMatchObject({ isDefault: false, barbellKg: 20, platesKgPerSide: [20, 10, 5, 2.5, 1.25] });
  });

  it('reads exercises and translations through the Drizzle mirror', async () => {
    const [bench] = await (
      await db()
    )
      .select({
        slug: exercises.slug,
        loadType: exercises.loadType,
        loadMode: exercises.loadMode,
        grips: exercises.defaultGripIds,
        name: exercisesTranslations.name,
      })
      .from(exercises)
      .innerJoin(exercisesTranslations, eq(exercisesTranslations.exerciseId, exercises.id))
      .where(
        and(
          eq(exercises.slug, 'bench-press'),
          eq(exercisesTranslations.languageCode, 'ro'),
          isNull(exercises.ownerUserId),
        ),
      );
    expect(bench).toMatchObject({
      slug: 'bench-press',
      loadType: 'barbell',
      loadMode: 'total',
      name: 'Împins la piept cu bara',
    });
    expect(bench?.grips).toHaveLength(1);
  });

  it.each([
    [
      'a translation in an unknown language',
      '23503',
      sql`INSERT INTO exercises_translations (exercise_id, language_code, name) SELECT id, 'xx', 'Bench' FROM exercises WHERE slug = 'bench-press'`,
    ],
    [
      'an empty exercise name',
      '23514',
      sql`INSERT INTO exercises_translations (exercise_id, language_code, name) SELECT id, 'en', '' FROM exercises WHERE owner_user_id = ${memberId}`,
    ],
    [
      'a blank exercise name',
      '23514',
      sql`INSERT INTO exercises_translations (exercise_id, language_code, name) SELECT id, 'es', '   ' FROM exercises WHERE owner_user_id = ${memberId}`,
    ],
    [
      'a description over 4000 characters',
      '23514',
      sql`INSERT INTO exercises_translations (exercise_id, language_code, name, description) SELECT id, 'ro', 'Ceva', repeat('a', 4001) FROM exercises WHERE owner_user_id = ${memberId}`,
    ],
    [
      'a load_type outside the list',
      '23514',
      sql`INSERT INTO exercises (slug, load_type) VALUES ('bad-load-type', 'x')`,
    ],
    ['a catalogue exercise without slug or muscle', '23514', sql`INSERT INTO exercises (load_type) VALUES ('barbell')`],
    [
      'a duplicate catalogue slug',
      '23505',
      sql`INSERT INTO exercises (slug, load_type, primary_muscle_id, body_part_id)
          SELECT 'bench-press', 'barbell', primary_muscle_id, body_part_id FROM exercises WHERE slug = 'bench-press'`,
    ],
    [
      'default grips on an exercise that allows none',
      '23514',
      sql`INSERT INTO exercises (slug, load_type, primary_muscle_id, body_part_id, default_grip_ids)
          SELECT 'bad-grips', 'barbell', primary_muscle_id, body_part_id, default_grip_ids FROM exercises WHERE slug = 'bench-press'`,
    ],
    [
      'a stack load mode on a barbell exercise',
      '23514',
      sql`INSERT INTO exercises (slug, load_type, load_mode, primary_muscle_id, body_part_id)
          SELECT 'bad-mode', 'barbell', 'stack', primary_muscle_id, body_part_id FROM exercises WHERE slug = 'bench-press'`,
    ],
    [
      'a second default plate profile',
      '23505',
      sql`INSERT INTO plate_profiles (slug, name, plates_kg_per_side, is_default) VALUES ('second-default', 'Second', '{20}', true)`,
    ],
    [
      'a plate of 0 kg',
      '23514',
      sql`INSERT INTO plate_profiles (slug, name, plates_kg_per_side) VALUES ('zero-plate', 'Zero', '{20,0}')`,
    ],
    [
      'a muscle translation in an unknown language',
      '23503',
      sql`INSERT INTO muscle_translations (muscle_id, language_code, name) SELECT id, 'zz', 'Chest' FROM muscles WHERE slug = 'chest'`,
    ],
  ])('rejects %s', async (_label, code, statement) => {
    const error = await rejection(statement);
    expect(error.code, error.message).toBe(code);
  });

  it('keeps members’ custom exercises without slugs, and deletes them with the member', async () => {
    await rows(sql`INSERT INTO exercises (owner_user_id, load_type) VALUES (${memberId}, 'cable')`);
    await rows(
      sql`INSERT INTO exercises_translations (exercise_id, language_code, name) VALUES (${customExerciseId}, 'en', 'My Landmine Thing')`,
    );
    expect(
      await count(sql`SELECT count(*) AS n FROM exercises WHERE owner_user_id = ${memberId} AND slug IS NULL`),
    ).toBe(2);
    const otherId = `catalogue-test-${crypto.randomUUID()}`;
    await rows(sql`INSERT INTO "user" (id, name, email) VALUES (${otherId}, 'Other', ${`${otherId}@example.com`})`);
    await rows(sql`INSERT INTO exercises (owner_user_id, load_type) VALUES (${otherId}, 'machine')`);
    await rows(sql`DELETE FROM "user" WHERE id = ${otherId}`);
    expect(await count(sql`SELECT count(*) AS n FROM exercises WHERE owner_user_id = ${otherId}`)).toBe(0);
  });

  describe('search over names and aliases', () => {
    it.each([
      ['en', 'bench', 'bench-press'],
      ['en', 'BENCH PRESS', 'bench-press'],
      ['es', 'banca', 'bench-press'],
      ['ro', 'impins la piept', 'bench-press'],
      ['ro', 'Împins la piept', 'bench-press'],
      ['en', 'squat', 'back-squat'],
      ['es', 'sentadilla', 'back-squat'],
      ['ro', 'genuflexiuni', 'back-squat'],
      ['en', 'deadlift', 'deadlift'],
      ['ro', 'indreptari', 'deadlift'],
      ['en', 'rdl', 'romanian-deadlift'],
      ['es', 'peso muerto rumano', 'romanian-deadlift'],
      ['en', 'row', 'barbell-row'],
      ['en', 'pull up', 'pull-up'],
      ['es', 'dominadas', 'pull-up'],
      ['ro', 'tractiuni', 'pull-up'],
      ['en', 'ohp', 'overhead-press'],
      ['ro', 'presa militara', 'overhead-press'],
      ['en', 'lat pulldown', 'lat-pulldown'],
      ['es', 'jalon', 'lat-pulldown'],
      ['ro', 'helcometru', 'lat-pulldown'],
      ['en', 'curl', 'barbell-curl'],
      ['en', 'dip', 'dip'],
      ['es', 'fondos', 'dip'],
      ['en', 'running', 'outdoor-run'],
      ['en', 'treadmill running', 'treadmill-run'],
      ['en', 'cycling', 'outdoor-cycling'],
      ['en', 'indoor cycling', 'stationary-bike'],
      ['es', 'natacion', 'swimming'],
      ['ro', 'inot', 'swimming'],
      ['es', 'trineo', 'sled-drag'],
      ['ro', 'sania', 'sled-pull'],
      ['en', 'yoke', 'yoke-walk'],
      ['ro', 'stand pe maini', 'handstand-hold'],
    ])('%s "%s" finds %s', async (language, query, slug) => {
      expect(await search(language, query)).toContain(slug);
    });

    it('does not mix languages: the Romanian name is not an English match', async () => {
      expect(await search('en', 'impins la piept')).not.toContain('bench-press');
    });
  });
});

import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import type { NamedRef } from '@lifeorbit/contracts/catalogue';
import type { AppDb } from '../../db/client';
import { exerciseSecondaryMuscles, exercises, exercisesTranslations, muscles } from '../../db/catalogue-schema';
import { queryRows } from '../../core/db';
import { escapeLike, referenceNameSql } from '../../core/sql';
import { exerciseNameSql } from './exercise-name.sql';

/** Where a page of the exercise list starts: after this (rank, sort key, id). */
export interface ExerciseCursor {
  rank: number;
  key: string;
  id: string;
}

export interface ExerciseSearch {
  q?: string;
  muscleId?: string;
  equipmentId?: string;
  patternId?: string;
  lang: LanguageCode;
  limit: number;
  after: ExerciseCursor | null;
}

export interface ExerciseSummaryRow {
  id: string;
  name: string;
  owner_user_id: string | null;
  load_type: ExerciseLoadType;
  effort_mode: 'reps' | 'time' | 'distance' | 'reps_time';
  rank: number;
  sort_key: string;
  muscle_id: string | null;
  muscle_slug: string | null;
  muscle_name: string | null;
  equipment_id: string | null;
  equipment_slug: string | null;
  equipment_name: string | null;
  pattern_id: string | null;
  pattern_slug: string | null;
  pattern_name: string | null;
}

/** Catalogue exercises plus the member's own; never another member's. */
const visibleTo = (userId: string): SQL => sql`(e.owner_user_id IS NULL OR e.owner_user_id = ${userId})`;

function summaryColumns(lang: LanguageCode): SQL {
  return sql`
    m.id AS muscle_id, m.slug AS muscle_slug,
    CASE WHEN m.id IS NULL THEN NULL ELSE ${referenceNameSql('muscle_translations', 'muscle_id', sql`m.id`, sql`m.slug`, lang)} END AS muscle_name,
    q.id AS equipment_id, q.slug AS equipment_slug,
    CASE WHEN q.id IS NULL THEN NULL ELSE ${referenceNameSql('equipment_translations', 'equipment_id', sql`q.id`, sql`q.slug`, lang)} END AS equipment_name,
    p.id AS pattern_id, p.slug AS pattern_slug,
    CASE WHEN p.id IS NULL THEN NULL ELSE ${referenceNameSql('movement_pattern_translations', 'movement_pattern_id', sql`p.id`, sql`p.slug`, lang)} END AS pattern_name`;
}

/**
 * Searches names and aliases in every language (case- and diacritic-insensitive), shows the name in `lang`, and
 * orders names that start with the query first, then alphabetically by the folded name, then by id: a stable order
 * that keyset paging can continue from.
 */
export async function searchExercises(
  db: AppDb,
  userId: string,
  search: ExerciseSearch,
): Promise<ExerciseSummaryRow[]> {
  const pattern = search.q ? escapeLike(search.q) : null;
  const filters: SQL[] = [visibleTo(userId)];
  if (search.muscleId) {
    filters.push(sql`(e.primary_muscle_id = ${search.muscleId} OR EXISTS (
      SELECT 1 FROM exercise_secondary_muscles sm WHERE sm.exercise_id = e.id AND sm.muscle_id = ${search.muscleId}))`);
  }
  if (search.equipmentId) filters.push(sql`e.equipment_id = ${search.equipmentId}`);
  if (search.patternId) filters.push(sql`e.movement_pattern_id = ${search.patternId}`);
  if (pattern !== null) {
    filters.push(sql`(
      EXISTS (SELECT 1 FROM exercises_translations t
              WHERE t.exercise_id = e.id AND t.search_name LIKE '%' || catalogue_search_fold(${pattern}) || '%')
      OR EXISTS (SELECT 1 FROM exercise_aliases a
                 WHERE a.exercise_id = e.id AND a.search_alias LIKE '%' || catalogue_search_fold(${pattern}) || '%'))`);
  }
  const rank =
    pattern === null
      ? sql`0`
      : sql`CASE WHEN catalogue_search_fold(v.name) LIKE catalogue_search_fold(${pattern}) || '%' THEN 0
                 WHEN catalogue_search_fold(v.name) LIKE '%' || catalogue_search_fold(${pattern}) || '%' THEN 1
                 ELSE 2 END`;
  const after = search.after
    ? sql`WHERE (r.rank, r.sort_key, r.id) > (${search.after.rank}::int, ${search.after.key}::text COLLATE "C", ${search.after.id}::uuid)`
    : sql``;
  return queryRows<ExerciseSummaryRow>(
    db,
    sql`
    WITH v AS (
      SELECT e.id, e.owner_user_id, e.load_type, e.effort_mode, e.primary_muscle_id, e.equipment_id, e.movement_pattern_id,
             ${exerciseNameSql(sql`e.id`, search.lang)} AS name
      FROM exercises e
      WHERE ${sql.join(filters, sql` AND `)}
    ), r AS (
      SELECT v.*, (${rank})::int AS rank, catalogue_search_fold(v.name) COLLATE "C" AS sort_key FROM v
    )
    SELECT r.id, r.name, r.owner_user_id, r.load_type, r.effort_mode, r.rank, r.sort_key, ${summaryColumns(search.lang)}
    FROM r
    LEFT JOIN muscles m ON m.id = r.primary_muscle_id
    LEFT JOIN equipment q ON q.id = r.equipment_id
    LEFT JOIN movement_patterns p ON p.id = r.movement_pattern_id
    ${after}
    ORDER BY r.rank, r.sort_key, r.id
    LIMIT ${search.limit}`,
  );
}

export interface ExerciseDetailRow extends ExerciseSummaryRow {
  slug: string | null;
  load_mode: 'total' | 'per_side' | 'per_hand' | 'stack';
  is_unilateral: boolean;
  allows_grips: boolean;
  default_grip_ids: string[];
  body_part_id: string | null;
  body_part_slug: string | null;
  body_part_name: string | null;
}

/** One exercise the member may see (catalogue or their own), or null. */
export async function findVisibleExercise(
  db: AppDb,
  userId: string,
  exerciseId: string,
  lang: LanguageCode,
): Promise<ExerciseDetailRow | null> {
  const [row] = await queryRows<ExerciseDetailRow>(
    db,
    sql`
    SELECT e.id, ${exerciseNameSql(sql`e.id`, lang)} AS name, e.owner_user_id, e.load_type, 0 AS rank, '' AS sort_key,
           e.slug, e.load_mode, e.effort_mode, e.is_unilateral, e.allows_grips, e.default_grip_ids::text[] AS default_grip_ids,
           b.id AS body_part_id, b.slug AS body_part_slug,
           CASE WHEN b.id IS NULL THEN NULL ELSE ${referenceNameSql('body_part_translations', 'body_part_id', sql`b.id`, sql`b.slug`, lang)} END AS body_part_name,
           ${summaryColumns(lang)}
    FROM exercises e
    LEFT JOIN muscles m ON m.id = e.primary_muscle_id
    LEFT JOIN equipment q ON q.id = e.equipment_id
    LEFT JOIN movement_patterns p ON p.id = e.movement_pattern_id
    LEFT JOIN body_parts b ON b.id = e.body_part_id
    WHERE e.id = ${exerciseId} AND ${visibleTo(userId)}`,
  );
  return row ?? null;
}

/** Who owns an exercise: null for a catalogue row, the member's id for a custom one; undefined when there is none. */
export async function findExerciseOwner(db: AppDb, exerciseId: string): Promise<{ ownerUserId: string | null } | null> {
  const [row] = await db
    .select({ ownerUserId: exercises.ownerUserId })
    .from(exercises)
    .where(eq(exercises.id, exerciseId))
    .limit(1);
  return row ?? null;
}

export async function listExerciseTranslations(db: AppDb, exerciseId: string) {
  return db
    .select({
      languageCode: exercisesTranslations.languageCode,
      name: exercisesTranslations.name,
      description: exercisesTranslations.description,
    })
    .from(exercisesTranslations)
    .where(eq(exercisesTranslations.exerciseId, exerciseId));
}

/** Rows of a translated reference table named in `lang`, in display order (or in the order of `ids`). */
export async function listReferences(
  db: AppDb,
  table: 'muscles' | 'equipment' | 'grips' | 'movement_patterns' | 'tags' | 'body_parts',
  lang: LanguageCode,
  where: SQL = sql`true`,
): Promise<NamedRef[]> {
  const translations: Record<typeof table, [string, string]> = {
    muscles: ['muscle_translations', 'muscle_id'],
    equipment: ['equipment_translations', 'equipment_id'],
    grips: ['grip_translations', 'grip_id'],
    movement_patterns: ['movement_pattern_translations', 'movement_pattern_id'],
    tags: ['tag_translations', 'tag_id'],
    body_parts: ['body_part_translations', 'body_part_id'],
  };
  const [translationTable, fk] = translations[table];
  return queryRows<NamedRef>(
    db,
    sql`SELECT r.id, r.slug, ${referenceNameSql(translationTable, fk, sql`r.id`, sql`r.slug`, lang)} AS name
        FROM ${sql.identifier(table)} r WHERE ${where} ORDER BY r.display_order, r.slug`,
  );
}

export async function listMusclesWithBodyParts(db: AppDb, lang: LanguageCode) {
  return queryRows<NamedRef & { body_part_id: string; body_part_slug: string; body_part_name: string }>(
    db,
    sql`SELECT r.id, r.slug, ${referenceNameSql('muscle_translations', 'muscle_id', sql`r.id`, sql`r.slug`, lang)} AS name,
               b.id AS body_part_id, b.slug AS body_part_slug,
               ${referenceNameSql('body_part_translations', 'body_part_id', sql`b.id`, sql`b.slug`, lang)} AS body_part_name
        FROM muscles r JOIN body_parts b ON b.id = r.body_part_id
        ORDER BY b.display_order, r.display_order, r.slug`,
  );
}

export async function listSecondaryMuscles(db: AppDb, exerciseId: string, lang: LanguageCode) {
  return listReferences(
    db,
    'muscles',
    lang,
    sql`r.id IN (SELECT muscle_id FROM exercise_secondary_muscles WHERE exercise_id = ${exerciseId})`,
  );
}

export async function listExerciseTags(db: AppDb, exerciseId: string, lang: LanguageCode) {
  return listReferences(
    db,
    'tags',
    lang,
    sql`r.id IN (SELECT tag_id FROM exercise_tags WHERE exercise_id = ${exerciseId})`,
  );
}

/** The grips the exercise's equipment supports (or every grip when it has no equipment). */
export async function listAllowedGrips(db: AppDb, equipmentId: string | null, lang: LanguageCode) {
  return listReferences(
    db,
    'grips',
    lang,
    equipmentId ? sql`r.id IN (SELECT grip_id FROM equipment_grips WHERE equipment_id = ${equipmentId})` : sql`true`,
  );
}

export async function listExerciseAliases(db: AppDb, exerciseId: string) {
  return queryRows<{ language_code: LanguageCode; alias: string }>(
    db,
    sql`SELECT language_code, alias FROM exercise_aliases WHERE exercise_id = ${exerciseId}
        ORDER BY language_code, alias`,
  );
}

/** Which of `ids` exist in a reference table (to name the unknown ones in a 400). */
export async function existingReferenceIds(
  db: AppDb,
  table: 'muscles' | 'equipment' | 'grips' | 'movement_patterns',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` the member may use: catalogue exercises and their own. */
export async function visibleExerciseIds(db: AppDb, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(inArray(exercises.id, ids), or(isNull(exercises.ownerUserId), eq(exercises.ownerUserId, userId))));
  return new Set(rows.map((row) => row.id));
}

export async function bodyPartOfMuscle(db: AppDb, muscleId: string): Promise<string | null> {
  const [row] = await db.select({ bodyPartId: muscles.bodyPartId }).from(muscles).where(eq(muscles.id, muscleId));
  return row?.bodyPartId ?? null;
}

export interface CustomExerciseValues {
  loadType: ExerciseLoadType;
  loadMode: 'total' | 'per_side' | 'per_hand' | 'stack';
  effortMode: 'reps' | 'time' | 'distance' | 'reps_time';
  equipmentId: string | null;
  primaryMuscleId: string | null;
  bodyPartId: string | null;
  movementPatternId: string | null;
  isUnilateral: boolean;
  allowsGrips: boolean;
  defaultGripIds: string[];
}

export interface TranslationValue {
  languageCode: LanguageCode;
  name: string;
  description: string | null;
}

/** Inserts a member's exercise unless the id exists; answers whether this call created it. */
export async function insertCustomExercise(
  db: AppDb,
  userId: string,
  id: string,
  values: CustomExerciseValues,
  translations: TranslationValue[],
  secondaryMuscleIds: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(exercises)
      .values({ id, ownerUserId: userId, ...values })
      .onConflictDoNothing({ target: exercises.id })
      .returning({ id: exercises.id });
    if (inserted.length === 0) return false;
    await tx.insert(exercisesTranslations).values(translations.map((t) => ({ exerciseId: id, ...t })));
    if (secondaryMuscleIds.length > 0) {
      await tx
        .insert(exerciseSecondaryMuscles)
        .values(secondaryMuscleIds.map((muscleId) => ({ exerciseId: id, muscleId })));
    }
    return true;
  });
}

/** Replaces the member's exercise columns, its translations and (when given) its secondary muscles. */
export async function updateCustomExercise(
  db: AppDb,
  userId: string,
  id: string,
  values: CustomExerciseValues,
  translations: TranslationValue[],
  secondaryMuscleIds: string[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(exercises)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(exercises.id, id), eq(exercises.ownerUserId, userId)));
    await tx.delete(exercisesTranslations).where(eq(exercisesTranslations.exerciseId, id));
    await tx.insert(exercisesTranslations).values(translations.map((t) => ({ exerciseId: id, ...t })));
    if (secondaryMuscleIds !== undefined) {
      await tx.delete(exerciseSecondaryMuscles).where(eq(exerciseSecondaryMuscles.exerciseId, id));
      if (secondaryMuscleIds.length > 0) {
        await tx
          .insert(exerciseSecondaryMuscles)
          .values(secondaryMuscleIds.map((muscleId) => ({ exerciseId: id, muscleId })));
      }
    }
  });
}

export async function findCustomExerciseValues(db: AppDb, userId: string, id: string) {
  const [row] = await db
    .select({
      loadType: exercises.loadType,
      loadMode: exercises.loadMode,
      effortMode: exercises.effortMode,
      equipmentId: exercises.equipmentId,
      primaryMuscleId: exercises.primaryMuscleId,
      bodyPartId: exercises.bodyPartId,
      movementPatternId: exercises.movementPatternId,
      isUnilateral: exercises.isUnilateral,
      allowsGrips: exercises.allowsGrips,
      defaultGripIds: exercises.defaultGripIds,
    })
    .from(exercises)
    .where(and(eq(exercises.id, id), eq(exercises.ownerUserId, userId)));
  return row ?? null;
}

/** How many of the member's templates use the exercise. */
export async function countTemplatesUsingExercise(db: AppDb, exerciseId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT template_id)::int AS n FROM workout_template_exercises WHERE exercise_id = ${exerciseId}`,
  );
  return Number(row?.n ?? 0);
}

export async function deleteCustomExercise(db: AppDb, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(exercises)
    .where(and(eq(exercises.id, id), eq(exercises.ownerUserId, userId)))
    .returning({ id: exercises.id });
  return deleted.length > 0;
}

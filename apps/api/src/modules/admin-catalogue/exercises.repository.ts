import { sql, type SQL } from 'drizzle-orm';
import type { ExerciseEffortMode, ExerciseLoadMode, ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import type { AttributeValue, MissingFilter } from '@lifeorbit/contracts/admin-catalogue';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';
import { escapeLike, referenceNameSql } from '../../core/sql';
import { exerciseNameSql } from '../catalogue';

/** The catalogue's own exercises; members' exercises never appear in the admin area. */
const catalogueOnly = sql`e.owner_user_id IS NULL`;

export async function findCatalogueExercise(db: AppDb, id: string): Promise<{ id: string; slug: string } | null> {
  const [row] = await queryRows<{ id: string; slug: string }>(
    db,
    sql`SELECT e.id, e.slug FROM exercises e WHERE e.id = ${id} AND ${catalogueOnly}`,
  );
  return row ?? null;
}

export interface ExerciseSearch {
  q?: string;
  muscleId?: string;
  equipmentId?: string;
  patternId?: string;
  missing?: MissingFilter;
  lang: LanguageCode;
  limit: number;
  offset: number;
}

export interface AdminExerciseRow {
  id: string;
  slug: string;
  name: string;
  name_en: string | null;
  name_es: string | null;
  name_ro: string | null;
  load_type: ExerciseLoadType;
  muscle_id: string | null;
  muscle_slug: string | null;
  muscle_name: string | null;
  equipment_id: string | null;
  equipment_slug: string | null;
  equipment_name: string | null;
  pattern_id: string | null;
  pattern_slug: string | null;
  pattern_name: string | null;
  total: number;
}

const nameIn = (code: LanguageCode) =>
  sql`(SELECT t.name FROM exercises_translations t WHERE t.exercise_id = e.id AND t.language_code = ${code})`;
const hasNameIn = (code: LanguageCode) =>
  sql`EXISTS (SELECT 1 FROM exercises_translations t WHERE t.exercise_id = e.id AND t.language_code = ${code})`;

/** Searches names (every language), aliases and slugs; filters; a page in alphabetical order of the shown name. */
export async function searchCatalogueExercises(db: AppDb, search: ExerciseSearch): Promise<AdminExerciseRow[]> {
  const filters: SQL[] = [catalogueOnly];
  if (search.muscleId) {
    filters.push(sql`(e.primary_muscle_id = ${search.muscleId} OR EXISTS (
      SELECT 1 FROM exercise_secondary_muscles sm WHERE sm.exercise_id = e.id AND sm.muscle_id = ${search.muscleId}))`);
  }
  if (search.equipmentId) filters.push(sql`e.equipment_id = ${search.equipmentId}`);
  if (search.patternId) filters.push(sql`e.movement_pattern_id = ${search.patternId}`);
  if (search.missing === 'es' || search.missing === 'ro') filters.push(sql`NOT ${hasNameIn(search.missing)}`);
  if (search.missing === 'any') filters.push(sql`(NOT ${hasNameIn('es')} OR NOT ${hasNameIn('ro')})`);
  if (search.q) {
    const pattern = escapeLike(search.q);
    filters.push(sql`(
      e.slug LIKE '%' || ${pattern.toLowerCase()} || '%'
      OR EXISTS (SELECT 1 FROM exercises_translations t
                 WHERE t.exercise_id = e.id AND t.search_name LIKE '%' || catalogue_search_fold(${pattern}) || '%')
      OR EXISTS (SELECT 1 FROM exercise_aliases a
                 WHERE a.exercise_id = e.id AND a.search_alias LIKE '%' || catalogue_search_fold(${pattern}) || '%'))`);
  }
  const lang = search.lang;
  return queryRows<AdminExerciseRow>(
    db,
    sql`
    WITH v AS (
      SELECT e.id, e.slug, e.load_type, e.primary_muscle_id, e.equipment_id, e.movement_pattern_id,
             ${exerciseNameSql(sql`e.id`, lang)} AS name,
             ${nameIn('en')} AS name_en, ${nameIn('es')} AS name_es, ${nameIn('ro')} AS name_ro
      FROM exercises e
      WHERE ${sql.join(filters, sql` AND `)}
    )
    SELECT v.id, v.slug, v.name, v.name_en, v.name_es, v.name_ro, v.load_type,
           m.id AS muscle_id, m.slug AS muscle_slug,
           CASE WHEN m.id IS NULL THEN NULL ELSE ${referenceNameSql('muscle_translations', 'muscle_id', sql`m.id`, sql`m.slug`, lang)} END AS muscle_name,
           q.id AS equipment_id, q.slug AS equipment_slug,
           CASE WHEN q.id IS NULL THEN NULL ELSE ${referenceNameSql('equipment_translations', 'equipment_id', sql`q.id`, sql`q.slug`, lang)} END AS equipment_name,
           p.id AS pattern_id, p.slug AS pattern_slug,
           CASE WHEN p.id IS NULL THEN NULL ELSE ${referenceNameSql('movement_pattern_translations', 'movement_pattern_id', sql`p.id`, sql`p.slug`, lang)} END AS pattern_name,
           count(*) OVER ()::int AS total
    FROM v
    LEFT JOIN muscles m ON m.id = v.primary_muscle_id
    LEFT JOIN equipment q ON q.id = v.equipment_id
    LEFT JOIN movement_patterns p ON p.id = v.movement_pattern_id
    ORDER BY catalogue_search_fold(v.name) COLLATE "C", v.id
    LIMIT ${search.limit} OFFSET ${search.offset}`,
  );
}

export interface ExerciseColumns {
  slug: string;
  primaryMuscleId: string;
  bodyPartId: string;
  equipmentId: string | null;
  movementPatternId: string | null;
  loadType: ExerciseLoadType;
  loadMode: ExerciseLoadMode;
  effortMode: ExerciseEffortMode;
  isUnilateral: boolean;
  allowsGrips: boolean;
  defaultGripIds: string[];
}

export interface ExerciseRow {
  id: string;
  slug: string;
  name: string;
  primary_muscle_id: string | null;
  body_part_id: string | null;
  equipment_id: string | null;
  movement_pattern_id: string | null;
  load_type: ExerciseLoadType;
  load_mode: ExerciseLoadMode;
  effort_mode: ExerciseEffortMode;
  is_unilateral: boolean;
  allows_grips: boolean;
  default_grip_ids: string[];
  created_at: string | Date;
  updated_at: string | Date;
}

export async function readCatalogueExercise(db: AppDb, id: string, lang: LanguageCode): Promise<ExerciseRow | null> {
  const [row] = await queryRows<ExerciseRow>(
    db,
    sql`SELECT e.id, e.slug, ${exerciseNameSql(sql`e.id`, lang)} AS name, e.primary_muscle_id, e.body_part_id,
               e.equipment_id, e.movement_pattern_id, e.load_type, e.load_mode, e.effort_mode, e.is_unilateral,
               e.allows_grips, e.default_grip_ids::text[] AS default_grip_ids, e.created_at, e.updated_at
        FROM exercises e WHERE e.id = ${id} AND ${catalogueOnly}`,
  );
  return row ?? null;
}

export async function listTranslations(db: AppDb, id: string) {
  return queryRows<{ language_code: LanguageCode; name: string; description: string | null }>(
    db,
    sql`SELECT language_code, name, description FROM exercises_translations WHERE exercise_id = ${id}`,
  );
}

export async function listSecondaryMuscleIds(db: AppDb, id: string): Promise<string[]> {
  const rows = await queryRows<{ muscle_id: string }>(
    db,
    sql`SELECT sm.muscle_id FROM exercise_secondary_muscles sm JOIN muscles m ON m.id = sm.muscle_id
        WHERE sm.exercise_id = ${id} ORDER BY m.display_order, m.slug`,
  );
  return rows.map((r) => r.muscle_id);
}

export async function listTagIds(db: AppDb, id: string): Promise<string[]> {
  const rows = await queryRows<{ tag_id: string }>(
    db,
    sql`SELECT et.tag_id FROM exercise_tags et JOIN tags t ON t.id = et.tag_id
        WHERE et.exercise_id = ${id} ORDER BY t.display_order, t.slug`,
  );
  return rows.map((r) => r.tag_id);
}

export async function listAliasesOf(db: AppDb, id: string) {
  return queryRows<{ id: string; language_code: LanguageCode; alias: string }>(
    db,
    sql`SELECT id, language_code, alias FROM exercise_aliases WHERE exercise_id = ${id} ORDER BY language_code, alias`,
  );
}

export async function listAttributeValues(db: AppDb, id: string) {
  return queryRows<{ slug: string; value: AttributeValue }>(
    db,
    sql`SELECT s.slug, v.value FROM exercise_attribute_values v JOIN attribute_schemas s ON s.id = v.attribute_schema_id
        WHERE v.exercise_id = ${id} ORDER BY s.display_order, s.slug`,
  );
}

/** Slugs of catalogue rows that start with `base` (to make a new one unique). */
export async function slugsStartingWith(db: AppDb, base: string): Promise<Set<string>> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM exercises WHERE slug LIKE ${escapeLike(base)} || '%'`,
  );
  return new Set(rows.map((r) => r.slug));
}

export async function slugOwner(db: AppDb, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM exercises WHERE slug = ${slug}`);
  return row?.id ?? null;
}

function columnsSql(values: ExerciseColumns): [SQL, SQL][] {
  return [
    [sql`slug`, sql`${values.slug}`],
    [sql`primary_muscle_id`, sql`${values.primaryMuscleId}::uuid`],
    [sql`body_part_id`, sql`${values.bodyPartId}::uuid`],
    [sql`equipment_id`, sql`${values.equipmentId}::uuid`],
    [sql`movement_pattern_id`, sql`${values.movementPatternId}::uuid`],
    [sql`load_type`, sql`${values.loadType}`],
    [sql`load_mode`, sql`${values.loadMode}`],
    [sql`effort_mode`, sql`${values.effortMode}`],
    [sql`is_unilateral`, sql`${values.isUnilateral}`],
    [sql`allows_grips`, sql`${values.allowsGrips}`],
    [
      sql`default_grip_ids`,
      values.defaultGripIds.length
        ? sql`ARRAY[${sql.join(
            values.defaultGripIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]::uuid[]`
        : sql`'{}'::uuid[]`,
    ],
  ];
}

/** Inserts a catalogue exercise unless the id exists; answers whether this call created it. */
export async function insertCatalogueExercise(db: AppDb, id: string, values: ExerciseColumns): Promise<boolean> {
  const columns = columnsSql(values);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO exercises (id, ${sql.join(
      columns.map(([name]) => name),
      sql`, `,
    )})
        VALUES (${id}, ${sql.join(
          columns.map(([, value]) => value),
          sql`, `,
        )})
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateCatalogueExercise(db: AppDb, id: string, values: ExerciseColumns): Promise<void> {
  await db.execute(
    sql`UPDATE exercises e SET ${sql.join(
      columnsSql(values).map(([name, value]) => sql`${name} = ${value}`),
      sql`, `,
    )}, updated_at = now() WHERE id = ${id} AND ${catalogueOnly}`,
  );
}

export async function replaceTranslations(
  db: AppDb,
  id: string,
  translations: { languageCode: LanguageCode; name: string; description: string | null }[],
): Promise<void> {
  await db.execute(sql`DELETE FROM exercises_translations WHERE exercise_id = ${id}`);
  if (translations.length === 0) return;
  await db.execute(
    sql`INSERT INTO exercises_translations (exercise_id, language_code, name, description) VALUES ${sql.join(
      translations.map((t) => sql`(${id}, ${t.languageCode}, ${t.name}, ${t.description})`),
      sql`, `,
    )}`,
  );
}

async function replaceLinks(db: AppDb, table: string, column: string, id: string, ids: string[]): Promise<void> {
  await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE exercise_id = ${id}`);
  if (ids.length === 0) return;
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (exercise_id, ${sql.identifier(column)}) VALUES ${sql.join(
      ids.map((other) => sql`(${id}, ${other})`),
      sql`, `,
    )}`,
  );
}

export const replaceSecondaryMuscles = (db: AppDb, id: string, muscleIds: string[]) =>
  replaceLinks(db, 'exercise_secondary_muscles', 'muscle_id', id, muscleIds);

export const replaceTags = (db: AppDb, id: string, tagIds: string[]) =>
  replaceLinks(db, 'exercise_tags', 'tag_id', id, tagIds);

/** Keeps the aliases still listed (and their ids), removes the others, adds the new ones. */
export async function replaceAliases(
  db: AppDb,
  id: string,
  aliases: { languageCode: LanguageCode; alias: string }[],
): Promise<void> {
  if (aliases.length === 0) {
    await db.execute(sql`DELETE FROM exercise_aliases WHERE exercise_id = ${id}`);
    return;
  }
  const list = sql.join(
    aliases.map((a) => sql`(${a.languageCode}, ${a.alias})`),
    sql`, `,
  );
  await db.execute(
    sql`DELETE FROM exercise_aliases WHERE exercise_id = ${id} AND (language_code, alias) NOT IN (${list})`,
  );
  await db.execute(
    sql`INSERT INTO exercise_aliases (exercise_id, language_code, alias)
        SELECT ${id}, v.language_code, v.alias FROM (VALUES ${list}) AS v(language_code, alias)
        ON CONFLICT (exercise_id, language_code, alias) DO NOTHING`,
  );
}

export async function replaceAttributeValues(
  db: AppDb,
  id: string,
  values: { schemaId: string; value: AttributeValue }[],
): Promise<void> {
  await db.execute(sql`DELETE FROM exercise_attribute_values WHERE exercise_id = ${id}`);
  if (values.length === 0) return;
  await db.execute(
    sql`INSERT INTO exercise_attribute_values (exercise_id, attribute_schema_id, value) VALUES ${sql.join(
      values.map((v) => sql`(${id}, ${v.schemaId}, ${JSON.stringify(v.value)}::jsonb)`),
      sql`, `,
    )}`,
  );
}

export async function deleteCatalogueExercise(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM exercises e WHERE e.id = ${id} AND ${catalogueOnly}`);
}

/** The audit entries that touched one exercise, newest first. */
export async function listExerciseAudit(db: AppDb, id: string) {
  return queryRows<{
    id: string;
    action_type: string;
    actor_email: string | null;
    details: Record<string, unknown>;
    created_at: string | Date;
  }>(
    db,
    sql`SELECT l.id, l.action_type, u.email AS actor_email, l.details, l.created_at
        FROM admin_action_log l LEFT JOIN "user" u ON u.id = l.actor_user_id
        WHERE l.details ? 'exerciseId' AND l.details ->> 'exerciseId' = ${id}
        ORDER BY l.created_at DESC, l.id LIMIT 100`,
  );
}

/** The words a naming template can use for one exercise, in one language (null where the exercise has none). */
export async function readNameParts(db: AppDb, id: string, lang: LanguageCode) {
  const [row] = await queryRows<{
    name: string;
    equipment: string | null;
    movement: string | null;
    grip: string | null;
    muscle: string | null;
    body_part: string | null;
  }>(
    db,
    sql`SELECT ${exerciseNameSql(sql`e.id`, lang)} AS name,
               CASE WHEN e.equipment_id IS NULL THEN NULL ELSE ${referenceNameSql('equipment_translations', 'equipment_id', sql`e.equipment_id`, sql`NULL::text`, lang)} END AS equipment,
               CASE WHEN e.movement_pattern_id IS NULL THEN NULL ELSE ${referenceNameSql('movement_pattern_translations', 'movement_pattern_id', sql`e.movement_pattern_id`, sql`NULL::text`, lang)} END AS movement,
               CASE WHEN cardinality(e.default_grip_ids) = 0 THEN NULL ELSE ${referenceNameSql('grip_translations', 'grip_id', sql`e.default_grip_ids[1]`, sql`NULL::text`, lang)} END AS grip,
               CASE WHEN e.primary_muscle_id IS NULL THEN NULL ELSE ${referenceNameSql('muscle_translations', 'muscle_id', sql`e.primary_muscle_id`, sql`NULL::text`, lang)} END AS muscle,
               CASE WHEN e.body_part_id IS NULL THEN NULL ELSE ${referenceNameSql('body_part_translations', 'body_part_id', sql`e.body_part_id`, sql`NULL::text`, lang)} END AS body_part
        FROM exercises e WHERE e.id = ${id} AND ${catalogueOnly}`,
  );
  return row ?? null;
}

/** The equipment's allowed grips (to check an exercise's default grips). */
export async function allowedGripIds(db: AppDb, equipmentId: string): Promise<Set<string>> {
  const rows = await queryRows<{ grip_id: string }>(
    db,
    sql`SELECT grip_id FROM equipment_grips WHERE equipment_id = ${equipmentId}`,
  );
  return new Set(rows.map((r) => r.grip_id));
}

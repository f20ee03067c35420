import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { EquipmentGripPair, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';
import { escapeLike, referenceNameSql } from '../../core/sql';
import { exerciseNameSql } from '../catalogue';
import { referenceTable, usageSql, type TranslatedTable } from './tables.sql';

export interface ReferenceRow {
  id: string;
  slug: string;
  display_order: number;
  name: string;
  name_en: string | null;
  name_es: string | null;
  name_ro: string | null;
  exercise_count: number;
  body_part_id?: string | null;
  muscle_count?: number;
  load_kind?: string;
  bar_type?: string | null;
  grip_ids?: string[];
}

const LANGUAGES: LanguageCode[] = ['en', 'es', 'ro'];

/** The name of row `id` in one language, or null (no fallback: the translations pages show what is missing). */
export function translationNameSql(meta: TranslatedTable, id: SQL, lang: LanguageCode, column = 'name'): SQL {
  return sql`(SELECT x.${sql.identifier(column)} FROM ${sql.identifier(meta.translations)} x
              WHERE x.${sql.identifier(meta.fk)} = ${id} AND x.language_code = ${lang})`;
}

function kindColumns(kind: ReferenceKind): SQL {
  switch (kind) {
    case 'muscles':
      return sql`, r.body_part_id`;
    case 'body-parts':
      return sql`, (SELECT count(*) FROM muscles m WHERE m.body_part_id = r.id)::int AS muscle_count`;
    case 'equipment':
      return sql`, r.load_kind, r.bar_type,
        ARRAY(SELECT eg.grip_id::text FROM equipment_grips eg JOIN grips g ON g.id = eg.grip_id
              WHERE eg.equipment_id = r.id ORDER BY g.display_order, g.slug) AS grip_ids`;
    default:
      return sql``;
  }
}

export async function listReferenceRows(
  db: AppDb,
  kind: ReferenceKind,
  lang: LanguageCode,
  options: { unusedOnly?: boolean; id?: string } = {},
): Promise<ReferenceRow[]> {
  const meta = referenceTable(kind);
  const usage = usageSql(kind, sql`r.id`);
  const filters: SQL[] = [sql`true`];
  if (options.unusedOnly) {
    filters.push(sql`${usage} = 0`);
    if (kind === 'body-parts') filters.push(sql`NOT EXISTS (SELECT 1 FROM muscles m WHERE m.body_part_id = r.id)`);
  }
  if (options.id) filters.push(sql`r.id = ${options.id}`);
  return queryRows<ReferenceRow>(
    db,
    sql`SELECT r.id, r.slug, r.display_order,
               ${referenceNameSql(meta.translations, meta.fk, sql`r.id`, sql`r.slug`, lang)} AS name,
               ${sql.join(
                 LANGUAGES.map(
                   (code) => sql`${translationNameSql(meta, sql`r.id`, code)} AS ${sql.identifier(`name_${code}`)}`,
                 ),
                 sql`, `,
               )},
               ${usage} AS exercise_count
               ${kindColumns(kind)}
        FROM ${sql.identifier(meta.table)} r
        WHERE ${sql.join(filters, sql` AND `)}
        ORDER BY r.display_order, r.slug`,
  );
}

export async function referenceExists(db: AppDb, kind: ReferenceKind, id: string): Promise<boolean> {
  const meta = referenceTable(kind);
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM ${sql.identifier(meta.table)} WHERE id = ${id}`);
  return rows.length > 0;
}

export async function countReferenceUsage(db: AppDb, kind: ReferenceKind, id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT ${usageSql(kind, sql`${id}::uuid`)} AS n`);
  return Number(row?.n ?? 0);
}

/** Which of `ids` exist in a table of the catalogue (to name the unknown ones in a 400). */
export async function existingIds(
  db: AppDb,
  table: 'muscles' | 'equipment' | 'grips' | 'movement_patterns' | 'tags' | 'body_parts',
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

export interface ReferenceValues {
  slug: string;
  displayOrder: number;
  bodyPartId?: string;
  loadKind?: string;
  barType?: string | null;
}

function columnValues(kind: ReferenceKind, values: ReferenceValues): Record<string, unknown> {
  const out: Record<string, unknown> = { slug: values.slug, display_order: values.displayOrder };
  if (kind === 'muscles') out.body_part_id = values.bodyPartId;
  if (kind === 'equipment') {
    out.load_kind = values.loadKind;
    out.bar_type = values.barType ?? null;
    out.is_stack = values.loadKind === 'stack';
  }
  return out;
}

/** Inserts a row unless its id exists; answers whether this call created it. */
export async function insertReference(
  db: AppDb,
  kind: ReferenceKind,
  id: string,
  values: ReferenceValues,
): Promise<boolean> {
  const meta = referenceTable(kind);
  const columns = Object.entries(columnValues(kind, values));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ${sql.identifier(meta.table)} (id, ${sql.join(
      columns.map(([name]) => sql.identifier(name)),
      sql`, `,
    )})
        VALUES (${id}, ${sql.join(
          columns.map(([, value]) => sql`${value}`),
          sql`, `,
        )})
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateReference(
  db: AppDb,
  kind: ReferenceKind,
  id: string,
  values: ReferenceValues,
): Promise<void> {
  const meta = referenceTable(kind);
  const columns = Object.entries(columnValues(kind, values));
  await db.execute(
    sql`UPDATE ${sql.identifier(meta.table)} SET ${sql.join(
      columns.map(([name, value]) => sql`${sql.identifier(name)} = ${value}`),
      sql`, `,
    )} WHERE id = ${id}`,
  );
}

export async function deleteReference(db: AppDb, kind: ReferenceKind, id: string): Promise<boolean> {
  const meta = referenceTable(kind);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM ${sql.identifier(meta.table)} WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

/** Replaces a row's names: the given languages are stored, the others removed. */
export async function replaceNames(
  db: AppDb,
  meta: TranslatedTable,
  id: string,
  names: Partial<Record<LanguageCode, string | null>>,
): Promise<void> {
  await db.execute(sql`DELETE FROM ${sql.identifier(meta.translations)} WHERE ${sql.identifier(meta.fk)} = ${id}`);
  const given = LANGUAGES.flatMap((code) => (names[code] ? [[code, names[code]] as const] : []));
  if (given.length === 0) return;
  await db.execute(
    sql`INSERT INTO ${sql.identifier(meta.translations)} (${sql.identifier(meta.fk)}, language_code, name)
        VALUES ${sql.join(
          given.map(([code, name]) => sql`(${id}, ${code}, ${name})`),
          sql`, `,
        )}`,
  );
}

// --- Equipment and grips -----------------------------------------------------------------------------------------

export async function listEquipmentGripPairs(db: AppDb): Promise<{ equipmentId: string; gripId: string }[]> {
  return queryRows(db, sql`SELECT equipment_id AS "equipmentId", grip_id AS "gripId" FROM equipment_grips`);
}

export async function addEquipmentGrips(db: AppDb, pairs: EquipmentGripPair[]): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await queryRows<{ equipment_id: string }>(
    db,
    sql`INSERT INTO equipment_grips (equipment_id, grip_id)
        VALUES ${sql.join(
          pairs.map((p) => sql`(${p.equipmentId}::uuid, ${p.gripId}::uuid)`),
          sql`, `,
        )}
        ON CONFLICT DO NOTHING RETURNING equipment_id`,
  );
  return rows.length;
}

export async function removeEquipmentGrips(db: AppDb, pairs: EquipmentGripPair[]): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await queryRows<{ equipment_id: string }>(
    db,
    sql`DELETE FROM equipment_grips WHERE (equipment_id, grip_id) IN (${sql.join(
      pairs.map((p) => sql`(${p.equipmentId}::uuid, ${p.gripId}::uuid)`),
      sql`, `,
    )}) RETURNING equipment_id`,
  );
  return rows.length;
}

/** Exercises whose default grips would no longer be allowed if these pairs went away. */
export async function exercisesUsingGripPairs(
  db: AppDb,
  pairs: EquipmentGripPair[],
  lang: LanguageCode,
): Promise<{ equipment_id: string; grip_id: string; exercise_id: string; name: string }[]> {
  if (pairs.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT p.equipment_id, p.grip_id, e.id AS exercise_id, ${exerciseNameSql(sql`e.id`, lang)} AS name
        FROM (VALUES ${sql.join(
          pairs.map((pair) => sql`(${pair.equipmentId}::uuid, ${pair.gripId}::uuid)`),
          sql`, `,
        )}) AS p(equipment_id, grip_id)
        JOIN exercises e ON e.equipment_id = p.equipment_id AND p.grip_id = ANY (e.default_grip_ids)
        ORDER BY name LIMIT 20`,
  );
}

// --- Aliases -----------------------------------------------------------------------------------------------------

export interface AliasRow {
  id: string;
  exercise_id: string;
  exercise_name: string;
  language_code: LanguageCode;
  alias: string;
  total: number;
}

export async function searchAliases(
  db: AppDb,
  search: { q?: string; languageCode?: LanguageCode; lang: LanguageCode; limit: number; offset: number },
): Promise<AliasRow[]> {
  const filters: SQL[] = [sql`e.owner_user_id IS NULL`];
  if (search.languageCode) filters.push(sql`a.language_code = ${search.languageCode}`);
  if (search.q) {
    const pattern = escapeLike(search.q);
    filters.push(sql`(a.search_alias LIKE '%' || catalogue_search_fold(${pattern}) || '%'
      OR EXISTS (SELECT 1 FROM exercises_translations t WHERE t.exercise_id = e.id
                 AND t.search_name LIKE '%' || catalogue_search_fold(${pattern}) || '%'))`);
  }
  return queryRows<AliasRow>(
    db,
    sql`SELECT a.id, a.exercise_id, ${exerciseNameSql(sql`e.id`, search.lang)} AS exercise_name, a.language_code, a.alias,
               count(*) OVER ()::int AS total
        FROM exercise_aliases a JOIN exercises e ON e.id = a.exercise_id
        WHERE ${sql.join(filters, sql` AND `)}
        ORDER BY a.search_alias, a.language_code, a.id
        LIMIT ${search.limit} OFFSET ${search.offset}`,
  );
}

export async function findAlias(db: AppDb, id: string, lang: LanguageCode): Promise<AliasRow | null> {
  const [row] = await queryRows<AliasRow>(
    db,
    sql`SELECT a.id, a.exercise_id, ${exerciseNameSql(sql`e.id`, lang)} AS exercise_name, a.language_code, a.alias, 1 AS total
        FROM exercise_aliases a JOIN exercises e ON e.id = a.exercise_id
        WHERE a.id = ${id} AND e.owner_user_id IS NULL`,
  );
  return row ?? null;
}

/** Inserts an alias unless the exercise already has it in that language; answers its id and whether it is new. */
export async function insertAlias(
  db: AppDb,
  alias: { exerciseId: string; languageCode: LanguageCode; alias: string },
): Promise<{ id: string; created: boolean }> {
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO exercise_aliases (exercise_id, language_code, alias)
        VALUES (${alias.exerciseId}, ${alias.languageCode}, ${alias.alias})
        ON CONFLICT (exercise_id, language_code, alias) DO NOTHING RETURNING id`,
  );
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM exercise_aliases WHERE exercise_id = ${alias.exerciseId}
        AND language_code = ${alias.languageCode} AND alias = ${alias.alias}`,
  );
  return { id: existing!.id, created: false };
}

export async function deleteAlias(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM exercise_aliases WHERE id = ${id}`);
}

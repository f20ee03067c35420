import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { MissingFilter, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';
import { escapeLike } from '../../core/sql';
import { exerciseNameSql } from '../catalogue';
import { translationNameSql } from './references.repository';
import { TRANSLATED_TABLES } from './tables.sql';

const LANGUAGES: LanguageCode[] = ['en', 'es', 'ro'];

const filled = (column: SQL) => sql`btrim(coalesce(${column}, '')) <> ''`;

/**
 * Whether row `r` is really there in a language: a name that is not blank and, where the table has descriptions,
 * a description wherever the English row has one. A row with a name and an empty description counted as translated,
 * and the quality report said 100% while the Spanish exercise descriptions were empty.
 */
function translatedIn(meta: (typeof TRANSLATED_TABLES)[TranslationTable], code: LanguageCode): SQL {
  const translations = sql.identifier(meta.translations);
  const fk = sql.identifier(meta.fk);
  const description = meta.hasDescription
    ? sql` AND (${filled(sql`x.description`)} OR NOT EXISTS (
        SELECT 1 FROM ${translations} e
        WHERE e.${fk} = r.id AND e.language_code = 'en' AND ${filled(sql`e.description`)}))`
    : sql``;
  return sql`EXISTS (SELECT 1 FROM ${translations} x
    WHERE x.${fk} = r.id AND x.language_code = ${code} AND ${filled(sql`x.name`)}${description})`;
}

/** Rows of the table and, per language, how many have a name in it. */
export async function countCoverage(
  db: AppDb,
  table: TranslationTable,
): Promise<{ total: number; en: number; es: number; ro: number }> {
  const meta = TRANSLATED_TABLES[table];
  const [row] = await queryRows<{ total: number; en: number; es: number; ro: number }>(
    db,
    sql`SELECT count(*)::int AS total,
               ${sql.join(
                 LANGUAGES.map(
                   (code) => sql`count(*) FILTER (WHERE ${translatedIn(meta, code)})::int AS ${sql.identifier(code)}`,
                 ),
                 sql`, `,
               )}
        FROM ${sql.identifier(meta.table)} r WHERE ${meta.scope('r')}`,
  );
  return {
    total: Number(row?.total ?? 0),
    en: Number(row?.en ?? 0),
    es: Number(row?.es ?? 0),
    ro: Number(row?.ro ?? 0),
  };
}

export interface TranslationRowRecord {
  id: string;
  slug: string;
  name_en: string | null;
  name_es: string | null;
  name_ro: string | null;
  description_en?: string | null;
  description_es?: string | null;
  description_ro?: string | null;
  total: number;
}

export async function listTranslationRows(
  db: AppDb,
  table: TranslationTable,
  search: { missing?: MissingFilter; q?: string; limit: number; offset: number; id?: string },
): Promise<TranslationRowRecord[]> {
  const meta = TRANSLATED_TABLES[table];
  const has = (code: LanguageCode) => translatedIn(meta, code);
  const filters: SQL[] = [meta.scope('r')];
  if (search.id) filters.push(sql`r.id = ${search.id}`);
  if (search.missing === 'es' || search.missing === 'ro') filters.push(sql`NOT ${has(search.missing)}`);
  if (search.missing === 'any') filters.push(sql`(NOT ${has('es')} OR NOT ${has('ro')})`);
  if (search.q) {
    const pattern = escapeLike(search.q);
    filters.push(sql`(r.slug LIKE '%' || ${pattern.toLowerCase()} || '%' OR EXISTS (
      SELECT 1 FROM ${sql.identifier(meta.translations)} x
      WHERE x.${sql.identifier(meta.fk)} = r.id
        AND catalogue_search_fold(x.name) LIKE '%' || catalogue_search_fold(${pattern}) || '%'))`);
  }
  const columns: SQL[] = LANGUAGES.map(
    (code) => sql`${translationNameSql(meta, sql`r.id`, code)} AS ${sql.identifier(`name_${code}`)}`,
  );
  if (meta.hasDescription) {
    for (const code of LANGUAGES) {
      columns.push(
        sql`${translationNameSql(meta, sql`r.id`, code, 'description')} AS ${sql.identifier(`description_${code}`)}`,
      );
    }
  }
  const orderName =
    table === 'exercises'
      ? exerciseNameSql(sql`r.id`, 'en')
      : sql`COALESCE(${translationNameSql(meta, sql`r.id`, 'en')}, r.slug)`;
  return queryRows<TranslationRowRecord>(
    db,
    sql`SELECT r.id, r.slug, ${sql.join(columns, sql`, `)}, count(*) OVER ()::int AS total
        FROM ${sql.identifier(meta.table)} r
        WHERE ${sql.join(filters, sql` AND `)}
        ORDER BY catalogue_search_fold(${orderName}) COLLATE "C", r.id
        LIMIT ${search.limit} OFFSET ${search.offset}`,
  );
}

/** Stores one row's name (and, where the table has them, its description) in one language. */
export async function upsertTranslation(
  db: AppDb,
  table: TranslationTable,
  id: string,
  lang: LanguageCode,
  name: string,
  description: string | null | undefined,
): Promise<void> {
  const meta = TRANSLATED_TABLES[table];
  const withDescription = meta.hasDescription && description !== undefined;
  await db.execute(
    sql`INSERT INTO ${sql.identifier(meta.translations)} (${sql.identifier(meta.fk)}, language_code, name
          ${withDescription ? sql`, description` : sql``})
        VALUES (${id}, ${lang}, ${name} ${withDescription ? sql`, ${description}` : sql``})
        ON CONFLICT (${sql.identifier(meta.fk)}, language_code)
        DO UPDATE SET name = EXCLUDED.name ${withDescription ? sql`, description = EXCLUDED.description` : sql``}`,
  );
}

export async function deleteTranslation(db: AppDb, table: TranslationTable, id: string, lang: LanguageCode) {
  const meta = TRANSLATED_TABLES[table];
  await db.execute(
    sql`DELETE FROM ${sql.identifier(meta.translations)}
        WHERE ${sql.identifier(meta.fk)} = ${id} AND language_code = ${lang}`,
  );
}

// --- Data quality --------------------------------------------------------------------------------------------------

export interface QualityRow {
  id: string;
  slug: string;
  name: string;
  detail: string | null;
  total: number;
}

const LIMIT = 20;

function exerciseCheck(where: SQL): SQL {
  return sql`SELECT e.id, e.slug, ${exerciseNameSql(sql`e.id`, 'en')} AS name, NULL::text AS detail,
                    count(*) OVER ()::int AS total
             FROM exercises e WHERE e.owner_user_id IS NULL AND ${where}
             ORDER BY e.slug LIMIT ${LIMIT}`;
}

function referenceCheck(table: 'equipment' | 'grips', translations: string, fk: string, where: SQL): SQL {
  return sql`SELECT r.id, r.slug,
                    COALESCE((SELECT x.name FROM ${sql.identifier(translations)} x
                              WHERE x.${sql.identifier(fk)} = r.id AND x.language_code = 'en'), r.slug) AS name,
                    NULL::text AS detail, count(*) OVER ()::int AS total
             FROM ${sql.identifier(table)} r WHERE ${where}
             ORDER BY r.display_order, r.slug LIMIT ${LIMIT}`;
}

/** The read-only data checks of the quality report: catalogue rows only, never anything of a member. */
export const QUALITY_QUERIES = {
  exercisesWithoutMuscle: exerciseCheck(
    sql`e.primary_muscle_id IS NULL AND NOT EXISTS (SELECT 1 FROM exercise_secondary_muscles sm WHERE sm.exercise_id = e.id)`,
  ),
  exercisesWithoutPattern: exerciseCheck(sql`e.movement_pattern_id IS NULL`),
  exercisesWithoutEquipment: exerciseCheck(sql`e.equipment_id IS NULL`),
  // Equipment held in the hands (bars, dumbbells, handles, bands) or used by an exercise with grips should allow some.
  equipmentWithoutGrips: referenceCheck(
    'equipment',
    'equipment_translations',
    'equipment_id',
    sql`NOT EXISTS (SELECT 1 FROM equipment_grips eg WHERE eg.equipment_id = r.id)
        AND (r.load_kind IN ('plates', 'stack', 'dumbbell', 'band')
             OR EXISTS (SELECT 1 FROM exercises e WHERE e.equipment_id = r.id AND e.allows_grips))`,
  ),
  duplicateNames: sql`
    SELECT (array_agg(t.exercise_id ORDER BY e.slug))[1] AS id, min(e.slug) AS slug, min(t.name) AS name,
           t.language_code || ' × ' || count(*) AS detail, count(*) OVER ()::int AS total
    FROM exercises_translations t JOIN exercises e ON e.id = t.exercise_id AND e.owner_user_id IS NULL
    GROUP BY t.language_code, t.search_name HAVING count(*) > 1
    ORDER BY min(t.name) LIMIT ${LIMIT}`,
  unusedEquipment: referenceCheck(
    'equipment',
    'equipment_translations',
    'equipment_id',
    sql`NOT EXISTS (SELECT 1 FROM exercises e WHERE e.equipment_id = r.id)`,
  ),
  unusedGrips: referenceCheck(
    'grips',
    'grip_translations',
    'grip_id',
    sql`NOT EXISTS (SELECT 1 FROM exercises e WHERE r.id = ANY (e.default_grip_ids))`,
  ),
} as const;

export async function runQualityCheck(db: AppDb, key: keyof typeof QUALITY_QUERIES): Promise<QualityRow[]> {
  return queryRows<QualityRow>(db, QUALITY_QUERIES[key]);
}

export async function countCatalogueExercises(db: AppDb): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM exercises WHERE owner_user_id IS NULL`,
  );
  return Number(row?.n ?? 0);
}

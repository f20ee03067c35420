import { sql, type SQL } from 'drizzle-orm';
import type { ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import type { AttributeValueType } from '@lifeorbit/contracts/admin-catalogue';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';
import { referenceNameSql } from '../../core/sql';

export interface AttributeSchemaRow {
  id: string;
  slug: string;
  name: string;
  name_en: string | null;
  name_es: string | null;
  name_ro: string | null;
  value_type: AttributeValueType;
  load_type: ExerciseLoadType | null;
  movement_pattern_id: string | null;
  movement_pattern_slug: string | null;
  movement_pattern_name: string | null;
  is_required: boolean;
  choices: string[];
  min_value: string | number | null;
  max_value: string | number | null;
  unit: string | null;
  display_order: number;
  value_count: number;
}

const nameIn = (code: LanguageCode) =>
  sql`(SELECT t.name FROM attribute_schema_translations t WHERE t.attribute_schema_id = s.id AND t.language_code = ${code})`;

export async function listAttributeSchemaRows(
  db: AppDb,
  lang: LanguageCode,
  where: SQL = sql`true`,
): Promise<AttributeSchemaRow[]> {
  return queryRows<AttributeSchemaRow>(
    db,
    sql`SELECT s.id, s.slug,
               ${referenceNameSql('attribute_schema_translations', 'attribute_schema_id', sql`s.id`, sql`s.slug`, lang)} AS name,
               ${nameIn('en')} AS name_en, ${nameIn('es')} AS name_es, ${nameIn('ro')} AS name_ro,
               s.value_type, s.load_type, s.movement_pattern_id, p.slug AS movement_pattern_slug,
               CASE WHEN p.id IS NULL THEN NULL ELSE ${referenceNameSql('movement_pattern_translations', 'movement_pattern_id', sql`p.id`, sql`p.slug`, lang)} END AS movement_pattern_name,
               s.is_required, s.choices, s.min_value, s.max_value, s.unit, s.display_order,
               (SELECT count(*) FROM exercise_attribute_values v WHERE v.attribute_schema_id = s.id)::int AS value_count
        FROM attribute_schemas s LEFT JOIN movement_patterns p ON p.id = s.movement_pattern_id
        WHERE ${where}
        ORDER BY s.display_order, s.slug`,
  );
}

export const findAttributeSchemaRow = async (db: AppDb, id: string, lang: LanguageCode) =>
  (await listAttributeSchemaRows(db, lang, sql`s.id = ${id}`))[0] ?? null;

export interface AttributeSchemaColumns {
  slug: string;
  valueType: AttributeValueType;
  loadType: ExerciseLoadType | null;
  movementPatternId: string | null;
  isRequired: boolean;
  choices: string[];
  minValue: number | null;
  maxValue: number | null;
  unit: string | null;
  displayOrder: number;
}

function choicesSql(choices: string[]): SQL {
  return choices.length
    ? sql`ARRAY[${sql.join(
        choices.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
}

export async function insertAttributeSchema(db: AppDb, id: string, v: AttributeSchemaColumns): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO attribute_schemas (id, slug, value_type, load_type, movement_pattern_id, is_required, choices,
                                       min_value, max_value, unit, display_order)
        VALUES (${id}, ${v.slug}, ${v.valueType}, ${v.loadType}, ${v.movementPatternId}::uuid, ${v.isRequired},
                ${choicesSql(v.choices)}, ${v.minValue}::numeric, ${v.maxValue}::numeric, ${v.unit}, ${v.displayOrder})
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateAttributeSchema(db: AppDb, id: string, v: AttributeSchemaColumns): Promise<void> {
  await db.execute(
    sql`UPDATE attribute_schemas SET slug = ${v.slug}, value_type = ${v.valueType}, load_type = ${v.loadType},
          movement_pattern_id = ${v.movementPatternId}::uuid, is_required = ${v.isRequired},
          choices = ${choicesSql(v.choices)}, min_value = ${v.minValue}::numeric, max_value = ${v.maxValue}::numeric,
          unit = ${v.unit}, display_order = ${v.displayOrder}, updated_at = now()
        WHERE id = ${id}`,
  );
}

export async function deleteAttributeSchema(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM attribute_schemas WHERE id = ${id}`);
}

/** The stored values of one schema, to check them against a changed definition. */
export async function listValuesOfSchema(db: AppDb, id: string) {
  return queryRows<{ exercise_id: string; value: unknown }>(
    db,
    sql`SELECT exercise_id, value FROM exercise_attribute_values WHERE attribute_schema_id = ${id}`,
  );
}

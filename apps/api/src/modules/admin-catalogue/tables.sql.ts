import { sql, type SQL } from 'drizzle-orm';
import type { ReferenceKind, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';

/**
 * The translated tables the admin area edits, by their API name. The only place table and column names come from:
 * every identifier put into SQL is one of these, never text from a request.
 */
export interface TranslatedTable {
  table: string;
  translations: string;
  /** The translations' column pointing at the row. */
  fk: string;
  hasDescription: boolean;
  /** Rows of this table the admin area owns (exercises: only the catalogue's, never members' own). */
  scope: (alias: string) => SQL;
  /** How the audit log names one row (`muscle_created`...). */
  entity: string;
}

const everyRow = () => sql`true`;

export const TRANSLATED_TABLES: Record<TranslationTable, TranslatedTable> = {
  exercises: {
    table: 'exercises',
    translations: 'exercises_translations',
    fk: 'exercise_id',
    hasDescription: true,
    scope: (alias) => sql`${sql.identifier(alias)}.owner_user_id IS NULL`,
    entity: 'exercise',
  },
  muscles: {
    table: 'muscles',
    translations: 'muscle_translations',
    fk: 'muscle_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'muscle',
  },
  'body-parts': {
    table: 'body_parts',
    translations: 'body_part_translations',
    fk: 'body_part_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'body_part',
  },
  equipment: {
    table: 'equipment',
    translations: 'equipment_translations',
    fk: 'equipment_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'equipment',
  },
  grips: {
    table: 'grips',
    translations: 'grip_translations',
    fk: 'grip_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'grip',
  },
  'movement-patterns': {
    table: 'movement_patterns',
    translations: 'movement_pattern_translations',
    fk: 'movement_pattern_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'movement_pattern',
  },
  tags: {
    table: 'tags',
    translations: 'tag_translations',
    fk: 'tag_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'tag',
  },
  'attribute-schemas': {
    table: 'attribute_schemas',
    translations: 'attribute_schema_translations',
    fk: 'attribute_schema_id',
    hasDescription: false,
    scope: everyRow,
    entity: 'attribute_schema',
  },
};

export const referenceTable = (kind: ReferenceKind): TranslatedTable => TRANSLATED_TABLES[kind];

/** How many exercises use a row of each reference kind (any exercise, members' own included: they block a delete). */
export function usageSql(kind: ReferenceKind, id: SQL): SQL {
  switch (kind) {
    case 'body-parts':
      return sql`(SELECT count(*) FROM exercises e WHERE e.body_part_id = ${id})::int`;
    case 'muscles':
      return sql`(SELECT count(*) FROM exercises e WHERE e.primary_muscle_id = ${id}
                  OR EXISTS (SELECT 1 FROM exercise_secondary_muscles sm WHERE sm.exercise_id = e.id AND sm.muscle_id = ${id}))::int`;
    case 'equipment':
      return sql`(SELECT count(*) FROM exercises e WHERE e.equipment_id = ${id})::int`;
    case 'grips':
      return sql`(SELECT count(*) FROM exercises e WHERE ${id} = ANY (e.default_grip_ids))::int`;
    case 'movement-patterns':
      return sql`(SELECT count(*) FROM exercises e WHERE e.movement_pattern_id = ${id})::int`;
    case 'tags':
      return sql`(SELECT count(*) FROM exercise_tags et WHERE et.tag_id = ${id})::int`;
  }
}

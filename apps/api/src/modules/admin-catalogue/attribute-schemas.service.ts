import type { CodedErrorDetail, ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import {
  ATTRIBUTE_TEXT_MAX_LENGTH,
  type AdminAttributeSchema,
  type AttributeSchemaInput,
  type AttributeSchemasResponse,
  type AttributeValue,
  type CreateAttributeSchemaRequest,
} from '@lifeorbit/contracts/admin-catalogue';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { logAdminAction } from '../security';
import {
  deleteAttributeSchema,
  findAttributeSchemaRow,
  insertAttributeSchema,
  listAttributeSchemaRows,
  listValuesOfSchema,
  updateAttributeSchema,
  type AttributeSchemaRow,
} from './attribute-schemas.repository';
import { existingIds, replaceNames } from './references.repository';
import { TRANSLATED_TABLES } from './tables.sql';

type SchemaValues = z.output<typeof AttributeSchemaInput>;
type CreateSchemaValues = z.output<typeof CreateAttributeSchemaRequest>;

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function toAttributeSchema(row: AttributeSchemaRow): AdminAttributeSchema {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    names: { en: row.name_en, es: row.name_es, ro: row.name_ro },
    valueType: row.value_type,
    loadType: row.load_type,
    movementPatternId: row.movement_pattern_id,
    movementPattern: row.movement_pattern_id
      ? { id: row.movement_pattern_id, slug: row.movement_pattern_slug, name: row.movement_pattern_name ?? '' }
      : null,
    isRequired: row.is_required,
    choices: row.choices,
    minValue: num(row.min_value),
    maxValue: num(row.max_value),
    unit: row.unit,
    displayOrder: row.display_order,
    valueCount: Number(row.value_count),
  };
}

/** Whether a schema applies to an exercise of this load type and movement pattern. */
export function schemaApplies(
  schema: Pick<AdminAttributeSchema, 'loadType' | 'movementPatternId'>,
  exercise: { loadType: ExerciseLoadType; movementPatternId: string | null },
): boolean {
  return (
    (schema.loadType === null || schema.loadType === exercise.loadType) &&
    (schema.movementPatternId === null || schema.movementPatternId === exercise.movementPatternId)
  );
}

type SchemaRule = Pick<AdminAttributeSchema, 'valueType' | 'choices' | 'minValue' | 'maxValue'>;

type ValueProblem = Omit<CodedErrorDetail, 'field'>;

/** Why a value does not fit a schema (a detail's code and message), or null when it does. */
export function attributeValueProblem(schema: SchemaRule, value: unknown): ValueProblem | null {
  switch (schema.valueType) {
    case 'boolean':
      return typeof value === 'boolean' ? null : { code: 'invalid_type', message: 'Must be true or false' };
    case 'text':
      if (typeof value !== 'string' || !value.trim()) return { code: 'invalid_type', message: 'Must be text' };
      return value.length > ATTRIBUTE_TEXT_MAX_LENGTH
        ? { code: 'too_long', message: `At most ${ATTRIBUTE_TEXT_MAX_LENGTH} characters` }
        : null;
    case 'choice':
      return typeof value === 'string' && schema.choices.includes(value)
        ? null
        : { code: 'invalid_value', message: `Must be one of ${schema.choices.join(', ')}` };
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { code: 'invalid_type', message: 'Must be a number' };
      if (schema.valueType === 'integer' && !Number.isInteger(value)) {
        return { code: 'invalid_type', message: 'Must be a whole number' };
      }
      if (schema.minValue !== null && value < schema.minValue) {
        return { code: 'too_small', message: `At least ${schema.minValue}` };
      }
      if (schema.maxValue !== null && value > schema.maxValue) {
        return { code: 'too_large', message: `At most ${schema.maxValue}` };
      }
      return null;
    }
  }
}

/**
 * Checks an exercise's attribute values against the schemas: each key must name a schema that applies to the
 * exercise, each value must fit it, and required ones must be there. Answers the values to store, or the 400's
 * details (fields `attributes.<slug>`).
 */
export function checkAttributeValues(
  schemas: AdminAttributeSchema[],
  exercise: { loadType: ExerciseLoadType; movementPatternId: string | null },
  input: Record<string, AttributeValue | null>,
): { values: { schemaId: string; value: AttributeValue }[]; details: CodedErrorDetail[] } {
  const bySlug = new Map(schemas.map((schema) => [schema.slug, schema]));
  const values: { schemaId: string; value: AttributeValue }[] = [];
  const details: CodedErrorDetail[] = [];
  for (const [slug, value] of Object.entries(input)) {
    const field = `attributes.${slug}`;
    const schema = bySlug.get(slug);
    if (!schema) {
      details.push({ field, code: 'not_found', message: 'No attribute has this slug' });
      continue;
    }
    if (value === null) continue;
    if (!schemaApplies(schema, exercise)) {
      details.push({ field, code: 'not_allowed', message: 'Does not apply to this kind of exercise' });
      continue;
    }
    const problem = attributeValueProblem(schema, value);
    if (problem) details.push({ field, ...problem });
    else values.push({ schemaId: schema.id, value: typeof value === 'string' ? value.trim() : value });
  }
  for (const schema of schemas) {
    if (schema.isRequired && schemaApplies(schema, exercise) && (input[schema.slug] ?? null) === null) {
      details.push({
        field: `attributes.${schema.slug}`,
        code: 'required',
        message: 'Required for this kind of exercise',
      });
    }
  }
  return { values, details };
}

export async function listAttributeSchemas(db: AppDb, lang: LanguageCode): Promise<AttributeSchemasResponse> {
  return { items: (await listAttributeSchemaRows(db, lang)).map(toAttributeSchema) };
}

async function requireSchema(db: AppDb, id: string, lang: LanguageCode = 'en') {
  const row = await findAttributeSchemaRow(db, id, lang);
  if (!row) throw new AppError('not_found', 'No such attribute schema');
  return toAttributeSchema(row);
}

async function checkPattern(db: AppDb, movementPatternId: string | null) {
  if (movementPatternId && !(await existingIds(db, 'movement_patterns', [movementPatternId])).size) {
    throw validationError([{ field: 'movementPatternId', code: 'not_found', message: 'Unknown id' }]);
  }
}

const slugTaken = () =>
  new AppError('conflict', 'slug: another attribute schema has this slug', [
    { field: 'slug', code: 'duplicate', message: 'Another attribute schema has this slug' },
  ]);

async function write<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugTaken();
    throw err;
  }
}

const columns = (body: SchemaValues) => ({
  slug: body.slug,
  valueType: body.valueType,
  loadType: body.loadType,
  movementPatternId: body.movementPatternId,
  isRequired: body.isRequired,
  choices: body.choices,
  minValue: body.minValue,
  maxValue: body.maxValue,
  unit: body.unit,
  displayOrder: body.displayOrder,
});

export async function createAttributeSchema(
  db: AppDb,
  actorId: string,
  body: CreateSchemaValues,
  lang: LanguageCode,
): Promise<{ schema: AdminAttributeSchema; created: boolean }> {
  const existing = await findAttributeSchemaRow(db, body.id, lang);
  if (existing) return { schema: toAttributeSchema(existing), created: false };
  await checkPattern(db, body.movementPatternId);
  const created = await write(() =>
    db.transaction(async (tx) => {
      if (!(await insertAttributeSchema(tx, body.id, columns(body)))) return false;
      await replaceNames(tx, TRANSLATED_TABLES['attribute-schemas'], body.id, body.names);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'attribute_schema_created',
        details: { id: body.id, slug: body.slug, valueType: body.valueType, names: body.names },
      });
      return true;
    }),
  );
  return { schema: await requireSchema(db, body.id, lang), created };
}

/** Changes a schema; a change that the values already stored would not fit is refused (409). */
export async function updateAttributeSchemaItem(
  db: AppDb,
  actorId: string,
  id: string,
  body: SchemaValues,
  lang: LanguageCode,
): Promise<AdminAttributeSchema> {
  const before = await requireSchema(db, id);
  await checkPattern(db, body.movementPatternId);
  const misfits = (await listValuesOfSchema(db, id)).filter((row) => attributeValueProblem(body, row.value) !== null);
  if (misfits.length > 0) {
    throw new AppError(
      'conflict',
      `${misfits.length} exercise(s) store values that would not fit this definition; change them first`,
      [{ field: 'valueType', code: 'in_use', message: `${misfits.length} stored value(s) would not fit` }],
    );
  }
  await write(() =>
    db.transaction(async (tx) => {
      await updateAttributeSchema(tx, id, columns(body));
      await replaceNames(tx, TRANSLATED_TABLES['attribute-schemas'], id, body.names);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'attribute_schema_updated',
        details: { id, slug: body.slug, before: { ...before, valueCount: undefined }, after: body },
      });
    }),
  );
  return requireSchema(db, id, lang);
}

export async function deleteAttributeSchemaItem(db: AppDb, actorId: string, id: string): Promise<void> {
  const schema = await requireSchema(db, id);
  if (schema.valueCount > 0) {
    throw new AppError('conflict', `${schema.valueCount} exercise(s) store a value of this attribute`, [
      { field: 'id', code: 'in_use', message: `Used by ${schema.valueCount} exercise(s)` },
    ]);
  }
  try {
    await db.transaction(async (tx) => {
      await deleteAttributeSchema(tx, id);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'attribute_schema_deleted',
        details: { id, slug: schema.slug, names: schema.names },
      });
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError('conflict', 'An exercise stored a value meanwhile', [
        { field: 'id', code: 'in_use', message: 'In use' },
      ]);
    }
    throw err;
  }
}

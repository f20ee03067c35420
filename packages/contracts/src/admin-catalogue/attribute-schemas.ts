import { z } from 'zod';
import { ExerciseLoadType, NamedRef, PerLanguage } from '../catalogue';
import { detailParams } from '../errors';
import { DisplayOrder, ReferenceNames, Slug, Uuid } from './common';
import { singleLineText } from '../text';

/** Attribute schemas: typed extra attributes per exercise kind. */

export const ATTRIBUTE_VALUE_TYPES = ['number', 'integer', 'boolean', 'text', 'choice'] as const;
export const AttributeValueType = z.enum(ATTRIBUTE_VALUE_TYPES);
export type AttributeValueType = z.infer<typeof AttributeValueType>;
export const ATTRIBUTE_TEXT_MAX_LENGTH = 200;

export const AttributeValue = z.union([z.number(), singleLineText(ATTRIBUTE_TEXT_MAX_LENGTH), z.boolean()]);
export type AttributeValue = z.infer<typeof AttributeValue>;

const AttributeSchemaFields = z
  .object({
    slug: Slug,
    names: ReferenceNames,
    valueType: AttributeValueType,
    /** Which exercises it applies to: any (both null), a load type, a movement pattern, or both. */
    loadType: ExerciseLoadType.nullable().default(null),
    movementPatternId: Uuid.nullable().default(null),
    isRequired: z.boolean().default(false),
    choices: z
      .array(singleLineText(60, { tooLong: 'At most 60 characters' }).min(1, { error: 'A choice cannot be empty' }))
      .max(30, { error: 'At most 30 choices' })
      .default([]),
    minValue: z.number().nullable().default(null),
    maxValue: z.number().nullable().default(null),
    unit: singleLineText(20, { tooLong: 'At most 20 characters' })
      .nullable()
      .default(null)
      .transform((value) => (value ? value : null)),
    displayOrder: DisplayOrder.default(0),
  })
  .strict();

function checkAttributeSchema(value: z.output<typeof AttributeSchemaFields>, ctx: z.RefinementCtx) {
  if (value.valueType === 'choice' && value.choices.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['choices'],
      message: 'A choice attribute needs at least one choice',
      params: detailParams('required'),
    });
  }
  if (value.valueType !== 'choice' && value.choices.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['choices'],
      message: 'Only choice attributes have choices',
      params: detailParams('not_allowed'),
    });
  }
  if (new Set(value.choices).size !== value.choices.length) {
    ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice once', params: detailParams('duplicate') });
  }
  const numeric = value.valueType === 'number' || value.valueType === 'integer';
  if (!numeric && (value.minValue !== null || value.maxValue !== null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['minValue'],
      message: 'Only number attributes have a range',
      params: detailParams('not_allowed'),
    });
  }
  if (value.minValue !== null && value.maxValue !== null && value.minValue > value.maxValue) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxValue'],
      message: 'Must not be below the minimum',
      params: detailParams('out_of_range'),
    });
  }
}

export const AttributeSchemaInput = AttributeSchemaFields.superRefine(checkAttributeSchema);
export type AttributeSchemaInput = z.input<typeof AttributeSchemaInput>;

export const CreateAttributeSchemaRequest = AttributeSchemaFields.extend({ id: Uuid })
  .strict()
  .superRefine(checkAttributeSchema);
export type CreateAttributeSchemaRequest = z.input<typeof CreateAttributeSchemaRequest>;

export const AdminAttributeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  names: PerLanguage(z.string()),
  valueType: AttributeValueType,
  loadType: ExerciseLoadType.nullable(),
  movementPatternId: z.string().nullable(),
  movementPattern: NamedRef.nullable(),
  isRequired: z.boolean(),
  choices: z.array(z.string()),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  unit: z.string().nullable(),
  displayOrder: z.number().int(),
  /** How many exercises store a value. */
  valueCount: z.number().int(),
});
export type AdminAttributeSchema = z.infer<typeof AdminAttributeSchema>;

export const AttributeSchemasResponse = z.object({ items: z.array(AdminAttributeSchema) });
export type AttributeSchemasResponse = z.infer<typeof AttributeSchemasResponse>;

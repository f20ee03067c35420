import { z } from 'zod';
import { ExerciseEffortMode, ExerciseLoadMode, ExerciseLoadType, NamedRef, PerLanguage } from '../catalogue';
import { detailParams } from '../errors';
import { LanguageCode } from '../profile';
import { AdminAttributeSchema, AttributeValue } from './attribute-schemas';
import { DisplayLanguage, MissingFilter, optionalParam, Page, PageSize, SearchText, Slug, Uuid } from './common';
import { EquipmentLoadKind } from './references';
import { multiLineText, singleLineText } from '../text';

/** Catalogue exercises as the admin edits them, with their aliases and audit trail. */

export const AdminExercisesQuery = z.object({
  q: SearchText,
  muscle: optionalParam(Uuid),
  equipment: optionalParam(Uuid),
  pattern: optionalParam(Uuid),
  missing: optionalParam(MissingFilter),
  lang: DisplayLanguage,
  page: Page,
  pageSize: PageSize,
});
export type AdminExercisesQuery = z.infer<typeof AdminExercisesQuery>;

export const AdminExerciseSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  names: PerLanguage(z.string()),
  loadType: ExerciseLoadType,
  primaryMuscle: NamedRef.nullable(),
  equipment: NamedRef.nullable(),
  movementPattern: NamedRef.nullable(),
  /** The languages without a name. */
  missing: z.array(LanguageCode),
});
export type AdminExerciseSummary = z.infer<typeof AdminExerciseSummary>;

export const AdminExercisesResponse = z.object({
  items: z.array(AdminExerciseSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminExercisesResponse = z.infer<typeof AdminExercisesResponse>;

export const EXERCISE_ALIASES_MAX = 60;
export const ALIAS_MAX_LENGTH = 200;

const ExerciseTranslation = z
  .object({
    name: singleLineText(200, { notText: 'Must be text' }).default(''),
    description: multiLineText(4000, { notText: 'Must be text' }).nullable().default(''),
  })
  .strict();

const AliasInput = z
  .object({
    languageCode: LanguageCode,
    alias: singleLineText(ALIAS_MAX_LENGTH, { notText: 'Must be text' }).min(1, { error: 'An alias cannot be empty' }),
  })
  .strict();

const AdminExerciseFields = z
  .object({
    /** Made from the English name when left out on create. */
    slug: Slug.optional(),
    translations: z
      .object(
        {
          en: z
            .object(
              {
                name: singleLineText(200, { notText: 'An English name is required' }).min(1, {
                  error: 'An English name is required',
                }),
                description: ExerciseTranslation.shape.description,
              },
              { error: 'An English name is required' },
            )
            .strict(),
          es: ExerciseTranslation.optional(),
          ro: ExerciseTranslation.optional(),
        },
        { error: 'An English name is required' },
      )
      .strict(),
    primaryMuscleId: Uuid,
    /** Defaults to the primary muscle's body part. */
    bodyPartId: Uuid.nullable().optional(),
    secondaryMuscleIds: z.array(Uuid).max(12, { error: 'At most 12 muscles' }).default([]),
    equipmentId: Uuid.nullable(),
    movementPatternId: Uuid.nullable(),
    loadType: ExerciseLoadType,
    loadMode: ExerciseLoadMode.default('total'),
    effortMode: ExerciseEffortMode.default('reps'),
    isUnilateral: z.boolean().default(false),
    allowsGrips: z.boolean().default(false),
    /** Default grips in order; each must be a grip the equipment allows. */
    defaultGripIds: z.array(Uuid).max(8, { error: 'At most 8 grips' }).default([]),
    aliases: z
      .array(AliasInput)
      .max(EXERCISE_ALIASES_MAX, { error: `At most ${EXERCISE_ALIASES_MAX} aliases` })
      .default([]),
    tagIds: z.array(Uuid).max(30, { error: 'At most 30 tags' }).default([]),
    /** Values of the attribute schemas that apply, by schema slug; null removes one. */
    attributes: z.record(Slug, AttributeValue.nullable()).default({}),
  })
  .strict();

function checkAdminExercise(value: z.output<typeof AdminExerciseFields>, ctx: z.RefinementCtx) {
  for (const lang of ['es', 'ro'] as const) {
    const translation = value.translations[lang];
    if (translation && !translation.name && translation.description) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', lang, 'name'],
        message: 'Add a name in this language before its description',
        params: detailParams('required'),
      });
    }
  }
  if (value.loadMode === 'stack' && !['machine', 'cable', 'assisted'].includes(value.loadType)) {
    ctx.addIssue({
      code: 'custom',
      path: ['loadMode'],
      message: 'Only machine, cable and assisted work uses a stack',
      params: detailParams('not_allowed'),
    });
  }
  if (!value.allowsGrips && value.defaultGripIds.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultGripIds'],
      message: 'Default grips need allowsGrips',
      params: detailParams('not_allowed'),
    });
  }
  if (new Set(value.defaultGripIds).size !== value.defaultGripIds.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultGripIds'],
      message: 'Each grip once',
      params: detailParams('duplicate'),
    });
  }
  const seen = new Set<string>();
  value.aliases.forEach((alias, index) => {
    const key = `${alias.languageCode}:${alias.alias.toLocaleLowerCase()}`;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['aliases', index, 'alias'],
        message: 'This alias is already listed',
        params: detailParams('duplicate'),
      });
    }
    seen.add(key);
  });
}

/** Everything an admin sets on a catalogue exercise; create and update take the same shape. */
export const AdminExerciseInput = AdminExerciseFields.superRefine(checkAdminExercise);
export type AdminExerciseInput = z.input<typeof AdminExerciseInput>;
export type AdminExerciseValues = z.output<typeof AdminExerciseInput>;

export const CreateAdminExerciseRequest = AdminExerciseFields.extend({ id: Uuid })
  .strict()
  .superRefine(checkAdminExercise);
export type CreateAdminExerciseRequest = z.input<typeof CreateAdminExerciseRequest>;

const TranslationView = z.object({ name: z.string(), description: z.string().nullable() }).nullable();

export const AdminExerciseDetail = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  translations: z.object({ en: TranslationView, es: TranslationView, ro: TranslationView }),
  primaryMuscleId: z.string().nullable(),
  bodyPartId: z.string().nullable(),
  secondaryMuscleIds: z.array(z.string()),
  equipmentId: z.string().nullable(),
  movementPatternId: z.string().nullable(),
  loadType: ExerciseLoadType,
  loadMode: ExerciseLoadMode,
  effortMode: ExerciseEffortMode,
  isUnilateral: z.boolean(),
  allowsGrips: z.boolean(),
  defaultGripIds: z.array(z.string()),
  aliases: z.array(z.object({ id: z.string(), languageCode: LanguageCode, alias: z.string() })),
  tagIds: z.array(z.string()),
  attributes: z.record(z.string(), AttributeValue),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminExerciseDetail = z.infer<typeof AdminExerciseDetail>;

/** The choices of the exercise form, named in the requested language. */
export const ExerciseOptionsResponse = z.object({
  bodyParts: z.array(NamedRef),
  muscles: z.array(NamedRef.extend({ bodyPartId: z.string() })),
  equipment: z.array(NamedRef.extend({ loadKind: EquipmentLoadKind, gripIds: z.array(z.string()) })),
  grips: z.array(NamedRef),
  patterns: z.array(NamedRef),
  tags: z.array(NamedRef),
  attributeSchemas: z.array(AdminAttributeSchema),
});
export type ExerciseOptionsResponse = z.infer<typeof ExerciseOptionsResponse>;

export const AuditTrailEntry = z.object({
  id: z.string(),
  actionType: z.string(),
  actorEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditTrailEntry = z.infer<typeof AuditTrailEntry>;
export const ExerciseHistoryResponse = z.object({ items: z.array(AuditTrailEntry) });
export type ExerciseHistoryResponse = z.infer<typeof ExerciseHistoryResponse>;

// ----------------------------------------------------------------------------------------------------------------
// Aliases
// ----------------------------------------------------------------------------------------------------------------

export const AliasesQuery = z.object({
  q: SearchText,
  languageCode: optionalParam(LanguageCode),
  lang: DisplayLanguage,
  page: Page,
  pageSize: PageSize,
});
export type AliasesQuery = z.infer<typeof AliasesQuery>;

export const AdminAlias = z.object({
  id: z.string(),
  exerciseId: z.string(),
  exerciseName: z.string(),
  languageCode: LanguageCode,
  alias: z.string(),
});
export type AdminAlias = z.infer<typeof AdminAlias>;

export const AliasesResponse = z.object({
  items: z.array(AdminAlias),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AliasesResponse = z.infer<typeof AliasesResponse>;

export const CreateAliasRequest = AliasInput.extend({ exerciseId: Uuid }).strict();
export type CreateAliasRequest = z.input<typeof CreateAliasRequest>;

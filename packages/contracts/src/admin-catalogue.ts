import { z } from 'zod';
import { detailParams } from './errors';
import { ExerciseEffortMode, ExerciseLoadMode, ExerciseLoadType, NamedRef, PerLanguage } from './catalogue';
import { LanguageCode } from './profile';

/**
 * The admin side of the catalogue (issue 9): exercises, the reference lists (body parts, muscles, equipment, grips,
 * movement patterns, tags), equipment-grip compatibility, plate profiles, attribute schemas, naming templates,
 * aliases and translations. Every request is validated here; every write is audited by the API.
 */

const Uuid = z.uuid({ error: 'Must be a UUID' });

/** An empty query parameter means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const Slug = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, { error: 'A slug is required' })
  .max(80, { error: 'At most 80 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Lower-case letters, digits and single hyphens, like barbell-row' });

export const DisplayOrder = z
  .number({ error: 'Must be a whole number' })
  .int({ error: 'Must be a whole number' })
  .min(0, { error: 'At least 0' })
  .max(100_000, { error: 'At most 100000' });

export const NAME_MAX_LENGTH = 100;

export const RequiredName = (max: number) =>
  z
    .string({ error: 'An English name is required' })
    .trim()
    .min(1, { error: 'An English name is required' })
    .max(max, { error: `At most ${max} characters` });
/** A translation that may be left out: null or blank means "not translated yet". */
export const OptionalName = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Names of a reference row: English required, Spanish and Romanian optional (shown as missing until given). */
export const ReferenceNames = z
  .object(
    {
      en: RequiredName(NAME_MAX_LENGTH),
      es: OptionalName(NAME_MAX_LENGTH),
      ro: OptionalName(NAME_MAX_LENGTH),
    },
    { error: 'An English name is required' },
  )
  .strict();
export type ReferenceNames = z.input<typeof ReferenceNames>;

const Page = optionalParam(z.coerce.number().int().min(1).max(10_000)).default(1);
const PageSize = optionalParam(z.coerce.number().int().min(1).max(100)).default(25);
const SearchText = optionalParam(z.string().trim().max(100));
const DisplayLanguage = optionalParam(LanguageCode).default('en');

/** Which translation to look for: missing in Spanish, in Romanian, or in either. */
export const MISSING_FILTERS = ['es', 'ro', 'any'] as const;
export const MissingFilter = z.enum(MISSING_FILTERS);
export type MissingFilter = z.infer<typeof MissingFilter>;

export const AdminLangQuery = z.object({ lang: DisplayLanguage });

// ----------------------------------------------------------------------------------------------------------------
// Reference lists
// ----------------------------------------------------------------------------------------------------------------

export const REFERENCE_KINDS = ['body-parts', 'muscles', 'equipment', 'grips', 'movement-patterns', 'tags'] as const;
export const ReferenceKind = z.enum(REFERENCE_KINDS, { error: `One of ${REFERENCE_KINDS.join(', ')}` });
export type ReferenceKind = z.infer<typeof ReferenceKind>;

export const EQUIPMENT_LOAD_KINDS = ['plates', 'stack', 'dumbbell', 'bodyweight', 'band', 'cardio', 'other'] as const;
export const EquipmentLoadKind = z.enum(EQUIPMENT_LOAD_KINDS);
export type EquipmentLoadKind = z.infer<typeof EquipmentLoadKind>;
export const BAR_TYPES = ['barbell', 'ezbar', 'fixed'] as const;
export const BarType = z.enum(BAR_TYPES);
export type BarType = z.infer<typeof BarType>;

export const ReferenceKindParams = z.object({ kind: ReferenceKind });
export const ReferenceItemParams = z.object({ kind: ReferenceKind, id: Uuid });
export const IdParam = z.object({ id: Uuid });

export const ReferenceListQuery = z.object({
  lang: DisplayLanguage,
  /** Only rows no exercise uses (the "others" lists). */
  unused: optionalParam(z.enum(['true', 'false'])).transform((value) => value === 'true'),
});

/** A row of a reference list with its names in every language and how many exercises use it. */
export const AdminReferenceItem = z.object({
  id: z.string(),
  slug: z.string(),
  displayOrder: z.number().int(),
  /** In the requested language, else English, else the slug. */
  name: z.string(),
  names: PerLanguage(z.string()),
  exerciseCount: z.number().int(),
  /** Muscles: the body part they belong to. */
  bodyPartId: z.string().nullable().optional(),
  /** Body parts: how many muscles they hold. */
  muscleCount: z.number().int().optional(),
  /** Equipment: how the weight is made up, the bar of a plate-loaded bar, the grips it allows. */
  loadKind: EquipmentLoadKind.optional(),
  barType: BarType.nullable().optional(),
  gripIds: z.array(z.string()).optional(),
});
export type AdminReferenceItem = z.infer<typeof AdminReferenceItem>;

export const AdminReferenceListResponse = z.object({ kind: ReferenceKind, items: z.array(AdminReferenceItem) });
export type AdminReferenceListResponse = z.infer<typeof AdminReferenceListResponse>;

/** The fields every reference row has, plus the ones only some kinds have (the API refuses them elsewhere). */
export const ReferenceInput = z
  .object({
    slug: Slug,
    displayOrder: DisplayOrder.default(0),
    names: ReferenceNames,
    bodyPartId: Uuid.optional(),
    loadKind: EquipmentLoadKind.optional(),
    barType: BarType.nullable().optional(),
    gripIds: z.array(Uuid).max(20, { error: 'At most 20 grips' }).optional(),
  })
  .strict();
export type ReferenceInput = z.input<typeof ReferenceInput>;

export const CreateReferenceRequest = ReferenceInput.extend({ id: Uuid }).strict();
export type CreateReferenceRequest = z.input<typeof CreateReferenceRequest>;

/** Which extra fields each kind takes, and which of them it needs. */
export const REFERENCE_KIND_FIELDS: Record<ReferenceKind, { allowed: string[]; required: string[] }> = {
  'body-parts': { allowed: [], required: [] },
  muscles: { allowed: ['bodyPartId'], required: ['bodyPartId'] },
  equipment: { allowed: ['loadKind', 'barType', 'gripIds'], required: ['loadKind'] },
  grips: { allowed: [], required: [] },
  'movement-patterns': { allowed: [], required: [] },
  tags: { allowed: [], required: [] },
};

export const EquipmentGripPair = z.object({ equipmentId: Uuid, gripId: Uuid }).strict();
export type EquipmentGripPair = z.infer<typeof EquipmentGripPair>;

export const EquipmentGripsResponse = z.object({
  equipment: z.array(NamedRef),
  grips: z.array(NamedRef),
  pairs: z.array(z.object({ equipmentId: z.string(), gripId: z.string() })),
});
export type EquipmentGripsResponse = z.infer<typeof EquipmentGripsResponse>;

/** Changes to the compatibility matrix: pairs to allow and pairs to forbid (so two admins never undo each other). */
export const UpdateEquipmentGripsRequest = z
  .object({
    add: z.array(EquipmentGripPair).max(1000).default([]),
    remove: z.array(EquipmentGripPair).max(1000).default([]),
  })
  .strict();
export type UpdateEquipmentGripsRequest = z.input<typeof UpdateEquipmentGripsRequest>;

// ----------------------------------------------------------------------------------------------------------------
// Attribute schemas: typed extra attributes per exercise kind
// ----------------------------------------------------------------------------------------------------------------

export const ATTRIBUTE_VALUE_TYPES = ['number', 'integer', 'boolean', 'text', 'choice'] as const;
export const AttributeValueType = z.enum(ATTRIBUTE_VALUE_TYPES);
export type AttributeValueType = z.infer<typeof AttributeValueType>;
export const ATTRIBUTE_TEXT_MAX_LENGTH = 200;

export const AttributeValue = z.union([z.number(), z.string().max(ATTRIBUTE_TEXT_MAX_LENGTH), z.boolean()]);
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
      .array(
        z.string().trim().min(1, { error: 'A choice cannot be empty' }).max(60, { error: 'At most 60 characters' }),
      )
      .max(30, { error: 'At most 30 choices' })
      .default([]),
    minValue: z.number().nullable().default(null),
    maxValue: z.number().nullable().default(null),
    unit: z
      .string()
      .trim()
      .max(20, { error: 'At most 20 characters' })
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

// ----------------------------------------------------------------------------------------------------------------
// Naming templates: how a variant's name is built, per language
// ----------------------------------------------------------------------------------------------------------------

export const NAMING_PLACEHOLDERS = ['name', 'equipment', 'movement', 'grip', 'muscle', 'bodyPart'] as const;
export type NamingPlaceholder = (typeof NAMING_PLACEHOLDERS)[number];
export type NameParts = Record<NamingPlaceholder, string | null>;
export const NAMING_PATTERN_MAX_LENGTH = 200;

/** The problems of a pattern: unknown placeholders and unbalanced braces; empty when it is fine. */
export function namingPatternProblems(pattern: string): string[] {
  const problems: string[] = [];
  const known = new Set<string>(NAMING_PLACEHOLDERS);
  for (const match of pattern.matchAll(/\{([^{}]*)\}/g)) {
    if (!known.has(match[1]!)) problems.push(`Unknown placeholder {${match[1]}}`);
  }
  const stripped = pattern.replace(/\{[^{}]*\}/g, '');
  if (/[{}]/.test(stripped)) problems.push('Every { needs its }');
  if (!/\{[^{}]+\}/.test(pattern))
    problems.push(`Use at least one of ${NAMING_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`);
  return problems;
}

/**
 * Builds a name from a pattern like "{equipment} {movement} ({grip})": each placeholder becomes its part, a part
 * that is missing leaves nothing behind (not even its empty brackets), and spaces are tidied.
 */
export function renderNamingTemplate(pattern: string, parts: Partial<NameParts>): string {
  const filled = pattern.replace(/\{([^{}]*)\}/g, (_, key: string) => {
    const value = (parts as Record<string, string | null | undefined>)[key];
    return value ? value.trim() : '';
  });
  return filled
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+([,.;:)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();
}

const NamingPattern = z
  .string({ error: 'Must be text' })
  .trim()
  .max(NAMING_PATTERN_MAX_LENGTH, { error: `At most ${NAMING_PATTERN_MAX_LENGTH} characters` })
  .superRefine((pattern, ctx) => {
    if (!pattern) return;
    for (const problem of namingPatternProblems(pattern))
      ctx.addIssue({ code: 'custom', message: problem, params: detailParams('invalid_format') });
  });

export const NamingTemplateInput = z
  .object({
    slug: Slug,
    /** The exercises it names: one load type, or all (null). */
    loadType: ExerciseLoadType.nullable().default(null),
    displayOrder: DisplayOrder.default(0),
    patterns: z
      .object(
        {
          en: NamingPattern.refine((value) => value.length > 0, {
            error: 'An English pattern is required',
            params: detailParams('required'),
          }),
          es: NamingPattern.nullable()
            .optional()
            .transform((value) => (value ? value : null)),
          ro: NamingPattern.nullable()
            .optional()
            .transform((value) => (value ? value : null)),
        },
        { error: 'An English pattern is required' },
      )
      .strict(),
  })
  .strict();
export type NamingTemplateInput = z.input<typeof NamingTemplateInput>;

export const CreateNamingTemplateRequest = NamingTemplateInput.extend({ id: Uuid }).strict();
export type CreateNamingTemplateRequest = z.input<typeof CreateNamingTemplateRequest>;

export const AdminNamingTemplate = z.object({
  id: z.string(),
  slug: z.string(),
  loadType: ExerciseLoadType.nullable(),
  displayOrder: z.number().int(),
  patterns: PerLanguage(z.string()),
});
export type AdminNamingTemplate = z.infer<typeof AdminNamingTemplate>;

export const NamingTemplatesResponse = z.object({ items: z.array(AdminNamingTemplate) });
export type NamingTemplatesResponse = z.infer<typeof NamingTemplatesResponse>;

/** The words a template can use for one exercise, in every language (the preview builds names from them live). */
export const ExerciseNamePartsResponse = z.object({
  exerciseId: z.string(),
  parts: z.object({
    en: z.record(z.string(), z.string().nullable()),
    es: z.record(z.string(), z.string().nullable()),
    ro: z.record(z.string(), z.string().nullable()),
  }),
});
export type ExerciseNamePartsResponse = { exerciseId: string; parts: Record<LanguageCode, NameParts> };

// ----------------------------------------------------------------------------------------------------------------
// Exercises
// ----------------------------------------------------------------------------------------------------------------

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
    name: z.string({ error: 'Must be text' }).trim().max(200, { error: 'At most 200 characters' }).default(''),
    description: z
      .string({ error: 'Must be text' })
      .trim()
      .max(4000, { error: 'At most 4000 characters' })
      .nullable()
      .default(''),
  })
  .strict();

const AliasInput = z
  .object({
    languageCode: LanguageCode,
    alias: z
      .string({ error: 'Must be text' })
      .trim()
      .min(1, { error: 'An alias cannot be empty' })
      .max(ALIAS_MAX_LENGTH, { error: `At most ${ALIAS_MAX_LENGTH} characters` }),
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
                name: z
                  .string({ error: 'An English name is required' })
                  .trim()
                  .min(1, { error: 'An English name is required' })
                  .max(200, { error: 'At most 200 characters' }),
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
    attributes: z.record(z.string().max(80), AttributeValue.nullable()).default({}),
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

// ----------------------------------------------------------------------------------------------------------------
// Plate profiles
// ----------------------------------------------------------------------------------------------------------------

const Kg = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: 'Cannot be negative' })
    .max(1000, { error: 'At most 1000 kg' });
const PositiveKg = z
  .number({ error: 'Must be a number' })
  .finite()
  .positive({ error: 'Must be more than 0' })
  .max(100, { error: 'At most 100 kg' });

export const PlateProfileInput = z
  .object({
    slug: Slug,
    name: z
      .string({ error: 'A name is required' })
      .trim()
      .min(1, { error: 'A name is required' })
      .max(100, { error: 'At most 100 characters' }),
    barbellKg: Kg('Barbell'),
    ezbarKg: Kg('EZ bar'),
    fixedKg: Kg('Smith bar'),
    platesKgPerSide: z
      .array(PositiveKg)
      .min(1, { error: 'At least one plate' })
      .max(30, { error: 'At most 30 plates' }),
    singleMinIncrementKg: PositiveKg,
    stackIncrementKg: PositiveKg,
    auxIncrementsKg: z.array(PositiveKg).max(10, { error: 'At most 10 increments' }).default([]),
    isDefault: z.boolean().default(false),
  })
  .strict();
export type PlateProfileInput = z.input<typeof PlateProfileInput>;

export const CreatePlateProfileRequest = PlateProfileInput.extend({ id: Uuid }).strict();
export type CreatePlateProfileRequest = z.input<typeof CreatePlateProfileRequest>;

export const AdminPlateProfile = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  barbellKg: z.number(),
  ezbarKg: z.number(),
  fixedKg: z.number(),
  platesKgPerSide: z.array(z.number()),
  singleMinIncrementKg: z.number(),
  stackIncrementKg: z.number(),
  auxIncrementsKg: z.array(z.number()),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPlateProfile = z.infer<typeof AdminPlateProfile>;
export const PlateProfilesResponse = z.object({ items: z.array(AdminPlateProfile) });
export type PlateProfilesResponse = z.infer<typeof PlateProfilesResponse>;

// ----------------------------------------------------------------------------------------------------------------
// Translations and data quality
// ----------------------------------------------------------------------------------------------------------------

export const TRANSLATION_TABLES = [
  'exercises',
  'muscles',
  'body-parts',
  'equipment',
  'grips',
  'movement-patterns',
  'tags',
  'attribute-schemas',
] as const;
export const TranslationTable = z.enum(TRANSLATION_TABLES, { error: `One of ${TRANSLATION_TABLES.join(', ')}` });
export type TranslationTable = z.infer<typeof TranslationTable>;

const PerLanguageCount = z.object({ en: z.number(), es: z.number(), ro: z.number() });

export const TranslationCoverage = z.object({
  table: TranslationTable,
  total: z.number().int(),
  translated: PerLanguageCount,
  /** 0 to 100, one decimal; 100 for an empty table. */
  percent: PerLanguageCount,
});
export type TranslationCoverage = z.infer<typeof TranslationCoverage>;

export const TranslationCoverageResponse = z.object({
  tables: z.array(TranslationCoverage),
  overall: z.object({ total: z.number().int(), translated: PerLanguageCount, percent: PerLanguageCount }),
});
export type TranslationCoverageResponse = z.infer<typeof TranslationCoverageResponse>;

export const TranslationTableParams = z.object({ table: TranslationTable });
export const TranslationParams = z.object({ table: TranslationTable, id: Uuid, lang: LanguageCode });

export const TranslationRowsQuery = z.object({
  missing: optionalParam(MissingFilter),
  q: SearchText,
  page: Page,
  pageSize: PageSize,
});
export type TranslationRowsQuery = z.infer<typeof TranslationRowsQuery>;

export const TranslationRow = z.object({
  id: z.string(),
  slug: z.string(),
  names: PerLanguage(z.string()),
  /** Only tables with descriptions (exercises). */
  descriptions: PerLanguage(z.string()).nullable(),
});
export type TranslationRow = z.infer<typeof TranslationRow>;

export const TranslationRowsResponse = z.object({
  table: TranslationTable,
  hasDescriptions: z.boolean(),
  items: z.array(TranslationRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TranslationRowsResponse = z.infer<typeof TranslationRowsResponse>;

/** One row's text in one language; a null name removes the translation (never the English one). */
export const SaveTranslationRequest = z
  .object({
    name: z.string({ error: 'Must be text' }).trim().max(200, { error: 'At most 200 characters' }).nullable(),
    description: z
      .string({ error: 'Must be text' })
      .trim()
      .max(4000, { error: 'At most 4000 characters' })
      .nullable()
      .optional(),
  })
  .strict();
export type SaveTranslationRequest = z.input<typeof SaveTranslationRequest>;

export const QUALITY_CHECKS = [
  'exercisesWithoutMuscle',
  'exercisesWithoutPattern',
  'exercisesWithoutEquipment',
  'equipmentWithoutGrips',
  'duplicateNames',
  'unusedEquipment',
  'unusedGrips',
] as const;
export type QualityCheckKey = (typeof QUALITY_CHECKS)[number];

export const QualityCheck = z.object({
  key: z.enum(QUALITY_CHECKS),
  count: z.number().int(),
  /** The first few rows found; `detail` says more where it helps (the language of a duplicate name). */
  items: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), detail: z.string().nullable() })),
});
export type QualityCheck = z.infer<typeof QualityCheck>;

export const QualityReportResponse = z.object({
  coverage: TranslationCoverageResponse,
  checks: z.array(QualityCheck),
  exerciseCount: z.number().int(),
  generatedAt: z.string(),
});
export type QualityReportResponse = z.infer<typeof QualityReportResponse>;

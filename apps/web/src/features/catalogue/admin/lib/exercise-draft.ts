import type { ExerciseEffortMode, ExerciseLoadMode, ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import type {
  AdminAttributeSchema,
  AdminExerciseDetail,
  AdminExerciseInput,
  AttributeValue,
} from '@lifeorbit/contracts/admin-catalogue';
import { LANGUAGES } from '@/lib/i18n';

/** The exercise form as typed: text stays text until it is sent. */
export interface ExerciseDraft {
  slug: string;
  translations: Record<LanguageCode, { name: string; description: string }>;
  primaryMuscleId: string;
  /** '' = the primary muscle's body part. */
  bodyPartId: string;
  secondaryMuscleIds: string[];
  equipmentId: string;
  movementPatternId: string;
  loadType: ExerciseLoadType;
  loadMode: ExerciseLoadMode;
  effortMode: ExerciseEffortMode;
  isUnilateral: boolean;
  allowsGrips: boolean;
  defaultGripIds: string[];
  aliases: { languageCode: LanguageCode; alias: string }[];
  tagIds: string[];
  /** By schema slug; '' = no value. Booleans as 'true' / 'false'. */
  attributes: Record<string, string>;
}

export const STACK_LOAD_TYPES: ExerciseLoadType[] = ['machine', 'cable', 'assisted'];

export function emptyDraft(): ExerciseDraft {
  return {
    slug: '',
    translations: {
      en: { name: '', description: '' },
      es: { name: '', description: '' },
      ro: { name: '', description: '' },
    },
    primaryMuscleId: '',
    bodyPartId: '',
    secondaryMuscleIds: [],
    equipmentId: '',
    movementPatternId: '',
    loadType: 'barbell',
    loadMode: 'total',
    effortMode: 'reps',
    isUnilateral: false,
    allowsGrips: false,
    defaultGripIds: [],
    aliases: [],
    tagIds: [],
    attributes: {},
  };
}

export function draftFromDetail(detail: AdminExerciseDetail, bodyPartOfPrimary: string | null): ExerciseDraft {
  const translation = (code: LanguageCode) => ({
    name: detail.translations[code]?.name ?? '',
    description: detail.translations[code]?.description ?? '',
  });
  return {
    slug: detail.slug,
    translations: { en: translation('en'), es: translation('es'), ro: translation('ro') },
    primaryMuscleId: detail.primaryMuscleId ?? '',
    // A body part that is just the primary muscle's follows it when the muscle changes.
    bodyPartId: detail.bodyPartId && detail.bodyPartId !== bodyPartOfPrimary ? detail.bodyPartId : '',
    secondaryMuscleIds: detail.secondaryMuscleIds,
    equipmentId: detail.equipmentId ?? '',
    movementPatternId: detail.movementPatternId ?? '',
    loadType: detail.loadType,
    loadMode: detail.loadMode,
    effortMode: detail.effortMode,
    isUnilateral: detail.isUnilateral,
    allowsGrips: detail.allowsGrips,
    defaultGripIds: detail.defaultGripIds,
    aliases: detail.aliases.map((a) => ({ languageCode: a.languageCode, alias: a.alias })),
    tagIds: detail.tagIds,
    attributes: Object.fromEntries(Object.entries(detail.attributes).map(([slug, value]) => [slug, String(value)])),
  };
}

/** The attribute schemas that apply to an exercise of this load type and movement pattern. */
export function applicableSchemas(
  schemas: AdminAttributeSchema[],
  draft: Pick<ExerciseDraft, 'loadType' | 'movementPatternId'>,
) {
  return schemas.filter(
    (schema) =>
      (schema.loadType === null || schema.loadType === draft.loadType) &&
      (schema.movementPatternId === null || schema.movementPatternId === (draft.movementPatternId || null)),
  );
}

export type DraftErrors = Record<
  string,
  'required' | 'number' | 'wholeNumber' | 'range' | 'stack' | 'gripsNeedAllowsGrips'
>;

function attributeValue(
  schema: AdminAttributeSchema,
  text: string,
): AttributeValue | 'number' | 'wholeNumber' | 'range' | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  switch (schema.valueType) {
    case 'boolean':
      return trimmed === 'true';
    case 'text':
    case 'choice':
      return trimmed;
    case 'number':
    case 'integer': {
      const value = Number(trimmed.replace(',', '.'));
      if (!Number.isFinite(value)) return 'number';
      if (schema.valueType === 'integer' && !Number.isInteger(value)) return 'wholeNumber';
      if (
        (schema.minValue !== null && value < schema.minValue) ||
        (schema.maxValue !== null && value > schema.maxValue)
      ) {
        return 'range';
      }
      return value;
    }
  }
}

/**
 * The request body of the form, or what is wrong with it (field paths as the server names them). Values of
 * attribute schemas that do not apply are left out, and default grips only go with allowsGrips.
 */
export function bodyFromDraft(
  draft: ExerciseDraft,
  schemas: AdminAttributeSchema[],
): { body: AdminExerciseInput | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.translations.en.name.trim()) errors['translations.en.name'] = 'required';
  if (!draft.primaryMuscleId) errors.primaryMuscleId = 'required';
  if (draft.loadMode === 'stack' && !STACK_LOAD_TYPES.includes(draft.loadType)) errors.loadMode = 'stack';
  if (!draft.allowsGrips && draft.defaultGripIds.length > 0) errors.defaultGripIds = 'gripsNeedAllowsGrips';
  const attributes: Record<string, AttributeValue> = {};
  for (const schema of applicableSchemas(schemas, draft)) {
    const value = attributeValue(schema, draft.attributes[schema.slug] ?? '');
    const field = `attributes.${schema.slug}`;
    if (value === 'number' || value === 'wholeNumber' || value === 'range') errors[field] = value;
    else if (value === null) {
      if (schema.isRequired) errors[field] = 'required';
    } else attributes[schema.slug] = value;
  }
  const translations = Object.fromEntries(
    LANGUAGES.map((code) => [
      code,
      { name: draft.translations[code].name.trim(), description: draft.translations[code].description.trim() },
    ]),
  ) as AdminExerciseInput['translations'];
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
      translations,
      primaryMuscleId: draft.primaryMuscleId,
      bodyPartId: draft.bodyPartId || null,
      secondaryMuscleIds: draft.secondaryMuscleIds.filter((id) => id !== draft.primaryMuscleId),
      equipmentId: draft.equipmentId || null,
      movementPatternId: draft.movementPatternId || null,
      loadType: draft.loadType,
      loadMode: draft.loadMode,
      effortMode: draft.effortMode,
      isUnilateral: draft.isUnilateral,
      allowsGrips: draft.allowsGrips,
      defaultGripIds: draft.allowsGrips ? draft.defaultGripIds : [],
      aliases: draft.aliases,
      tagIds: draft.tagIds,
      attributes,
    },
    errors,
  };
}

/** Adds an alias unless the exercise already has it in that language (case does not matter). */
export function addAlias(
  aliases: ExerciseDraft['aliases'],
  languageCode: LanguageCode,
  alias: string,
): ExerciseDraft['aliases'] {
  const text = alias.trim();
  if (!text) return aliases;
  const exists = aliases.some(
    (a) => a.languageCode === languageCode && a.alias.toLocaleLowerCase() === text.toLocaleLowerCase(),
  );
  return exists ? aliases : [...aliases, { languageCode, alias: text }];
}

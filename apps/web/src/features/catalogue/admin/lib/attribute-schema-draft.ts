import type { ExerciseLoadType } from '@lifeorbit/contracts';
import type {
  AdminAttributeSchema,
  AttributeSchemaInput,
  AttributeValueType,
} from '@lifeorbit/contracts/admin-catalogue';
import type { NamesDraft } from '../components/names-fields';

/** What the attribute schema sheet edits, as typed. */
export interface AttributeSchemaDraft {
  slug: string;
  names: NamesDraft;
  valueType: AttributeValueType;
  loadType: ExerciseLoadType | '';
  movementPatternId: string;
  isRequired: boolean;
  choices: string;
  minValue: string;
  maxValue: string;
  unit: string;
  displayOrder: string;
}

export const attributeSchemaDraftOf = (schema: AdminAttributeSchema | null): AttributeSchemaDraft => ({
  slug: schema?.slug ?? '',
  names: { en: schema?.names.en ?? '', es: schema?.names.es ?? '', ro: schema?.names.ro ?? '' },
  valueType: schema?.valueType ?? 'number',
  loadType: schema?.loadType ?? '',
  movementPatternId: schema?.movementPatternId ?? '',
  isRequired: schema?.isRequired ?? false,
  choices: schema?.choices.join(', ') ?? '',
  minValue: schema?.minValue === null || schema?.minValue === undefined ? '' : String(schema.minValue),
  maxValue: schema?.maxValue === null || schema?.maxValue === undefined ? '' : String(schema.maxValue),
  unit: schema?.unit ?? '',
  displayOrder: String(schema?.displayOrder ?? 0),
});

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The form as a request body; choices and the range only where the value type has them. */
export function schemaBodyOf(draft: AttributeSchemaDraft): AttributeSchemaInput {
  const numeric = draft.valueType === 'number' || draft.valueType === 'integer';
  return {
    slug: draft.slug,
    names: { en: draft.names.en.trim(), es: draft.names.es.trim() || null, ro: draft.names.ro.trim() || null },
    valueType: draft.valueType,
    loadType: draft.loadType || null,
    movementPatternId: draft.movementPatternId || null,
    isRequired: draft.isRequired,
    choices:
      draft.valueType === 'choice'
        ? draft.choices
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean)
        : [],
    minValue: numeric ? optionalNumber(draft.minValue) : null,
    maxValue: numeric ? optionalNumber(draft.maxValue) : null,
    unit: draft.unit.trim() || null,
    displayOrder: Number(draft.displayOrder) || 0,
  };
}

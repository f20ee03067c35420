import type { GymPlateProfile } from '@lifeorbit/contracts';
import type { WeightModel } from '@lifeorbit/domain';

/**
 * The weights of a plate profile as a form holds them (text, as typed): the catalogue's plate-profile editor and a
 * gym's "plates and bars" form edit the same fields.
 */
export interface PlateFieldsDraft {
  plates: string;
  barbellKg: string;
  ezbarKg: string;
  fixedKg: string;
  singleMinIncrementKg: string;
  stackIncrementKg: string;
  aux: string;
}

/** The same fields as numbers, named as the API's plate-profile bodies name them (a gym's plate profile is exactly
 *  these; the catalogue's adds a name, a slug and whether it is the default). */
export type PlateFields = GymPlateProfile;

/** Plate fields as stored or sent: the lists may be read-only, and a body may leave the small increments out. */
export type StoredPlateFields = Omit<PlateFields, 'platesKgPerSide' | 'auxIncrementsKg'> & {
  platesKgPerSide: readonly number[];
  auxIncrementsKg?: readonly number[];
};

const KG_FIELDS = ['barbellKg', 'ezbarKg', 'fixedKg', 'singleMinIncrementKg', 'stackIncrementKg'] as const;

/** "2,5" or "2.5" -> 2.5; NaN for an empty or non-numeric text. */
export const decimal = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/**
 * "25, 20, 15" -> [25, 20, 15]. Items are separated by a comma and a space, a semicolon or spaces, so a decimal comma
 * ("1,25") still reads as one number; null when any item is not a number.
 */
export function parseNumberList(text: string): number[] | null {
  const numbers = text
    .split(/\s*;\s*|,\s+|\s+/)
    .map((part) => part.trim().replace(/,$/, '').replace(',', '.'))
    .filter(Boolean)
    .map(Number);
  return numbers.every((n) => Number.isFinite(n)) ? numbers : null;
}

/**
 * The draft as numbers, or the fields that are not: each weight a number >= 0, at least one plate, every plate and
 * every small increment > 0. Plates come heaviest first, each once, whatever order they were typed in.
 */
export function readPlateFields(draft: PlateFieldsDraft): {
  fields: PlateFields | null;
  invalid: (keyof PlateFieldsDraft)[];
} {
  const invalid: (keyof PlateFieldsDraft)[] = [];
  const kg = Object.fromEntries(
    KG_FIELDS.map((field) => {
      const value = decimal(draft[field]);
      if (!Number.isFinite(value) || value < 0) invalid.push(field);
      return [field, value];
    }),
  ) as Record<(typeof KG_FIELDS)[number], number>;
  const plates = parseNumberList(draft.plates);
  const aux = parseNumberList(draft.aux);
  if (!plates?.length || plates.some((p) => p <= 0)) invalid.push('plates');
  if (!aux || aux.some((p) => p <= 0)) invalid.push('aux');
  if (invalid.length > 0) return { fields: null, invalid };
  return {
    fields: {
      ...kg,
      platesKgPerSide: [...new Set(plates)].sort((a, b) => b - a),
      auxIncrementsKg: aux ?? [],
    },
    invalid,
  };
}

/** Stored numbers (a profile as the API returns it, or the default weight model's) back into a form's text. */
export function plateFieldsDraft(fields: StoredPlateFields): PlateFieldsDraft {
  return {
    plates: fields.platesKgPerSide.join(', '),
    barbellKg: String(fields.barbellKg),
    ezbarKg: String(fields.ezbarKg),
    fixedKg: String(fields.fixedKg),
    singleMinIncrementKg: String(fields.singleMinIncrementKg),
    stackIncrementKg: String(fields.stackIncrementKg),
    aux: (fields.auxIncrementsKg ?? []).join(', '),
  };
}

/** The weight model the plate maths reads (in kilograms), for a form's live preview. */
export function weightModelOf(fields: StoredPlateFields): WeightModel {
  return {
    unit: 'kg',
    barTypes: { barbell: fields.barbellKg, ezbar: fields.ezbarKg, fixed: fields.fixedKg },
    platesKgPerSide: fields.platesKgPerSide,
    singleMinIncrementKg: fields.singleMinIncrementKg,
    stackIncrementKg: fields.stackIncrementKg,
    auxIncrementsKg: fields.auxIncrementsKg ?? [],
  };
}

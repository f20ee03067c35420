import type { AdminPlateProfile, PlateProfileInput } from '@lifeorbit/contracts/admin-catalogue';
import { plateFieldsDraft, readPlateFields, type PlateFieldsDraft } from '@/lib/plate-fields';

/** What the plate profile form edits, as typed. */
export interface PlateProfileDraft extends PlateFieldsDraft {
  name: string;
  slug: string;
  isDefault: boolean;
}

export const NEW_PROFILE: PlateProfileDraft = {
  name: '',
  slug: '',
  barbellKg: '20',
  ezbarKg: '7.5',
  fixedKg: '20',
  plates: '25, 20, 15, 10, 5, 2.5, 1.25',
  singleMinIncrementKg: '2.5',
  stackIncrementKg: '5',
  aux: '2.5',
  isDefault: false,
};

export const plateProfileDraftOf = (profile: AdminPlateProfile): PlateProfileDraft => ({
  name: profile.name,
  slug: profile.slug,
  ...plateFieldsDraft(profile),
  isDefault: profile.isDefault,
});

/** The form's values as a request body, or the fields that are not numbers. */
export function profileBodyOf(draft: PlateProfileDraft): {
  body: PlateProfileInput | null;
  errors: Record<string, true>;
} {
  const { fields, invalid } = readPlateFields(draft);
  const errors: Record<string, true> = Object.fromEntries(invalid.map((field) => [field, true]));
  return {
    body: fields ? { name: draft.name.trim(), slug: draft.slug, ...fields, isDefault: draft.isDefault } : null,
    errors,
  };
}

/** The server's names of the fields the form names otherwise. */
export const SERVER_FIELDS: Record<string, keyof PlateProfileDraft> = {
  platesKgPerSide: 'plates',
  auxIncrementsKg: 'aux',
};

import { z } from 'zod';
import { Slug, Uuid } from './common';
import { singleLineText } from '../text';

/** Plate profiles: the bars, plates and increments a gym has. */

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
    name: singleLineText(100, { notText: 'A name is required' }).min(1, { error: 'A name is required' }),
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

import { z } from 'zod';
import { singleLineText } from './text';

export const LANGUAGE_CODES = ['en', 'es', 'ro'] as const;
export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

export const WeightUnit = z.enum(['kg', 'lb']);
export type WeightUnit = z.infer<typeof WeightUnit>;

export const DISPLAY_NAME_MAX_LENGTH = 80;

export const UpdateProfileRequest = z
  .object({
    displayName: singleLineText(DISPLAY_NAME_MAX_LENGTH, {
      tooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
    })
      .nullable()
      .optional(),
    preferredLanguage: LanguageCode.optional(),
    weightUnit: WeightUnit.optional(),
    onboardingDone: z.boolean().optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

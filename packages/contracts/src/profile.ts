import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

export const LANGUAGE_CODES = ['en', 'es', 'ro'] as const;
export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

export const WeightUnit = z.enum(['kg', 'lb']);
export type WeightUnit = z.infer<typeof WeightUnit>;

export const DISPLAY_NAME_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 300;
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;

/** Who sees a member's workouts: anyone, approved followers, or (private) approved followers after a request. */
export const PRIVACY_LEVELS = ['public', 'followers', 'private'] as const;
export const Privacy = z.enum(PRIVACY_LEVELS, { error: 'Privacy must be public, followers or private' });
export type Privacy = z.infer<typeof Privacy>;

/** Who sees one workout: anyone who may see the member's workouts, only followers, or only its owner. */
export const WORKOUT_VISIBILITIES = ['public', 'followers', 'private'] as const;
export const WorkoutVisibility = z.enum(WORKOUT_VISIBILITIES, {
  error: 'Visibility must be public, followers or private',
});
export type WorkoutVisibility = z.infer<typeof WorkoutVisibility>;

/** The name in a profile's link (/u/<handle>): lower-case letters, digits and underscores, stored lower-case. */
export const Handle = z
  .string({ error: 'Handle must be text' })
  .overwrite((value) => value.trim().toLowerCase())
  .min(HANDLE_MIN_LENGTH, { error: `Handle must be at least ${HANDLE_MIN_LENGTH} characters` })
  .max(HANDLE_MAX_LENGTH, { error: `Handle must be at most ${HANDLE_MAX_LENGTH} characters` })
  .regex(/^[a-z0-9_]+$/, { error: 'Handle may hold only letters, digits and underscores' });

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
    handle: Handle.optional(),
    bio: multiLineText(BIO_MAX_LENGTH, { tooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters` })
      .nullable()
      .optional(),
    privacy: Privacy.optional(),
    defaultWorkoutVisibility: WorkoutVisibility.optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** GET /api/profile: the member's own profile settings, as the profile page edits them. */
export const ProfileSettings = z.object({
  handle: z.string(),
  displayName: z.string().nullable(),
  name: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  weightUnit: WeightUnit,
  privacy: Privacy,
  defaultWorkoutVisibility: WorkoutVisibility,
});
export type ProfileSettings = z.infer<typeof ProfileSettings>;

import { z } from 'zod';
import { ROLES } from './auth-roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { singleLineText } from './text';

/**
 * Spec §5: text, an at sign, text, a dot, text; no whitespace; at most 254 characters. An e-mail identifies an
 * account, so control, format and unassigned characters (\p{C}: NUL, bidi overrides, zero-width space, lone
 * surrogates) are refused rather than cleaned away.
 */
const EMAIL_PATTERN = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;
export const SIGN_UP_NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const Email = z
  .string({ error: 'E-mail is required' })
  .max(EMAIL_MAX_LENGTH, { error: `E-mail must be at most ${EMAIL_MAX_LENGTH} characters` })
  .regex(EMAIL_PATTERN, { error: 'E-mail is not valid' });

export const Password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const SignUpRequest = z.object({
  email: Email,
  password: Password,
  name: singleLineText(SIGN_UP_NAME_MAX_LENGTH, {
    tooLong: `A name must be at most ${SIGN_UP_NAME_MAX_LENGTH} characters`,
  }).optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: Email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** A password change signs the member out everywhere else unless they ask otherwise (issue 25). */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
    newPassword: Password,
    revokeOtherSessions: z.boolean().default(true),
  })
  .strict();
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export { ROLES };
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const MeResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isSuperadmin: z.boolean(),
  /** Two-factor sign-in is on (issue 29): settings offers to turn it off, the admin lets staff in when it is required. */
  twoFactorEnabled: z.boolean(),
  /** A superadmin kept out of the admin until they turn two-factor on ("Staff must use two-factor"). */
  adminNeedsTwoFactor: z.boolean(),
  ambassador: z.object({ profileId: z.string(), pendingInvites: z.number().int() }).nullable(),
  roles: z.array(Role),
  profile: z.object({
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    preferredLanguage: z.string().nullable(),
    weightUnit: z.enum(['kg', 'lb']),
    onboardingDone: z.boolean(),
    /** The rest timer's rest after a working set when the exercise sets none (fitness profile); null is 90 s. */
    defaultRestSec: z.number().int().nullable(),
  }),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** GET /api/session: who is signed in, or null; 200 either way (a signed-out visitor is an answer, not an error). */
export const SessionResponse = z.object({ me: MeResponse.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

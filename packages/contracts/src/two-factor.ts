import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './limits';

/**
 * Two-factor sign-in (issue 29, item 5): better-auth's two-factor plugin behind our proxy, with a TOTP code from any
 * authenticator app or one of ten one-time backup codes.
 */
export const TOTP_DIGITS = 6;
export const BACKUP_CODE_COUNT = 10;
/** better-auth's backup codes are "xxxxx-xxxxx"; members may type them with or without the dash. */
const BACKUP_CODE_MAX_LENGTH = 20;

const CurrentPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** POST /api/auth/two-factor/enable and /disable: both ask the password again. */
export const TwoFactorPasswordRequest = z.object({ password: CurrentPassword }).strict();
export type TwoFactorPasswordRequest = z.infer<typeof TwoFactorPasswordRequest>;

/** POST /api/auth/two-factor/verify-totp: confirms the set-up, or the second step of a sign-in. */
export const VerifyTotpRequest = z
  .object({
    code: z.string({ error: 'A code is required' }).regex(/^\d{6}$/, { error: `The code is ${TOTP_DIGITS} digits` }),
    trustDevice: z.boolean().optional(),
  })
  .strict();
export type VerifyTotpRequest = z.infer<typeof VerifyTotpRequest>;

/** POST /api/auth/two-factor/verify-backup-code: the second step of a sign-in with a saved backup code. */
export const VerifyBackupCodeRequest = z
  .object({
    code: z
      .string({ error: 'A backup code is required' })
      .trim()
      .min(1, { error: 'A backup code is required' })
      .max(BACKUP_CODE_MAX_LENGTH, { error: `A backup code is at most ${BACKUP_CODE_MAX_LENGTH} characters` })
      .regex(/^[A-Za-z0-9-]+$/, { error: 'A backup code has letters, digits and a dash' }),
    trustDevice: z.boolean().optional(),
  })
  .strict();
export type VerifyBackupCodeRequest = z.infer<typeof VerifyBackupCodeRequest>;

/** What /two-factor/enable answers: the authenticator's otpauth:// address and the ten backup codes, shown once. */
export const EnableTwoFactorResponse = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof EnableTwoFactorResponse>;

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lifeorbit/contracts/limits';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@lifeorbit/domain';
import { ApiError } from '@/lib/api';

export interface AuthErrors {
  email?: string;
  password?: string;
  form?: string;
}

/**
 * The same rules as the API's contract (spec §5 e-mail, 8 to 128 characters of password), checked here without
 * shipping zod to the browser; the API checks again. Returns i18n keys per field, or null when both are fine.
 */
export function validateCredentials({
  email,
  password,
  isSignUp,
}: {
  email: string;
  password: string;
  isSignUp: boolean;
}): { email?: string; password?: string } | null {
  const errors: { email?: string; password?: string } = {};
  if (!email) errors.email = 'errors.emailRequired';
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = 'errors.emailTooLong';
  else if (!isValidEmail(email)) errors.email = 'errors.emailInvalid';
  if (!password) errors.password = 'errors.passwordRequired';
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = 'errors.passwordTooLong';
  else if (isSignUp && password.length < PASSWORD_MIN_LENGTH) errors.password = 'errors.passwordTooShort';
  return errors.email || errors.password ? errors : null;
}

/** What the API said, in the member's words: wrong password, e-mail taken, too many tries, or the field at fault. */
export function apiErrorToAuthErrors(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): AuthErrors {
  if (!(error instanceof ApiError)) return { form: t('errors.generic', { message: String(error) }) };
  switch (error.code) {
    case 'invalid_credentials':
      return { form: t('errors.wrongPassword') };
    case 'email_taken':
      return { email: t('errors.emailTaken') };
    // The right password of an account whose e-mail is not confirmed yet: a new link was mailed (issue 36, item 6).
    case 'email_not_verified':
      return { form: t('errors.emailNotVerified') };
    case 'rate_limited':
      return { form: t('errors.rateLimited') };
    case 'network_error':
      return { form: t('common:errors.network') };
    case 'validation_failed': {
      const errors: AuthErrors = {};
      for (const detail of error.details) {
        if (detail.field === 'email') errors.email = t('errors.emailInvalid');
        else if (detail.field === 'password') errors.password = t('errors.passwordTooShort');
      }
      return Object.keys(errors).length ? errors : { form: t('errors.generic', { message: error.message }) };
    }
    default:
      return { form: t('errors.generic', { message: error.message }) };
  }
}

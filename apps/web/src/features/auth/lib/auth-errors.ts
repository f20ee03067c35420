import type { z } from 'zod';
import { ApiError } from '@/lib/api';

export type AuthField = 'email' | 'password';
export interface AuthErrors {
  email?: string;
  password?: string;
  form?: string;
}

/** Maps a contract validation issue to the i18n key a person reads. */
export function issueToKey(issue: z.core.$ZodIssue): string {
  const field = issue.path[0];
  if (field === 'email') {
    if (issue.code === 'too_big') return 'errors.emailTooLong';
    if (issue.code === 'invalid_type') return 'errors.emailRequired';
    return 'errors.emailInvalid';
  }
  if (issue.code === 'too_big') return 'errors.passwordTooLong';
  if (issue.code === 'invalid_type') return 'errors.passwordRequired';
  return 'errors.passwordTooShort';
}

export function validationErrors(error: z.ZodError, t: (key: string) => string, emptyPassword: boolean): AuthErrors {
  const errors: AuthErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as AuthField;
    if (errors[field]) continue;
    errors[field] = field === 'password' && emptyPassword ? t('errors.passwordRequired') : t(issueToKey(issue));
  }
  return errors;
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

import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';

/** What went wrong, in the member's words: the network, a conflict, or the server's message as a last resort. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common:errors.network');
    if (error.code === 'conflict') return t('catalogue:errors.inUse');
    if (error.code === 'validation_failed') return t('catalogue:errors.invalid');
  }
  return t('common:errors.generic');
}

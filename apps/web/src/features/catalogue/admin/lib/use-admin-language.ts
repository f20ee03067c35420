import type { LanguageCode } from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';
import { isAppLanguage } from '@/lib/i18n';

export const LANGUAGE_CODES: LanguageCode[] = ['en', 'es', 'ro'];

/** The language the admin reads the app in: lists and choices are named in it. */
export function useAdminLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isAppLanguage(i18n.language) ? i18n.language : 'en';
}

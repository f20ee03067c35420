import { useTranslation } from 'react-i18next';
import { isAppLanguage, type AppLanguage } from '@/lib/i18n';

/** The language the API should name things in (the app's current one, English until it is known). */
export function useLang(): AppLanguage {
  const { i18n } = useTranslation();
  return isAppLanguage(i18n.language) ? i18n.language : 'en';
}

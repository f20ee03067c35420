import { useTranslation } from 'react-i18next';
import { isAppLanguage, type AppLanguage } from './i18n';

/** The language the app is shown in, for asking the API to name things in it (English until it is known). */
export function useAppLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  return isAppLanguage(i18n.language) ? i18n.language : 'en';
}

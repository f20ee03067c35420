import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';

/** The server's field messages that have words in every language here; others are shown as the server wrote them. */
const KNOWN: Record<string, string> = {
  'An English name is required': 'errors.englishName',
  'Add a name in this language before its description': 'errors.nameBeforeDescription',
  'Choose one of the life-area categories': 'errors.chooseCategory',
  'Choose one of the life-area subcategories': 'errors.chooseSubcategory',
  'This item is already in the bar': 'errors.duplicateItem',
  'Hue 0-360, saturation and lightness 0-100%, like 152 65% 45%': 'errors.color',
  'An icon name looks like heart-pulse': 'errors.icon',
  'Must be a whole number': 'errors.order',
  'At least 0': 'errors.order',
};

export function fieldMessage(message: string, t: TFunction): string {
  const key = KNOWN[message];
  return key ? t(`adminLifeAreas:${key}`) : message;
}

/** What went wrong with a save or a load, in the admin's words. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('adminLifeAreas:errors.network');
    if (error.status === 403) return t('adminLifeAreas:errors.forbidden');
    if (error.status === 404) return t('adminLifeAreas:errors.notFound');
    if (error.status === 400) return t('adminLifeAreas:errors.invalid');
  }
  return t('adminLifeAreas:errors.generic');
}

import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';
import type { DetailWords } from '@/lib/field-errors';

/** The life-areas admin's own words for the API's details (by field and code); the rest read as common texts. */
export const LIFE_AREAS_DETAIL_WORDS: DetailWords = {
  ns: 'adminLifeAreas',
  keys: {
    'names.required': 'errors.englishName',
    'names.too_short': 'errors.englishName',
    'descriptions.required': 'errors.nameBeforeDescription',
    'navItems.slug.not_found': 'errors.chooseCategory',
    'navItems.target.duplicate': 'errors.duplicateItem',
    'color.invalid_format': 'errors.color',
    'icon.invalid_format': 'errors.icon',
    'displayOrder.invalid_type': 'errors.order',
    'displayOrder.too_small': 'errors.order',
    'displayOrder.not_multiple_of': 'errors.order',
  },
};

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

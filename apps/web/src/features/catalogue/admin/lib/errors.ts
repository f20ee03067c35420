import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';
import { type DetailWords, detailMessage } from '@/lib/field-errors';

/** The catalogue admin's own words for the API's details (by field and code); the rest read as common texts. */
export const CATALOGUE_DETAIL_WORDS: DetailWords = {
  ns: 'adminCatalogue',
  keys: {
    'names.required': 'errors.englishNameRequired',
    'names.too_short': 'errors.englishNameRequired',
    'translations.name.required': 'errors.nameBeforeDescription',
    'descriptions.required': 'errors.nameBeforeDescription',
    'slug.invalid_format': 'errors.slugFormat',
    'slug.duplicate': 'errors.slugTaken',
    'defaultGripIds.not_allowed': 'errors.gripNotAllowed',
    'gripIds.not_allowed': 'errors.gripsNeedAllowsGrips',
    'loadMode.not_allowed': 'errors.stackOnlyMachines',
    'barType.not_allowed': 'errors.barNeedsPlates',
    'isDefault.not_allowed': 'errors.oneDefault',
    'aliases.alias.duplicate': 'errors.aliasTwice',
    'attributes.not_allowed': 'errors.attributeNotApplicable',
    required: 'errors.required',
    not_found: 'errors.unknownId',
    invalid_type: 'errors.number',
    not_multiple_of: 'errors.wholeNumber',
    too_small: 'errors.range',
    too_large: 'errors.range',
  },
};

/** What went wrong, in the admin's words: the network, a conflict (with the server's reason), bad fields, or else. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('adminCatalogue:errors.network');
    if (error.status === 403) return t('adminCatalogue:errors.forbidden');
    if (error.status === 404) return t('adminCatalogue:errors.notFound');
    if (error.code === 'conflict') {
      const first = error.details[0];
      const reason = first ? detailMessage(first, t, CATALOGUE_DETAIL_WORDS) : t('common:fieldErrors.duplicate');
      return t('adminCatalogue:errors.conflict', { reason });
    }
    if (error.status === 400) return t('adminCatalogue:errors.invalid');
  }
  return t('adminCatalogue:errors.generic');
}

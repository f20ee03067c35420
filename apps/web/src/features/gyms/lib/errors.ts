import type { DetailWords } from '@/lib/field-errors';

/** The gyms area's own words for the API's field details (every other detail reads as its code's common text). */
export const GYMS_DETAIL_WORDS: DetailWords = {
  ns: 'gyms',
  keys: {
    'slug.invalid_format': 'errors.slugFormat',
    'slug.too_short': 'errors.slugFormat',
    'slug.duplicate': 'errors.slugTaken',
    'slug.required': 'errors.slugRequired',
    'name.too_long': 'errors.nameTooLong',
    'name.required': 'errors.nameRequired',
    'name.too_short': 'errors.nameRequired',
    'openingHours.closes.out_of_range': 'errors.closesBeforeOpens',
    'openingHours.opens.invalid_format': 'errors.time',
    'openingHours.closes.invalid_format': 'errors.time',
    'platesKgPerSide.too_few': 'errors.noPlates',
    'handle.not_found': 'errors.noHandle',
  },
};

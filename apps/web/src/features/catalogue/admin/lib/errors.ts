import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';

/** What the server said about each field (first message per field), to show beside the field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const detail of error.details) out[detail.field] ??= detail.message;
  }
  return out;
}

/** The error of a field or of any of its items (`defaultGripIds.2` counts for `defaultGripIds`). */
export function errorFor(errors: Record<string, string>, field: string): string | null {
  if (errors[field]) return errors[field]!;
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return nested ? errors[nested]! : null;
}

const KNOWN_MESSAGES: Record<string, string> = {
  'An English name is required': 'errors.englishNameRequired',
  Required: 'errors.required',
  'Required for this kind of exercise': 'errors.required',
  'Unknown id': 'errors.unknownId',
  'Lower-case letters, digits and single hyphens, like barbell-row': 'errors.slugFormat',
  'A slug is required': 'errors.required',
  'Add a name in this language before its description': 'errors.nameBeforeDescription',
  'The equipment does not allow this grip': 'errors.gripNotAllowed',
  'Choose equipment that allows these grips': 'errors.gripNotAllowed',
  'Default grips need allowsGrips': 'errors.gripsNeedAllowsGrips',
  'Only machine, cable and assisted work uses a stack': 'errors.stackOnlyMachines',
  'Does not apply to this kind of exercise': 'errors.attributeNotApplicable',
  'This alias is already listed': 'errors.aliasTwice',
  'Must be a whole number': 'errors.wholeNumber',
  'Must be a number': 'errors.number',
  'Only plate-loaded equipment has a bar': 'errors.barNeedsPlates',
  'Exactly one profile is the default: make another one the default instead': 'errors.oneDefault',
};

/** A field's message in the admin's language where we know it; the server's own words otherwise. */
export function translateFieldMessage(message: string, t: TFunction): string {
  if (/slug/i.test(message) && /already|another/i.test(message)) return t('adminCatalogue:errors.slugTaken');
  const key = KNOWN_MESSAGES[message];
  return key ? t(`adminCatalogue:${key}`) : message;
}

/** What went wrong, in the admin's words: the network, a conflict (with the server's reason), bad fields, or else. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('adminCatalogue:errors.network');
    if (error.status === 403) return t('adminCatalogue:errors.forbidden');
    if (error.status === 404) return t('adminCatalogue:errors.notFound');
    if (error.code === 'conflict') return t('adminCatalogue:errors.conflict', { reason: error.message });
    if (error.status === 400) return t('adminCatalogue:errors.invalid');
  }
  return t('adminCatalogue:errors.generic');
}

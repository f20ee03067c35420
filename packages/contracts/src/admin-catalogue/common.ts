import { z } from 'zod';
import { LanguageCode } from '../profile';
import { multiLineText, singleLineText } from '../text';

/** What the admin catalogue's contracts share: ids, slugs, names in three languages, paging. */

export const Uuid = z.uuid({ error: 'Must be a UUID' });

/** An empty query parameter means "not given". */
export const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const Slug = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, { error: 'A slug is required' })
  .max(80, { error: 'At most 80 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Lower-case letters, digits and single hyphens, like barbell-row' });

export const DisplayOrder = z
  .number({ error: 'Must be a whole number' })
  .int({ error: 'Must be a whole number' })
  .min(0, { error: 'At least 0' })
  .max(100_000, { error: 'At most 100000' });

export const NAME_MAX_LENGTH = 100;

export const RequiredName = (max: number) =>
  singleLineText(max, { notText: 'An English name is required' }).min(1, { error: 'An English name is required' });
/** A translation that may be left out: null or blank means "not translated yet". */
export const OptionalName = (max: number) =>
  singleLineText(max, { notText: 'Must be text' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
/** The same for a description, which may keep its line breaks. */
export const OptionalDescription = (max: number) =>
  multiLineText(max, { notText: 'Must be text' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Names of a reference row: English required, Spanish and Romanian optional (shown as missing until given). */
export const ReferenceNames = z
  .object(
    {
      en: RequiredName(NAME_MAX_LENGTH),
      es: OptionalName(NAME_MAX_LENGTH),
      ro: OptionalName(NAME_MAX_LENGTH),
    },
    { error: 'An English name is required' },
  )
  .strict();
export type ReferenceNames = z.input<typeof ReferenceNames>;

export const Page = optionalParam(z.coerce.number().int().min(1).max(10_000)).default(1);
export const PageSize = optionalParam(z.coerce.number().int().min(1).max(100)).default(25);
export const SearchText = optionalParam(singleLineText(100));
export const DisplayLanguage = optionalParam(LanguageCode).default('en');

/** Which translation to look for: missing in Spanish, in Romanian, or in either. */
export const MISSING_FILTERS = ['es', 'ro', 'any'] as const;
export const MissingFilter = z.enum(MISSING_FILTERS);
export type MissingFilter = z.infer<typeof MissingFilter>;

export const AdminLangQuery = z.object({ lang: DisplayLanguage });

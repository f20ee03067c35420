import type { ErrorDetail } from '@lifeorbit/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api';

const LANGUAGE_SEGMENTS = new Set(['en', 'es', 'ro']);

/**
 * A detail's field without its list positions and languages (`aliases.2.alias` is `aliases.alias`, `names.en` is
 * `names`), so that an area can name one text for a field wherever it sits in a list.
 */
export function fieldPattern(field: string): string {
  return field
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment) && !LANGUAGE_SEGMENTS.has(segment))
    .join('.');
}

/**
 * An area's own words for some details: `${fieldPattern}.${code}` (or its first segment and the code, for a field with keys of its own like
 * `attributes.<slug>`; or a bare code, for every field of the area) to a
 * key in the namespace `ns` (`'barType.not_allowed': 'errors.barNeedsPlates'`). Every other detail reads as its
 * code's common text.
 */
export interface DetailWords {
  ns: string;
  keys: Readonly<Record<string, string>>;
}

/** What is wrong with one field, in the reader's language, from the detail's code (never the API's English). */
export function detailMessage(detail: ErrorDetail, t: TFunction, words?: DetailWords): string {
  const pattern = fieldPattern(detail.field);
  const key =
    words?.keys[`${pattern}.${detail.code}`] ??
    words?.keys[`${pattern.split('.')[0]}.${detail.code}`] ??
    words?.keys[detail.code];
  return key ? t(`${words!.ns}:${key}`) : t(`common:fieldErrors.${detail.code}`);
}

/** The API's field details of an error as texts per field (the first per field), ready to show beside the fields. */
export function fieldErrorsOf(error: unknown, t: TFunction, words?: DetailWords): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const detail of error.details) out[detail.field] ??= detailMessage(detail, t, words);
  }
  return out;
}

/** The error of a field or of any of its items (`defaultGripIds.2` counts for `defaultGripIds`). */
export function errorFor(errors: Record<string, string>, field: string): string | null {
  if (errors[field]) return errors[field]!;
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return nested ? errors[nested]! : null;
}

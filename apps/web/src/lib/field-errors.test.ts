import fs from 'node:fs';
import path from 'node:path';
import { DETAIL_CODES } from '@lifeorbit/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { type DetailWords, detailMessage, errorFor, fieldErrorsOf, fieldPattern } from './field-errors';

const t = ((key: string) => `«${key}»`) as never;
const words: DetailWords = {
  ns: 'area',
  keys: {
    'aliases.alias.duplicate': 'errors.aliasTwice',
    'attributes.required': 'errors.attr',
    not_found: 'errors.gone',
  },
};

const localeFile = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../locales/${lang}/${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('field errors from the API', () => {
  it('name a field without its list positions and languages', () => {
    expect(fieldPattern('aliases.2.alias')).toBe('aliases.alias');
    expect(fieldPattern('names.en')).toBe('names');
    expect(fieldPattern('translations.es.name')).toBe('translations.name');
    expect(fieldPattern('slug')).toBe('slug');
  });

  it("read in the area's words by field and code, by the field's first segment, by code, else in common words", () => {
    expect(detailMessage({ field: 'aliases.3.alias', code: 'duplicate', message: 'x' }, t, words)).toBe(
      '«area:errors.aliasTwice»',
    );
    expect(detailMessage({ field: 'attributes.grip-width', code: 'required', message: 'x' }, t, words)).toBe(
      '«area:errors.attr»',
    );
    expect(detailMessage({ field: 'bodyPartId', code: 'not_found', message: 'x' }, t, words)).toBe(
      '«area:errors.gone»',
    );
    expect(detailMessage({ field: 'slug', code: 'too_long', message: 'At most 80 characters' }, t, words)).toBe(
      '«common:fieldErrors.too_long»',
    );
    expect(detailMessage({ field: 'slug', code: 'too_long', message: 'At most 80 characters' }, t)).toBe(
      '«common:fieldErrors.too_long»',
    );
  });

  it('keep the first text per field and nothing for other errors', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', [
      { field: 'names.en', code: 'required', message: 'An English name is required' },
      { field: 'names.en', code: 'too_long', message: 'second' },
      { field: 'gripIds.1', code: 'not_found', message: 'Unknown id' },
    ]);
    const errors = fieldErrorsOf(error, t);
    expect(errors).toEqual({
      'names.en': '«common:fieldErrors.required»',
      'gripIds.1': '«common:fieldErrors.not_found»',
    });
    expect(errorFor(errors, 'gripIds')).toBe('«common:fieldErrors.not_found»');
    expect(errorFor(errors, 'slug')).toBeNull();
    expect(fieldErrorsOf(new Error('x'), t)).toEqual({});
  });

  it('have a text for every detail code the API answers with, in every language', () => {
    for (const lang of ['en', 'es', 'ro']) {
      const common = localeFile(lang, 'common');
      for (const code of DETAIL_CODES)
        expect(lookup(common, `fieldErrors.${code}`), `${lang} ${code}`).toBeTypeOf('string');
    }
  });
});

import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';

/** Escapes LIKE wildcards, so a search for "100%" looks for the percent sign. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The name of a translated reference row (muscle, equipment...) in the language, else English, else its slug. */
export function referenceNameSql(
  translations: string,
  foreignKey: string,
  id: SQL,
  slug: SQL,
  lang: LanguageCode,
): SQL {
  const table = sql.identifier(translations);
  const fk = sql.identifier(foreignKey);
  return sql`COALESCE(
    (SELECT x.name FROM ${table} x WHERE x.${fk} = ${id} AND x.language_code = ${lang}),
    (SELECT x.name FROM ${table} x WHERE x.${fk} = ${id} AND x.language_code = 'en'),
    ${slug})`;
}

/**
 * A UUID derived from `text` (twice is the same id), shaped as a version 4 one: the API's ids are checked as RFC 9562
 * UUIDs, so a bare md5 (any version nibble) made workouts the pages link to answer 400 (issue 37).
 */
export const derivedUuid = (text: SQL): SQL =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

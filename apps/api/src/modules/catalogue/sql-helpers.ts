import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';

/** Runs a raw query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The PostgreSQL error code (23503 foreign key, 23505 unique...) of a failed query; drizzle wraps it in `cause`. */
export function pgErrorCode(err: unknown): string | null {
  let current = err as { code?: unknown; cause?: unknown } | null;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return null;
}

/** Escapes LIKE wildcards, so a search for "100%" looks for the percent sign. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The fixed word shown when an exercise has no name in any language (spec §3: "Untitled"). */
export const UNTITLED: Record<LanguageCode, string> = { en: 'Untitled', es: 'Sin título', ro: 'Fără titlu' };

/**
 * The shown name of an exercise: the requested language, then English, then (for a member's exercise written in
 * one language) any language, then Untitled.
 */
export function exerciseNameSql(exerciseId: SQL, lang: LanguageCode): SQL {
  return sql`COALESCE(
    (SELECT t.name FROM exercises_translations t WHERE t.exercise_id = ${exerciseId} AND t.language_code = ${lang}),
    (SELECT t.name FROM exercises_translations t WHERE t.exercise_id = ${exerciseId} AND t.language_code = 'en'),
    (SELECT t.name FROM exercises_translations t WHERE t.exercise_id = ${exerciseId} ORDER BY t.language_code LIMIT 1),
    ${UNTITLED[lang]}::text)`;
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

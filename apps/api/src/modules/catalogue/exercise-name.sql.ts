import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';

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

import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';

/**
 * A member's own exercise made by an import for a name of the file no exercise matched (issue 24, ADR 032), written
 * by the area that owns the tables (ADR 042) but inside the import's one statement, which then maps the file's name to
 * it (data_import_exercises is data's): what this answers is the WITH list of that statement. `e` inserts the
 * exercise under the id the import derived (`id`, so importing twice makes it once; found again, it is left as it is)
 * and answers it; `t` names it in the member's language. Its load mode is the one given (our own export's), else a
 * dumbbell's or kettlebell's is per hand.
 */
export function customExerciseInsertCtes(
  id: SQL,
  userId: string,
  name: string,
  lang: LanguageCode,
  { loadType, effortMode, loadMode }: { loadType: string; effortMode: string; loadMode?: string | null },
): SQL {
  return sql`e AS (
          INSERT INTO exercises (id, owner_user_id, load_type, load_mode, effort_mode)
          VALUES (${id},
                  ${userId}, ${loadType},
                  ${loadMode ?? (loadType === 'dumbbell' || loadType === 'kettlebell' ? 'per_hand' : 'total')},
                  ${effortMode})
          ON CONFLICT (id) DO UPDATE SET updated_at = exercises.updated_at
          RETURNING id),
        t AS (
          INSERT INTO exercises_translations (exercise_id, language_code, name)
          SELECT id, ${lang}, ${name.slice(0, 200)} FROM e
          ON CONFLICT DO NOTHING)`;
}

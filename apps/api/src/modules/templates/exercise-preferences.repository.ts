import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';

export interface PreferenceRow {
  id: string;
  exercise_id: string;
  template_id: string | null;
  program_id: string | null;
  preferred_target_sets: number | null;
  preferred_rep_min: number | null;
  preferred_rep_max: number | null;
  preferred_grip_ids: string[];
  updated_at: string | Date;
}

export interface PreferenceValues {
  exerciseId: string;
  templateId: string | null;
  programId: string | null;
  preferredTargetSets: number | null;
  preferredRepMin: number | null;
  preferredRepMax: number | null;
  preferredGripIds: string[];
}

const COLUMNS = sql`id, exercise_id, template_id, program_id, preferred_target_sets, preferred_rep_min,
  preferred_rep_max, preferred_grip_ids::text[] AS preferred_grip_ids, updated_at`;

function uuidArray(ids: string[]) {
  return ids.length === 0
    ? sql`'{}'::uuid[]`
    : sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;
}

/** One row per scope (exercise + template + program, NULLs equal): the unique index decides the conflict. */
export async function upsertPreference(db: AppDb, userId: string, values: PreferenceValues): Promise<PreferenceRow> {
  const [row] = await queryRows<PreferenceRow>(
    db,
    sql`
    INSERT INTO user_exercise_preferences AS p (user_id, exercise_id, template_id, program_id, preferred_target_sets,
                                           preferred_rep_min, preferred_rep_max, preferred_grip_ids)
    VALUES (${userId}, ${values.exerciseId}::uuid, ${values.templateId}::uuid, ${values.programId}::uuid,
            ${values.preferredTargetSets}::int, ${values.preferredRepMin}::int, ${values.preferredRepMax}::int,
            ${uuidArray(values.preferredGripIds)})
    ON CONFLICT (user_id, exercise_id, COALESCE(template_id, '00000000-0000-0000-0000-000000000000'::uuid),
                 COALESCE(program_id, '00000000-0000-0000-0000-000000000000'::uuid))
    DO UPDATE SET preferred_target_sets = EXCLUDED.preferred_target_sets,
                  preferred_rep_min = EXCLUDED.preferred_rep_min,
                  preferred_rep_max = EXCLUDED.preferred_rep_max,
                  preferred_grip_ids = EXCLUDED.preferred_grip_ids,
                  updated_at = now()
    RETURNING ${COLUMNS}`,
  );
  return row!;
}

/** Every stored scope of the member's preferences for these exercises. */
export async function listPreferences(db: AppDb, userId: string, exerciseIds: string[]): Promise<PreferenceRow[]> {
  if (exerciseIds.length === 0) return [];
  return queryRows<PreferenceRow>(
    db,
    sql`SELECT ${COLUMNS} FROM user_exercise_preferences
        WHERE user_id = ${userId} AND exercise_id = ANY(${uuidArray(exerciseIds)})
        ORDER BY exercise_id, template_id NULLS FIRST, program_id NULLS FIRST`,
  );
}

/** Which of `ids` are the member's programs. */
export async function ownProgramIds(db: AppDb, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM training_programs WHERE user_id = ${userId} AND id = ANY(${uuidArray(ids)})`,
  );
  return new Set(rows.map((row) => row.id));
}

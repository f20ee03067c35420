import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { workoutTemplateExercises, workoutTemplates } from '../../db/templates-schema';
import { queryRows } from '../../core/db';
import { referenceNameSql } from '../../core/sql';
import { exerciseNameSql } from '../catalogue';

export type TemplateRow = typeof workoutTemplates.$inferSelect;
export type TemplateExerciseValues = Omit<typeof workoutTemplateExercises.$inferInsert, 'templateId'> & {
  id: string;
  orderIndex: number;
};

export interface TemplateSummaryRow {
  id: string;
  name: string;
  updated_at: string | Date;
  exercise_count: number;
  exercise_names: string[];
  last_used_at: string | Date | null;
}

/** How many exercise names a list row previews. */
export const PREVIEW_NAMES = 4;

export async function listTemplateSummaries(
  db: AppDb,
  userId: string,
  lang: LanguageCode,
): Promise<TemplateSummaryRow[]> {
  return queryRows<TemplateSummaryRow>(
    db,
    sql`
    SELECT wt.id, wt.name, wt.updated_at,
           (SELECT count(*)::int FROM workout_template_exercises x WHERE x.template_id = wt.id) AS exercise_count,
           ARRAY(SELECT ${exerciseNameSql(sql`x.exercise_id`, lang)}
                 FROM workout_template_exercises x WHERE x.template_id = wt.id
                 ORDER BY x.order_index LIMIT ${PREVIEW_NAMES}) AS exercise_names,
           (SELECT max(w.started_at) FROM workouts w
             WHERE w.template_id = wt.id AND w.user_id = wt.user_id) AS last_used_at
    FROM workout_templates wt
    WHERE wt.user_id = ${userId}
    ORDER BY wt.updated_at DESC, wt.id`,
  );
}

/** Who owns a template, or null when there is none. */
export async function findTemplateOwner(db: AppDb, templateId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: workoutTemplates.userId })
    .from(workoutTemplates)
    .where(eq(workoutTemplates.id, templateId));
  return row?.userId ?? null;
}

export async function findTemplate(db: AppDb, userId: string, templateId: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(workoutTemplates)
    .where(and(eq(workoutTemplates.id, templateId), eq(workoutTemplates.userId, userId)));
  return row ?? null;
}

export interface TemplateExerciseRow {
  id: string;
  exercise_id: string;
  order_index: number;
  target_sets: number;
  target_reps: number | null;
  target_reps_min: number | null;
  target_reps_max: number | null;
  target_weight_kg: number | null;
  weight_unit: 'kg' | 'lb';
  rest_sec: number | null;
  grip_id: string | null;
  superset_group: string | null;
  notes: string | null;
  exercise_name: string;
  load_type: ExerciseLoadType;
  is_custom: boolean;
  muscle_name: string | null;
  equipment_name: string | null;
}

/** The template's exercises in order, with their names in `lang`. Callers check the template is the member's. */
export async function listTemplateExercises(
  db: AppDb,
  templateId: string,
  lang: LanguageCode,
): Promise<TemplateExerciseRow[]> {
  return queryRows<TemplateExerciseRow>(
    db,
    sql`
    SELECT x.id, x.exercise_id, x.order_index, x.target_sets, x.target_reps, x.target_reps_min, x.target_reps_max,
           x.target_weight_kg::float8 AS target_weight_kg, x.weight_unit, x.rest_sec, x.grip_id, x.superset_group, x.notes,
           ${exerciseNameSql(sql`e.id`, lang)} AS exercise_name, e.load_type, (e.owner_user_id IS NOT NULL) AS is_custom,
           CASE WHEN m.id IS NULL THEN NULL
                ELSE ${referenceNameSql('muscle_translations', 'muscle_id', sql`m.id`, sql`m.slug`, lang)} END AS muscle_name,
           CASE WHEN q.id IS NULL THEN NULL
                ELSE ${referenceNameSql('equipment_translations', 'equipment_id', sql`q.id`, sql`q.slug`, lang)} END AS equipment_name
    FROM workout_template_exercises x
    JOIN exercises e ON e.id = x.exercise_id
    LEFT JOIN muscles m ON m.id = e.primary_muscle_id
    LEFT JOIN equipment q ON q.id = e.equipment_id
    WHERE x.template_id = ${templateId}
    ORDER BY x.order_index`,
  );
}

/** The stored rows of a template's exercises, as they are written (for copying and comparing). */
export async function listTemplateExerciseValues(db: AppDb, templateId: string) {
  return db
    .select()
    .from(workoutTemplateExercises)
    .where(eq(workoutTemplateExercises.templateId, templateId))
    .orderBy(asc(workoutTemplateExercises.orderIndex));
}

/** Inserts the template unless its id exists; answers whether this call created it. */
export async function insertTemplate(
  db: AppDb,
  userId: string,
  template: { id: string; name: string; notes: string | null },
  exercises: TemplateExerciseValues[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(workoutTemplates)
      .values({ ...template, userId })
      .onConflictDoNothing({ target: workoutTemplates.id })
      .returning({ id: workoutTemplates.id });
    if (inserted.length === 0) return false;
    if (exercises.length > 0) {
      await tx.insert(workoutTemplateExercises).values(exercises.map((x) => ({ ...x, templateId: template.id })));
    }
    return true;
  });
}

/** Replaces name, notes and every exercise in one transaction; `after` runs inside it (preferences). */
export async function replaceTemplate(
  db: AppDb,
  userId: string,
  templateId: string,
  template: { name: string; notes: string | null },
  exercises: TemplateExerciseValues[],
  after: (tx: AppDb) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(workoutTemplates)
      .set({ ...template, updatedAt: sql`now()` })
      .where(and(eq(workoutTemplates.id, templateId), eq(workoutTemplates.userId, userId)));
    await tx.delete(workoutTemplateExercises).where(eq(workoutTemplateExercises.templateId, templateId));
    if (exercises.length > 0) {
      await tx.insert(workoutTemplateExercises).values(exercises.map((x) => ({ ...x, templateId })));
    }
    await after(tx);
  });
}

export async function deleteTemplate(db: AppDb, userId: string, templateId: string): Promise<boolean> {
  const deleted = await db
    .delete(workoutTemplates)
    .where(and(eq(workoutTemplates.id, templateId), eq(workoutTemplates.userId, userId)))
    .returning({ id: workoutTemplates.id });
  return deleted.length > 0;
}

/**
 * Every template of a member, with its exercises: an account's deletion runs it in its transaction after their
 * workouts and before the user row (src/auth, through AuthNeeds).
 */
export async function deleteMemberTemplates(db: AppDb, userId: string): Promise<void> {
  await queryRows(db, sql`DELETE FROM workout_templates WHERE user_id = ${userId}`);
}

/** Which of `ids` are the member's templates. */
export async function ownTemplateIds(db: AppDb, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM workout_templates WHERE user_id = ${userId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}

/** An exercise of a template copied from elsewhere (a marketplace item's snapshot), in its template's order. */
export interface CopiedTemplateExercise {
  exerciseId: string;
  targetSets: number;
  targetReps: number | null;
  targetRepsMin: number | null;
  targetRepsMax: number | null;
  targetWeightKg: number | null;
  weightUnit: 'kg' | 'lb';
  restSec: number | null;
  gripId: string | null;
  supersetGroup: string | null;
  notes: string | null;
}

/** Writes a copied template and its exercises as the member's own, in the caller's transaction (mentors' "Use this"). */
export async function insertTemplateCopy(
  tx: AppDb,
  userId: string,
  template: { id: string; name: string; notes: string | null },
  exercises: CopiedTemplateExercise[],
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO workout_templates (id, user_id, name, notes)
        VALUES (${template.id}, ${userId}, ${template.name}, ${template.notes})`,
  );
  if (exercises.length === 0) return;
  const rows = exercises.map((x, index) => ({ ...x, orderIndex: index }));
  await tx.execute(
    sql`INSERT INTO workout_template_exercises (id, template_id, exercise_id, order_index, target_sets, target_reps,
          target_reps_min, target_reps_max, target_weight_kg, weight_unit, rest_sec, grip_id, superset_group, notes)
        SELECT gen_random_uuid(), ${template.id}, r."exerciseId", r."orderIndex", r."targetSets", r."targetReps",
          r."targetRepsMin", r."targetRepsMax", r."targetWeightKg", r."weightUnit", r."restSec", r."gripId",
          r."supersetGroup", r.notes
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("exerciseId" uuid, "orderIndex" int,
          "targetSets" int, "targetReps" int, "targetRepsMin" int, "targetRepsMax" int, "targetWeightKg" numeric,
          "weightUnit" text, "restSec" int, "gripId" uuid, "supersetGroup" text, notes text)`,
  );
}

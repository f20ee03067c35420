import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import type { CopiedTemplateExercise } from '../templates';

/**
 * What a published version holds (marketplace_item_versions.snapshot), read from a member's own template or program;
 * the copy back into a member's own is written by templates and programs (ADR 042). A template is one entry with a
 * rotation of [0]; a program lists each of its templates once, in the order they first come round, and its rotation
 * names them by index (A, B, A is [0, 1, 0]).
 */

/** An exercise of a snapshot's template: what templates copies back as the member's own. */
export type SnapshotExercise = CopiedTemplateExercise;

export interface SnapshotTemplate {
  name: string;
  notes: string | null;
  exercises: SnapshotExercise[];
}

export interface Snapshot {
  name: string;
  description: string | null;
  templates: SnapshotTemplate[];
  rotation: number[];
}

const TEMPLATE_JSON = sql`json_build_object('name', t.name, 'notes', t.notes, 'exercises', COALESCE((
    SELECT json_agg(json_build_object('exerciseId', x.exercise_id, 'targetSets', x.target_sets,
      'targetReps', x.target_reps, 'targetRepsMin', x.target_reps_min, 'targetRepsMax', x.target_reps_max,
      'targetWeightKg', x.target_weight_kg::float8, 'weightUnit', x.weight_unit, 'restSec', x.rest_sec,
      'gripId', x.grip_id, 'supersetGroup', x.superset_group, 'notes', x.notes) ORDER BY x.order_index)
    FROM workout_template_exercises x WHERE x.template_id = t.id), '[]'::json))`;

/** The member's template as a snapshot, or null when it is not theirs. */
export async function readTemplateSnapshot(db: AppDb, userId: string, templateId: string): Promise<Snapshot | null> {
  const [row] = await queryRows<{ template: SnapshotTemplate }>(
    db,
    sql`SELECT ${TEMPLATE_JSON} AS template FROM workout_templates t WHERE t.id = ${templateId} AND t.user_id = ${userId}`,
  );
  if (!row) return null;
  return { name: row.template.name, description: row.template.notes, templates: [row.template], rotation: [0] };
}

/** The member's program with each template of its rotation, or null when it is not theirs. */
export async function readProgramSnapshot(db: AppDb, userId: string, programId: string): Promise<Snapshot | null> {
  const [program] = await queryRows<{ name: string; description: string | null }>(
    db,
    sql`SELECT name, description FROM training_programs WHERE id = ${programId} AND user_id = ${userId}`,
  );
  if (!program) return null;
  const rotation = await queryRows<{ template_id: string; template: SnapshotTemplate }>(
    db,
    sql`SELECT r.template_id, ${TEMPLATE_JSON} AS template
        FROM training_program_templates r JOIN workout_templates t ON t.id = r.template_id
        WHERE r.program_id = ${programId} ORDER BY r.order_index`,
  );
  const order: string[] = [];
  const templates: SnapshotTemplate[] = [];
  for (const entry of rotation) {
    if (!order.includes(entry.template_id)) {
      order.push(entry.template_id);
      templates.push(entry.template);
    }
  }
  return {
    name: program.name,
    description: program.description,
    templates,
    rotation: rotation.map((entry) => order.indexOf(entry.template_id)),
  };
}

/** Whether any exercise is a member's own (those stay private), and the equipment the exercises need (one's own body
 * is no equipment). */
export async function describeExercises(
  db: AppDb,
  exerciseIds: string[],
): Promise<{ hasCustom: boolean; equipmentIds: string[] }> {
  if (exerciseIds.length === 0) return { hasCustom: false, equipmentIds: [] };
  const ids = sql`ARRAY[${sql.join(
    exerciseIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const [row] = await queryRows<{ has_custom: boolean; equipment_ids: string[] | null }>(
    db,
    sql`SELECT COALESCE(bool_or(e.owner_user_id IS NOT NULL), false) AS has_custom,
          array_agg(DISTINCT e.equipment_id) FILTER (WHERE q.slug <> 'bodyweight') AS equipment_ids
        FROM exercises e LEFT JOIN equipment q ON q.id = e.equipment_id WHERE e.id = ANY(${ids})`,
  );
  return { hasCustom: row?.has_custom ?? false, equipmentIds: row?.equipment_ids ?? [] };
}

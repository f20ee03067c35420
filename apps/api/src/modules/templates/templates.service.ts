import crypto from 'node:crypto';
import {
  TEMPLATE_NAME_MAX_LENGTH,
  type CreateTemplateRequest,
  type DuplicateTemplateRequest,
  type CodedErrorDetail,
  type LanguageCode,
  type Template,
  type TemplateExerciseInput,
  type TemplateListResponse,
  type UpdateTemplateRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { existingReferenceIds, visibleExerciseIds } from '../catalogue';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../core/db';
import type { PreferenceValues } from './exercise-preferences.repository';
import { savePreferencesUnchecked } from './exercise-preferences.service';
import {
  deleteTemplate,
  findTemplate,
  findTemplateOwner,
  insertTemplate,
  listTemplateExercises,
  listTemplateExerciseValues,
  listTemplateSummaries,
  replaceTemplate,
  type TemplateExerciseRow,
  type TemplateExerciseValues,
} from './templates.repository';

const iso = (value: string | Date) => new Date(value).toISOString();

function toTemplateExercise(row: TemplateExerciseRow): Template['exercises'][number] {
  return {
    id: row.id,
    exerciseId: row.exercise_id,
    exercise: {
      name: row.exercise_name,
      loadType: row.load_type,
      isCustom: row.is_custom,
      primaryMuscle: row.muscle_name,
      equipment: row.equipment_name,
    },
    orderIndex: row.order_index,
    targetSets: row.target_sets,
    targetReps: row.target_reps,
    targetRepsMin: row.target_reps_min,
    targetRepsMax: row.target_reps_max,
    targetWeightKg: row.target_weight_kg === null ? null : Number(row.target_weight_kg),
    weightUnit: row.weight_unit,
    restSec: row.rest_sec,
    gripId: row.grip_id,
    supersetGroup: row.superset_group,
    notes: row.notes,
  };
}

export async function listTemplates(db: AppDb, userId: string, lang: LanguageCode): Promise<TemplateListResponse> {
  const rows = await listTemplateSummaries(db, userId, lang);
  return {
    templates: rows.map((row) => ({
      id: row.id,
      name: row.name,
      exerciseCount: Number(row.exercise_count),
      exerciseNames: row.exercise_names ?? [],
      updatedAt: iso(row.updated_at),
      lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
    })),
  };
}

/** The member's template with its exercises; anyone else's (or none) is a 404. */
export async function getTemplate(
  db: AppDb,
  userId: string,
  templateId: string,
  lang: LanguageCode,
): Promise<Template> {
  const template = await findTemplate(db, userId, templateId);
  if (!template) throw new AppError('not_found', 'No such template');
  const exercises = await listTemplateExercises(db, templateId, lang);
  return {
    id: template.id,
    name: template.name,
    notes: template.notes,
    exercises: exercises.map(toTemplateExercise),
    createdAt: iso(template.createdAt),
    updatedAt: iso(template.updatedAt),
  };
}

/** Exercises must be the catalogue's or the member's own, grips must exist: the unknown ones are named in a 400. */
async function checkExercises(db: AppDb, userId: string, exercises: TemplateExerciseInput[]): Promise<void> {
  const visible = await visibleExerciseIds(db, userId, [...new Set(exercises.map((x) => x.exerciseId))]);
  const gripIds = [...new Set(exercises.flatMap((x) => (x.gripId ? [x.gripId] : [])))];
  const grips = await existingReferenceIds(db, 'grips', gripIds);
  const details: CodedErrorDetail[] = [];
  exercises.forEach((x, index) => {
    if (!visible.has(x.exerciseId))
      details.push({ field: `exercises.${index}.exerciseId`, code: 'not_found', message: 'Unknown exercise' });
    if (x.gripId && !grips.has(x.gripId))
      details.push({ field: `exercises.${index}.gripId`, code: 'not_found', message: 'Unknown grip' });
  });
  if (details.length > 0) throw validationError(details);
}

/** Rows to store, in the given order; an entry keeps its id only when that id is already one of this template's. */
function toRows(exercises: TemplateExerciseInput[], reusableIds: Set<string>): TemplateExerciseValues[] {
  const used = new Set<string>();
  return exercises.map((x, index) => {
    const id = x.id && reusableIds.has(x.id) && !used.has(x.id) ? x.id : crypto.randomUUID();
    used.add(id);
    return {
      id,
      exerciseId: x.exerciseId,
      orderIndex: index,
      targetSets: x.targetSets,
      targetReps: x.targetReps ?? null,
      targetRepsMin: x.targetRepsMin ?? null,
      targetRepsMax: x.targetRepsMax ?? null,
      targetWeightKg: x.targetWeightKg ?? null,
      weightUnit: x.weightUnit,
      restSec: x.restSec ?? null,
      gripId: x.gripId ?? null,
      supersetGroup: x.supersetGroup ?? null,
      notes: x.notes || null,
    };
  });
}

export async function createTemplate(
  db: AppDb,
  userId: string,
  body: CreateTemplateRequest,
  lang: LanguageCode,
): Promise<{ template: Template; created: boolean }> {
  const owner = await findTemplateOwner(db, body.id);
  if (owner !== null) {
    if (owner !== userId) throw new AppError('conflict', 'This id is already taken');
    return { template: await getTemplate(db, userId, body.id, lang), created: false };
  }
  await checkExercises(db, userId, body.exercises);
  const created = await insertTemplate(
    db,
    userId,
    { id: body.id, name: body.name, notes: body.notes || null },
    toRows(body.exercises, new Set()),
  );
  if (!created && (await findTemplateOwner(db, body.id)) !== userId) {
    throw new AppError('conflict', 'This id is already taken');
  }
  return { template: await getTemplate(db, userId, body.id, lang), created };
}

type Targets = Pick<TemplateExerciseValues, 'targetSets' | 'targetReps' | 'targetRepsMin' | 'targetRepsMax' | 'gripId'>;

/** The preference a template's targets express: sets, the rep range (one number is a range of one) and the grip. */
function preferenceFrom(exerciseId: string, templateId: string, targets: Targets): PreferenceValues {
  return {
    exerciseId,
    templateId,
    programId: null,
    preferredTargetSets: targets.targetSets ?? null,
    preferredRepMin: targets.targetRepsMin ?? targets.targetReps ?? null,
    preferredRepMax: targets.targetRepsMax ?? targets.targetReps ?? null,
    preferredGripIds: targets.gripId ? [targets.gripId] : [],
  };
}

const sameTargets = (a: Targets, b: Targets) =>
  (a.targetSets ?? null) === (b.targetSets ?? null) &&
  (a.targetReps ?? null) === (b.targetReps ?? null) &&
  (a.targetRepsMin ?? null) === (b.targetRepsMin ?? null) &&
  (a.targetRepsMax ?? null) === (b.targetRepsMax ?? null) &&
  (a.gripId ?? null) === (b.gripId ?? null);

/**
 * Replaces name, notes and the ordered exercises in one transaction. When the member changes an exercise's targets
 * (sets, reps, grip), they are saved as that exercise's preference for this template (spec §3, §9), in the same
 * transaction.
 */
export async function updateTemplate(
  db: AppDb,
  userId: string,
  templateId: string,
  body: UpdateTemplateRequest,
  lang: LanguageCode,
): Promise<Template> {
  if (!(await findTemplate(db, userId, templateId))) throw new AppError('not_found', 'No such template');
  await checkExercises(db, userId, body.exercises);
  const before = await listTemplateExerciseValues(db, templateId);
  const rows = toRows(body.exercises, new Set(before.map((x) => x.id)));
  const previousByExercise = new Map<string, Targets>();
  for (const x of before) if (!previousByExercise.has(x.exerciseId)) previousByExercise.set(x.exerciseId, x);
  const changed = new Map<string, PreferenceValues>();
  for (const row of rows) {
    if (changed.has(row.exerciseId)) continue;
    const previous = previousByExercise.get(row.exerciseId);
    if (previous && !sameTargets(previous, row))
      changed.set(row.exerciseId, preferenceFrom(row.exerciseId, templateId, row));
  }
  await replaceTemplate(db, userId, templateId, { name: body.name, notes: body.notes || null }, rows, (tx) =>
    savePreferencesUnchecked(tx, userId, [...changed.values()]),
  );
  return getTemplate(db, userId, templateId, lang);
}

function copyName(name: string): string {
  const suffix = ' (2)';
  return `${name.slice(0, TEMPLATE_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** Copies the member's template under a new (client-chosen) id; the same id twice answers the stored copy. */
export async function duplicateTemplate(
  db: AppDb,
  userId: string,
  sourceId: string,
  body: DuplicateTemplateRequest,
  lang: LanguageCode,
): Promise<{ template: Template; created: boolean }> {
  const source = await findTemplate(db, userId, sourceId);
  if (!source) throw new AppError('not_found', 'No such template');
  const owner = await findTemplateOwner(db, body.id);
  if (owner !== null) {
    if (owner !== userId) throw new AppError('conflict', 'This id is already taken');
    return { template: await getTemplate(db, userId, body.id, lang), created: false };
  }
  const exercises = await listTemplateExerciseValues(db, sourceId);
  const created = await insertTemplate(
    db,
    userId,
    { id: body.id, name: body.name ?? copyName(source.name), notes: source.notes },
    exercises.map(({ templateId: _templateId, ...x }) => ({ ...x, id: crypto.randomUUID() })),
  );
  return { template: await getTemplate(db, userId, body.id, lang), created };
}

export async function removeTemplate(db: AppDb, userId: string, templateId: string): Promise<void> {
  try {
    if (!(await deleteTemplate(db, userId, templateId))) throw new AppError('not_found', 'No such template');
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION)
      throw new AppError('conflict', 'This template is used by your workouts');
    throw err;
  }
}

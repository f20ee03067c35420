import {
  applyPreference,
  pickExercisePreference,
  type ExercisePreference as DomainPreference,
  type ExerciseTargets,
  type PreferenceContext,
} from '@lifeorbit/domain';
import type {
  CodedErrorDetail,
  ExercisePreference,
  ExercisePreferencesQuery,
  ExercisePreferencesResponse,
  SaveExercisePreferenceRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { validationError } from '../../core/validation';
import { existingReferenceIds, visibleExerciseIds } from '../catalogue';
import {
  listPreferences,
  ownProgramIds,
  upsertPreference,
  type PreferenceRow,
  type PreferenceValues,
} from './exercise-preferences.repository';
import { ownTemplateIds } from './templates.repository';

function toPreference(row: PreferenceRow): ExercisePreference {
  return {
    id: row.id,
    exerciseId: row.exercise_id,
    templateId: row.template_id,
    programId: row.program_id,
    preferredTargetSets: row.preferred_target_sets,
    preferredRepMin: row.preferred_rep_min,
    preferredRepMax: row.preferred_rep_max,
    preferredGripIds: row.preferred_grip_ids ?? [],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The domain's shape (snake_case, as in spec §3), so its priority rule picks among the stored scopes. */
function toDomain(pref: ExercisePreference): DomainPreference & { source: ExercisePreference } {
  return {
    template_id: pref.templateId,
    program_id: pref.programId,
    preferred_target_sets: pref.preferredTargetSets,
    preferred_rep_min: pref.preferredRepMin,
    preferred_rep_max: pref.preferredRepMax,
    preferred_grip_ids: pref.preferredGripIds,
    source: pref,
  };
}

export async function savePreference(
  db: AppDb,
  userId: string,
  body: SaveExercisePreferenceRequest,
): Promise<ExercisePreference> {
  const details: CodedErrorDetail[] = [];
  if (!(await visibleExerciseIds(db, userId, [body.exerciseId])).has(body.exerciseId)) {
    details.push({ field: 'exerciseId', code: 'not_found', message: 'Unknown exercise' });
  }
  if (body.templateId && !(await ownTemplateIds(db, userId, [body.templateId])).has(body.templateId)) {
    details.push({ field: 'templateId', code: 'not_found', message: 'Unknown template' });
  }
  if (body.programId && !(await ownProgramIds(db, userId, [body.programId])).has(body.programId)) {
    details.push({ field: 'programId', code: 'not_found', message: 'Unknown program' });
  }
  const gripIds = [...new Set(body.preferredGripIds ?? [])];
  const grips = await existingReferenceIds(db, 'grips', gripIds);
  gripIds.forEach((id, index) => {
    if (!grips.has(id))
      details.push({ field: `preferredGripIds.${index}`, code: 'not_found', message: 'Unknown grip' });
  });
  if (details.length > 0) throw validationError(details);
  const row = await upsertPreference(db, userId, {
    exerciseId: body.exerciseId,
    templateId: body.templateId ?? null,
    programId: body.programId ?? null,
    preferredTargetSets: body.preferredTargetSets ?? null,
    preferredRepMin: body.preferredRepMin ?? null,
    preferredRepMax: body.preferredRepMax ?? null,
    preferredGripIds: gripIds,
  });
  return toPreference(row);
}

/** Saves (inside the caller's transaction) preferences the service has already checked. */
export async function savePreferencesUnchecked(db: AppDb, userId: string, values: PreferenceValues[]): Promise<void> {
  for (const value of values) await upsertPreference(db, userId, value);
}

export interface ResolvedPreference {
  /** The winning preference (same template and program, then template, then program, then general), or null. */
  preference: ExercisePreference | null;
  /** The member's preferred grips, empty when none. */
  gripIds: string[];
  /** The targets with the preference's non-null values laid over them (spec §9). */
  apply<T extends ExerciseTargets>(targets: T): T;
}

/**
 * For each exercise id, the preference that applies when training it from this template and program. The workout
 * module calls this when it starts a workout from a template:
 * `resolved.get(exerciseId)!.apply({ target_sets, target_reps_min, target_reps_max })`.
 */
export async function resolvePreferences(
  db: AppDb,
  userId: string,
  exerciseIds: string[],
  context: PreferenceContext = {},
): Promise<Map<string, ResolvedPreference>> {
  const rows = await listPreferences(db, userId, [...new Set(exerciseIds)]);
  const byExercise = new Map<string, ReturnType<typeof toDomain>[]>();
  for (const row of rows) {
    const list = byExercise.get(row.exercise_id) ?? [];
    list.push(toDomain(toPreference(row)));
    byExercise.set(row.exercise_id, list);
  }
  const resolved = new Map<string, ResolvedPreference>();
  for (const exerciseId of exerciseIds) {
    const picked = pickExercisePreference(byExercise.get(exerciseId) ?? [], context);
    resolved.set(exerciseId, {
      preference: picked?.source ?? null,
      gripIds: picked?.preferred_grip_ids ?? [],
      apply: (targets) => applyPreference(targets, picked),
    });
  }
  return resolved;
}

export async function getPreferences(
  db: AppDb,
  userId: string,
  query: ExercisePreferencesQuery,
): Promise<ExercisePreferencesResponse> {
  const rows = await listPreferences(db, userId, query.exerciseIds);
  const resolved = await resolvePreferences(db, userId, query.exerciseIds, {
    templateId: query.templateId ?? null,
    programId: query.programId ?? null,
  });
  return {
    preferences: rows.map(toPreference),
    resolved: Object.fromEntries([...resolved].map(([id, r]) => [id, r.preference])),
  };
}

export interface PreferenceScope {
  template_id: string | null;
  program_id: string | null;
}

export interface ExercisePreference extends PreferenceScope {
  preferred_target_sets: number | null;
  preferred_rep_min: number | null;
  preferred_rep_max: number | null;
  preferred_grip_ids: string[] | null;
}

export interface PreferenceContext {
  templateId?: string | null;
  programId?: string | null;
}

export interface ExerciseTargets {
  target_sets: number | null;
  target_reps_min: number | null;
  target_reps_max: number | null;
}

/**
 * The most specific preference wins: this template in this program, then this template anywhere,
 * then this program for any template, then the member's general preference.
 */
export function pickExercisePreference<P extends PreferenceScope>(
  prefs: readonly P[],
  { templateId = null, programId = null }: PreferenceContext,
): P | null {
  const scopesByPriority: readonly PreferenceScope[] = [
    { template_id: templateId, program_id: programId },
    { template_id: templateId, program_id: null },
    { template_id: null, program_id: programId },
    { template_id: null, program_id: null },
  ];
  for (const scope of scopesByPriority) {
    const match = prefs.find((pref) => pref.template_id === scope.template_id && pref.program_id === scope.program_id);
    if (match !== undefined) return match;
  }
  return null;
}

type TargetOverrides = Pick<ExercisePreference, 'preferred_target_sets' | 'preferred_rep_min' | 'preferred_rep_max'>;

/** Only what the member actually set overrides the workout exercise; null means "no opinion". */
export function applyPreference<T extends ExerciseTargets>(targets: T, pref: TargetOverrides | null): T {
  if (pref === null) return { ...targets };
  return {
    ...targets,
    target_sets: pref.preferred_target_sets ?? targets.target_sets,
    target_reps_min: pref.preferred_rep_min ?? targets.target_reps_min,
    target_reps_max: pref.preferred_rep_max ?? targets.target_reps_max,
  };
}

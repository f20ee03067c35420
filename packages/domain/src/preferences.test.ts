import { describe, expect, it } from 'vitest';
import { applyPreference, pickExercisePreference, type ExercisePreference, type ExerciseTargets } from './preferences';

function pref(template_id: string | null, program_id: string | null, sets: number | null = null): ExercisePreference {
  return {
    template_id,
    program_id,
    preferred_target_sets: sets,
    preferred_rep_min: null,
    preferred_rep_max: null,
    preferred_grip_ids: null,
  };
}

const general = pref(null, null, 1);
const programOnly = pref(null, 'P', 2);
const templateOnly = pref('T', null, 3);
const exact = pref('T', 'P', 4);
const otherTemplate = pref('X', 'P', 5);
const otherProgram = pref('T', 'Q', 6);

describe('pickExercisePreference', () => {
  it.each<
    [string, ExercisePreference[], { templateId?: string | null; programId?: string | null }, ExercisePreference | null]
  >([
    [
      'same template and program first',
      [general, programOnly, templateOnly, exact],
      { templateId: 'T', programId: 'P' },
      exact,
    ],
    [
      'then template only',
      [general, programOnly, templateOnly, otherProgram],
      { templateId: 'T', programId: 'P' },
      templateOnly,
    ],
    [
      'then program only',
      [general, programOnly, otherTemplate, otherProgram],
      { templateId: 'T', programId: 'P' },
      programOnly,
    ],
    ['then general', [otherTemplate, general, otherProgram], { templateId: 'T', programId: 'P' }, general],
    ['null when nothing fits', [otherTemplate, otherProgram], { templateId: 'T', programId: 'P' }, null],
    ['null for no preferences', [], { templateId: 'T', programId: 'P' }, null],
    [
      'template only outside a program',
      [general, programOnly, templateOnly],
      { templateId: 'T', programId: null },
      templateOnly,
    ],
    [
      'program only without a template',
      [general, templateOnly, programOnly],
      { templateId: null, programId: 'P' },
      programOnly,
    ],
    ['general for a quick workout', [exact, templateOnly, programOnly, general], {}, general],
    ['no template-scoped preference for a quick workout', [exact, templateOnly, programOnly], {}, null],
  ])('picks %s', (_label, prefs, context, expected) => {
    expect(pickExercisePreference(prefs, context)).toBe(expected);
  });
});

describe('applyPreference', () => {
  const targets: ExerciseTargets & { target_weight_kg: number } = {
    target_sets: 3,
    target_reps_min: 8,
    target_reps_max: 12,
    target_weight_kg: 60,
  };

  it.each<[string, Partial<ExercisePreference>, ExerciseTargets]>([
    [
      'all three',
      { preferred_target_sets: 5, preferred_rep_min: 3, preferred_rep_max: 5 },
      { target_sets: 5, target_reps_min: 3, target_reps_max: 5 },
    ],
    ['only the sets', { preferred_target_sets: 4 }, { target_sets: 4, target_reps_min: 8, target_reps_max: 12 }],
    ['only the rep min', { preferred_rep_min: 6 }, { target_sets: 3, target_reps_min: 6, target_reps_max: 12 }],
    ['only the rep max', { preferred_rep_max: 15 }, { target_sets: 3, target_reps_min: 8, target_reps_max: 15 }],
    ['nothing when all are null', {}, { target_sets: 3, target_reps_min: 8, target_reps_max: 12 }],
  ])('overrides %s', (_label, overrides, expected) => {
    const result = applyPreference(targets, { ...pref(null, null), ...overrides });
    expect(result).toEqual({ ...expected, target_weight_kg: 60 });
    expect(result).not.toBe(targets);
  });

  it('returns an equal copy without a preference', () => {
    const result = applyPreference(targets, null);
    expect(result).toEqual(targets);
    expect(result).not.toBe(targets);
  });

  it('leaves the input untouched', () => {
    applyPreference(targets, { ...pref(null, null), preferred_target_sets: 9 });
    expect(targets.target_sets).toBe(3);
  });

  it('keeps an explicit zero', () => {
    expect(applyPreference(targets, { ...pref(null, null), preferred_target_sets: 0 }).target_sets).toBe(0);
  });
});

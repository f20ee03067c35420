import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeSuggestionReason,
  readinessGoalDeltaKg,
  resolveRepRange,
  resolveTemplateReps,
  suggestNextSet,
  suggestNextSetDetailed,
  type LastSetSummary,
  type RepRange,
  type SuggestNextSetInput,
  type SuggestionGoal,
  type SuggestionReason,
  type SuggestionReasonCode,
} from './suggestion';
import type { LoadType } from './weight-model';

function codes(input: SuggestNextSetInput): SuggestionReasonCode[] {
  return suggestNextSetDetailed(input).reasons.map((reason) => reason.code);
}

describe('suggestNextSet acceptance example', () => {
  it('adds the step and resets reps when 80 kg x 12 at feel = reaches the top of 8-12', () => {
    const suggestion = suggestNextSet({ lastSet: { weight: 80, reps: 12, notes: 'Feel: =' }, templateReps: 10 });
    expect(suggestion).toEqual({
      weight: 82.5,
      reps: 8,
      rationale: ['Last set 80 kg x 12 reached the top of 8-12 reps at feel =: +2.5 kg, reps back to 8.'],
    });
  });
});

describe('suggestNextSet without a previous set', () => {
  it.each<[number | undefined, number]>([
    [undefined, 10],
    [12, 12],
    [5, 5],
  ])('starts at 60 kg with template reps %s', (templateReps, reps) => {
    expect(suggestNextSet({ lastSet: null, templateReps })).toEqual({
      weight: 60,
      reps,
      rationale: [`No previous set: starting at 60 kg x ${reps}.`],
    });
  });

  it('does not scale the default by readiness', () => {
    expect(suggestNextSet({ lastSet: null, readinessEnergy: 95, goal: 'progress_weight' }).weight).toBe(60);
  });
});

describe('suggestNextSet below the top of the range', () => {
  it.each<[string, LastSetSummary, number]>([
    ['++ adds 2', { weight: 80, reps: 10, notes: 'Feel: ++' }, 12],
    ['+ adds 1', { weight: 80, reps: 10, notes: 'Feel: +' }, 11],
    ['= adds 1', { weight: 80, reps: 10, notes: 'Feel: =' }, 11],
    ['- adds none', { weight: 80, reps: 10, notes: 'Feel: -' }, 10],
    ['-- adds none', { weight: 80, reps: 10, notes: 'Feel: --' }, 10],
    ['an unknown feel adds 1', { weight: 80, reps: 10 }, 11],
    ['RPE 6 (++) adds 2', { weight: 80, reps: 9, rpe: 6 }, 11],
    ['RPE 9 (-) adds none', { weight: 80, reps: 9, rpe: 9 }, 9],
    ['++ stops at the range max', { weight: 80, reps: 11, notes: 'Feel: ++' }, 12],
    ['a set under the range still earns a rep', { weight: 80, reps: 3, notes: 'Feel: +' }, 4],
    ['a zero-rep set asks for one rep', { weight: 80, reps: 0, notes: 'Feel: --' }, 1],
    ['fractional reps are rounded first', { weight: 80, reps: 9.6, notes: 'Feel: =' }, 11],
  ])('%s', (_label, lastSet, reps) => {
    expect(suggestNextSet({ lastSet })).toMatchObject({ weight: 80, reps });
  });

  it.each<[LastSetSummary, string]>([
    [
      { weight: 80, reps: 10, notes: 'Feel: +' },
      'Last set 80 kg x 10 at feel +: same weight, +1 rep to 11 (range 8-12).',
    ],
    [
      { weight: 80, reps: 10, notes: 'Feel: ++' },
      'Last set 80 kg x 10 at feel ++: same weight, +2 reps to 12 (range 8-12).',
    ],
    [{ weight: 80, reps: 10 }, 'Last set 80 kg x 10 with no feel recorded: same weight, +1 rep to 11 (range 8-12).'],
    [{ weight: 80, reps: 10, notes: 'Feel: --' }, 'Last set 80 kg x 10 at feel --: same weight and reps (range 8-12).'],
  ])('explains %j', (lastSet, line) => {
    expect(suggestNextSet({ lastSet }).rationale).toEqual([line]);
  });
});

describe('suggestNextSet at the top of the range', () => {
  it.each<[string, LastSetSummary, number, SuggestionReasonCode[]]>([
    [
      '++ adds 1.5 steps (83.75, rounded up to 85)',
      { weight: 80, reps: 12, notes: 'Feel: ++' },
      85,
      ['range_top_reached', 'rounded_to_loadable'],
    ],
    ['+ adds a step', { weight: 80, reps: 12, notes: 'Feel: +' }, 82.5, ['range_top_reached']],
    ['= adds a step', { weight: 80, reps: 12, notes: 'Feel: =' }, 82.5, ['range_top_reached']],
    [
      '- adds half a step (81.25, rounded to 82.5)',
      { weight: 80, reps: 12, notes: 'Feel: -' },
      82.5,
      ['range_top_reached', 'rounded_to_loadable'],
    ],
    ['-- keeps the weight', { weight: 80, reps: 12, notes: 'Feel: --' }, 80, ['range_top_reached']],
    ['an unknown feel adds a step', { weight: 80, reps: 12 }, 82.5, ['range_top_reached']],
    ['RPE 10 (--) keeps the weight', { weight: 80, reps: 12, rpe: 10 }, 80, ['range_top_reached']],
    ['reps above the range count as the top', { weight: 80, reps: 15, notes: 'Feel: =' }, 82.5, ['range_top_reached']],
  ])('%s', (_label, lastSet, weight, reasonCodes) => {
    expect(suggestNextSet({ lastSet })).toMatchObject({ weight, reps: 8 });
    expect(codes({ lastSet })).toEqual(reasonCodes);
  });

  it.each<[LastSetSummary, string[]]>([
    [
      { weight: 80, reps: 12, notes: 'Feel: ++' },
      [
        'Last set 80 kg x 12 reached the top of 8-12 reps at feel ++: +3.75 kg, reps back to 8.',
        'Rounded 83.75 kg to a loadable 85 kg.',
      ],
    ],
    [
      { weight: 80, reps: 12, notes: 'Feel: --' },
      ['Last set 80 kg x 12 reached the top of 8-12 reps at feel --: same weight, reps back to 8.'],
    ],
    [
      { weight: 80, reps: 12 },
      ['Last set 80 kg x 12 reached the top of 8-12 reps with no feel recorded: +2.5 kg, reps back to 8.'],
    ],
  ])('explains %j', (lastSet, rationale) => {
    expect(suggestNextSet({ lastSet }).rationale).toEqual(rationale);
  });
});

describe('suggestNextSet step and range options', () => {
  it.each<[string, Partial<SuggestNextSetInput>, LastSetSummary, number, number]>([
    ['a 5 kg step with feel - adds 2.5', { stepKg: 5 }, { weight: 80, reps: 12, notes: 'Feel: -' }, 82.5, 8],
    ['a zero step keeps the weight', { stepKg: 0 }, { weight: 80, reps: 12, notes: 'Feel: =' }, 80, 8],
    ['a negative step falls back to 2.5', { stepKg: -5 }, { weight: 80, reps: 12, notes: 'Feel: =' }, 82.5, 8],
    ['a NaN step falls back to 2.5', { stepKg: Number.NaN }, { weight: 80, reps: 12, notes: 'Feel: =' }, 82.5, 8],
    ['an explicit 6-8 range', { repRange: { min: 6, max: 8 } }, { weight: 80, reps: 8, notes: 'Feel: +' }, 82.5, 6],
    [
      'an inverted range collapses to its min',
      { repRange: { min: 10, max: 6 } },
      { weight: 80, reps: 10, notes: 'Feel: =' },
      82.5,
      10,
    ],
    ['template reps 5 give a 4-6 range', { templateReps: 5 }, { weight: 80, reps: 6, notes: 'Feel: =' }, 82.5, 4],
    ['a machine snaps to the stack', { loadType: 'machine' }, { weight: 40, reps: 12, notes: 'Feel: =' }, 45, 8],
    ['a NaN weight counts as 0', {}, { weight: Number.NaN, reps: 12, notes: 'Feel: =' }, 2.5, 8],
    ['a negative weight counts as 0', {}, { weight: -20, reps: 10, notes: 'Feel: =' }, 0, 11],
    ['NaN reps count as 0', {}, { weight: 80, reps: Number.NaN, notes: 'Feel: ++' }, 80, 2],
  ])('%s', (_label, options, lastSet, weight, reps) => {
    expect(suggestNextSet({ ...options, lastSet })).toMatchObject({ weight, reps });
  });

  it('names the range it used', () => {
    expect(
      suggestNextSet({ lastSet: { weight: 80, reps: 8, notes: 'Feel: +' }, repRange: { min: 6, max: 8 } }).rationale,
    ).toEqual(['Last set 80 kg x 8 reached the top of 6-8 reps at feel +: +2.5 kg, reps back to 6.']);
  });
});

describe('suggestNextSet with readiness', () => {
  const lastSet: LastSetSummary = { weight: 80, reps: 10, notes: 'Feel: =' };

  it.each<[number | null | undefined, SuggestionGoal | undefined, number, SuggestionReasonCode[]]>([
    [90, undefined, 82.5, ['reps_added', 'readiness_adjusted', 'rounded_to_loadable']],
    [90, 'progress_weight', 85, ['reps_added', 'readiness_adjusted', 'readiness_goal_step', 'rounded_to_loadable']],
    [90, 'progress_reps', 82.5, ['reps_added', 'readiness_adjusted', 'rounded_to_loadable']],
    [75, 'progress_weight', 82.5, ['reps_added', 'readiness_adjusted', 'readiness_goal_step', 'rounded_to_loadable']],
    [60, 'progress_weight', 80, ['reps_added']],
    [50, undefined, 80, ['reps_added', 'readiness_adjusted', 'rounded_to_loadable']],
    [30, undefined, 77.5, ['reps_added', 'readiness_adjusted', 'rounded_to_loadable']],
    [10, undefined, 75, ['reps_added', 'readiness_adjusted', 'rounded_to_loadable']],
    [10, 'progress_weight', 72.5, ['reps_added', 'readiness_adjusted', 'readiness_goal_step', 'rounded_to_loadable']],
    [10, 'progress_reps', 75, ['reps_added', 'readiness_adjusted', 'rounded_to_loadable']],
    [null, 'progress_weight', 80, ['reps_added']],
    [undefined, 'progress_weight', 80, ['reps_added']],
    [Number.NaN, 'progress_weight', 80, ['reps_added']],
  ])('energy %s with goal %s gives %s kg', (readinessEnergy, goal, weight, reasonCodes) => {
    const input: SuggestNextSetInput = { lastSet, readinessEnergy, goal };
    expect(suggestNextSet(input)).toMatchObject({ weight, reps: 11 });
    expect(codes(input)).toEqual(reasonCodes);
  });

  it('explains each readiness rule that changed the answer', () => {
    expect(suggestNextSet({ lastSet, readinessEnergy: 90, goal: 'progress_weight' }).rationale).toEqual([
      'Last set 80 kg x 10 at feel =: same weight, +1 rep to 11 (range 8-12).',
      'Readiness 90 (x1.03): 80 kg becomes 82.4 kg.',
      'High readiness (90) with a weight goal: +2.5 kg.',
      'Rounded 84.9 kg to a loadable 85 kg.',
    ]);
    expect(suggestNextSet({ lastSet, readinessEnergy: 10, goal: 'progress_weight' }).rationale.slice(1)).toEqual([
      'Readiness 10 (x0.94): 80 kg becomes 75.2 kg.',
      'Low readiness (10) with a weight goal: -2.5 kg.',
      'Rounded 72.7 kg to a loadable 72.5 kg.',
    ]);
  });

  it.each<[number, SuggestionReasonCode[], string]>([
    [0, ['reps_added', 'readiness_goal_step', 'clamped_to_zero'], 'Weight cannot go below 0 kg (was -2.5 kg).'],
    [
      1,
      ['reps_added', 'readiness_adjusted', 'readiness_goal_step', 'clamped_to_zero'],
      'Weight cannot go below 0 kg (was -1.56 kg).',
    ],
  ])('never goes below 0 kg from %s kg on a bad day', (weight, reasonCodes, lastLine) => {
    const input: SuggestNextSetInput = {
      lastSet: { weight, reps: 10, notes: 'Feel: =' },
      readinessEnergy: 10,
      goal: 'progress_weight',
    };
    const suggestion = suggestNextSet(input);
    expect(suggestion.weight).toBe(0);
    expect(codes(input)).toEqual(reasonCodes);
    expect(suggestion.rationale.at(-1)).toBe(lastLine);
  });
});

describe('suggestNextSetDetailed', () => {
  it('carries the same lines as the reasons', () => {
    const detailed = suggestNextSetDetailed({ lastSet: { weight: 80, reps: 12, notes: 'Feel: =' } });
    expect(detailed.reasons).toEqual([
      {
        code: 'range_top_reached',
        params: { lastWeightKg: 80, lastReps: 12, feel: '=', addedKg: 2.5, min: 8, max: 12 },
      },
    ]);
    expect(detailed.rationale).toEqual(detailed.reasons.map(describeSuggestionReason));
  });

  it('leaves the reasons out of the plain suggestion', () => {
    expect(Object.keys(suggestNextSet({ lastSet: null })).sort()).toEqual(['rationale', 'reps', 'weight']);
  });
});

describe('describeSuggestionReason', () => {
  it.each<[SuggestionReason, string]>([
    [{ code: 'no_previous_set', params: { weightKg: 60, reps: 10 } }, 'No previous set: starting at 60 kg x 10.'],
    [
      { code: 'readiness_goal_step', params: { energy: 72.5, deltaKg: 2.5 } },
      'High readiness (72.5) with a weight goal: +2.5 kg.',
    ],
    [{ code: 'rounded_to_loadable', params: { fromKg: 0.1 + 0.2, toKg: 0 } }, 'Rounded 0.3 kg to a loadable 0 kg.'],
  ])('describes %j', (reason, line) => {
    expect(describeSuggestionReason(reason)).toBe(line);
  });
});

describe('resolveTemplateReps and resolveRepRange', () => {
  it.each<[number | null | undefined, number]>([
    [10, 10],
    [undefined, 10],
    [null, 10],
    [0, 10],
    [-3, 10],
    [Number.NaN, 10],
    [7.6, 8],
    [0.3, 1],
  ])('template reps %s resolve to %s', (templateReps, resolved) => {
    expect(resolveTemplateReps(templateReps)).toBe(resolved);
  });

  it.each<[number | undefined, RepRange | null | undefined, RepRange]>([
    [undefined, undefined, { min: 8, max: 12 }],
    [10, null, { min: 8, max: 12 }],
    [5, undefined, { min: 4, max: 6 }],
    [1, undefined, { min: 1, max: 1 }],
    [20, undefined, { min: 16, max: 24 }],
    [10, { min: 6, max: 8 }, { min: 6, max: 8 }],
    [10, { min: 10, max: 6 }, { min: 10, max: 10 }],
    [10, { min: Number.NaN, max: 15 }, { min: 8, max: 15 }],
    [10, { min: 5, max: Number.POSITIVE_INFINITY }, { min: 5, max: 12 }],
    [10, { min: 0, max: 0 }, { min: 1, max: 1 }],
    [10, { min: 5.4, max: 9.5 }, { min: 5, max: 10 }],
  ])('template reps %s with range %j give %j', (templateReps, repRange, resolved) => {
    expect(resolveRepRange(templateReps, repRange)).toEqual(resolved);
  });
});

describe('readinessGoalDeltaKg', () => {
  it.each<[number, SuggestionGoal | null | undefined, number]>([
    [70, 'progress_weight', 2.5],
    [95, 'progress_weight', 2.5],
    [69, 'progress_weight', 0],
    [25, 'progress_weight', 0],
    [24, 'progress_weight', -2.5],
    [95, 'progress_reps', 0],
    [10, 'progress_reps', 0],
    [95, null, 0],
    [10, undefined, 0],
  ])('energy %s with goal %s moves %s kg', (energy, goal, deltaKg) => {
    expect(readinessGoalDeltaKg(energy, goal, 2.5)).toBe(deltaKg);
  });
});

describe('suggestNextSet properties', () => {
  const lastSets = fc.option(
    fc.record({
      weight: fc.double({ min: -50, max: 400 }),
      reps: fc.double({ min: -5, max: 40 }),
      notes: fc.option(fc.constantFrom('Feel: ++', 'Feel: +', 'Feel: =', 'Feel: -', 'Feel: --', 'tired'), {
        nil: undefined,
      }),
      rpe: fc.option(fc.double({ min: 1, max: 10, noNaN: true }), { nil: null }),
    }),
    { nil: null },
  );
  const loadTypes: (LoadType | undefined)[] = [
    undefined,
    'barbell',
    'ezbar',
    'fixed',
    'dumbbell',
    'machine',
    'bodyweight',
  ];
  const inputs = fc.record({
    lastSet: lastSets,
    templateReps: fc.option(fc.integer({ min: -2, max: 30 }), { nil: undefined }),
    readinessEnergy: fc.option(fc.double({ min: -10, max: 110 }), { nil: undefined }),
    goal: fc.constantFrom<SuggestionGoal | undefined>('progress_weight', 'progress_reps', undefined),
    stepKg: fc.option(fc.double({ min: -5, max: 20 }), { nil: undefined }),
    loadType: fc.constantFrom(...loadTypes),
  });

  it('never suggests a negative weight or fewer than one rep', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const suggestion = suggestNextSet(input);
        expect(suggestion.weight).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(suggestion.weight)).toBe(true);
        expect(suggestion.reps).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(suggestion.reps)).toBe(true);
        expect(suggestion.rationale.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never adds reps past the top of the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 20 }), (reps, templateReps) => {
        const range = resolveRepRange(templateReps);
        const suggestion = suggestNextSet({ lastSet: { weight: 50, reps, notes: 'Feel: ++' }, templateReps });
        expect(suggestion.reps).toBeLessThanOrEqual(range.max);
      }),
    );
  });
});

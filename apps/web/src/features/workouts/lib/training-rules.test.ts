import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHT_MODEL } from '@lifeorbit/domain';
import type { WorkoutSet } from '@lifeorbit/contracts';
import {
  isWarmupPlan,
  loadoutFor,
  localWarmupPlan,
  newestWorkingSet,
  nextSetFor,
  platesText,
  stackWeightFor,
  warmupStepsDone,
  type TrainingRulesContext,
} from './training-rules';

const set = (overrides: Partial<WorkoutSet>): WorkoutSet => ({
  id: crypto.randomUUID(),
  workoutExerciseId: 'we',
  setIndex: 1,
  weight: 80,
  reps: 8,
  weightUnit: 'kg',
  durationSec: null,
  distanceM: null,
  rpe: null,
  notes: null,
  setKind: 'normal',
  isCompleted: true,
  completedAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  grips: [],
  personalRecords: [],
  ...overrides,
});

const bench = { loadType: 'barbell', targetReps: null, targetRepsMin: null, targetRepsMax: null };

const context = (overrides: Partial<TrainingRulesContext> = {}): TrainingRulesContext => ({
  lastSet: {
    weight: 80,
    reps: 12,
    weightUnit: 'kg',
    setIndex: 1,
    completedAt: '2026-11-20T10:00:00.000Z',
    notes: 'Feel: =',
    rpe: null,
  },
  readinessEnergy: 65,
  templateReps: null,
  repRange: null,
  weightModel: {
    ...DEFAULT_WEIGHT_MODEL,
    platesKgPerSide: [...DEFAULT_WEIGHT_MODEL.platesKgPerSide],
    auxIncrementsKg: [2.5],
  },
  warmupStrategy: 'ramped',
  goal: null,
  loadType: 'barbell',
  loadMode: 'total',
  ...overrides,
});

describe('nextSetFor', () => {
  it('suggests 82.5 kg x 8 after 80 kg x 12 at Feel: = (spec §9), with the rule that did it', () => {
    const next = nextSetFor({ exercise: bench, sets: [], context: context() });
    expect(next.suggestion).toMatchObject({ weight: 82.5, reps: 8 });
    expect(next.suggestion.reasons.map((r) => r.code)).toEqual(['range_top_reached']);
    expect(next.bar).toBe('barbell');
    expect(next.energy).toBe(65);
  });

  it("follows this workout's newer working sets and leaves warm-ups out", () => {
    const sets = [
      set({ weight: 82.5, reps: 8, completedAt: '2026-11-22T10:00:00.000Z' }),
      set({ weight: 40, reps: 10, setKind: 'warmup', completedAt: '2026-11-22T10:05:00.000Z' }),
    ];
    const next = nextSetFor({ exercise: bench, sets, context: context() });
    // 82.5 x 8 without a feel: one more rep.
    expect(next.suggestion).toMatchObject({ weight: 82.5, reps: 9 });
  });

  it('uses the energy of a newer check-in and the stack of a machine', () => {
    expect(nextSetFor({ exercise: bench, sets: [], context: context(), energy: 94 }).suggestion.weight).toBe(85);
    const pulldown = nextSetFor({
      exercise: { ...bench, loadType: 'machine' },
      sets: [],
      context: context({ loadType: 'machine', loadMode: 'stack' }),
    });
    // A stack ends at 80 kg (spec §9): 82.5 kg snaps down to it.
    expect(pulldown.suggestion.weight).toBe(80);
    expect(pulldown.loadType).toBe('machine');
    expect(pulldown.bar).toBeNull();
  });

  it('without the server answer starts from 60 kg, or from the sets logged here, with the targets', () => {
    const first = nextSetFor({ exercise: { ...bench, targetReps: 5 }, sets: [], context: null });
    expect(first.suggestion).toMatchObject({ weight: 60, reps: 5 });
    expect(first.energy).toBe(65);
    const offline = nextSetFor({
      exercise: { ...bench, targetRepsMin: 6, targetRepsMax: 8 },
      sets: [set({ weight: 100, reps: 8, notes: 'Feel: +' })],
    });
    expect(offline.suggestion).toMatchObject({ weight: 102.5, reps: 6 });
  });

  it('reads a last set in lb in kg', () => {
    const next = nextSetFor({
      exercise: bench,
      sets: [set({ weight: 225, reps: 5, weightUnit: 'lb', notes: 'Feel: --' })],
      context: context({ lastSet: null }),
    });
    // 225 lb is 102.06 kg; feel -- keeps the reps and the bar rounds to 102.5.
    expect(next.suggestion.weight).toBe(102.5);
  });
});

describe('newestWorkingSet', () => {
  it('is the newest completed set with weight and reps that is not a warm-up', () => {
    const newest = set({ weight: 90, completedAt: '2026-11-22T11:00:00.000Z' });
    expect(
      newestWorkingSet([
        set({ completedAt: '2026-11-22T10:00:00.000Z' }),
        newest,
        set({ setKind: 'warmup', completedAt: '2026-11-22T12:00:00.000Z' }),
        set({ isCompleted: false, completedAt: null }),
        set({ reps: null, completedAt: '2026-11-22T13:00:00.000Z' }),
      ]),
    ).toBe(newest);
    expect(newestWorkingSet([])).toBeNull();
  });
});

describe('warm-ups', () => {
  it('plans the same steps as the server, shifted by the answer', () => {
    const plan = localWarmupPlan({ topWeightKg: 82.5, strategy: null, answer: null, model: DEFAULT_WEIGHT_MODEL });
    expect(plan.strategy).toBe('ramped');
    expect(plan.steps.map((s) => [s.percent, s.reps, s.rest_sec, s.weightKg])).toEqual([
      [40, 10, 60, 32.5],
      [60, 8, 90, 50],
      [80, 5, 120, 65],
    ]);
    const lighter = localWarmupPlan({
      topWeightKg: 82.5,
      strategy: 'ramped',
      answer: 'too_much',
      model: DEFAULT_WEIGHT_MODEL,
    });
    expect(lighter.steps.map((s) => s.percent)).toEqual([35, 55, 75]);
    expect(lighter.feedback).toBe('too_much');
    expect(
      localWarmupPlan({ topWeightKg: 100, strategy: 'quick', answer: 'just_right', model: DEFAULT_WEIGHT_MODEL }).steps,
    ).toHaveLength(2);
    expect(
      localWarmupPlan({ topWeightKg: 100, strategy: 'warmth', answer: null, model: DEFAULT_WEIGHT_MODEL }).steps,
    ).toHaveLength(3);
  });

  it('recognises a stored plan and counts the warm-up sets done', () => {
    const plan = localWarmupPlan({ topWeightKg: 100, strategy: 'ramped', answer: null, model: DEFAULT_WEIGHT_MODEL });
    expect(isWarmupPlan(plan)).toBe(true);
    expect(isWarmupPlan(null)).toBe(false);
    expect(isWarmupPlan({ strategy: 'ramped', topWeightKg: 100, steps: [{ weightKg: 'x' }] })).toBe(false);
    expect(isWarmupPlan({ strategy: 'slow', topWeightKg: 100, steps: [] })).toBe(false);
    expect(warmupStepsDone([set({ setKind: 'warmup' }), set({}), set({ setKind: 'warmup', isCompleted: false })])).toBe(
      1,
    );
  });
});

describe('plates', () => {
  it('loads 100 kg as 25 + 15 per side on a 20 kg bar', () => {
    const loadout = loadoutFor(100, 'barbell', DEFAULT_WEIGHT_MODEL)!;
    expect(platesText(loadout.perSideKg, String)).toBe('25 + 15');
    expect(loadout.note).toBeNull();
  });

  it('notes when the plates cannot make the weight, and has nothing for equipment without a bar', () => {
    const home = { ...DEFAULT_WEIGHT_MODEL, platesKgPerSide: [20, 10] };
    expect(loadoutFor(105, 'barbell', home)).toMatchObject({ perSideKg: [20, 20], differenceKg: 5 });
    expect(loadoutFor(105, 'barbell', home)?.note).toContain('Limited by available plates');
    expect(loadoutFor(100, null, DEFAULT_WEIGHT_MODEL)).toBeNull();
    expect(loadoutFor(null, 'barbell', DEFAULT_WEIGHT_MODEL)).toBeNull();
  });

  it('names the nearest stack weight for a machine when the typed one is off the stack', () => {
    expect(stackWeightFor(52, 'machine', DEFAULT_WEIGHT_MODEL)).toBe(50);
    expect(stackWeightFor(50, 'machine', DEFAULT_WEIGHT_MODEL)).toBeNull();
    expect(stackWeightFor(52, 'barbell', DEFAULT_WEIGHT_MODEL)).toBeNull();
    expect(stackWeightFor(null, 'machine', DEFAULT_WEIGHT_MODEL)).toBeNull();
  });
});

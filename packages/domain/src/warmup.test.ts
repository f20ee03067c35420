import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHT_MODEL, type WeightModel } from './weight-model';
import {
  DEFAULT_WARMUP_STRATEGY,
  WARMUP_ESTIMATED_MINUTES,
  WARMUP_REPS_GOAL,
  WARMUP_STRATEGIES,
  adjustWarmupPercent,
  isWarmupFeedback,
  isWarmupStrategy,
  planWarmup,
  planWarmupByWarmth,
  warmupRestSec,
  type WarmupFeedback,
  type WarmupStep,
  type WarmupStrategy,
} from './warmup';

type StepRow = [percent: number, reps: number, restSec: number, weightKg: number];

function rows(steps: WarmupStep[]): StepRow[] {
  return steps.map((step) => [step.percent, step.reps, step.rest_sec, step.weightKg]);
}

describe('warm-up constants', () => {
  it('match the spec', () => {
    expect(WARMUP_ESTIMATED_MINUTES).toBe(3);
    expect(WARMUP_REPS_GOAL).toBe(8);
    expect(DEFAULT_WARMUP_STRATEGY).toBe('ramped');
    expect(Object.keys(WARMUP_STRATEGIES).sort()).toEqual(['power', 'quick', 'ramped']);
  });
});

describe('warmupRestSec', () => {
  it.each<[number, number]>([
    [0, 60],
    [1, 90],
    [2, 120],
    [3, 60],
    [7, 60],
  ])('step index %s rests %s s', (index, restSec) => {
    expect(warmupRestSec(index)).toBe(restSec);
  });
});

describe('adjustWarmupPercent', () => {
  it.each<[number, number, number, WarmupFeedback | null | undefined, number]>([
    [40, 0, 3, null, 40],
    [40, 0, 3, undefined, 40],
    [40, 0, 3, 'too_much', 35],
    [80, 2, 3, 'too_much', 75],
    [3, 0, 3, 'too_much', 0],
    [40, 0, 3, 'not_enough', 45],
    [60, 1, 3, 'not_enough', 63],
    [80, 2, 3, 'not_enough', 82],
    [50, 0, 2, 'not_enough', 55],
    [70, 1, 2, 'not_enough', 73],
    [70, 0, 1, 'not_enough', 75],
    [93, 0, 1, 'not_enough', 95],
  ])('%s%% (step %s of %s) with %s feedback becomes %s%%', (percent, index, count, feedback, adjusted) => {
    expect(adjustWarmupPercent(percent, index, count, feedback)).toBe(adjusted);
  });
});

describe('planWarmup', () => {
  it.each<[WarmupStrategy | undefined, number, StepRow[]]>([
    [
      undefined,
      100,
      [
        [40, 10, 60, 40],
        [60, 8, 90, 60],
        [80, 5, 120, 80],
      ],
    ],
    [
      'ramped',
      100,
      [
        [40, 10, 60, 40],
        [60, 8, 90, 60],
        [80, 5, 120, 80],
      ],
    ],
    [
      'quick',
      100,
      [
        [50, 8, 60, 50],
        [70, 5, 90, 70],
      ],
    ],
    [
      'power',
      100,
      [
        [40, 5, 60, 40],
        [60, 3, 90, 60],
        [80, 1, 120, 80],
      ],
    ],
    [
      'ramped',
      102.5,
      [
        [40, 10, 60, 40],
        [60, 8, 90, 62.5],
        [80, 5, 120, 82.5],
      ],
    ],
    [
      'quick',
      60,
      [
        [50, 8, 60, 30],
        [70, 5, 90, 42.5],
      ],
    ],
  ])('%s strategy for a %s kg top set', (strategy, topWeightKg, expected) => {
    expect(rows(planWarmup({ topWeightKg, strategy }))).toEqual(expected);
  });

  it('numbers the steps W1, W2, W3', () => {
    expect(planWarmup({ topWeightKg: 100 }).map((step) => step.id)).toEqual(['W1', 'W2', 'W3']);
  });

  it.each<[WarmupStrategy, WarmupFeedback, StepRow[]]>([
    [
      'ramped',
      'too_much',
      [
        [35, 10, 60, 35],
        [55, 8, 90, 55],
        [75, 5, 120, 75],
      ],
    ],
    [
      'ramped',
      'not_enough',
      [
        [45, 10, 60, 45],
        [63, 8, 90, 62.5],
        [82, 5, 120, 82.5],
      ],
    ],
    [
      'quick',
      'too_much',
      [
        [45, 8, 60, 45],
        [65, 5, 90, 65],
      ],
    ],
    [
      'quick',
      'not_enough',
      [
        [55, 8, 60, 55],
        [73, 5, 90, 72.5],
      ],
    ],
    [
      'power',
      'not_enough',
      [
        [45, 5, 60, 45],
        [63, 3, 90, 62.5],
        [82, 1, 120, 82.5],
      ],
    ],
  ])('%s strategy with %s feedback at 100 kg', (strategy, feedback, expected) => {
    expect(rows(planWarmup({ topWeightKg: 100, strategy, feedback }))).toEqual(expected);
  });

  it.each<[string, number, number | undefined, number[]]>([
    ['a light top set stays under 95%', 5, undefined, [2.5, 2.5, 2.5]],
    ['a small top set rounds to the plates', 10, undefined, [5, 5, 7.5]],
    ['the minimum lifts the light steps', 30, 20, [20, 20, 25]],
    ['a minimum below every step changes nothing', 100, 20, [40, 60, 80]],
    ['a minimum above the cap gives way to the cap', 20, 20, [19, 19, 19]],
    ['an off-grid minimum is kept', 10, 9, [9, 9, 9]],
    ['a negative minimum counts as 0', 100, -10, [40, 60, 80]],
    ['a zero top set gives empty steps', 0, undefined, [0, 0, 0]],
    ['a negative top set gives empty steps', -50, undefined, [0, 0, 0]],
    ['a NaN top set gives empty steps', Number.NaN, undefined, [0, 0, 0]],
  ])('%s (top %s kg, min %s kg)', (_label, topWeightKg, minWeightKg, weights) => {
    expect(planWarmup({ topWeightKg, minWeightKg }).map((step) => step.weightKg)).toEqual(weights);
  });

  it('rounds to the model increment', () => {
    const model: WeightModel = { ...DEFAULT_WEIGHT_MODEL, singleMinIncrementKg: 1 };
    expect(planWarmup({ topWeightKg: 102.5, model }).map((step) => step.weightKg)).toEqual([41, 62, 82]);
  });

  const strategies: WarmupStrategy[] = ['quick', 'power', 'ramped'];
  const feedbacks: (WarmupFeedback | null)[] = [null, 'not_enough', 'too_much'];

  it('never goes negative, never passes 95% of the top set, and never gets lighter', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 500, noNaN: true }),
        fc.constantFrom(...strategies),
        fc.constantFrom(...feedbacks),
        fc.option(fc.double({ min: -10, max: 300, noNaN: true }), { nil: undefined }),
        (topWeightKg, strategy, feedback, minWeightKg) => {
          const weights = planWarmup({ topWeightKg, strategy, feedback, minWeightKg }).map((step) => step.weightKg);
          for (const [index, weightKg] of weights.entries()) {
            expect(weightKg).toBeGreaterThanOrEqual(0);
            expect(weightKg).toBeLessThanOrEqual(Math.max(0, topWeightKg) * 0.95 + 1e-9);
            if (index > 0) expect(weightKg).toBeGreaterThanOrEqual(weights[index - 1] as number);
          }
        },
      ),
    );
  });
});

describe('planWarmupByWarmth', () => {
  it.each<[number, StepRow[]]>([
    [3, [[70, 12, 60, 70]]],
    [2, [[70, 12, 60, 70]]],
    [
      1.5,
      [
        [55, 12, 60, 55],
        [75, 10, 90, 75],
      ],
    ],
    [
      1,
      [
        [55, 12, 60, 55],
        [75, 10, 90, 75],
      ],
    ],
    [
      0.5,
      [
        [40, 12, 60, 40],
        [60, 10, 90, 60],
        [80, 8, 120, 80],
      ],
    ],
    [
      0,
      [
        [40, 12, 60, 40],
        [60, 10, 90, 60],
        [80, 8, 120, 80],
      ],
    ],
    [
      -1,
      [
        [40, 12, 60, 40],
        [60, 10, 90, 60],
        [80, 8, 120, 80],
      ],
    ],
    [
      Number.NaN,
      [
        [40, 12, 60, 40],
        [60, 10, 90, 60],
        [80, 8, 120, 80],
      ],
    ],
  ])('warmth %s at 100 kg', (warmth, expected) => {
    expect(rows(planWarmupByWarmth({ warmth, topWeightKg: 100 }))).toEqual(expected);
  });

  it('rounds and clamps like the strategy plans', () => {
    expect(planWarmupByWarmth({ warmth: 1, topWeightKg: 102.5 }).map((step) => step.weightKg)).toEqual([57.5, 77.5]);
    expect(planWarmupByWarmth({ warmth: 2, topWeightKg: 60, minWeightKg: 45 }).map((step) => step.weightKg)).toEqual([
      45,
    ]);
    expect(planWarmupByWarmth({ warmth: 0, topWeightKg: 5 }).map((step) => step.weightKg)).toEqual([2.5, 2.5, 2.5]);
  });

  it('numbers the steps from W1', () => {
    expect(planWarmupByWarmth({ warmth: 0, topWeightKg: 100 }).map((step) => step.id)).toEqual(['W1', 'W2', 'W3']);
  });

  it('shifts by the warm-up feedback like the strategy plans', () => {
    const percents = (feedback: 'too_much' | 'not_enough' | null) =>
      planWarmupByWarmth({ warmth: 1, topWeightKg: 100, feedback }).map((step) => step.percent);
    expect(percents(null)).toEqual([55, 75]);
    expect(percents('too_much')).toEqual([50, 70]);
    expect(percents('not_enough')).toEqual([60, 78]);
  });

  it('never goes negative, never passes 95% of the top set, and never gets lighter', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 5, noNaN: true }),
        fc.double({ min: -50, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        (warmth, topWeightKg, minWeightKg) => {
          const weights = planWarmupByWarmth({ warmth, topWeightKg, minWeightKg }).map((step) => step.weightKg);
          for (const [index, weightKg] of weights.entries()) {
            expect(weightKg).toBeGreaterThanOrEqual(0);
            expect(weightKg).toBeLessThanOrEqual(Math.max(0, topWeightKg) * 0.95 + 1e-9);
            if (index > 0) expect(weightKg).toBeGreaterThanOrEqual(weights[index - 1] as number);
          }
        },
      ),
    );
  });
});

describe('warm-up guards', () => {
  it.each<[unknown, boolean]>([
    ['quick', true],
    ['power', true],
    ['ramped', true],
    ['toString', false],
    ['slow', false],
    [null, false],
    [3, false],
  ])('isWarmupStrategy(%j) is %s', (value, expected) => {
    expect(isWarmupStrategy(value)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['not_enough', true],
    ['too_much', true],
    ['just_right', false],
    [null, false],
  ])('isWarmupFeedback(%j) is %s', (value, expected) => {
    expect(isWarmupFeedback(value)).toBe(expected);
  });
});

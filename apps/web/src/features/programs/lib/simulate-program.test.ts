import { describe, expect, it } from 'vitest';
import { SAMPLE_PROGRAMS } from './sample-programs';
import { simulateProgram } from './simulate-program';
import { moveEntry } from './move';

const upperLower = SAMPLE_PROGRAMS.find((p) => p.key === 'upperLower')!;
const pushPullLegs = SAMPLE_PROGRAMS.find((p) => p.key === 'pushPullLegs')!;

function benchSets(sessions: ReturnType<typeof simulateProgram>) {
  return sessions.flatMap((s) => s.sets.filter((set) => set.exerciseKey === 'benchPress'));
}

describe('simulateProgram', () => {
  it('follows the rotation, wrapping round, and numbers weeks and days', () => {
    const sessions = simulateProgram(pushPullLegs, { weeks: 2, sessionsPerWeek: 4, feel: '=' });
    expect(sessions.map((s) => s.templateKey)).toEqual([
      'push',
      'pull',
      'legs',
      'push',
      'pull',
      'legs',
      'push',
      'pull',
    ]);
    expect(sessions.map((s) => [s.week, s.day])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
    ]);
  });

  it('earns reps up to the top of the range, then adds weight and starts the range again (spec §9)', () => {
    const sets = benchSets(simulateProgram(upperLower, { weeks: 6, sessionsPerWeek: 4, feel: '=' }));
    // From 60 kg x 6 at "=": +1 rep each time until 10, then +2.5 kg back at 6 reps.
    expect(sets.slice(0, 6).map((s) => `${s.weightKg}x${s.reps}`)).toEqual([
      '60x7',
      '60x8',
      '60x9',
      '60x10',
      '62.5x6',
      '62.5x7',
    ]);
    expect(sets.at(-1)!.weightKg).toBeGreaterThan(60);
  });

  it('progresses faster when sets feel easy and not at all when they feel very hard', () => {
    const easy = benchSets(simulateProgram(upperLower, { weeks: 6, sessionsPerWeek: 4, feel: '++' }));
    const steady = benchSets(simulateProgram(upperLower, { weeks: 6, sessionsPerWeek: 4, feel: '=' }));
    const hard = benchSets(simulateProgram(upperLower, { weeks: 6, sessionsPerWeek: 4, feel: '--' }));
    expect(easy.at(-1)!.weightKg).toBeGreaterThan(steady.at(-1)!.weightKg);
    expect(hard.at(-1)!.weightKg).toBe(60);
  });

  it('keeps machine weights on the stack', () => {
    const sessions = simulateProgram(upperLower, { weeks: 6, sessionsPerWeek: 4, feel: '++' });
    const curls = sessions.flatMap((s) => s.sets.filter((set) => set.exerciseKey === 'legCurl'));
    for (const set of curls) expect(set.weightKg % 5).toBe(0);
  });
});

describe('moveEntry', () => {
  it('moves an entry up or down and leaves the ends alone', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

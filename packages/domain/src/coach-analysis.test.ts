import { describe, expect, it } from 'vitest';
import {
  findStalledLifts,
  liftHistories,
  muscleSetsThisWeek,
  trainingStreak,
  weeklyLoad,
  type CoachSet,
} from './coach-analysis';

const set = (
  day: string,
  workoutId: string,
  weightKg: number,
  reps: number,
  extra: Partial<CoachSet> = {},
): CoachSet => ({
  day,
  workoutId,
  exerciseId: 'bench',
  exerciseName: 'Bench press',
  muscle: 'Chest',
  weightKg,
  reps,
  ...extra,
});

// 2026-11-25 is a Wednesday; its week starts on Monday 2026-11-23.
const TODAY = '2026-11-25';

describe('weeklyLoad', () => {
  it('counts this week against the mean of the 4 weeks before it', () => {
    const sets = [
      set('2026-11-23', 'w5', 100, 5),
      set('2026-11-23', 'w5', 100, 5),
      set('2026-11-16', 'w4', 100, 5),
      set('2026-11-09', 'w3', 100, 5),
      set('2026-10-20', 'w0', 100, 5), // five weeks back: outside
    ];
    expect(weeklyLoad(sets, TODAY)).toEqual({
      sessionsThisWeek: 1,
      setsThisWeek: 2,
      volumeKgThisWeek: 1000,
      usualSessions: 0.5,
      usualSets: 0.5,
      usualVolumeKg: 250,
      sessionsLast7Days: 1,
    });
  });
});

describe('muscleSetsThisWeek', () => {
  it('compares each muscle with its usual week', () => {
    const sets = [
      set('2026-11-24', 'w5', 60, 8, { muscle: 'Back' }),
      set('2026-11-24', 'w5', 60, 8, { muscle: 'Back' }),
      set('2026-11-17', 'w4', 60, 8, { muscle: 'Chest' }),
      set('2026-11-17', 'w4', 60, 8, { muscle: 'Chest' }),
      set('2026-11-17', 'w4', 60, 8, { muscle: null }),
    ];
    expect(muscleSetsThisWeek(sets, TODAY)).toEqual([
      { muscle: 'Back', thisWeek: 2, usual: 0 },
      { muscle: 'Chest', thisWeek: 0, usual: 0.5 },
    ]);
  });
});

describe('muscleSetsThisWeek, ties and days outside the window', () => {
  it('orders equal weeks by the usual week, then by name, and leaves out days before the window or after today', () => {
    const sets = [
      set('2026-11-24', 'w5', 60, 8, { muscle: 'Legs' }),
      set('2026-11-24', 'w5', 60, 8, { muscle: 'Arms' }),
      set('2026-11-24', 'w5', 60, 8, { muscle: 'Back' }),
      set('2026-11-17', 'w4', 60, 8, { muscle: 'Back' }),
      set('2026-11-26', 'w6', 60, 8, { muscle: 'Calves' }), // tomorrow
      set('2026-10-01', 'w0', 60, 8, { muscle: 'Calves' }), // before the 4 usual weeks
    ];
    expect(muscleSetsThisWeek(sets, TODAY)).toEqual([
      { muscle: 'Back', thisWeek: 1, usual: 0.3 },
      { muscle: 'Arms', thisWeek: 1, usual: 0 },
      { muscle: 'Legs', thisWeek: 1, usual: 0 },
    ]);
  });
});

describe('trainingStreak, trained today', () => {
  it('counts today itself as a day of the streak', () => {
    expect(trainingStreak([TODAY, '2026-11-24'], TODAY)).toEqual({ weeks: 1, days: 2, daysSinceLastWorkout: 0 });
  });
});

describe('findStalledLifts', () => {
  it('finds a lift whose last 3 sessions did not beat the best before them', () => {
    const sets = [
      set('2026-11-02', 'a', 100, 5),
      set('2026-11-09', 'b', 100, 5),
      set('2026-11-16', 'c', 97.5, 5),
      set('2026-11-23', 'd', 100, 4),
    ];
    const stalled = findStalledLifts(liftHistories(sets));
    expect(stalled).toEqual([
      { exerciseId: 'bench', exerciseName: 'Bench press', sessions: 3, bestBeforeKg: 116.7, recentBestKg: 116.7 },
    ]);
  });

  it('lists the heaviest stalled lift first', () => {
    const squat = { exerciseId: 'squat', exerciseName: 'Squat', muscle: 'Legs' };
    const sets = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].flatMap((day, i) => [
      set(day, `w${i}`, 100, 5),
      set(day, `w${i}`, 140, 5, squat),
    ]);
    const stalled = findStalledLifts(liftHistories(sets));
    expect(stalled.map((lift) => lift.exerciseId)).toEqual(['squat', 'bench']);
    expect(stalled[0]!.bestBeforeKg).toBeGreaterThan(stalled[1]!.bestBeforeKg);
  });

  it('leaves a lift that is still gaining, or has too few sessions', () => {
    const gaining = [
      set('2026-11-02', 'a', 100, 5),
      set('2026-11-09', 'b', 100, 5),
      set('2026-11-16', 'c', 100, 5),
      set('2026-11-23', 'd', 102.5, 5),
    ];
    expect(findStalledLifts(liftHistories(gaining))).toEqual([]);
    expect(findStalledLifts(liftHistories(gaining.slice(0, 3)))).toEqual([]);
  });

  it('keeps each session best and the last set logged', () => {
    const [lift] = liftHistories([
      set('2026-11-02', 'a', 100, 5),
      set('2026-11-02', 'a', 80, 12),
      set('2026-11-02', 'a', 60, 10),
    ]);
    expect(lift!.sessions).toEqual([{ day: '2026-11-02', workoutId: 'a', weightKg: 100, reps: 5, oneRepMaxKg: 116.7 }]);
    expect(lift!.lastSet.weightKg).toBe(60);
  });
});

describe('trainingStreak', () => {
  it('counts weeks and days in a row', () => {
    const days = ['2026-11-24', '2026-11-23', '2026-11-16', '2026-11-10', '2026-10-20'];
    expect(trainingStreak(days, TODAY)).toEqual({ weeks: 3, days: 2, daysSinceLastWorkout: 1 });
  });

  it('keeps last week counting before this week has a workout, and is zero with none', () => {
    expect(trainingStreak(['2026-11-20'], TODAY)).toEqual({ weeks: 1, days: 0, daysSinceLastWorkout: 5 });
    expect(trainingStreak([], TODAY)).toEqual({ weeks: 0, days: 0, daysSinceLastWorkout: null });
  });
});

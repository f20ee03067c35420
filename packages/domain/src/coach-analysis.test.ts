import { describe, expect, it } from 'vitest';
import {
  effortHistories,
  findStalledLifts,
  liftHistories,
  muscleSetsThisWeek,
  trainingStreak,
  weeklyEffort,
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

describe('time and distance sets (issue 39)', () => {
  const plank = (day: string, workoutId: string, durationSec: number) =>
    set(day, workoutId, 0, 0, { exerciseId: 'plank', exerciseName: 'Plank', reps: null, durationSec });
  const row = (day: string, workoutId: string, distanceM: number, durationSec: number | null) =>
    set(day, workoutId, 0, 0, { exerciseId: 'row', exerciseName: 'Rowing', reps: null, distanceM, durationSec });

  it('never reads a plank with no reps as a lift (a failed set), nor counts it toward stalls', () => {
    const sets = [
      plank('2026-11-02', 'a', 60),
      plank('2026-11-09', 'b', 50),
      plank('2026-11-16', 'c', 45),
      plank('2026-11-23', 'd', 40),
      set('2026-11-23', 'd', 100, 5),
    ];
    expect(liftHistories(sets).map((lift) => lift.exerciseId)).toEqual(['bench']);
    expect(findStalledLifts(liftHistories(sets))).toEqual([]);
    expect(weeklyLoad(sets, TODAY)).toMatchObject({ setsThisWeek: 2, volumeKgThisWeek: 500 });
  });

  it('keeps each session’s longest time, farthest distance and fastest pace', () => {
    const [rowing, planks] = effortHistories([
      row('2026-11-02', 'a', 2000, 480),
      row('2026-11-02', 'a', 1000, 220),
      row('2026-11-02', 'a', 500, null),
      plank('2026-11-03', 'b', 65),
      set('2026-11-03', 'b', 100, 5),
    ]);
    expect(rowing).toEqual({
      exerciseId: 'row',
      exerciseName: 'Rowing',
      sessions: [
        {
          day: '2026-11-02',
          workoutId: 'a',
          longestSec: 480,
          longestM: 2000,
          bestPaceSecPerKm: 220,
          totalSec: 700,
          totalM: 3500,
        },
      ],
    });
    expect(planks!.sessions[0]).toMatchObject({ longestSec: 65, longestM: null, bestPaceSecPerKm: null });
  });

  it('sums this week’s time and distance against the usual week', () => {
    const sets = [row('2026-11-24', 'e', 5000, 1500), plank('2026-11-23', 'd', 60), row('2026-11-10', 'c', 8000, 2400)];
    expect(weeklyEffort(sets, TODAY)).toEqual({
      timedSecThisWeek: 1560,
      distanceMThisWeek: 5000,
      usualTimedSec: 600,
      usualDistanceM: 2000,
    });
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

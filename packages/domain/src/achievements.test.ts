import { describe, expect, it } from 'vitest';
import { BADGES, bodyWeightMultiple, evaluateBadges, longestWeeklyStreak, type AchievementStats } from './achievements';

const NOTHING: AchievementStats = {
  finishedWorkouts: 0,
  longestWeeklyStreak: 0,
  personalRecords: 0,
  totalVolumeKg: 0,
  heaviestBarbellKg: 0,
  bodyWeightKg: null,
  earlyWorkouts: 0,
  lateWorkouts: 0,
  pinnedAreas: 0,
  longestSetDistanceM: 0,
  totalDistanceM: 0,
  totalTimedSec: 0,
};

const earned = (stats: Partial<AchievementStats>) =>
  evaluateBadges({ ...NOTHING, ...stats })
    .filter((badge) => badge.isEarned)
    .map((badge) => badge.code);

describe('evaluateBadges', () => {
  it('gives a new member nothing, with every badge at 0 of its target', () => {
    const badges = evaluateBadges(NOTHING);
    expect(badges).toHaveLength(BADGES.length);
    expect(badges.every((badge) => !badge.isEarned && badge.current === 0 && badge.target > 0)).toBe(true);
  });

  it('counts workouts toward 1, 10, 50, 100 and 500 and caps the shown progress at the target', () => {
    expect(earned({ finishedWorkouts: 57 })).toEqual(['workouts_1', 'workouts_10', 'workouts_50']);
    const hundred = evaluateBadges({ ...NOTHING, finishedWorkouts: 57 }).find((b) => b.code === 'workouts_100')!;
    expect(hundred).toMatchObject({ current: 57, target: 100, isEarned: false });
    const ten = evaluateBadges({ ...NOTHING, finishedWorkouts: 57 }).find((b) => b.code === 'workouts_10')!;
    expect(ten).toMatchObject({ current: 10, isEarned: true });
  });

  it('earns streaks, records, tonnes and habits at their thresholds', () => {
    expect(
      earned({
        longestWeeklyStreak: 12,
        personalRecords: 10,
        totalVolumeKg: 100_999,
        earlyWorkouts: 5,
        lateWorkouts: 4,
        pinnedAreas: 3,
      }),
    ).toEqual([
      'streak_weeks_2',
      'streak_weeks_4',
      'streak_weeks_12',
      'records_1',
      'records_10',
      'volume_10t',
      'volume_100t',
      'early_bird_5',
      'life_areas_3',
    ]);
  });

  it('measures barbell strength in body weights, and needs a body weight for it', () => {
    expect(earned({ heaviestBarbellKg: 160, bodyWeightKg: 80 })).toEqual(['bodyweight_1x', 'bodyweight_2x']);
    expect(earned({ heaviestBarbellKg: 160, bodyWeightKg: null })).toEqual([]);
    expect(bodyWeightMultiple({ heaviestBarbellKg: 100, bodyWeightKg: 0 })).toBe(0);
    expect(bodyWeightMultiple({ heaviestBarbellKg: 119, bodyWeightKg: 80 })).toBe(1.48);
  });

  it('earns the cardio badges from one long set, the distance of all sets and the hours of timed sets', () => {
    expect(earned({ longestSetDistanceM: 5000, totalDistanceM: 100_000, totalTimedSec: 36_000 })).toEqual([
      'distance_set_5km',
      'distance_100km',
      'timed_10h',
    ]);
    expect(earned({ longestSetDistanceM: 10_000, totalDistanceM: 1_000_000, totalTimedSec: 360_000 })).toEqual([
      'distance_set_5km',
      'distance_set_10km',
      'distance_100km',
      'distance_1000km',
      'timed_10h',
      'timed_100h',
    ]);
    // Progress in km and hours, never rounded up to a target not yet reached.
    const almost = evaluateBadges({ ...NOTHING, longestSetDistanceM: 4999, totalTimedSec: 5400 });
    expect(almost.find((b) => b.code === 'distance_set_5km')).toMatchObject({ current: 4.99, isEarned: false });
    expect(almost.find((b) => b.code === 'timed_10h')).toMatchObject({ current: 1.5, group: 'cardio' });
  });
});

describe('longestWeeklyStreak', () => {
  it('is 0 without weeks and 1 for a single week', () => {
    expect(longestWeeklyStreak([])).toBe(0);
    expect(longestWeeklyStreak(['2026-11-23'])).toBe(1);
  });

  it('finds the longest run of consecutive Mondays, in any order and with repeats', () => {
    expect(
      longestWeeklyStreak(['2026-11-16', '2026-11-02', '2026-11-09', '2026-11-09', '2026-10-19', '2026-11-23']),
    ).toBe(4);
  });

  it('counts a run across a daylight-saving change and a year end', () => {
    expect(longestWeeklyStreak(['2026-10-19', '2026-10-26', '2026-11-02'])).toBe(3);
    expect(longestWeeklyStreak(['2026-12-21', '2026-12-28', '2027-01-04'])).toBe(3);
  });
});

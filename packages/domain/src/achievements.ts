/**
 * Badges earned from training data (issue 17). The numbers come in already counted (the API counts them in SQL);
 * this decides which badges they earn and how far each one is.
 */

export interface AchievementStats {
  finishedWorkouts: number;
  /** The longest run of consecutive calendar weeks (Monday first, member's time zone) with at least one workout. */
  longestWeeklyStreak: number;
  personalRecords: number;
  totalVolumeKg: number;
  /** Heaviest completed working set on a barbell, in kg; 0 without one. */
  heaviestBarbellKg: number;
  /** The newest body weight the member logged; null when never. */
  bodyWeightKg: number | null;
  /** Finished workouts started before 07:00 / from 21:00 on the member's clock. */
  earlyWorkouts: number;
  lateWorkouts: number;
  /**
   * Distinct life areas (categories) among the member's pinned subcategories. Three pins are allowed (spec §9), so
   * "every life area pinned" is read as every pin in an area of its own.
   */
  pinnedAreas: number;
  /**
   * Time and distance sets (issue 39), completed working sets of finished workouts: the farthest one set went (a 5 km
   * run), the distance of every such set together, and the time of every timed set together (holds, runs, rows).
   */
  longestSetDistanceM: number;
  totalDistanceM: number;
  totalTimedSec: number;
}

export type BadgeGroup = 'workouts' | 'streaks' | 'records' | 'volume' | 'strength' | 'habits' | 'life' | 'cardio';

export interface BadgeDefinition {
  code: string;
  group: BadgeGroup;
  target: number;
  /** How far the member is, in the unit of `target`. */
  measure: (stats: AchievementStats) => number;
}

export interface BadgeProgress {
  code: string;
  group: BadgeGroup;
  current: number;
  target: number;
  isEarned: boolean;
}

const count = (
  group: BadgeGroup,
  prefix: string,
  key: Exclude<keyof AchievementStats, 'bodyWeightKg'>,
  targets: number[],
) =>
  targets.map((target): BadgeDefinition => ({
    code: `${prefix}_${target}`,
    group,
    target,
    measure: (stats) => Number(stats[key]),
  }));

/** The body weight multiple of the heaviest barbell set, to two decimals; 0 without a body weight. */
export function bodyWeightMultiple(stats: Pick<AchievementStats, 'heaviestBarbellKg' | 'bodyWeightKg'>): number {
  if (!stats.bodyWeightKg || stats.bodyWeightKg <= 0) return 0;
  return Math.floor((stats.heaviestBarbellKg / stats.bodyWeightKg) * 100) / 100;
}

/** Progress shown to two decimals, never rounded up to a target not yet reached (4.999 km is 4.99 of 5). */
const hundredthsDown = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

export const BADGES: readonly BadgeDefinition[] = Object.freeze([
  ...count('workouts', 'workouts', 'finishedWorkouts', [1, 10, 50, 100, 500]),
  ...count('streaks', 'streak_weeks', 'longestWeeklyStreak', [2, 4, 12, 52]),
  ...count('records', 'records', 'personalRecords', [1, 10, 50, 100]),
  // Tonnes lifted: 10 t, 100 t, 1,000 t, 10,000 t.
  ...[10, 100, 1000, 10000].map((tonnes): BadgeDefinition => ({
    code: `volume_${tonnes}t`,
    group: 'volume',
    target: tonnes,
    measure: (stats) => Math.floor(stats.totalVolumeKg / 1000),
  })),
  ...[1, 2, 3].map((times): BadgeDefinition => ({
    code: `bodyweight_${times}x`,
    group: 'strength',
    target: times,
    measure: bodyWeightMultiple,
  })),
  ...count('habits', 'early_bird', 'earlyWorkouts', [5]),
  ...count('habits', 'night_owl', 'lateWorkouts', [5]),
  ...count('life', 'life_areas', 'pinnedAreas', [3]),
  // A lifter who runs or rows (issue 39): kilometres in one set, kilometres in all, hours on the clock.
  ...[5, 10].map((km): BadgeDefinition => ({
    code: `distance_set_${km}km`,
    group: 'cardio',
    target: km,
    measure: (stats) => hundredthsDown(stats.longestSetDistanceM / 1000),
  })),
  ...[100, 1000].map((km): BadgeDefinition => ({
    code: `distance_${km}km`,
    group: 'cardio',
    target: km,
    measure: (stats) => hundredthsDown(stats.totalDistanceM / 1000),
  })),
  ...[10, 100].map((hours): BadgeDefinition => ({
    code: `timed_${hours}h`,
    group: 'cardio',
    target: hours,
    measure: (stats) => hundredthsDown(stats.totalTimedSec / 3600),
  })),
]);

/** Every badge with its progress, in the order of BADGES; `current` never shows more than the target. */
export function evaluateBadges(stats: AchievementStats): BadgeProgress[] {
  return BADGES.map((badge) => {
    const reached = badge.measure(stats);
    return {
      code: badge.code,
      group: badge.group,
      current: Math.min(reached, badge.target),
      target: badge.target,
      isEarned: reached >= badge.target,
    };
  });
}

/** An hour of the member's clock counts as early before 07:00 and late from 21:00. */
export const EARLY_BEFORE_HOUR = 7;
export const LATE_FROM_HOUR = 21;

const DAY_MS = 86_400_000;

/**
 * The longest run of consecutive weeks among `weekStarts` (the Monday of each week with a workout, YYYY-MM-DD, in any
 * order, repeats allowed).
 */
export function longestWeeklyStreak(weekStarts: readonly string[]): number {
  const weeks = [...new Set(weekStarts)]
    .map((day) => Date.parse(`${day}T00:00:00Z`) / (7 * DAY_MS))
    .sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  weeks.forEach((week, index) => {
    run = index > 0 && Math.round(week - weeks[index - 1]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

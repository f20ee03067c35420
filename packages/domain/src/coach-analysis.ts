import { shiftDay } from './calendar';
import { paceSecPerKm } from './efforts';
import { estimateOneRepMax } from './one-rep-max';
import { weekStartOf } from './weekly-review';

/**
 * What the AI coach reads from a member's training (issue 23), worked out from their completed sets: load this week
 * against their usual, sets per muscle, lifts that stopped gaining, and streaks. Days are the member's calendar days
 * (YYYY-MM-DD); "usual" is the mean of the 4 whole weeks before this one.
 */

export interface CoachSet {
  day: string;
  workoutId: string;
  exerciseId: string;
  exerciseName: string;
  muscle: string | null;
  weightKg: number;
  /** Null for a set without reps (issue 39: a plank, a run): a time or distance set, never a failed one. */
  reps: number | null;
  durationSec?: number | null;
  distanceM?: number | null;
  rpe?: number | null;
  notes?: string | null;
}

/** A set logged in reps (a lift, or reps and time), as opposed to a hold or a run of no reps. */
const hasReps = (s: CoachSet): s is CoachSet & { reps: number } => s.reps !== null;

export const USUAL_WEEKS = 4;
/** A lift has stalled when its best estimated 1RM in its last this-many sessions is no higher than before them. */
export const STALL_SESSIONS = 3;

export interface LoadFigures {
  sessionsThisWeek: number;
  setsThisWeek: number;
  volumeKgThisWeek: number;
  usualSessions: number;
  usualSets: number;
  usualVolumeKg: number;
  /** Sessions in the last 7 days (today included), what recovery depends on. */
  sessionsLast7Days: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function usualWindow(today: string): { from: string; until: string; weekStart: string } {
  const weekStart = weekStartOf(today);
  return { weekStart, from: shiftDay(weekStart, -7 * USUAL_WEEKS), until: shiftDay(weekStart, -1) };
}

export function weeklyLoad(sets: readonly CoachSet[], today: string): LoadFigures {
  const { weekStart, from, until } = usualWindow(today);
  const last7 = shiftDay(today, -6);
  const thisWeek = sets.filter((s) => s.day >= weekStart && s.day <= today);
  const before = sets.filter((s) => s.day >= from && s.day <= until);
  const volume = (list: readonly CoachSet[]) => list.reduce((total, s) => total + s.weightKg * (s.reps ?? 0), 0);
  const sessions = (list: readonly CoachSet[]) => new Set(list.map((s) => s.workoutId)).size;
  return {
    sessionsThisWeek: sessions(thisWeek),
    setsThisWeek: thisWeek.length,
    volumeKgThisWeek: Math.round(volume(thisWeek)),
    usualSessions: round1(sessions(before) / USUAL_WEEKS),
    usualSets: round1(before.length / USUAL_WEEKS),
    usualVolumeKg: Math.round(volume(before) / USUAL_WEEKS),
    sessionsLast7Days: sessions(sets.filter((s) => s.day >= last7 && s.day <= today)),
  };
}

export interface MuscleSets {
  muscle: string;
  thisWeek: number;
  usual: number;
}

/** Working sets per primary muscle this week against the member's usual week, most trained first. */
export function muscleSetsThisWeek(sets: readonly CoachSet[], today: string): MuscleSets[] {
  const { weekStart, from } = usualWindow(today);
  const byMuscle = new Map<string, { thisWeek: number; before: number }>();
  for (const s of sets) {
    if (!s.muscle || s.day < from || s.day > today) continue;
    const entry = byMuscle.get(s.muscle) ?? { thisWeek: 0, before: 0 };
    // From `from` to today: this week, or else one of the usual weeks before it (until is the day before weekStart).
    if (s.day >= weekStart) entry.thisWeek += 1;
    else entry.before += 1;
    byMuscle.set(s.muscle, entry);
  }
  return [...byMuscle]
    .map(([muscle, { thisWeek, before }]) => ({ muscle, thisWeek, usual: round1(before / USUAL_WEEKS) }))
    .sort((a, b) => b.thisWeek - a.thisWeek || b.usual - a.usual || a.muscle.localeCompare(b.muscle));
}

export interface SessionBest {
  day: string;
  workoutId: string;
  weightKg: number;
  reps: number;
  oneRepMaxKg: number;
}

export interface LiftHistory {
  exerciseId: string;
  exerciseName: string;
  /** Oldest first: each session's set with the highest estimated 1RM. */
  sessions: SessionBest[];
  /** The last working set logged (the suggestion engine's input). */
  lastSet: CoachSet;
}

/**
 * Each lift's best set per session. Only sets with reps are lifts: a hold or a run (no reps) would read as a set of 0
 * reps, a failed one, and have the coach lower a weight that was never the point (issue 39); effortHistories has them.
 */
export function liftHistories(sets: readonly CoachSet[]): LiftHistory[] {
  const byExercise = new Map<string, { name: string; bests: Map<string, SessionBest>; last: CoachSet }>();
  const ordered = sets.filter(hasReps).sort((a, b) => a.day.localeCompare(b.day));
  for (const s of ordered) {
    const entry = byExercise.get(s.exerciseId) ?? { name: s.exerciseName, bests: new Map(), last: s };
    entry.last = s;
    const oneRepMaxKg = round1(estimateOneRepMax(s.weightKg, s.reps));
    const best = entry.bests.get(s.workoutId);
    if (!best || oneRepMaxKg > best.oneRepMaxKg) {
      entry.bests.set(s.workoutId, {
        day: s.day,
        workoutId: s.workoutId,
        weightKg: s.weightKg,
        reps: s.reps,
        oneRepMaxKg,
      });
    }
    byExercise.set(s.exerciseId, entry);
  }
  return [...byExercise].map(([exerciseId, { name, bests, last }]) => ({
    exerciseId,
    exerciseName: name,
    sessions: [...bests.values()],
    lastSet: last,
  }));
}

export interface EffortSessionBest {
  day: string;
  workoutId: string;
  /** The session's longest set in time, its farthest set, and its fastest pace over a distance (s/km). */
  longestSec: number | null;
  longestM: number | null;
  bestPaceSecPerKm: number | null;
  /** The time and distance of all the session's sets together. */
  totalSec: number;
  totalM: number;
}

export interface EffortHistory {
  exerciseId: string;
  exerciseName: string;
  /** Oldest first. */
  sessions: EffortSessionBest[];
}

/** Time and distance exercises (sets without reps: a plank, a run, a row) session by session (issue 39). */
export function effortHistories(sets: readonly CoachSet[]): EffortHistory[] {
  const byExercise = new Map<string, { name: string; sessions: Map<string, EffortSessionBest> }>();
  const ordered = sets.filter((s) => !hasReps(s)).sort((a, b) => a.day.localeCompare(b.day));
  const longer = (a: number | null, b: number | null | undefined) => (b ? Math.max(a ?? 0, b) : a);
  for (const s of ordered) {
    const entry = byExercise.get(s.exerciseId) ?? { name: s.exerciseName, sessions: new Map() };
    const session = entry.sessions.get(s.workoutId) ?? {
      day: s.day,
      workoutId: s.workoutId,
      longestSec: null,
      longestM: null,
      bestPaceSecPerKm: null,
      totalSec: 0,
      totalM: 0,
    };
    session.longestSec = longer(session.longestSec, s.durationSec);
    session.longestM = longer(session.longestM, s.distanceM);
    session.totalSec += s.durationSec ?? 0;
    session.totalM += s.distanceM ?? 0;
    const pace = paceSecPerKm(s.distanceM ?? null, s.durationSec ?? null);
    if (pace !== null && (session.bestPaceSecPerKm === null || pace < session.bestPaceSecPerKm)) {
      session.bestPaceSecPerKm = round1(pace);
    }
    entry.sessions.set(s.workoutId, session);
    byExercise.set(s.exerciseId, entry);
  }
  return [...byExercise].map(([exerciseId, { name, sessions }]) => ({
    exerciseId,
    exerciseName: name,
    sessions: [...sessions.values()],
  }));
}

export interface EffortFigures {
  timedSecThisWeek: number;
  distanceMThisWeek: number;
  usualTimedSec: number;
  usualDistanceM: number;
}

/** Time and distance of this week's sets against the member's usual week (the 4 whole weeks before it). */
export function weeklyEffort(sets: readonly CoachSet[], today: string): EffortFigures {
  const { weekStart, from, until } = usualWindow(today);
  const sum = (list: readonly CoachSet[], pick: (s: CoachSet) => number | null | undefined) =>
    list.reduce((total, s) => total + (pick(s) ?? 0), 0);
  const thisWeek = sets.filter((s) => s.day >= weekStart && s.day <= today);
  const before = sets.filter((s) => s.day >= from && s.day <= until);
  return {
    timedSecThisWeek: sum(thisWeek, (s) => s.durationSec),
    distanceMThisWeek: Math.round(sum(thisWeek, (s) => s.distanceM)),
    usualTimedSec: Math.round(sum(before, (s) => s.durationSec) / USUAL_WEEKS),
    usualDistanceM: Math.round(sum(before, (s) => s.distanceM) / USUAL_WEEKS),
  };
}

export interface StalledLift {
  exerciseId: string;
  exerciseName: string;
  sessions: number;
  bestBeforeKg: number;
  recentBestKg: number;
}

/** Lifts with no estimated-1RM gain in their last STALL_SESSIONS sessions, the longest-stalled (heaviest) first. */
export function findStalledLifts(histories: readonly LiftHistory[], stallSessions = STALL_SESSIONS): StalledLift[] {
  const stalled: StalledLift[] = [];
  for (const lift of histories) {
    const scores = lift.sessions.map((s) => s.oneRepMaxKg).filter((v) => v > 0);
    if (scores.length < stallSessions + 1) continue;
    const bestBeforeKg = Math.max(...scores.slice(0, -stallSessions));
    const recentBestKg = Math.max(...scores.slice(-stallSessions));
    if (recentBestKg <= bestBeforeKg) {
      stalled.push({
        exerciseId: lift.exerciseId,
        exerciseName: lift.exerciseName,
        sessions: stallSessions,
        bestBeforeKg,
        recentBestKg,
      });
    }
  }
  return stalled.sort((a, b) => b.bestBeforeKg - a.bestBeforeKg);
}

export interface Streak {
  /** Whole weeks in a row with at least one workout, counting this week if it has one, else up to last week. */
  weeks: number;
  /** Days in a row with a workout, ending today or yesterday. */
  days: number;
  daysSinceLastWorkout: number | null;
}

export function trainingStreak(workoutDays: readonly string[], today: string): Streak {
  const days = new Set(workoutDays.filter((d) => d <= today));
  const weeks = new Set([...days].map(weekStartOf));
  let week = weekStartOf(today);
  if (!weeks.has(week)) week = shiftDay(week, -7);
  let weekCount = 0;
  while (weeks.has(week)) {
    weekCount += 1;
    week = shiftDay(week, -7);
  }
  let day = days.has(today) ? today : shiftDay(today, -1);
  let dayCount = 0;
  while (days.has(day)) {
    dayCount += 1;
    day = shiftDay(day, -1);
  }
  const latest = [...days].sort().at(-1);
  const daysSinceLastWorkout = latest
    ? Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${latest}T00:00:00Z`)) / 86_400_000)
    : null;
  return { weeks: weekCount, days: dayCount, daysSinceLastWorkout };
}

import {
  DEFAULT_READINESS_ENERGY,
  findStalledLifts,
  liftHistories,
  muscleSetsThisWeek,
  shiftDay,
  suggestNextSetDetailed,
  trainingStreak,
  weeklyEffort,
  weeklyLoad,
  type CoachSet,
  type EffortFigures,
  type LoadFigures,
  type MuscleSets,
  type StalledLift,
  type Streak,
  type SuggestionReason,
} from '@lifeorbit/domain';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import * as data from './coach-data.repository';

/** Everything the embedded coach (and the language model's summary) knows about a member, worked out for a day. */
export interface CoachFacts {
  today: string;
  readiness: {
    energy: number;
    day: string | null;
    sleep: number | null;
    soreness: number | null;
    stress: number | null;
  };
  load: LoadFigures;
  /** Time and distance of the timed sets (holds, runs, rows) this week against the usual week (issue 39). */
  effort: EffortFigures;
  muscles: MuscleSets[];
  /** Lifts with enough sessions to judge, and whether they stalled. */
  liftsJudged: number;
  stalled: StalledLift[];
  nextWeights: NextWeight[];
  records: data.RecordRow[];
  streak: Streak;
  journal: { mood: number | null; energy: number | null; entries: number };
  lastWorkout: { day: string; exercises: string[] } | null;
}

export interface NextWeight {
  exerciseId: string;
  exerciseName: string;
  lastWeightKg: number;
  lastReps: number;
  weightKg: number;
  reps: number;
  reasons: SuggestionReason[];
}

/** 8 weeks of sets: this week, the 4 usual weeks and enough sessions before them to judge a stall. */
export const FACTS_LOOKBACK_DAYS = 56;

export async function loadCoachFacts(
  db: AppDb,
  userId: string,
  today: string,
  timeZone: string,
  lang: LanguageCode,
): Promise<CoachFacts> {
  const [sets, days, checkins, journal, records] = await Promise.all([
    data.workingSets(db, userId, shiftDay(today, -FACTS_LOOKBACK_DAYS), timeZone, lang),
    data.workoutDays(db, userId, shiftDay(today, -365), timeZone),
    data.latestReadiness(db, userId, 1),
    data.journalMood(db, userId, shiftDay(today, -6)),
    data.recentRecords(db, userId, shiftDay(today, -29), timeZone, lang),
  ]);
  return factsFrom({ today, sets, workoutDays: days, checkin: checkins[0] ?? null, journal, records });
}

export interface FactInputs {
  today: string;
  sets: CoachSet[];
  workoutDays: string[];
  checkin: data.ReadinessRow | null;
  journal: CoachFacts['journal'];
  records: data.RecordRow[];
}

/** The facts from the member's rows (or the demo page's sample member): pure, so both paths answer alike. */
export function factsFrom(input: FactInputs): CoachFacts {
  const { today, sets, checkin } = input;
  const histories = liftHistories(sets);
  const energy = checkin?.energy ?? DEFAULT_READINESS_ENERGY;
  const lastDay = sets.at(-1)?.day;
  const lastSets = lastDay ? sets.filter((s) => s.workoutId === sets.at(-1)!.workoutId) : [];
  const recentFirst = [...histories].sort((a, b) => b.lastSet.day.localeCompare(a.lastSet.day));
  return {
    today,
    readiness: {
      energy,
      day: checkin?.day ?? null,
      sleep: checkin?.sleep ?? null,
      soreness: checkin?.soreness ?? null,
      stress: checkin?.stress ?? null,
    },
    load: weeklyLoad(sets, today),
    effort: weeklyEffort(sets, today),
    muscles: muscleSetsThisWeek(sets, today),
    liftsJudged: histories.filter((h) => h.sessions.length >= 4).length,
    stalled: findStalledLifts(histories),
    nextWeights: recentFirst.slice(0, 5).map((lift) => {
      // The last session's best set, with the feel of the set logged last (back-off sets say little of the next top set).
      const { weightKg, reps } = lift.sessions.at(-1)!;
      const { notes, rpe } = lift.lastSet;
      const suggestion = suggestNextSetDetailed({
        lastSet: { weight: weightKg, reps, notes: notes ?? null, rpe: rpe ?? null },
        templateReps: reps,
        readinessEnergy: energy,
        goal: 'progress_weight',
      });
      return {
        exerciseId: lift.exerciseId,
        exerciseName: lift.exerciseName,
        lastWeightKg: weightKg,
        lastReps: reps,
        weightKg: suggestion.weight,
        reps: suggestion.reps,
        reasons: suggestion.reasons,
      };
    }),
    records: input.records,
    streak: trainingStreak(input.workoutDays, today),
    journal: input.journal,
    lastWorkout: lastDay ? { day: lastDay, exercises: [...new Set(lastSets.map((s) => s.exerciseName))] } : null,
  };
}

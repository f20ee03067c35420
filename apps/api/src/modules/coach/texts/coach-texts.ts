import type { LanguageCode } from '@lifeorbit/contracts';
import type { LoadFigures, StalledLift, Streak, SuggestionReason, WarmupStep } from '@lifeorbit/domain';
import type { RecordRow } from '../coach-data.repository';
import { effortWords, isEffortRecord } from './effort-words';
import { esTexts } from './coach-texts-es';
import { roTexts } from './coach-texts-ro';

/** A number as the member's language writes it (at most one decimal). */
export type Fmt = (value: number) => string;

/**
 * Every sentence the embedded coach says, in one language. Each takes the numbers it cites, formatted by `n`, so an
 * answer in Spanish writes "102,5 kg" and one in English "102.5 kg".
 */
export interface CoachTexts {
  readiness(n: Fmt, energy: number, day: string | null): string;
  readinessAnswers(sleep: number | null, soreness: number | null, stress: number | null): string;
  load(n: Fmt, load: LoadFigures): string;
  noTraining: string;
  trainMuscle(n: Fmt, muscle: string, thisWeek: number, usual: number): string;
  trainLow(n: Fmt, energy: number): string;
  trainStart: string;
  nextWeightsTitle: string;
  nextWeight(n: Fmt, name: string, kg: number, reps: number, lastKg: number, lastReps: number): string;
  reason(n: Fmt, reason: SuggestionReason): string;
  stalled(n: Fmt, lift: StalledLift): string;
  remedies: string;
  notStalled(judged: number): string;
  tooFewSessions: string;
  musclesTitle: string;
  muscle(n: Fmt, muscle: string, thisWeek: number, usual: number): string;
  noMuscles: string;
  recordsTitle(count: number): string;
  record(n: Fmt, record: RecordRow): string;
  noRecords: string;
  streak(streak: Streak): string;
  noStreak: string;
  mood(n: Fmt, mood: number, energy: number | null, entries: number): string;
  noJournal: string;
  warmupTitle(n: Fmt, name: string, topKg: number): string;
  warmupStep(n: Fmt, step: WarmupStep): string;
  noWarmup: string;
  recovered(n: Fmt, energy: number): string;
  partlyRecovered(n: Fmt, energy: number): string;
  notRecovered(n: Fmt, energy: number): string;
  sessionsLast7(n: Fmt, sessions: number, usual: number): string;
  unknown: string;
  fallback: Record<'provider_failed' | 'daily_limit', string>;
}

const signed = (n: Fmt, kg: number) => `${kg < 0 ? '−' : '+'}${n(Math.abs(kg))} kg`;

export const enTexts: CoachTexts = {
  readiness: (n, energy, day) =>
    day
      ? `Readiness ${n(energy)}/100 (check-in of ${day}).`
      : `No check-in yet, so readiness counts as ${n(energy)}/100.`,
  readinessAnswers: (sleep, soreness, stress) =>
    `Sleep ${sleep ?? '–'}/5, soreness ${soreness ?? '–'}/5, stress ${stress ?? '–'}/5.`,
  load: (n, l) =>
    `This week: ${n(l.sessionsThisWeek)} sessions, ${n(l.setsThisWeek)} working sets, ${n(l.volumeKgThisWeek)} kg lifted. ` +
    `Your usual week: ${n(l.usualSessions)} sessions, ${n(l.usualSets)} sets, ${n(l.usualVolumeKg)} kg.`,
  noTraining: 'No workouts logged in the last 8 weeks.',
  trainMuscle: (n, muscle, thisWeek, usual) =>
    `Train ${muscle} today: ${n(thisWeek)} sets this week against your usual ${n(usual)}.`,
  trainLow: (n, energy) =>
    `Readiness ${n(energy)}/100 is low: rest, or train light (about 90% of your usual weights) and stop well short of failure.`,
  trainStart: 'Start with a full-body session: one push, one pull and one leg exercise, 3 sets each.',
  nextWeightsTitle: 'Next weights from the suggestion engine:',
  nextWeight: (n, name, kg, reps, lastKg, lastReps) =>
    `${name}: ${n(kg)} kg × ${n(reps)} (last ${n(lastKg)} kg × ${n(lastReps)}).`,
  reason: (n, r) => {
    switch (r.code) {
      case 'no_previous_set':
        return `No previous set: start at ${n(r.params.weightKg)} kg × ${n(r.params.reps)}.`;
      case 'reps_added':
        return `Same weight, +${n(r.params.addedReps)} reps (range ${r.params.min}-${r.params.max}).`;
      case 'reps_kept':
        return `Same weight and reps (range ${r.params.min}-${r.params.max}).`;
      case 'range_top_reached':
        return `Top of ${r.params.min}-${r.params.max} reps reached: ${signed(n, r.params.addedKg)}, reps back to ${r.params.min}.`;
      case 'readiness_adjusted':
        return `Readiness ${n(r.params.energy)} (×${r.params.multiplier}): ${n(r.params.fromKg)} kg becomes ${n(r.params.toKg)} kg.`;
      case 'readiness_goal_step':
        return `Readiness ${n(r.params.energy)} with a weight goal: ${signed(n, r.params.deltaKg)}.`;
      case 'clamped_to_zero':
        return 'Weight cannot go below 0 kg.';
      case 'rounded_to_loadable':
        return `Rounded ${n(r.params.fromKg)} kg to a loadable ${n(r.params.toKg)} kg.`;
    }
  },
  stalled: (n, l) =>
    `${l.exerciseName} has not gained in its last ${l.sessions} sessions: best estimated 1RM ${n(l.recentBestKg)} kg against ${n(l.bestBeforeKg)} kg before them.`,
  remedies:
    'Usual remedies: a lighter week at about 90% of the weight, a different rep range (6-8 instead of 8-12, or the reverse), a close variation for 3-4 weeks, and enough sleep and food.',
  notStalled: (judged) =>
    `None of your ${judged} lifts with 4 or more sessions has stalled: each gained estimated 1RM in its last 3 sessions.`,
  tooFewSessions: 'No lift has 4 sessions in the last 8 weeks yet: a stall shows after 4 sessions of the same lift.',
  musclesTitle: 'Working sets per muscle this week (your usual week in brackets):',
  muscle: (n, muscle, thisWeek, usual) => `${muscle}: ${n(thisWeek)} (${n(usual)})`,
  noMuscles: 'No working sets this week or in the 4 weeks before.',
  recordsTitle: (count) => `${count} personal ${count === 1 ? 'record' : 'records'} in the last 30 days:`,
  record: (n, r) =>
    isEffortRecord(r)
      ? `${r.exerciseName}: ${effortWords(n, r, 'in')} on ${r.day}`
      : `${r.exerciseName}: ${n(r.weightKg!)} kg × ${n(r.reps!)} (estimated 1RM ${n(r.oneRepMaxKg ?? 0)} kg) on ${r.day}`,
  noRecords: 'No personal records in the last 30 days.',
  streak: (s) =>
    `You have trained ${s.weeks} ${s.weeks === 1 ? 'week' : 'weeks'} in a row and ${s.days} ${s.days === 1 ? 'day' : 'days'} in a row` +
    (s.daysSinceLastWorkout === null
      ? '.'
      : `; your last workout was ${s.daysSinceLastWorkout} ${s.daysSinceLastWorkout === 1 ? 'day' : 'days'} ago.`),
  noStreak: 'No workouts logged yet, so no streak.',
  mood: (n, mood, energy, entries) =>
    `Journal, last 7 days: mood ${n(mood)}/5${energy === null ? '' : `, energy ${n(energy)}/5`} over ${entries} ${entries === 1 ? 'entry' : 'entries'}.`,
  noJournal: 'No journal entries in the last 7 days.',
  warmupTitle: (n, name, topKg) => `Warm-up for ${name} before ${n(topKg)} kg:`,
  warmupStep: (n, s) => `${n(s.weightKg)} kg × ${s.reps}, rest ${s.rest_sec} s`,
  noWarmup: 'No lift logged yet to plan a warm-up for: log a working set and ask again.',
  recovered: (n, e) => `You look recovered: readiness ${n(e)}/100.`,
  partlyRecovered: (n, e) => `Partly recovered: readiness ${n(e)}/100. Train, but keep a rep or two in reserve.`,
  notRecovered: (n, e) => `Not recovered yet: readiness ${n(e)}/100. A rest day or light session fits better.`,
  sessionsLast7: (n, sessions, usual) => `${n(sessions)} sessions in the last 7 days; your usual week has ${n(usual)}.`,
  unknown:
    "That is outside what I know. I answer only from your own training data: readiness and load, sets per muscle, stalled lifts, next weights, records, streaks and your journal's mood and energy. Try one of the quick questions.",
  fallback: {
    provider_failed: 'The language model could not answer, so the built-in coach answers instead.',
    daily_limit: "You have reached today's limit of language-model answers, so the built-in coach answers instead.",
  },
};

const TEXTS: Record<LanguageCode, CoachTexts> = { en: enTexts, es: esTexts, ro: roTexts };

export function coachTexts(lang: LanguageCode): CoachTexts {
  return TEXTS[lang];
}

export function numberFormat(lang: LanguageCode): Fmt {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return (value) => format.format(value);
}

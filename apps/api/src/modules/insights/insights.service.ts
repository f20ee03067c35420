import type { Insight, InsightsQuery, InsightsResponse, PendingInsight, WeeklyReview } from '@lifeorbit/contracts';
import {
  findInsights,
  MINIMUM_PAIRED_DAYS,
  shiftDay,
  weeklyReview,
  type DaySeries,
  type FoundInsight,
  type InsightDriverSeries,
  type PendingPair,
} from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import * as repo from './insights.repository';

/** Insights look back at most this far (5 years), so their cost has a ceiling whatever the member's history. */
export const INSIGHT_LOOKBACK_DAYS = 5 * 366;

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const seriesOf = <T>(rows: T[], day: (row: T) => string, value: (row: T) => number | null): Map<string, number> => {
  const series = new Map<string, number>();
  for (const row of rows) {
    const v = value(row);
    if (v !== null) series.set(day(row), v);
  }
  return series;
};
/** A driver that is there on the days listed (a muscle trained, a tag written) and absent on the other known days. */
const presenceDriver = (
  kind: string,
  key: string,
  label: string,
  days: string[],
  knownOn: InsightDriverSeries['knownOn'],
): InsightDriverSeries => ({ kind, key, label, mode: 'presence', days: new Map(days.map((day) => [day, 1])), knownOn });

function toInsight(found: FoundInsight): Insight {
  return {
    driver: found.driver as Insight['driver'],
    outcome: found.outcome,
    lag: found.lag,
    effect: round(found.effect, 2),
    ciLow: round(found.ciLow, 2),
    ciHigh: round(found.ciHigh, 2),
    pValue: round(found.pValue, 4),
    pairedDays: found.pairedDays,
    withDays: found.withDays,
    withoutDays: found.withoutDays,
  };
}

function toPending(pair: PendingPair): PendingInsight {
  return {
    driver: pair.driver as PendingInsight['driver'],
    outcome: pair.outcome,
    lag: pair.lag,
    pairedDays: pair.knownDays,
    daysNeeded: pair.daysNeeded,
  };
}

function earliest(series: DaySeries[]): string | null {
  let first: string | null = null;
  for (const s of series) for (const day of s.keys()) if (first === null || day < first) first = day;
  return first;
}

export async function getInsights(db: AppDb, userId: string, query: InsightsQuery): Promise<InsightsResponse> {
  const since = shiftDay(query.today, -(INSIGHT_LOOKBACK_DAYS - 1));
  const [journal, tags, readinessRows, training, muscles, goals, sleepRows] = await Promise.all([
    repo.journalDays(db, userId, since),
    repo.tagDays(db, userId, since),
    repo.readinessDays(db, userId, since),
    repo.trainingDays(db, userId, since, query.tz),
    repo.muscleDays(db, userId, since, query.tz, query.lang),
    repo.goalDays(db, userId, since),
    repo.sleepDays(db, userId, since),
  ]);
  const mood = seriesOf(
    journal,
    (r) => r.day,
    (r) => r.mood,
  );
  const energy = seriesOf(
    journal,
    (r) => r.day,
    (r) => r.energy,
  );
  const entries = seriesOf(
    journal,
    (r) => r.day,
    (r) => r.entries,
  );
  const readiness = seriesOf(
    readinessRows,
    (r) => r.day,
    (r) => r.energy,
  );
  const workouts = seriesOf(
    training,
    (r) => r.day,
    (r) => r.workouts,
  );
  const volumeKg = seriesOf(
    training,
    (r) => r.day,
    (r) => r.volumeKg,
  );
  // Issue 42: minutes of cardio on the days there was some (a run from a watch counts), and a night's sleep.
  const cardioMin = seriesOf(
    training.filter((r) => r.cardioMin > 0),
    (r) => r.day,
    (r) => r.cardioMin,
  );
  const sleep = seriesOf(
    sleepRows,
    (r) => r.day,
    (r) => Number(r.minutes),
  );
  const drivers: InsightDriverSeries[] = [
    { kind: 'trained', key: 'trained', label: null, mode: 'presence', days: workouts, knownOn: 'range' },
    ...muscles.map((m) => presenceDriver('muscle', m.key, m.label, m.days, 'range')),
    ...tags.map((t) => presenceDriver('tag', t.key, t.key, t.days, entries)),
    { kind: 'volume', key: 'volume', label: null, mode: 'high', days: volumeKg, knownOn: 'range' },
    { kind: 'cardio', key: 'cardio', label: null, mode: 'high', days: cardioMin, knownOn: 'range' },
    { kind: 'sleep', key: 'sleep', label: null, mode: 'high', days: sleep, knownOn: sleep },
    { kind: 'readiness', key: 'readiness', label: null, mode: 'high', days: readiness, knownOn: 'range' },
    { kind: 'mood', key: 'mood', label: null, mode: 'high', days: mood, knownOn: 'range' },
    { kind: 'energy', key: 'energy', label: null, mode: 'high', days: energy, knownOn: 'range' },
    ...goals.map((g): InsightDriverSeries => ({
      kind: 'goal',
      key: g.key,
      label: g.label,
      mode: 'high',
      days: new Map(g.points),
      knownOn: 'range',
    })),
  ];
  const from = earliest([mood, readiness, workouts]);
  const result = findInsights({ from, until: query.today, outcomes: { mood, energy, readiness }, drivers });
  const review = weeklyReview({ workouts, volumeKg, mood, energy, entries }, query.today);
  return {
    from,
    until: query.today,
    checked: result.checked,
    minimumDays: MINIMUM_PAIRED_DAYS,
    insights: result.insights.map(toInsight),
    pending: result.pending.map(toPending),
    weekly: roundReview(review),
  };
}

function roundReview(review: WeeklyReview): WeeklyReview {
  const figures = (f: WeeklyReview['thisWeek']) => ({
    workouts: round(f.workouts, 1),
    volumeKg: round(f.volumeKg, 0),
    mood: f.mood === null ? null : round(f.mood, 1),
    energy: f.energy === null ? null : round(f.energy, 1),
    journalDays: round(f.journalDays, 1),
  });
  return { ...review, thisWeek: figures(review.thisWeek), average: figures(review.average) };
}

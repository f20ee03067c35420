import { discoveries, median, weekdayAdjustedEffect, type PairedDay, type WeekdayEffect } from './insight-statistics';
import { shiftDay } from './calendar';

/**
 * Insights from a member's daily series (issue 18): every driver (trained, a muscle trained, a tag, a day higher than
 * usual...) against every outcome (mood, energy, readiness), on the same day and on the next, weekday-adjusted.
 * A pair is tested once it rests on MINIMUM_PAIRED_DAYS days where both are known; it becomes an insight only when
 * it survives the false-discovery control across every pair tested, so pure noise almost never speaks.
 */

export const MINIMUM_PAIRED_DAYS = 14;
export const FALSE_DISCOVERY_RATE = 0.05;
export const INSIGHT_OUTCOME_KEYS = ['mood', 'energy', 'readiness'] as const;
export type InsightOutcomeKey = (typeof INSIGHT_OUTCOME_KEYS)[number];

/** A day's value by its date (YYYY-MM-DD); a day that is missing is unknown. */
export type DaySeries = ReadonlyMap<string, number>;

export interface InsightDriverSeries {
  kind: string;
  key: string;
  label: string | null;
  /**
   * presence: the value is 1 on the days listed and 0 on every other day of `knownOn` (all days of the range, or the
   * days listed in the given series); high: a day counts as "with" when its value is above the series' median.
   */
  mode: 'presence' | 'high';
  days: DaySeries;
  /** For presence: the days on which absence means 0 ('range': every day; otherwise these days). */
  knownOn: 'range' | DaySeries;
}

export interface InsightInput {
  /** First and last day to look at; null when the member has no data yet. */
  from: string | null;
  until: string;
  outcomes: Record<InsightOutcomeKey, DaySeries>;
  drivers: readonly InsightDriverSeries[];
}

export interface PairResult {
  driver: { kind: string; key: string; label: string | null };
  outcome: InsightOutcomeKey;
  lag: 0 | 1;
  knownDays: number;
}
export interface FoundInsight extends PairResult, WeekdayEffect {}
export interface PendingPair extends PairResult {
  daysNeeded: number;
}
export interface InsightResult {
  insights: FoundInsight[];
  pending: PendingPair[];
  checked: number;
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Every day from `from` to `until`, both included (none when `from` is later). */
export function daysBetween(from: string, until: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= until; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The driver's 0/1 value for each day where it is known. */
function driverFlags(driver: InsightDriverSeries, days: readonly string[]): Map<string, 0 | 1> {
  const flags = new Map<string, 0 | 1>();
  if (driver.mode === 'high') {
    const middle = median([...driver.days.values()]);
    for (const [day, value] of driver.days) flags.set(day, middle !== null && value > middle ? 1 : 0);
    return flags;
  }
  const known = driver.knownOn === 'range' ? days : [...driver.knownOn.keys()];
  for (const day of known) flags.set(day, driver.days.has(day) ? 1 : 0);
  for (const day of driver.days.keys()) flags.set(day, 1);
  return flags;
}

function pairedDays(flags: Map<string, 0 | 1>, outcome: DaySeries, lag: 0 | 1): PairedDay[] {
  const paired: PairedDay[] = [];
  for (const [day, driver] of flags) {
    const outcomeDay = lag ? shiftDay(day, lag) : day;
    const value = outcome.get(outcomeDay);
    if (value !== undefined) paired.push({ driver, outcome: value, weekday: weekdayOf(outcomeDay) });
  }
  return paired;
}

/** Tests every pair and keeps what survives; lists the pairs still short of days, closest first. */
export function findInsights(input: InsightInput, maxPending = 6): InsightResult {
  const days = input.from ? daysBetween(input.from, input.until) : [];
  const tested: FoundInsight[] = [];
  const pending: PendingPair[] = [];
  let checked = 0;
  for (const driver of input.drivers) {
    const flags = driverFlags(driver, days);
    for (const outcome of INSIGHT_OUTCOME_KEYS) {
      if (driver.kind === outcome) continue;
      for (const lag of [0, 1] as const) {
        const paired = pairedDays(flags, input.outcomes[outcome], lag);
        const pair: PairResult = {
          driver: { kind: driver.kind, key: driver.key, label: driver.label },
          outcome,
          lag,
          knownDays: paired.length,
        };
        if (paired.length < MINIMUM_PAIRED_DAYS) {
          pending.push({ ...pair, daysNeeded: MINIMUM_PAIRED_DAYS - paired.length });
          continue;
        }
        checked += 1;
        const effect = weekdayAdjustedEffect(paired);
        if (effect && effect.pairedDays >= MINIMUM_PAIRED_DAYS) tested.push({ ...pair, ...effect });
      }
    }
  }
  const flags = discoveries(
    tested.map((t) => t.pValue),
    FALSE_DISCOVERY_RATE,
  );
  const insights = tested.filter((_, index) => flags[index]).sort((a, b) => a.pValue - b.pValue);
  pending.sort((a, b) => a.daysNeeded - b.daysNeeded);
  return { insights, pending: pending.slice(0, maxPending), checked };
}

/**
 * The statistics behind insights (issue 18): how much an outcome (mood, energy, readiness) differs on days with
 * something (training, a tag...) from the same weekdays without it, and how likely that difference is chance.
 *
 * The comparison is stratified by weekday: within each weekday, days with the driver are compared with days of that
 * weekday without it, and the weekday differences are averaged, weighted by how many days with the driver each has.
 * So a member who trains on Mondays and is always cheerful on Mondays is not told that training lifts their mood.
 *
 * The confidence measure is a permutation test: under "no relation", the days with the driver are a random choice
 * among the days of each weekday. The variance of the stratified difference over all such choices has an exact form
 * (within a stratum of N days of which n1 have the driver, Var = S^2 (1/n1 + 1/n0), S^2 the stratum's sample
 * variance), so the test needs no random draws: z = effect / sqrt(Var), p from the normal distribution. The same
 * standard error gives the 95% interval.
 */

export interface PairedDay {
  /** 1 when the driver was there that day, 0 when it was not. */
  driver: 0 | 1;
  outcome: number;
  /** 0 (Sunday) to 6 (Saturday) of the outcome's day. */
  weekday: number;
}

export interface WeekdayEffect {
  /** Outcome on days with the driver minus the same weekdays without it. */
  effect: number;
  standardError: number;
  ciLow: number;
  ciHigh: number;
  /** Two-sided. */
  pValue: number;
  /** Days in weekdays that have both kinds of day (the days the comparison rests on). */
  pairedDays: number;
  withDays: number;
  withoutDays: number;
}

interface Stratum {
  withSum: number;
  withCount: number;
  withoutSum: number;
  withoutCount: number;
  sum: number;
  sumSquares: number;
}

const Z_95 = 1.959963984540054;

/** The normal distribution's upper tail (Abramowitz and Stegun 7.1.26 for erfc; error below 1.5e-7). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

function stratify(days: readonly PairedDay[]): Stratum[] {
  const strata = Array.from({ length: 7 }, () => ({
    withSum: 0,
    withCount: 0,
    withoutSum: 0,
    withoutCount: 0,
    sum: 0,
    sumSquares: 0,
  }));
  for (const day of days) {
    const s = strata[day.weekday]!;
    if (day.driver === 1) {
      s.withSum += day.outcome;
      s.withCount += 1;
    } else {
      s.withoutSum += day.outcome;
      s.withoutCount += 1;
    }
    s.sum += day.outcome;
    s.sumSquares += day.outcome * day.outcome;
  }
  return strata.filter((s) => s.withCount > 0 && s.withoutCount > 0);
}

/** The weekday-adjusted difference and its permutation test; null when no weekday has both kinds of day. */
export function weekdayAdjustedEffect(days: readonly PairedDay[]): WeekdayEffect | null {
  const strata = stratify(days);
  const weight = strata.reduce((total, s) => total + s.withCount, 0);
  if (weight === 0) return null;
  let effect = 0;
  let variance = 0;
  for (const s of strata) {
    const share = s.withCount / weight;
    effect += share * (s.withSum / s.withCount - s.withoutSum / s.withoutCount);
    // A stratum has at least one day of each kind, so n >= 2.
    const n = s.withCount + s.withoutCount;
    const sampleVariance = Math.max(0, (s.sumSquares - (s.sum * s.sum) / n) / (n - 1));
    variance += share * share * sampleVariance * (1 / s.withCount + 1 / s.withoutCount);
  }
  const standardError = Math.sqrt(variance);
  // Rounding leaves tiny differences when every outcome is equal; such a series shows nothing.
  const pValue = standardError > 1e-12 ? 2 * normalUpperTail(Math.abs(effect) / standardError) : 1;
  return {
    effect,
    standardError,
    ciLow: effect - Z_95 * standardError,
    ciHigh: effect + Z_95 * standardError,
    pValue: Math.min(1, pValue),
    pairedDays: strata.reduce((total, s) => total + s.withCount + s.withoutCount, 0),
    withDays: weight,
    withoutDays: strata.reduce((total, s) => total + s.withoutCount, 0),
  };
}

/**
 * Benjamini-Hochberg: which of many p-values to call discoveries so that the expected share of false ones stays at
 * `rate`. With every pair pure noise, the chance of any insight at all stays near `rate` however many pairs are
 * tested. Answers one flag per p-value, in the order given.
 */
export function discoveries(pValues: readonly number[], rate: number): boolean[] {
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  let cutoff = -1;
  order.forEach((item, rank) => {
    if (item.p <= ((rank + 1) / order.length) * rate) cutoff = rank;
  });
  const flags = pValues.map(() => false);
  for (let rank = 0; rank <= cutoff; rank += 1) flags[order[rank]!.index] = true;
  return flags;
}

/** The median of the numbers given (null for none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

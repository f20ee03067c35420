import {
  distanceForDisplay,
  distanceUnitsFor,
  formatDuration,
  paceForDisplay,
  setMeasures,
  takesLoad,
  type DistanceUnit,
  type SetMeasure,
  type WeightUnit,
} from '@lifeorbit/domain';
import { formatNumber, toUnit } from './format';

/**
 * Sets by the exercise's effort mode on the page (issue 39): which fields a set shows, and a time, distance or pace as
 * the member reads it. The rules themselves (fields, units, pace, the next hold) are packages/domain's efforts.ts.
 */

/** What the set grid reads of a set: a logged one, or the previous workout's. */
export interface EffortValues {
  weight: number | null;
  reps: number | null;
  weightUnit: WeightUnit;
  durationSec: number | null;
  distanceM: number | null;
}

/** The numbers a log row starts from, in the member's weight unit and in metres and seconds. */
export interface EffortDefaults {
  weight: number | null;
  reps: number | null;
  durationSec?: number | null;
  distanceM?: number | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Whether the weight logged is in each of two hands (a farmer's walk: "2 × 32 kg"), not in one (a suitcase carry, one
 * side at a time) or the whole load.
 */
export function weighsBothHands(exercise: { loadMode?: string; isUnilateral?: boolean }): boolean {
  return exercise.loadMode === 'per_hand' && exercise.isUnilateral !== true;
}

/** The fields of a set of this exercise; an exercise without a mode (a start made offline) logs reps. */
export function measuresOf(exercise: { effortMode?: string | null; loadType: string }): SetMeasure[] {
  return setMeasures(exercise.effortMode ?? 'reps', exercise.loadType);
}

export const isRepsMode = (measures: readonly SetMeasure[]) => !measures.some((m) => m === 'durationSec');

/** Carries and sleds (the load types with a load) go metres or yards; a run, a row or a ride km or miles. */
export function defaultDistanceUnit(loadType: string, unit: WeightUnit): DistanceUnit {
  const units = distanceUnitsFor(unit);
  return takesLoad(loadType) ? units.short : units.long;
}

/** "2 km", "40 m", "1.24 mi": the unit chosen for the size of the distance. */
export function distanceText(metres: number, unit: WeightUnit, lang: string, t: Translate): string {
  const shown = distanceForDisplay(metres, unit);
  return `${formatNumber(shown.value, lang)} ${t(`workouts:units.${shown.unit}`)}`;
}

/** "3:53 /km" (or /mi), or null without both a distance and a time. */
export function paceText(
  distanceM: number | null | undefined,
  durationSec: number | null | undefined,
  unit: WeightUnit,
  t: Translate,
): string | null {
  const pace = paceForDisplay(distanceM ?? null, durationSec ?? null, unit);
  if (!pace) return null;
  return t('workouts:grid.pace', { time: formatDuration(pace.secPerUnit), unit: t(`workouts:units.${pace.unit}`) });
}

/** One field of a set as its grid cell shows it ("–" when it has none). */
export function measureText(
  set: EffortValues,
  measure: SetMeasure,
  unit: WeightUnit,
  lang: string,
  t: Translate,
): string {
  if (measure === 'weight')
    return set.weight === null ? '–' : formatNumber(toUnit(set.weight, set.weightUnit, unit), lang);
  if (measure === 'reps') return set.reps === null ? '–' : String(set.reps);
  if (measure === 'durationSec') return set.durationSec === null ? '–' : formatDuration(set.durationSec);
  return set.distanceM === null ? '–' : distanceText(set.distanceM, unit, lang, t);
}

/**
 * A set of a time or distance exercise in one line: "2 × 32 kg · 40 m" (a carry's weight is each hand's), "2 km · 7:45 ·
 * 3:53 /km", "30 reps · 1:00". The pace only when asked (the Previous column has no room for it).
 */
export function effortText(
  set: EffortValues,
  measures: readonly SetMeasure[],
  unit: WeightUnit,
  lang: string,
  t: Translate,
  { withPace = true, isPerHand = false }: { withPace?: boolean; isPerHand?: boolean } = {},
): string {
  const parts = measures
    .filter((m) => set[m] !== null)
    .map((m) => {
      if (m === 'weight') {
        const weight = `${measureText(set, m, unit, lang, t)} ${t(`workouts:units.${unit}`)}`;
        return isPerHand ? t('workouts:grid.bothHands', { weight }) : weight;
      }
      if (m === 'reps') return t('workouts:exercise.targetReps', { reps: set.reps });
      return measureText(set, m, unit, lang, t);
    });
  const pace = withPace && measures.includes('distanceM') ? paceText(set.distanceM, set.durationSec, unit, t) : null;
  return [...parts, pace].filter(Boolean).join(' · ');
}

/** The distance and the time the completed working sets covered (the API's summary adds the same). */
export function effortTotals(sets: readonly { distanceM: number | null; durationSec: number | null }[]) {
  return {
    distanceM: Math.round(sets.reduce((sum, s) => sum + (s.distanceM ?? 0), 0) * 100) / 100,
    timedSec: sets.reduce((sum, s) => sum + (s.durationSec ?? 0), 0),
  };
}

/** A workout of runs, rows and holds alone: no volume to show, a distance or a time instead. */
export const hasOnlyEfforts = (summary: { volumeKg: number; distanceM: number; timedSec: number }) =>
  summary.volumeKg === 0 && (summary.distanceM > 0 || summary.timedSec > 0);

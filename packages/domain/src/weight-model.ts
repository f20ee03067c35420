import { cleanKg, roundToIncrement } from './rounding';
import { toKg } from './units';

export type BarType = 'barbell' | 'ezbar' | 'fixed';
export type LoadType = BarType | 'dumbbell' | 'machine' | 'bodyweight';

export interface WeightModel {
  /** Every field below is in kilograms; convert at the edges with toKg/fromKg. */
  readonly unit: 'kg';
  readonly barTypes: Readonly<Record<BarType, number>>;
  readonly platesKgPerSide: readonly number[];
  readonly singleMinIncrementKg: number;
  readonly stackIncrementKg: number;
  readonly auxIncrementsKg: readonly number[];
}

export const DEFAULT_WEIGHT_MODEL: WeightModel = Object.freeze({
  unit: 'kg',
  barTypes: Object.freeze({ barbell: 20, ezbar: 7.5, fixed: 20 }),
  platesKgPerSide: Object.freeze([25, 20, 15, 10, 5, 2.5, 1.25]),
  singleMinIncrementKg: 2.5,
  stackIncrementKg: 5,
  auxIncrementsKg: Object.freeze([2.5]),
});

/** Pounds as kilograms cut to whole grams, so that two 45 lb plates never weigh a gram more than 90 lb typed. */
function lbInGrams(lb: number): number {
  return Math.floor(toKg(lb, 'lb') * 1000) / 1000;
}

/**
 * A pound gym (45 lb bar, 45 35 25 10 5 2.5 lb plates), still in kilograms as every model is: the plates an lb
 * member loads, so their plate line names plates that exist rather than 20 kg ones.
 */
export const POUND_WEIGHT_MODEL: WeightModel = Object.freeze({
  unit: 'kg',
  barTypes: Object.freeze({ barbell: lbInGrams(45), ezbar: lbInGrams(25), fixed: lbInGrams(45) }),
  platesKgPerSide: Object.freeze([45, 35, 25, 10, 5, 2.5].map(lbInGrams)),
  singleMinIncrementKg: lbInGrams(5),
  stackIncrementKg: lbInGrams(10),
  auxIncrementsKg: Object.freeze([lbInGrams(2.5)]),
});

export const DEFAULT_STEP_KG = 2.5;
/** Used when there is no previous set (and when an exercise cannot be found). */
export const DEFAULT_TARGET_WEIGHT_KG = 60;
export const MACHINE_STACK_MIN_KG = 5;
export const MACHINE_STACK_MAX_KG = 80;

/** Positive finite values only, smallest first; a hand-edited model may hold zeros or junk. */
export function usableIncrementsKg(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value) && value > 0).sort((a, b) => a - b);
}

/** Stack weights move in stackIncrementKg steps between 5 and 80 kg; halves round up. */
export function snapMachineWeight(kg: number, model: WeightModel = DEFAULT_WEIGHT_MODEL): number {
  if (Number.isNaN(kg)) return MACHINE_STACK_MIN_KG;
  const snapped = roundToIncrement(Math.min(kg, MACHINE_STACK_MAX_KG), model.stackIncrementKg);
  return Math.min(Math.max(snapped, MACHINE_STACK_MIN_KG), MACHINE_STACK_MAX_KG);
}

function nearestBarWeight(kg: number, barKg: number, smallestPlateKg: number | undefined): number {
  if (smallestPlateKg === undefined || kg <= barKg) return barKg;
  // Plates go on in pairs, so the bar moves in steps of twice the smallest plate.
  return cleanKg(barKg + roundToIncrement(kg - barKg, 2 * smallestPlateKg));
}

export interface LoadableWeightOptions {
  /** Without a load type the weight is rounded to singleMinIncrementKg, the common case. */
  loadType?: LoadType;
  model?: WeightModel;
}

/** The weight nearest to `kg` that the equipment can really be set to. Never negative. */
export function loadableWeight(kg: number, options: LoadableWeightOptions = {}): number {
  const { loadType, model = DEFAULT_WEIGHT_MODEL } = options;
  const safeKg = Number.isFinite(kg) && kg > 0 ? kg : 0;
  switch (loadType) {
    case 'machine':
      return snapMachineWeight(safeKg, model);
    case 'barbell':
    case 'ezbar':
    case 'fixed':
      return nearestBarWeight(safeKg, model.barTypes[loadType], usableIncrementsKg(model.platesKgPerSide)[0]);
    case 'dumbbell':
    case 'bodyweight': {
      // Dumbbells come in the auxiliary increments, and so does the extra on a belt or vest for bodyweight work.
      const auxKg = usableIncrementsKg(model.auxIncrementsKg)[0] ?? model.singleMinIncrementKg;
      return roundToIncrement(safeKg, auxKg);
    }
    default:
      return roundToIncrement(safeKg, model.singleMinIncrementKg);
  }
}

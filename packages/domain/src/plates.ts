import { formatKg, toGrams } from './rounding';
import { DEFAULT_WEIGHT_MODEL, usableIncrementsKg, type BarType, type WeightModel } from './weight-model';

export interface PlateLoadout {
  /** Plates for one side, heaviest first. */
  perSideKg: number[];
  /** What the loaded bar really weighs: bar + 2 x the plates of one side. */
  totalKg: number;
  /** How far the loaded bar falls short of the target (0 when the target is below the bar). */
  differenceKg: number;
  note: string | null;
}

export interface PlatesPerSideOptions {
  bar?: BarType;
  model?: WeightModel;
}

export function limitedByPlatesNote(differenceKg: number): string {
  return `Limited by available plates (${formatKg(differenceKg)} kg difference)`;
}

/**
 * Greedy loading, heaviest plate first, never going over the target. A target at or below the bar
 * (or not a number) gives the empty bar: the bar cannot be made lighter, and it is not the plates'
 * fault, so there is no note. The note appears only when the shortfall exceeds the model's minimum
 * step (singleMinIncrementKg), as the spec words it.
 */
export function platesPerSide(targetKg: number, options: PlatesPerSideOptions = {}): PlateLoadout {
  const { bar = 'barbell', model = DEFAULT_WEIGHT_MODEL } = options;
  const barGrams = toGrams(model.barTypes[bar]);
  const targetGrams = Number.isFinite(targetKg) ? toGrams(targetKg) : 0;
  let remainingPerSideGrams = Math.max(0, Math.floor((targetGrams - barGrams) / 2));
  const perSideGrams: number[] = [];
  // Plates lighter than a gram would round to zero grams and never fill anything.
  const platesGramsHeaviestFirst = usableIncrementsKg(model.platesKgPerSide)
    .map(toGrams)
    .filter((grams) => grams > 0)
    .reverse();
  for (const plateGrams of platesGramsHeaviestFirst) {
    const count = Math.floor(remainingPerSideGrams / plateGrams);
    for (let i = 0; i < count; i += 1) perSideGrams.push(plateGrams);
    remainingPerSideGrams -= count * plateGrams;
  }
  const totalGrams = barGrams + 2 * perSideGrams.reduce((sum, grams) => sum + grams, 0);
  const differenceGrams = Math.max(0, targetGrams - totalGrams);
  return {
    perSideKg: perSideGrams.map((grams) => grams / 1000),
    totalKg: totalGrams / 1000,
    differenceKg: differenceGrams / 1000,
    note: differenceGrams > toGrams(model.singleMinIncrementKg) ? limitedByPlatesNote(differenceGrams / 1000) : null,
  };
}

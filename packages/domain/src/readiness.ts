export const DEFAULT_READINESS_ENERGY = 65;

export const READINESS_MULTIPLIERS: readonly { minEnergy: number; multiplier: number }[] = Object.freeze([
  { minEnergy: 85, multiplier: 1.03 },
  { minEnergy: 70, multiplier: 1.015 },
  { minEnergy: 55, multiplier: 1.0 },
  { minEnergy: 40, multiplier: 0.985 },
  { minEnergy: 25, multiplier: 0.97 },
]);
export const LOWEST_READINESS_MULTIPLIER = 0.94;

/** A missing or broken readiness record counts as an ordinary day. */
export function resolveReadinessEnergy(energy: number | null | undefined): number {
  return typeof energy === 'number' && Number.isFinite(energy) ? energy : DEFAULT_READINESS_ENERGY;
}

export function readinessMultiplier(energy: number | null | undefined): number {
  const resolved = resolveReadinessEnergy(energy);
  return (
    READINESS_MULTIPLIERS.find(({ minEnergy }) => resolved >= minEnergy)?.multiplier ?? LOWEST_READINESS_MULTIPLIER
  );
}

/** A quick check-in: energy 0-100 and, on a 1-5 scale, sleep quality (5 best), soreness and stress (5 worst). */
export interface ReadinessCheckIn {
  energy?: number | null;
  sleep?: number | null;
  soreness?: number | null;
  stress?: number | null;
}

/** How much each answer weighs in the combined energy; missing answers drop out and the rest share the weight. */
export const READINESS_WEIGHTS = Object.freeze({ energy: 0.4, sleep: 0.25, soreness: 0.2, stress: 0.15 });

const scaleToPercent = (value: number, isWorseWhenHigh: boolean): number => {
  const share = (Math.min(5, Math.max(1, value)) - 1) / 4;
  return (isWorseWhenHigh ? 1 - share : share) * 100;
};

const isAnswer = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Combines a check-in into the one energy value (0-100, integer) that suggestions use; null when nothing was
 * answered, so the caller falls back to DEFAULT_READINESS_ENERGY.
 */
export function combineReadiness(checkIn: ReadinessCheckIn): number | null {
  const parts: { value: number; weight: number }[] = [];
  if (isAnswer(checkIn.energy))
    parts.push({ value: Math.min(100, Math.max(0, checkIn.energy)), weight: READINESS_WEIGHTS.energy });
  if (isAnswer(checkIn.sleep))
    parts.push({ value: scaleToPercent(checkIn.sleep, false), weight: READINESS_WEIGHTS.sleep });
  if (isAnswer(checkIn.soreness))
    parts.push({ value: scaleToPercent(checkIn.soreness, true), weight: READINESS_WEIGHTS.soreness });
  if (isAnswer(checkIn.stress))
    parts.push({ value: scaleToPercent(checkIn.stress, true), weight: READINESS_WEIGHTS.stress });
  if (parts.length === 0) return null;
  const totalWeight = parts.reduce((sum, part) => sum + part.weight, 0);
  return Math.round(parts.reduce((sum, part) => sum + part.value * part.weight, 0) / totalWeight);
}

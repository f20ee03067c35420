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

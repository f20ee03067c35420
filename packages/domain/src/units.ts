export type WeightUnit = 'kg' | 'lb';

export const LB_PER_KG = 2.2046226218;
// Derived rather than the rounded 0.45359237 so that converting there and back returns the input.
export const KG_PER_LB = 1 / LB_PER_KG;

export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'lb' ? value * KG_PER_LB : value;
}

export function fromKg(kg: number, unit: WeightUnit): number {
  return unit === 'lb' ? kg * LB_PER_KG : kg;
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return from === to ? value : fromKg(toKg(value, from), to);
}

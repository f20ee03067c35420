import { convertWeight } from '@lifeorbit/domain';

/** A weight stored in kg, in the member's unit and language ("1 234,5 kg"). */
export function weightText(kg: number, unit: 'kg' | 'lb', lang: string): string {
  const value = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(convertWeight(kg, 'kg', unit));
  return `${value} ${unit}`;
}

/** Plates in kg ("25 · 20 · 10"), in the language's number format. */
export function platesText(plates: readonly number[], lang: string): string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 });
  return plates.map((plate) => format.format(plate)).join(' · ');
}

/**
 * "25, 20, 2,5" -> [25, 20, 2.5]: kilograms separated by a comma and a space, a semicolon or spaces (so a decimal
 * comma still reads as one number), heaviest first, without repeats; null when any item is not a positive number.
 */
export function parseKgList(text: string): number[] | null {
  const values = text
    .split(/\s*;\s*|,\s+|\s+/)
    .map((part) => part.trim().replace(/,$/, '').replace(',', '.'))
    .filter(Boolean)
    .map(Number);
  if (values.some((value) => !Number.isFinite(value) || value <= 0)) return null;
  return [...new Set(values)].sort((a, b) => b - a);
}

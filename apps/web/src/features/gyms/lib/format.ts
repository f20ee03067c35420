import { convertWeight } from '@lifeorbit/domain';
import { numberFormat } from '@/lib/intl';

/** A weight stored in kg, in the member's unit and language ("1 234,5 kg"). */
export function weightText(kg: number, unit: 'kg' | 'lb', lang: string): string {
  const value = numberFormat(lang, { maximumFractionDigits: 2 }).format(convertWeight(kg, 'kg', unit));
  return `${value} ${unit}`;
}

/** Plates in kg ("25 · 20 · 10"), in the language's number format. */
export function platesText(plates: readonly number[], lang: string): string {
  const format = numberFormat(lang, { maximumFractionDigits: 3 });
  return plates.map((plate) => format.format(plate)).join(' · ');
}

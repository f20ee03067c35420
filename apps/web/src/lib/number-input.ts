import { fastDecimal } from './decimal-format';
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number put into a box the member edits, written as their language writes it (97,5 in Spanish, as the grids
 * show it), without thousands separators, which would not read back. Every parser here accepts the comma.
 */
export function formatNumberInput(value: number, lang: string): string {
  const fast = fastDecimal(value, lang, 3, false);
  if (fast !== null) return fast;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 3 });
    formats.set(lang, format);
  }
  return format.format(value);
}

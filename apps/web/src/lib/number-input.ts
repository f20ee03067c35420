import { formatDecimal } from './decimal-format';

/**
 * A number put into a box the member edits, written as their language writes it (97,5 in Spanish, as the grids
 * show it), without thousands separators, which would not read back. Every parser here accepts the comma.
 */
export function formatNumberInput(value: number, lang: string): string {
  return formatDecimal(value, lang, 3, false);
}

/** Text typed in a number box ("82,5" from a Spanish keyboard too) as a number, or null when it is not one. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

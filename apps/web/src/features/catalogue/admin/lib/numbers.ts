/**
 * "25, 20, 15" -> [25, 20, 15]. Items are separated by a comma and a space, a semicolon or spaces, so a decimal comma
 * ("1,25") still reads as one number; null when any item is not a number.
 */
export function parseNumberList(text: string): number[] | null {
  const parts = text
    .split(/\s*;\s*|,\s+|\s+/)
    .map((part) => part.trim().replace(/,$/, '').replace(',', '.'))
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every((n) => Number.isFinite(n)) ? numbers : null;
}

export function formatNumberList(values: number[]): string {
  return values.join(', ');
}

/** A slug suggestion from a name: ASCII, lower case, hyphens (the server makes its own for exercises). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

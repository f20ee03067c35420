const MICRO = 1e6;

/**
 * Removes binary floating-point noise (0.1 + 0.2) so that weights compare and print cleanly.
 * Adding 0 turns a negative zero from Math.round into a plain zero.
 */
export function cleanKg(kg: number): number {
  return Math.round(kg * MICRO) / MICRO + 0;
}

/** Integer grams let plate arithmetic stay exact. */
export function toGrams(kg: number): number {
  return Math.round(kg * 1000);
}

function hasUsableIncrement(incrementKg: number): boolean {
  return Number.isFinite(incrementKg) && incrementKg > 0;
}

/** Nearest multiple of the increment; halves round up. A missing or invalid increment leaves the weight as is. */
export function roundToIncrement(kg: number, incrementKg: number): number {
  if (!hasUsableIncrement(incrementKg)) return cleanKg(kg);
  // Cleaning the quotient first keeps 1.4999999999 (a float artefact of 3.75 / 2.5) from rounding down.
  return cleanKg(Math.round(cleanKg(kg / incrementKg)) * incrementKg);
}

/** Largest multiple of the increment that does not exceed the weight. */
export function floorToIncrement(kg: number, incrementKg: number): number {
  if (!hasUsableIncrement(incrementKg)) return cleanKg(kg);
  return cleanKg(Math.floor(cleanKg(kg / incrementKg)) * incrementKg);
}

/** Shortest form of a weight: 82.5, 80, 0.4 (at most gram precision, no trailing zeros). */
export function formatKg(kg: number): string {
  return String(Math.round(kg * 1000) / 1000 + 0);
}

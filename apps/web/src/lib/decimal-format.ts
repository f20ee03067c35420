/**
 * Numbers in the app's three languages without Intl: a browser's first Intl.NumberFormat (or DateTimeFormat) loads
 * its number data, 25-60 ms on a phone in one go, and the workout page needs nothing else from it. Same output as
 * `new Intl.NumberFormat(lang, { maximumFractionDigits })`, or with `useGrouping: false` (the test compares them): the shortest decimal of the
 * number rounded half away from zero, no trailing zeros, groups of three (Spanish only from five digits up).
 * Other languages, and what the shortest decimal writes with an exponent, go to Intl.
 */
import { numberFormat } from './intl';

const SEPARATORS = {
  en: { decimal: '.', group: ',', minGrouping: 1 },
  es: { decimal: ',', group: '.', minGrouping: 2 },
  ro: { decimal: ',', group: '.', minGrouping: 1 },
} as const;

type FastLanguage = keyof typeof SEPARATORS;

const isFast = (lang: string): lang is FastLanguage => Object.hasOwn(SEPARATORS, lang);

/** `digits` + 1 in decimal, as a string of digits ("0999" -> "1000", "99" -> "100"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function grouped(integer: string, separator: string, minGrouping: number): string {
  // Grouping starts when the digits before the first separator would number at least `minGrouping` + 3.
  if (integer.length < 3 + minGrouping) return integer;
  let out = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = start === 0 ? integer.slice(start, end) + out : separator + integer.slice(start, end) + out;
  }
  return out;
}

/** The decimal string, or null when this language or this number is Intl's job. */
export function fastDecimal(
  value: number,
  lang: string,
  maximumFractionDigits: number,
  useGrouping = true,
): string | null {
  if (!isFast(lang) || !Number.isFinite(value)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [integerPart = '0', fractionPart = ''] = shortest.split('.');
  let integer = integerPart;
  let fraction = fractionPart;
  if (fraction.length > maximumFractionDigits) {
    const roundUp = fraction.charCodeAt(maximumFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundUp) {
      const bumped = incremented(integer + fraction);
      integer = bumped.slice(0, bumped.length - fraction.length);
      fraction = bumped.slice(bumped.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '');
  const { decimal, group, minGrouping } = SEPARATORS[lang];
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + (useGrouping ? grouped(integer, group, minGrouping) : integer) + (fraction ? decimal + fraction : '');
}

/** `value` as `Intl.NumberFormat(lang, { maximumFractionDigits, useGrouping })` writes it, without Intl when it can. */
export function formatDecimal(value: number, lang: string, maximumFractionDigits: number, useGrouping = true): string {
  const fast = fastDecimal(value, lang, maximumFractionDigits, useGrouping);
  if (fast !== null) return fast;
  return numberFormat(lang, { maximumFractionDigits, ...(useGrouping ? {} : { useGrouping: false }) }).format(value);
}

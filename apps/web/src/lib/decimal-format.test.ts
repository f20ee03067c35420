import { describe, expect, it } from 'vitest';
import { fastDecimal } from './decimal-format';

/** Weights, reps, volumes and the awkward ones: halves that float arithmetic stores just below, carries, signs. */
function sampleValues(): number[] {
  const values = [0, -0, 0.5, 0.125, 1.005, 2.675, 9.995, 99.995, 999.5, 999.995, 1000, 9999.999, 10_000, 99_999.5];
  values.push(123_456.789, 1_234_567, 12_345_678.9, -1.005, -0.001, -0.005, 0.004, 0.0049, 82.5, 181.88, 1e15 + 0.3);
  // A fixed pseudo-random walk, so a failure names the same number every run.
  let seed = 20_261_128;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 9 - 2);
    const value = Math.round(next() * magnitude * 1000) / (next() < 0.5 ? 1000 : 8);
    values.push(next() < 0.1 ? -value : value, Math.round(value * 100) / 100 + 0.005);
  }
  return values;
}

describe('fastDecimal', () => {
  it.each(['en', 'es', 'ro'])(
    'writes every sample as Intl.NumberFormat(%s) does, 0 to 3 decimals, grouped or not',
    (lang) => {
      const mismatches: string[] = [];
      for (const useGrouping of [true, false]) {
        for (const digits of [0, 1, 2, 3]) {
          // Intl's default grouping ("auto", Spanish from five digits), or none; `true` would mean "always".
          const intl = new Intl.NumberFormat(lang, {
            maximumFractionDigits: digits,
            ...(useGrouping ? {} : { useGrouping: false }),
          });
          for (const value of sampleValues()) {
            const expected = intl.format(value);
            const actual = fastDecimal(value, lang, digits, useGrouping);
            if (actual !== expected) mismatches.push(`${value} (${digits}, ${useGrouping}): ${actual} != ${expected}`);
          }
        }
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
    },
  );

  it('leaves other languages, non-finite numbers and exponent forms to Intl', () => {
    expect(fastDecimal(1234.5, 'de', 2)).toBeNull();
    expect(fastDecimal(1234.5, 'en-GB', 2)).toBeNull();
    expect(fastDecimal(Number.NaN, 'en', 2)).toBeNull();
    expect(fastDecimal(Number.POSITIVE_INFINITY, 'en', 2)).toBeNull();
    expect(fastDecimal(1e21, 'en', 2)).toBeNull();
    expect(fastDecimal(1e-7, 'en', 2)).toBeNull();
  });

  it('groups Spanish from five digits and English and Romanian from four', () => {
    expect([fastDecimal(1234.5, 'es', 2), fastDecimal(12_345.5, 'es', 2)]).toEqual(['1234,5', '12.345,5']);
    expect([fastDecimal(1234.5, 'en', 2), fastDecimal(1234.5, 'ro', 2)]).toEqual(['1,234.5', '1.234,5']);
  });
});

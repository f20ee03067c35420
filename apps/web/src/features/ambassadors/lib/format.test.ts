import { describe, expect, it } from 'vitest';
import { formatInZone, formatMoney, formatRate, percentToBps } from './format';

describe('ambassador formats', () => {
  it('shows a moment in the battle’s zone with the zone’s name (no RangeError)', () => {
    expect(formatInZone('2026-11-27T23:00:00.000Z', 'Europe/Madrid', 'en')).toContain('Nov 28, 2026');
    expect(formatInZone('2026-11-27T23:00:00.000Z', 'UTC', 'es')).toContain('UTC');
  });

  it('shows exact amounts with the currency’s decimals', () => {
    expect(formatMoney({ minor: 502, amount: '5.02', currency: 'EUR' }, 'en')).toBe('€5.02');
    expect(formatMoney({ minor: 1500, amount: '1500', currency: 'JPY' }, 'en')).toBe('¥1,500');
  });

  it('reads a typed percentage as basis points', () => {
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('12,5')).toBe(1250);
    expect(percentToBps('100')).toBe(10000);
    expect(percentToBps('101')).toBeNull();
    expect(percentToBps('abc')).toBeNull();
    expect(formatRate(1250, 'en')).toBe('12.5%');
  });
});

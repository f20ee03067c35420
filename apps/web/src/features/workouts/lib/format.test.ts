import { describe, expect, it } from 'vitest';
import { formatElapsed, formatNumber, parseDecimal, secondsBetween, toUnit } from './format';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00:00'],
    [9, '0:00:09'],
    [249, '0:04:09'],
    [3599, '0:59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
    [-5, '0:00:00'],
  ])('shows %i s as %s', (seconds, text) => expect(formatElapsed(seconds)).toBe(text));
});

describe('secondsBetween', () => {
  it('uses the end when there is one, else now', () => {
    expect(secondsBetween('2026-11-22T10:00:00.000Z', '2026-11-22T10:41:12.000Z', 0)).toBe(2472);
    expect(secondsBetween('2026-11-22T10:00:00.000Z', null, Date.parse('2026-11-22T10:00:30.000Z'))).toBe(30);
  });
});

describe('toUnit', () => {
  it('converts and keeps two decimals', () => {
    expect(toUnit(100, 'kg', 'lb')).toBe(220.46);
    expect(toUnit(220.46, 'lb', 'kg')).toBe(100);
    expect(toUnit(82.5, 'kg', 'kg')).toBe(82.5);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['82.5', 82.5],
    ['82,5', 82.5],
    [' 8 ', 8],
    ['', null],
    ['abc', null],
  ])('reads %j as %j', (text, value) => expect(parseDecimal(text)).toBe(value));
});

describe('formatNumber', () => {
  it('groups thousands in the member language', () => {
    expect(formatNumber(2220, 'en')).toBe('2,220');
    expect(formatNumber(1453.6, 'es', 1)).toBe('1453,6');
  });
});

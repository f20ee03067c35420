import { describe, expect, it } from 'vitest';
import { formatAgo } from './format';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const before = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('formatAgo', () => {
  it('says now, then minutes, hours and days ago, in the language given', () => {
    expect(formatAgo(before(0), NOW, 'en')).toBe('now');
    expect(formatAgo(before(5), NOW, 'en')).toBe('5 min. ago');
    expect(formatAgo(before(3 * 60), NOW, 'es')).toBe('hace 3 h');
    expect(formatAgo(before(24 * 60), NOW, 'ro')).toBe('ieri');
  });

  it('gives the date after a week, and treats a time ahead of the clock as now', () => {
    expect(formatAgo(before(8 * 24 * 60), NOW, 'en')).toBe('Nov 19');
    expect(formatAgo(before(-3), NOW, 'en')).toBe('now');
  });
});

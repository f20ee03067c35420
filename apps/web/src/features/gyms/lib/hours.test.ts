import { describe, expect, it } from 'vitest';
import { hoursByDay, slugOf, weekdayName } from './hours';

describe('opening hours', () => {
  it('names weekdays Monday first in the language', () => {
    expect(weekdayName(0, 'en')).toBe('Monday');
    expect(weekdayName(6, 'es')).toBe('domingo');
    expect(weekdayName(2, 'ro', 'short')).toMatch(/^mie/);
  });

  it('groups periods by day in time order, with empty days kept', () => {
    const rows = hoursByDay([
      { day: 1, opens: '17:00', closes: '21:00' },
      { day: 1, opens: '06:00', closes: '10:00' },
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[1]!.periods.map((p) => p.opens)).toEqual(['06:00', '17:00']);
    expect(rows[0]!.periods).toEqual([]);
  });

  it('makes a slug without spaces or accents', () => {
    expect(slugOf('  Sală de Forță Iași!  ')).toBe('sala-de-forta-iasi');
    expect(slugOf('x'.repeat(80))).toHaveLength(60);
  });
});

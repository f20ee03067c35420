import { describe, expect, it } from 'vitest';
import { currentWeeklyStreak, shiftDay, weekStartsFrom } from './calendar';

describe('shiftDay', () => {
  it('moves across month and year ends, both ways', () => {
    expect(shiftDay('2026-12-30', 3)).toBe('2027-01-02');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('weekStartsFrom', () => {
  it('lists consecutive Mondays', () => {
    expect(weekStartsFrom('2026-11-09', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weekStartsFrom('2026-11-09', 0)).toEqual([]);
  });
});

describe('currentWeeklyStreak', () => {
  const weeks = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-10-19'];

  it('counts back from this week when it has a workout', () => {
    expect(currentWeeklyStreak([...weeks, '2026-11-23'], '2026-11-23')).toBe(4);
  });

  it('counts back from last week while this week has none yet', () => {
    expect(currentWeeklyStreak(weeks, '2026-11-23')).toBe(3);
  });

  it('is 0 when neither this week nor last week has a workout', () => {
    expect(currentWeeklyStreak(weeks, '2026-12-07')).toBe(0);
    expect(currentWeeklyStreak([], '2026-12-07')).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftDay, streakLength, utcToday } from './calendar';

describe('shiftDay', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-01-10', 0)).toBe('2026-01-10');
  });

  it('reads the UTC day of a moment', () => {
    expect(utcToday(new Date('2026-05-04T23:59:59Z'))).toBe('2026-05-04');
  });
});

describe('streakLength', () => {
  it('counts consecutive days ending today', () => {
    expect(streakLength(['2026-05-02', '2026-05-03', '2026-05-04'], '2026-05-04')).toBe(3);
  });

  it('still counts a streak that ended yesterday, because today is not over', () => {
    expect(streakLength(['2026-05-02', '2026-05-03'], '2026-05-04')).toBe(2);
  });

  it('is 0 when neither today nor yesterday has a check-in', () => {
    expect(streakLength(['2026-05-01', '2026-05-02'], '2026-05-04')).toBe(0);
    expect(streakLength([], '2026-05-04')).toBe(0);
  });

  it('stops at the first missing day and ignores days after today', () => {
    expect(streakLength(['2026-04-30', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'], '2026-05-04')).toBe(3);
  });

  it('equals n for any run of n days ending today, whatever else came before the gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(fc.integer({ min: 2, max: 200 })), (n, older) => {
        const today = '2026-06-15';
        const run = Array.from({ length: n }, (_, i) => shiftDay(today, -i));
        const beforeGap = older.map((offset) => shiftDay(today, -(n + offset)));
        expect(streakLength([...beforeGap, ...run], today)).toBe(n);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { weekStartOf, weeklyReview, type ReviewSeries } from './weekly-review';

const series = (entries: [string, number][]) => new Map(entries);
const empty: ReviewSeries = {
  workouts: series([]),
  volumeKg: series([]),
  mood: series([]),
  energy: series([]),
  entries: series([]),
};

describe('weekStartOf', () => {
  it('is the Monday of the week', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });
});

describe('weeklyReview', () => {
  it('is zeros and nothing for a new member', () => {
    expect(weeklyReview(empty, '2026-11-25')).toEqual({
      weekStart: '2026-11-23',
      thisWeek: { workouts: 0, volumeKg: 0, mood: null, energy: null, journalDays: 0 },
      average: { workouts: 0, volumeKg: 0, mood: null, energy: null, journalDays: 0 },
      journalStreakDays: 0,
      trainingStreakWeeks: 0,
    });
  });

  it('sets this week against the average of the 8 weeks before it', () => {
    const review = weeklyReview(
      {
        workouts: series([
          ['2026-11-24', 1],
          ['2026-11-17', 2],
          ['2026-11-10', 1],
          ['2026-09-28', 5], // the Monday 8 weeks before this week's: counted
          ['2026-09-27', 9], // before the 8 weeks: left out
        ]),
        volumeKg: series([
          ['2026-11-24', 1000],
          ['2026-11-17', 1600],
        ]),
        mood: series([
          ['2026-11-25', 4],
          ['2026-11-24', 5],
          ['2026-11-18', 3],
        ]),
        energy: series([['2026-11-25', 2]]),
        entries: series([
          ['2026-11-24', 1],
          ['2026-11-23', 2],
          ['2026-11-22', 1],
          ['2026-11-20', 1],
        ]),
      },
      '2026-11-25',
    );
    expect(review.thisWeek).toEqual({ workouts: 1, volumeKg: 1000, mood: 4.5, energy: 2, journalDays: 2 });
    expect(review.average).toEqual({ workouts: 1, volumeKg: 200, mood: 3, energy: null, journalDays: 0.25 });
    // No entry yet today: the streak runs to yesterday (24, 23, 22), broken on the 21st.
    expect(review.journalStreakDays).toBe(3);
    // This week, last week and the one before; none the week of Nov 2.
    expect(review.trainingStreakWeeks).toBe(3);
  });

  it('counts today in the journal streak once it has an entry, and last week when this one has no workout yet', () => {
    const review = weeklyReview(
      {
        ...empty,
        workouts: series([['2026-11-18', 1]]),
        entries: series([
          ['2026-11-25', 1],
          ['2026-11-24', 1],
        ]),
      },
      '2026-11-25',
    );
    expect(review.journalStreakDays).toBe(2);
    expect(review.trainingStreakWeeks).toBe(1);
  });
});

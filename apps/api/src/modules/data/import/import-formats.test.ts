import { describe, expect, it } from 'vitest';
import { escapeCsvCell } from '@lifeorbit/contracts/data';
import { customKindOf, nameVariants, similarity } from './exercise-match';
import { delimiterOf, layoutOf, parseLocalDate } from './import-formats';

describe('dates as Strong and Hevy write them', () => {
  it('reads local times with the member’s offset', () => {
    expect(parseLocalDate('2024-03-01 18:00:00', -120)?.toISOString()).toBe('2024-03-01T16:00:00.000Z');
    expect(parseLocalDate('2023-05-04 6:45:01\u202fPM', 0)?.toISOString()).toBe('2023-05-04T18:45:01.000Z');
    expect(parseLocalDate('26 Jan 2024, 18:04', 60)?.toISOString()).toBe('2024-01-26T19:04:00.000Z');
    expect(parseLocalDate('2024-01-26T18:04:00Z', 300)?.toISOString()).toBe('2024-01-26T18:04:00.000Z');
  });
  it('refuses what is not a real day', () => {
    expect(parseLocalDate('2024-02-30 10:00:00', 0)).toBeNull();
    expect(parseLocalDate('yesterday', 0)).toBeNull();
    expect(parseLocalDate('1960-01-01 10:00', 0)).toBeNull();
  });
});

describe('layouts', () => {
  it('finds the delimiter and the app', () => {
    expect(delimiterOf('Date;Workout Name;Exercise Name')).toBe(';');
    expect(delimiterOf('title,start_time,end_time')).toBe(',');
    expect(layoutOf(['Date', 'Workout Name', 'Exercise Name', 'Set Order'])?.source).toBe('strong');
    expect(layoutOf(['title', 'start_time', 'exercise_title', 'set_index'])?.source).toBe('hevy');
    expect(layoutOf(['a', 'b'])).toBeNull();
  });
  it('reads the oldest Strong layout in the unit the member gives, with its duration', () => {
    const layout = layoutOf(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'.split(','),
    )!;
    const row = layout.read(
      ['2019-01-11 12:31:54', 'Leg', '1h 5m', 'Deadlift (Barbell)', 'D', '225', '5', '', '0', '', '', '0'],
      { unit: 'lb', tzOffset: 0 },
    );
    expect(row).toMatchObject({ set: { weightUnit: 'lb', weight: 225, setKind: 'dropset', rpe: null } });
    expect('set' in row && row.set.endedAt?.toISOString()).toBe('2019-01-11T13:36:54.000Z');
    expect(layout.read(['2019-01-11 12:31:54', 'Leg', '', 'Deadlift', 'X', '', '', '', '', '', '', ''], {
      unit: 'kg',
      tzOffset: 0,
    })).toEqual({ problem: { field: 'Set Order', code: 'invalid_value' } });
  });
});

describe('names', () => {
  it('tries Strong’s bracketed equipment both ways', () => {
    expect(nameVariants('Bench Press (Dumbbell)')).toEqual([
      'Bench Press (Dumbbell)',
      'Dumbbell Bench Press',
      'Bench Press Dumbbell',
    ]);
    expect(nameVariants('Squat (Barbell)')).toContain('Squat');
    expect(similarity('Incline Bench Press', 'bench press')).toBeGreaterThan(similarity('Leg Curl', 'bench press'));
    expect(customKindOf('Running', { withWeight: false, withDistance: true, withTime: true })).toEqual({
      loadType: 'cardio',
      effortMode: 'distance',
    });
    expect(customKindOf('Curl (Dumbbell)', { withWeight: true, withDistance: false, withTime: false }).loadType).toBe(
      'dumbbell',
    );
  });
});

describe('CSV cells', () => {
  it('keeps formulas as text and quotes what needs it', () => {
    expect(escapeCsvCell('=1+1')).toBe("'=1+1");
    expect(escapeCsvCell('-5')).toBe("'-5");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('a,"b"')).toBe('"a,""b"""');
    expect(escapeCsvCell('plain')).toBe('plain');
  });
});

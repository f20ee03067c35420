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

describe('time and distance (issue 39)', () => {
  const options = { unit: 'kg' as const, tzOffset: 0 };
  const perRow = layoutOf(
    'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes'.split(
      ';',
    ),
  )!;
  const row = (distance: string, unit: string, seconds = '600') =>
    perRow.read(['2021-05-04 18:00:00', 'W', 'Running', '1', '', '', '', '', distance, unit, seconds, '', ''], options);

  it('converts each of Strong’s distance units to metres, two decimals', () => {
    const metres = (distance: string, unit: string) => {
      const result = row(distance, unit);
      return 'set' in result ? result.set.distanceM : result;
    };
    expect(metres('5', 'km')).toBe(5000);
    expect(metres('3.1', 'mi')).toBe(4988.97);
    expect(metres('3.1', 'miles')).toBe(4988.97);
    expect(metres('400', 'm')).toBe(400);
    expect(metres('150', 'ft')).toBe(45.72);
    expect(metres('50', 'yd')).toBe(45.72);
  });

  it('refuses a distance in a unit it does not know, rather than guess', () => {
    expect(row('5', 'leagues')).toEqual({ problem: { field: 'Distance Unit', code: 'invalid_value' } });
    // No distance: the unit does not matter.
    expect('set' in row('', 'leagues')).toBe(true);
  });

  it('reads the unit in the numbered layout’s header, and Strong’s zeros as nothing on a timed set', () => {
    const numbered = layoutOf(
      'Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (lbs);Reps;Distance (miles);Seconds;Notes;Workout Notes;RPE'.split(
        ';',
      ),
    )!;
    const read = (cells: string[]) => numbered.read(['7', '2024-03-01 18:00:00', 'W', '1800', ...cells], options);
    expect(read(['Running', '1', '0', '0', '2', '1000.4', '', '', ''])).toMatchObject({
      set: { distanceM: 3218.69, durationSec: 1000, weight: null, reps: null, weightUnit: 'lb' },
    });
    expect(read(['Plank', '1', '0', '0', '0', '60', '', '', ''])).toMatchObject({
      set: { distanceM: null, durationSec: 60, weight: null, reps: null },
    });
    // A lift keeps its zeros: 0 kg is a bodyweight set.
    expect(read(['Pull Up', '1', '0', '8', '0', '0', '', '', ''])).toMatchObject({
      set: { distanceM: null, durationSec: null, weight: 0, reps: 8 },
    });
  });

  it('reads Hevy’s distance in km or miles', () => {
    const header = (weight: string, distance: string) =>
      `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,${weight},reps,${distance},duration_seconds,rpe`.split(
        ',',
      );
    const cells = ['Run', '01 Mar 2024, 07:00', '', '', 'Treadmill', '', '', '0', 'normal', '', '', '2.5', '900', ''];
    expect(layoutOf(header('weight_kg', 'distance_km'))!.read(cells, options)).toMatchObject({
      set: { distanceM: 2500, durationSec: 900 },
    });
    expect(layoutOf(header('weight_lbs', 'distance_miles'))!.read(cells, options)).toMatchObject({
      set: { distanceM: 4023.36, durationSec: 900, weightUnit: 'lb' },
    });
  });

  it('makes an unknown exercise of the kind its sets show', () => {
    const kind = (name: string, hints: { withWeight?: boolean; withReps?: boolean; withDistance?: boolean; withTime?: boolean }) =>
      customKindOf(name, { withWeight: false, withReps: false, withDistance: false, withTime: false, ...hints });
    expect(kind('Keg Carry', { withWeight: true, withDistance: true, withTime: true })).toEqual({
      loadType: 'machine',
      effortMode: 'distance',
    });
    expect(kind('Farmers Walk (Kettlebell)', { withWeight: true, withDistance: true })).toEqual({
      loadType: 'kettlebell',
      effortMode: 'distance',
    });
    expect(kind('Front Lever Hold', { withTime: true })).toEqual({ loadType: 'cardio', effortMode: 'time' });
    expect(kind('Weighted Wall Sit', { withWeight: true, withTime: true })).toEqual({
      loadType: 'weighted_bodyweight',
      effortMode: 'time',
    });
    expect(kind('Star Jumps', { withReps: true, withTime: true })).toEqual({
      loadType: 'bodyweight',
      effortMode: 'reps_time',
    });
    expect(kind('Odd Curl', { withWeight: true, withReps: true })).toEqual({ loadType: 'machine', effortMode: 'reps' });
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

import { describe, expect, it } from 'vitest';
import {
  NO_EFFORT_BESTS,
  mainMeasure,
  distanceForDisplay,
  effortRecordKinds,
  formatDuration,
  paceForDisplay,
  parseDuration,
  parseTypedDuration,
  setMeasures,
  suggestNextEffort,
  toMetres,
  withEffortSet,
} from './efforts';

describe('setMeasures', () => {
  it('gives each mode its fields, with a weight only when the load type takes load', () => {
    expect(setMeasures('reps', 'barbell')).toEqual(['weight', 'reps']);
    expect(setMeasures('reps', 'bodyweight')).toEqual(['weight', 'reps']);
    expect(setMeasures('time', 'bodyweight')).toEqual(['durationSec']);
    expect(setMeasures('time', 'weighted_bodyweight')).toEqual(['weight', 'durationSec']);
    expect(setMeasures('distance', 'cardio')).toEqual(['distanceM', 'durationSec']);
    expect(setMeasures('distance', 'dumbbell')).toEqual(['weight', 'distanceM', 'durationSec']);
    expect(setMeasures('reps_time', 'bodyweight')).toEqual(['reps', 'durationSec']);
  });
});

describe('mainMeasure', () => {
  it('names what a set of each mode must hold to be done', () => {
    expect(mainMeasure('time')).toBe('durationSec');
    expect(mainMeasure('distance')).toBe('distanceM');
    expect(mainMeasure('reps_time')).toBe('reps');
    expect(mainMeasure('reps')).toBe('reps');
  });
});

describe('durations, distances and paces', () => {
  it('reads what a member types and writes it back as a clock', () => {
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('7:45')).toBe(465);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('7m45s')).toBe(465);
    expect(parseDuration('1:75')).toBeNull();
    expect(parseDuration('1:60:00')).toBeNull();
    expect(parseDuration('1h2m3s')).toBe(3723);
    expect(parseDuration('2 min')).toBe(120);
    expect(parseDuration('45 sec')).toBe(45);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('abc')).toBeNull();
    expect(formatDuration(465)).toBe('7:45');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(5)).toBe('0:05');
  });

  it.each([
    ['90', 90],
    ['1:30', 90],
    ['7m45s', 465],
    // A phone's number pad has a decimal key and no colon.
    ['7.45', 465],
    ['7,45', 465],
    [' 7.45 ', 465],
    ['1.02.03', 3723],
    ['1:75', null],
    ['abc', null],
  ])('reads a typed %s as %s seconds', (text, seconds) => expect(parseTypedDuration(text)).toBe(seconds));

  it('reads a decimal as seconds in an import, and as minutes and seconds only when typed', () => {
    expect(parseDuration('7.45')).toBe(7);
    expect(parseTypedDuration('7.45')).toBe(465);
  });

  it('shows short distances in metres or yards and long ones in km or miles', () => {
    expect(distanceForDisplay(40, 'kg')).toEqual({ value: 40, unit: 'm' });
    expect(distanceForDisplay(2000, 'kg')).toEqual({ value: 2, unit: 'km' });
    expect(distanceForDisplay(40, 'lb')).toEqual({ value: 44, unit: 'yd' });
    expect(distanceForDisplay(5000, 'lb')).toEqual({ value: 3.11, unit: 'mi' });
    expect(toMetres(1, 'mi')).toBe(1609.34);
    expect(toMetres(2.5, 'km')).toBe(2500);
  });

  it('gives the pace per km, or per mile in lb, and none without both', () => {
    expect(paceForDisplay(2000, 465, 'kg')).toEqual({ secPerUnit: 232.5, unit: 'km' });
    expect(paceForDisplay(1609.344, 480, 'lb')?.secPerUnit).toBeCloseTo(480, 6);
    expect(paceForDisplay(2000, null, 'kg')).toBeNull();
    expect(paceForDisplay(0, 100, 'kg')).toBeNull();
  });
});

describe('effort records', () => {
  const plank = (durationSec: number) => ({ kg: null, reps: null, durationSec, distanceM: null });
  const row = (distanceM: number, durationSec: number | null) => ({ kg: null, reps: null, durationSec, distanceM });

  it('makes the first hold, distance and pace a record', () => {
    expect(effortRecordKinds(plank(60), NO_EFFORT_BESTS)).toEqual(['longest_duration']);
    expect(effortRecordKinds(row(2000, 465), NO_EFFORT_BESTS)).toEqual(['longest_distance', 'fastest_pace']);
    expect(effortRecordKinds({ kg: 64, reps: null, durationSec: null, distanceM: 40 }, NO_EFFORT_BESTS)).toEqual([
      'weight',
      'longest_distance',
    ]);
  });

  it('beats only what is longer, farther, faster or heavier than before', () => {
    let bests = withEffortSet(NO_EFFORT_BESTS, plank(60));
    expect(effortRecordKinds(plank(60), bests)).toEqual([]);
    expect(effortRecordKinds(plank(65), bests)).toEqual(['longest_duration']);
    bests = withEffortSet(withEffortSet(NO_EFFORT_BESTS, row(2000, 465)), row(5000, 1500));
    // Shorter and slower than both: nothing.
    expect(effortRecordKinds(row(1000, 300), bests)).toEqual([]);
    // Shorter but faster than the 2 km's 0.2325 s/m.
    expect(effortRecordKinds(row(1000, 220), bests)).toEqual(['fastest_pace']);
    // A distance without a time can only be the farthest.
    expect(effortRecordKinds(row(6000, null), bests)).toEqual(['longest_distance']);
    // A slower set and a distance without a time leave the fastest pace and add to the farthest.
    const later = withEffortSet(withEffortSet(bests, row(500, 200)), row(7000, null));
    expect(later).toEqual({ ...bests, farthestM: 7000 });
    // A carry's weight: heavier than before or not; a lifting set or an empty one changes no best.
    const carried = withEffortSet(NO_EFFORT_BESTS, { kg: 32, reps: null, durationSec: null, distanceM: 40 });
    expect(carried.heaviestKg).toBe(32);
    expect(withEffortSet(carried, { kg: 24, reps: null, durationSec: null, distanceM: 40 }).heaviestKg).toBe(32);
    expect(withEffortSet(carried, { kg: 40, reps: 5, durationSec: null, distanceM: null })).toBe(carried);
    expect(withEffortSet(carried, { kg: 40, reps: 5, durationSec: 30, distanceM: null }).heaviestKg).toBe(32);
  });

  it('leaves sets with neither time nor distance to the lifting records', () => {
    expect(effortRecordKinds({ kg: 100, reps: 5, durationSec: null, distanceM: null }, NO_EFFORT_BESTS)).toEqual([]);
  });
});

describe('suggestNextEffort', () => {
  it('asks a few seconds more of a hold and the same distance a little faster', () => {
    const last = { weight: null, reps: null, durationSec: 60, distanceM: null };
    expect(suggestNextEffort('time', last)).toEqual({ weight: null, reps: null, durationSec: 65, distanceM: null });
    expect(suggestNextEffort('time', { ...last, durationSec: 150 })?.durationSec).toBe(160);
    const rowed = { weight: null, reps: null, durationSec: 465, distanceM: 2000 };
    expect(suggestNextEffort('distance', rowed)).toEqual({
      weight: null,
      reps: null,
      durationSec: 456,
      distanceM: 2000,
    });
    expect(suggestNextEffort('reps', rowed)).toBeNull();
    expect(suggestNextEffort('distance', null)).toBeNull();
    expect(suggestNextEffort('time', { ...last, durationSec: null })).toBeNull();
    expect(suggestNextEffort('distance', { ...rowed, distanceM: null })).toBeNull();
    // A distance logged without a time: the same distance again.
    expect(suggestNextEffort('distance', { ...rowed, durationSec: null })).toMatchObject({
      distanceM: 2000,
      durationSec: null,
    });
    // Reps and time keep the reps.
    expect(suggestNextEffort('reps_time', { weight: null, reps: 30, durationSec: 60, distanceM: null })).toEqual({
      weight: null,
      reps: 30,
      durationSec: 65,
      distanceM: null,
    });
  });
});

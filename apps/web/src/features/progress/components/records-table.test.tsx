// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonalRecordItem } from '@lifeorbit/contracts';
import { renderWithApp } from '@/test/render';
import { progressFormat } from '../lib/format';
import { RecordsTable } from './records-table';

const record = (over: Partial<PersonalRecordItem>): PersonalRecordItem => ({
  setId: crypto.randomUUID(),
  workoutId: crypto.randomUUID(),
  exerciseId: 'x',
  exerciseName: 'Bench Press',
  kinds: ['weight'],
  weightKg: 100,
  reps: 5,
  e1rmKg: 116.67,
  durationSec: null,
  distanceM: null,
  paceSecPerKm: null,
  achievedAt: '2026-11-20T10:00:00Z',
  ...over,
});

const plank = record({
  exerciseName: 'Plank',
  kinds: ['longest_duration'],
  weightKg: null,
  reps: null,
  e1rmKg: null,
  durationSec: 65,
});
const row = record({
  exerciseName: 'Rowing Machine',
  kinds: ['longest_distance', 'fastest_pace'],
  weightKg: null,
  reps: null,
  e1rmKg: null,
  distanceM: 2000,
  durationSec: 464,
  paceSecPerKm: 232,
});
const carry = record({
  exerciseName: 'Farmer’s Walk',
  kinds: ['weight', 'longest_distance'],
  weightKg: 32,
  reps: null,
  e1rmKg: null,
  distanceM: 40,
});

const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((tr) =>
      within(tr)
        .queryAllByRole(tr.querySelector('th') ? 'columnheader' : 'cell')
        .map((c) => c.textContent),
    );

describe('RecordsTable', () => {
  it('names what a time or distance record beat, in the member’s units, and leaves out columns none has', async () => {
    await renderWithApp(
      <RecordsTable records={[plank, row]} format={progressFormat('en', 'kg')} caption="Records" showExercise />,
    );
    expect(rowsOf('Records')).toEqual([
      ['Exercise', 'Time and distance', 'Date (workout)'],
      ['Plank', 'Longest time 1:05', 'Nov 20, 2026'],
      ['Rowing Machine', 'Farthest 2.00 km · Fastest pace 3:52 /km', 'Nov 20, 2026'],
    ]);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      `/fitness/history/${plank.workoutId}`,
      `/fitness/history/${row.workoutId}`,
    ]);
  });

  it('shows lifts and carries beside them, a dash where a record has no value, and miles to a member in lb', async () => {
    await renderWithApp(
      <RecordsTable records={[record({}), carry, row]} format={progressFormat('en', 'lb')} caption="Mixed" />,
    );
    expect(rowsOf('Mixed')).toEqual([
      ['Time and distance', 'Weight', 'Reps', 'Est. 1RM', 'Date (workout)'],
      ['–', '220.5 lb', '5', '257.2 lb', 'Nov 20, 2026'],
      ['Farthest 44 yd', '70.5 lb', '–', '–', 'Nov 20, 2026'],
      ['Farthest 1.24 mi · Fastest pace 6:13 /mi', '–', '–', '–', 'Nov 20, 2026'],
    ]);
  });

  it('keeps the lifting table as it was when no record has a time or distance', async () => {
    await renderWithApp(<RecordsTable records={[record({})]} format={progressFormat('en', 'kg')} caption="Lifts" />);
    expect(rowsOf('Lifts')[0]).toEqual(['Weight', 'Reps', 'Est. 1RM', 'Date (workout)']);
  });
});

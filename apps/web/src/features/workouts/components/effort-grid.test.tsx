// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutSet } from '@lifeorbit/contracts';
import { renderWithApp } from '@/test/render';
import { setChanges } from './edit-set-dialog';
import { SetGrid } from './set-grid';

/** The set grid of time and distance exercises (issue 39): a plank, a row, a farmer's walk. */

const logged = (overrides: Partial<WorkoutSet>): WorkoutSet => ({
  id: crypto.randomUUID(),
  workoutExerciseId: 'we',
  setIndex: 1,
  weight: null,
  reps: null,
  weightUnit: 'kg',
  durationSec: null,
  distanceM: null,
  rpe: null,
  notes: null,
  setKind: 'normal',
  isCompleted: true,
  completedAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  grips: [],
  personalRecords: [],
  ...overrides,
});

const PLANK = ['durationSec'] as const;
const ROW = ['distanceM', 'durationSec'] as const;
const CARRY = ['weight', 'distanceM', 'durationSec'] as const;

async function renderGrid(props: Partial<Parameters<typeof SetGrid>[0]>) {
  const onLog = vi.fn();
  await renderWithApp(
    <SetGrid
      sets={[]}
      previous={[]}
      unit="kg"
      lang="en"
      readOnly={false}
      defaults={{ weight: null, reps: null }}
      weightInputId="first-field"
      onLog={onLog}
      onEdit={() => undefined}
      {...props}
    />,
  );
  return onLog;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.useRealTimers());

describe('a hold (time)', () => {
  it('shows only the time and RPE, and logs the seconds typed as a clock or a number', async () => {
    const onLog = await renderGrid({ measures: [...PLANK] });
    const time = (await screen.findByLabelText('Time')) as HTMLInputElement;
    expect(screen.queryByLabelText('Weight')).toBeNull();
    expect(screen.queryByLabelText('Reps')).toBeNull();
    // The first field takes the id that focus moves to in a superset.
    expect(time.id).toBe('first-field');

    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the time');
    expect(onLog).not.toHaveBeenCalled();

    type('Time', '1:30');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ durationSec: 90, rpe: null });
    type('Time', 'soon');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a time like 1:30 or 90');
  });

  it('counts down to the time in the row, says when it is over, and Stop puts the time held in the row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLog = await renderGrid({ measures: [...PLANK], defaults: { weight: null, reps: null, durationSec: 60 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Start 1:00' }));
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('0:40 left');
    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByRole('status').textContent).toBe('Time!');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('1:00');
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ durationSec: 60, rpe: null });
  });

  it('starts from the previous workout a few seconds longer, and shows it as Previous', async () => {
    await renderGrid({
      measures: [...PLANK],
      previous: [
        {
          setIndex: 1,
          weight: null,
          reps: null,
          weightUnit: 'kg',
          durationSec: 60,
          distanceM: null,
          rpe: null,
          notes: null,
          setKind: 'normal',
          completedAt: '',
        },
      ],
    });
    expect(((await screen.findByLabelText('Time')) as HTMLInputElement).value).toBe('1:05');
    expect(screen.getByRole('button', { name: 'Start 1:05' })).toBeTruthy();
    expect(screen.getByLabelText('Time').closest('form')!.textContent).toContain('1:00');
  });

  it('is a stopwatch on an empty row, and logging while it runs logs the time held', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onLog = await renderGrid({ measures: [...PLANK] });
    fireEvent.click(await screen.findByRole('button', { name: 'Start timer' }));
    act(() => vi.advanceTimersByTime(42_000));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('0:42 elapsed');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ durationSec: 42, rpe: null });
  });
});

describe('a distance', () => {
  it('logs a row in metres from a switch beside the field, and shows its pace once both are there', async () => {
    const onLog = await renderGrid({ measures: [...ROW], distanceUnit: 'km' });
    expect(await screen.findByLabelText('Distance (km)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'm' }));
    expect(screen.getByRole('button', { name: 'm' }).getAttribute('aria-pressed')).toBe('true');
    type('Distance (m)', '2000');
    expect(screen.queryByText(/\/km$/)).toBeNull();
    type('Time', '7:45');
    expect(screen.getByText('3:53 /km')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ distanceM: 2000, durationSec: 465, rpe: null });
  });

  it('needs the distance but not the time', async () => {
    const onLog = await renderGrid({ measures: [...ROW], distanceUnit: 'km' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log set' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the distance');
    type('Distance (km)', '5,5');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ distanceM: 5500, durationSec: null, rpe: null });
  });

  it('logs a carry with its weight in yards for a member in pounds', async () => {
    const onLog = await renderGrid({ measures: [...CARRY], unit: 'lb', distanceUnit: 'yd' });
    type('Weight', '70');
    type('Distance (yd)', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ weight: 70, distanceM: 45.72, durationSec: null, rpe: null });
    expect(screen.getAllByRole('button', { name: /^(mi|yd)$/ }).map((b) => b.textContent)).toEqual(['mi', 'yd']);
  });

  it("says a farmer's walk's weight is each hand's: the column, the box, the set and the previous one", async () => {
    const previousCarry = {
      setIndex: 1,
      weight: 30,
      reps: null,
      weightUnit: 'kg' as const,
      durationSec: null,
      distanceM: 40,
      rpe: null,
      notes: null,
      setKind: 'normal' as const,
      completedAt: '',
    };
    const onLog = await renderGrid({
      measures: [...CARRY],
      distanceUnit: 'm',
      isPerHand: true,
      sets: [logged({ weight: 32, distanceM: 40 })],
      previous: [previousCarry, previousCarry],
    });
    expect(await screen.findByRole('button', { name: 'Set 1: 2 × 32 kg · 40 m' })).toBeTruthy();
    expect(screen.getByText('kg each')).toBeTruthy();
    expect(screen.getByText('Previous: 2 × 30 kg · 40 m')).toBeTruthy();
    // The box takes the weight of one hand, as typed.
    type('Weight per hand', '34');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ weight: 34, distanceM: 40, durationSec: null, rpe: null });
  });

  it("says a pounds member's carry in pounds each", async () => {
    await renderGrid({
      measures: [...CARRY],
      unit: 'lb',
      distanceUnit: 'yd',
      readOnly: true,
      isPerHand: true,
      sets: [logged({ weight: 32, distanceM: 40 })],
    });
    expect(await screen.findByRole('button', { name: 'Set 1: 2 × 70.55 lb · 44 yd' })).toBeTruthy();
    expect(screen.getByText('lb each')).toBeTruthy();
  });

  it('shows logged sets, their pace and the previous workout in the member units', async () => {
    await renderGrid({
      measures: [...ROW],
      distanceUnit: 'km',
      sets: [logged({ distanceM: 2000, durationSec: 465, personalRecords: ['fastest_pace'] })],
      previous: [
        {
          setIndex: 1,
          weight: null,
          reps: null,
          weightUnit: 'kg',
          durationSec: 480,
          distanceM: 2000,
          rpe: null,
          notes: null,
          setKind: 'normal',
          completedAt: '',
        },
      ],
    });
    const row = (await screen.findByRole('button', { name: 'Set 1: 2 km · 7:45 · 3:53 /km' })).closest('li')!;
    expect(row.textContent).toContain('2 km · 8:00');
    expect(row.textContent).toContain('3:53 /km');
    expect(screen.getByRole('img', { name: 'Personal record: Fastest pace' })).toBeTruthy();
  });

  it('reads the same in a finished workout, without the log row', async () => {
    await renderGrid({
      measures: [...CARRY],
      readOnly: true,
      sets: [logged({ weight: 32, distanceM: 40 })],
    });
    expect(await screen.findByRole('button', { name: 'Set 1: 32 kg · 40 m' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log set' })).toBeNull();
  });
});

describe('setChanges of a time or distance set', () => {
  const base = { weight: '', reps: '', rpe: '', notes: '', setKind: 'normal' as const };

  it('sends only the changed time or distance, in seconds and metres', () => {
    const row = logged({ distanceM: 2000, durationSec: 465 });
    expect(setChanges(row, 'kg', { ...base, distanceM: '2', durationSec: '7:45' }, 'km')).toEqual({ changes: {} });
    expect(setChanges(row, 'kg', { ...base, distanceM: '2,1', durationSec: '7:40' }, 'km')).toEqual({
      changes: { distanceM: 2100, durationSec: 460 },
    });
    expect(setChanges(row, 'kg', { ...base, distanceM: '2', durationSec: '' }, 'km')).toEqual({
      changes: { durationSec: null },
    });
  });

  it('refuses a time it cannot read and a distance over the limit', () => {
    const row = logged({ durationSec: 60 });
    expect(setChanges(row, 'kg', { ...base, durationSec: 'a minute' })).toEqual({ invalid: 'durationSec' });
    expect(setChanges(row, 'kg', { ...base, distanceM: '1001' }, 'km')).toEqual({ invalid: 'distanceM' });
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkoutSet } from '@lifeorbit/contracts';
import { i18next } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { SetGrid } from './set-grid';

const logged = (overrides: Partial<WorkoutSet>): WorkoutSet => ({
  id: crypto.randomUUID(),
  workoutExerciseId: 'we',
  setIndex: 1,
  weight: 80,
  reps: 8,
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

const gridProps: Parameters<typeof SetGrid>[0] = {
  sets: [],
  previous: [],
  unit: 'kg',
  lang: 'en',
  readOnly: false,
  defaults: { weight: null, reps: null },
  weightInputId: 'weight-test',
  onLog: () => undefined,
  onEdit: () => undefined,
};

async function renderGrid(props: Partial<Parameters<typeof SetGrid>[0]> = {}) {
  const onLog = vi.fn();
  const onEdit = vi.fn();
  const rendered = renderWithApp(<SetGrid {...gridProps} onLog={onLog} onEdit={onEdit} {...props} />);
  return rendered.then((result) => ({ onLog, onEdit, result }));
}

describe('SetGrid', () => {
  it('shows logged sets in the member unit with W for warm-ups, the feel marker and the previous workout', async () => {
    await renderGrid({
      unit: 'lb',
      sets: [
        logged({ setKind: 'warmup', weight: 20, reps: 10 }),
        logged({ weight: 100, reps: 5, rpe: 9 }),
        logged({ weight: 100, reps: 4, notes: 'Feel: ++' }),
      ],
      previous: [
        {
          setIndex: 1,
          weight: 90,
          reps: 6,
          weightUnit: 'kg',
          durationSec: null,
          distanceM: null,
          rpe: null,
          notes: null,
          setKind: 'normal',
          completedAt: '',
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Set W: 44.09 lb × 10' })).toBeTruthy();
    // The row shows the previous workout's set beside it; the button's name stays "Set N: …" (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Set 1: 220.46 lb × 5' }).closest('li')?.textContent).toContain(
      '198.42 × 6',
    );
    // Issue 16: the RPE column holds the RPE number; the feel marker shows once, from the note, never as raw text.
    const rpeSet = screen.getByRole('button', { name: 'Set 1: 220.46 lb × 5' }).closest('li')!;
    expect(rpeSet.textContent).toContain('RPE 9');
    expect(screen.queryByLabelText('Feel -')).toBeNull();
    expect(screen.getAllByLabelText('Feel ++')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('Feel: ++');
  });

  it('writes the feel marker in the member language beside the rest of the note', async () => {
    await renderGrid({ sets: [logged({ weight: 100, reps: 4, rpe: 8, notes: 'Feel: =, grip slipped' })] });
    await act(async () => {
      await i18next.changeLanguage('es');
    });
    const row = (await screen.findByRole('button', { name: /^Serie 1/ })).closest('li')!;
    expect(row.textContent).toContain('Sensación =');
    expect(row.textContent).toContain('grip slipped');
    expect(row.textContent).not.toContain('Feel');
    expect(screen.getAllByLabelText('Sensación =')).toHaveLength(1);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });

  it('logs with the defaults in one tap, and with what was typed', async () => {
    const { onLog } = await renderGrid({ defaults: { weight: 82.5, reps: 8 } });
    const weight = (await screen.findByLabelText('Weight')) as HTMLInputElement;
    expect(weight.value).toBe('82.5');
    expect(weight.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Reps').getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ weight: 82.5, reps: 8, rpe: null });

    fireEvent.input(weight, { target: { value: '85,5' } });
    fireEvent.input(screen.getByLabelText('RPE'), { target: { value: '8.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(onLog).toHaveBeenLastCalledWith({ weight: 85.5, reps: 8, rpe: 8.5 });
  });

  it('keeps the log row and its focused field when a set is logged, and empties it', async () => {
    function Workout() {
      const [sets, setSets] = useState<WorkoutSet[]>([]);
      return (
        <SetGrid
          {...gridProps}
          sets={sets}
          onLog={({ weight, reps }) => setSets((list) => [...list, logged({ weight, reps })])}
        />
      );
    }
    await renderWithApp(<Workout />);
    const reps = (await screen.findByLabelText('Reps')) as HTMLInputElement;
    fireEvent.input(screen.getByLabelText('Weight'), { target: { value: '60' } });
    fireEvent.input(reps, { target: { value: '8' } });
    reps.focus();
    fireEvent.submit(reps.closest('form')!);
    expect(await screen.findByRole('button', { name: 'Set 1: 60 kg × 8' })).toBeTruthy();
    // The same element, still focused (a keyboard user goes on from there), and empty for the next set.
    expect(screen.getByLabelText('Reps')).toBe(reps);
    expect(document.activeElement).toBe(reps);
    expect(reps.value).toBe('');
  });

  it('keeps what the member is typing when a set arrives from another device', async () => {
    let addRemote = () => undefined as void;
    function Workout() {
      const [sets, setSets] = useState<WorkoutSet[]>([]);
      addRemote = () => setSets((list) => [...list, logged({ weight: 50, reps: 5 })]);
      return <SetGrid {...gridProps} sets={sets} onLog={() => undefined} />;
    }
    await renderWithApp(<Workout />);
    const weight = (await screen.findByLabelText('Weight')) as HTMLInputElement;
    fireEvent.input(weight, { target: { value: '72,5' } });
    fireEvent.input(screen.getByLabelText('RPE'), { target: { value: '9' } });
    act(() => addRemote());
    expect(await screen.findByRole('button', { name: 'Set 1: 50 kg × 5' })).toBeTruthy();
    expect(weight.value).toBe('72,5');
    expect((screen.getByLabelText('RPE') as HTMLInputElement).value).toBe('9');
  });

  it('keeps what the member types for the next set while the logged one is still on its way', async () => {
    let arrive = () => undefined as void;
    function Workout() {
      const [sets, setSets] = useState<WorkoutSet[]>([logged({ weight: 100, reps: 5 })]);
      return (
        <SetGrid
          {...gridProps}
          sets={sets}
          defaults={{ weight: sets.at(-1)!.weight, reps: sets.at(-1)!.reps }}
          onLog={({ weight, reps }) => {
            arrive = () => setSets((list) => [...list, logged({ setIndex: list.length + 1, weight, reps })]);
          }}
        />
      );
    }
    await renderWithApp(<Workout />);
    const weight = (await screen.findByLabelText('Weight')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    fireEvent.input(weight, { target: { value: '110' } });
    fireEvent.input(screen.getByLabelText('Reps'), { target: { value: '3' } });
    act(() => arrive());
    expect(await screen.findByRole('button', { name: 'Set 2: 100 kg × 5' })).toBeTruthy();
    expect(weight.value).toBe('110');
    expect((screen.getByLabelText('Reps') as HTMLInputElement).value).toBe('3');
  });

  it('refuses reps that are not a whole number and logs nothing', async () => {
    const { onLog } = await renderGrid();
    fireEvent.input(await screen.findByLabelText('Weight'), { target: { value: '60' } });
    fireEvent.input(screen.getByLabelText('Reps'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the reps');
    expect(onLog).not.toHaveBeenCalled();
  });

  it('opens a logged set for editing, and is read-only for a finished workout', async () => {
    const set = logged({});
    const { onEdit, result } = await renderGrid({ sets: [set] });
    fireEvent.click(await screen.findByRole('button', { name: 'Set 1: 80 kg × 8' }));
    expect(onEdit).toHaveBeenCalledWith(set, '1');
    result.unmount();
    await renderGrid({ sets: [set], readOnly: true });
    expect(((await screen.findByRole('button', { name: 'Set 1: 80 kg × 8' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Log set' })).toBeNull();
  });
});

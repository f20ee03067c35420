// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExerciseProgressPoint } from '@lifeorbit/contracts';
import { renderWithApp } from '@/test/render';
import { progressFormat } from '../lib/format';
import { EffortCharts } from './effort-charts';

const point = (day: string, over: Partial<ExerciseProgressPoint>): ExerciseProgressPoint => ({
  workoutId: day,
  performedAt: `${day}T10:00:00Z`,
  e1rmKg: 0,
  heaviestKg: 0,
  bestSetVolumeKg: 0,
  volumeKg: 0,
  sets: 1,
  longestDurationSec: null,
  totalDurationSec: 0,
  longestDistanceM: null,
  totalDistanceM: 0,
  bestPaceSecPerKm: null,
  ...over,
});

const rows = [
  point('2026-11-02', {
    longestDistanceM: 2000,
    totalDistanceM: 2500,
    longestDurationSec: 465,
    totalDurationSec: 565,
    bestPaceSecPerKm: 200,
  }),
  point('2026-11-09', {
    longestDistanceM: 2000,
    totalDistanceM: 2000,
    longestDurationSec: 450,
    totalDurationSec: 450,
    bestPaceSecPerKm: 225,
  }),
];

/** The cells of a chart's table (the one a screen reader reads), row by row. */
const tableOf = (name: RegExp) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('EffortCharts', () => {
  it('charts a row’s distance, time and pace, each with its table', async () => {
    await renderWithApp(
      <EffortCharts
        name="Rowing Machine"
        effortMode="distance"
        points={rows}
        period="Last 12 weeks"
        format={progressFormat('en', 'kg')}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Rowing Machine: distance (km)',
      'Rowing Machine: time',
      'Rowing Machine: best pace (min/km)',
    ]);
    expect(tableOf(/Rowing Machine: distance \(km\), Last 12 weeks/)).toEqual([
      ['Date', 'Farthest set (km)', 'Total distance (km)'],
      ['Nov 2', '2 km', '2.5 km'],
      ['Nov 9', '2 km', '2 km'],
    ]);
    expect(tableOf(/Rowing Machine: time/)).toEqual([
      ['Date', 'Longest set', 'Total time'],
      ['Nov 2', '7:45', '9:25'],
      ['Nov 9', '7:30', '7:30'],
    ]);
    expect(tableOf(/best pace/)).toEqual([
      ['Date', 'Best pace (min/km)'],
      ['Nov 2', '3:20 /km'],
      ['Nov 9', '3:45 /km'],
    ]);
  });

  it('charts a plank’s time only, and a carry’s distance in metres (yards in lb) with its heaviest weight', async () => {
    const plank = [point('2026-11-02', { longestDurationSec: 65, totalDurationSec: 125 })];
    const { unmount } = await renderWithApp(
      <EffortCharts name="Plank" effortMode="time" points={plank} period="All" format={progressFormat('en', 'kg')} />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Plank: time']);
    unmount();

    const carry = [point('2026-11-02', { heaviestKg: 32, longestDistanceM: 40, totalDistanceM: 80 })];
    await renderWithApp(
      <EffortCharts
        name="Carry"
        effortMode="distance"
        points={carry}
        period="All"
        format={progressFormat('en', 'lb')}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Carry: distance (yd)',
      'Carry: heaviest set (lb)',
    ]);
    expect(tableOf(/Carry: distance/)[1]).toEqual(['Nov 2', '44 yd', '87 yd']);
    expect(tableOf(/Carry: heaviest/)[1]).toEqual(['Nov 2', '70.5']);
  });

  it('says so when no session in the range has a time or a distance', async () => {
    await renderWithApp(
      <EffortCharts
        name="Plank"
        effortMode="time"
        points={[point('2026-11-02', {})]}
        period="All"
        format={progressFormat('en', 'kg')}
      />,
    );
    expect(screen.getByText('No time or distance logged for Plank in this range.')).toBeTruthy();
  });
});

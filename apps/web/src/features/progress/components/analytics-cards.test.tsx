// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse, AnalyticsWeek } from '@lifeorbit/contracts';
import { renderWithApp } from '@/test/render';
import { progressFormat } from '../lib/format';
import { AnalyticsCards } from './analytics-cards';

const week = (weekStart: string, over: Partial<AnalyticsWeek> = {}): AnalyticsWeek => ({
  weekStart,
  workouts: 1,
  sets: 3,
  volumeKg: 1000,
  trainingSec: 3600,
  timedSec: 0,
  distanceM: 0,
  ...over,
});

const analytics = (weeks: AnalyticsWeek[]): AnalyticsResponse => ({
  timeZone: 'UTC',
  from: weeks[0]!.weekStart,
  until: '2026-11-25',
  weeks,
  muscles: [],
  exercises: [],
  heatmapFrom: '2025-11-26',
  days: [],
});

describe('AnalyticsCards: time and distance per week', () => {
  it('charts cardio minutes and distance per week, each with its table', async () => {
    const data = analytics([
      week('2026-11-02'),
      week('2026-11-09', { timedSec: 1800, distanceM: 5000 }),
      week('2026-11-16'),
      week('2026-11-23', { timedSec: 2730, distanceM: 7500 }),
    ]);
    await renderWithApp(<AnalyticsCards data={data} format={progressFormat('en', 'kg')} />);
    const rowsOf = (name: RegExp) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rowsOf(/Cardio and timed sets per week \(minutes\)/)).toEqual([
      ['Date', 'Minutes'],
      ['Nov 2', '0'],
      ['Nov 9', '30'],
      ['Nov 16', '0'],
      ['Nov 23', '46'],
    ]);
    expect(rowsOf(/Distance per week \(km\)/)).toEqual([
      ['Date', 'Distance (km)'],
      ['Nov 2', '0'],
      ['Nov 9', '5'],
      ['Nov 16', '0'],
      ['Nov 23', '7.5'],
    ]);
  });

  it('says there is nothing to chart in a period without timed or distance sets', async () => {
    await renderWithApp(
      <AnalyticsCards data={analytics([week('2026-11-16'), week('2026-11-23')])} format={progressFormat('en', 'lb')} />,
    );
    expect(screen.getByRole('heading', { name: 'Cardio and timed sets' })).toBeTruthy();
    expect(screen.getByText(/No timed or distance sets in this period/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Distance per week/ })).toBeNull();
  });
});

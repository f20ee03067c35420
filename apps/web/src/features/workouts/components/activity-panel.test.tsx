// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { WorkoutActivity } from '@lifeorbit/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ActivityPanel } from './activity-panel';

/** The Garmin fēnix 2 run of ../shared/fixtures/devices (PROVENANCE.md), as the API answers it. */
const FENIX_RUN: WorkoutActivity = {
  sport: 'running',
  source: 'fit',
  device: 'Garmin fenix2',
  distanceM: 9008.22,
  movingSec: 2832,
  elapsedSec: 2832,
  avgHr: 154,
  maxHr: 178,
  calories: 516,
  elevationGainM: 64,
  utcOffsetMin: 120,
  timeZone: null,
  route: [
    [58.95918, 5.72884],
    [58.96512, 5.7401],
    [58.97011, 5.73002],
    [58.95921, 5.72881],
  ],
};
const STARTED = '2015-08-15T14:45:08.000Z';

const stats = () =>
  Object.fromEntries(
    within(screen.getByRole('region'))
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
  );

describe('ActivityPanel (issue 42)', () => {
  it('shows a run’s totals, pace and heart rate, its local start and its route', async () => {
    await renderWithApp(<ActivityPanel activity={FENIX_RUN} startedAt={STARTED} unit="kg" lang="en" />);
    expect(screen.getByRole('heading', { name: 'Running' })).toBeTruthy();
    expect(stats()).toEqual({
      Distance: '9.01 km',
      'Moving time': '47:12',
      'Elapsed time': '47:12',
      Pace: '5:14 /km',
      'Average heart rate': '154 bpm',
      'Max heart rate': '178 bpm',
      Calories: '516 kcal',
      'Elevation gain': '64 m',
    });
    // Recorded in Stavanger at UTC+2: 16:45 there, whatever this device's zone.
    expect(screen.getByText('Started Aug 15, 2015, 4:45 PM (UTC+02:00)')).toBeTruthy();
    expect(screen.getByText('Recorded with Garmin fenix2 · FIT file')).toBeTruthy();
    const map = screen.getByRole('img');
    expect(map.getAttribute('aria-label')).toBe(
      'Route map of 9.01 km, from 58.95918° N, 5.72884° E to 58.95921° N, 5.72881° E',
    );
    expect(map.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){3}$/);
    expect(map.querySelectorAll('circle')).toHaveLength(2);
  });

  it('reads miles, feet and a ride’s speed for a member in lb, in the time zone the file names', async () => {
    await renderWithApp(
      <ActivityPanel
        activity={{
          ...FENIX_RUN,
          sport: 'cycling',
          source: 'apple_health',
          device: null,
          avgHr: null,
          maxHr: null,
          utcOffsetMin: -420,
          timeZone: 'America/Los_Angeles',
          route: [],
        }}
        startedAt={STARTED}
        unit="lb"
        lang="en"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cycling' })).toBeTruthy();
    expect(stats()).toEqual({
      Distance: '5.6 mi',
      'Moving time': '47:12',
      'Elapsed time': '47:12',
      Speed: '7.1 mph',
      Calories: '516 kcal',
      'Elevation gain': '210 ft',
    });
    expect(screen.getByText('Started Aug 15, 2015, 7:45 AM (America/Los_Angeles)')).toBeTruthy();
    // No track: no map.
    expect(screen.queryByRole('img')).toBeNull();
  });
});

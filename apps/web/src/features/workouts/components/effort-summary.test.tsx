// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SummaryStats } from './end-workout-dialog';
import { HistoryCard } from './history-card';

/** The finished workout's figures and its history card say the distance and timed time (issue 39) when not zero. */
describe('workout summaries with time and distance', () => {
  it('adds the distance and the timed time to the summary, in the member units, without an empty volume', async () => {
    await renderWithApp(
      <SummaryStats
        summary={{ durationSec: 2520, setCount: 3, volumeKg: 0, distanceM: 2040, timedSec: 525 }}
        unit="kg"
        lang="en"
      />,
    );
    expect((await screen.findByText('Distance')).nextSibling?.textContent).toBe('2.04 km');
    expect(screen.getByText('Timed').nextSibling?.textContent).toBe('8:45');
    // Runs, rows and holds alone: no volume of 0 kg.
    expect(screen.queryByText('Volume')).toBeNull();
  });

  it('leaves them out of a workout without any', async () => {
    await renderWithApp(
      <SummaryStats
        summary={{ durationSec: 60, setCount: 1, volumeKg: 100, distanceM: 0, timedSec: 0 }}
        unit="kg"
        lang="en"
      />,
    );
    expect(await screen.findByText('Volume')).toBeTruthy();
    expect(screen.queryByText('Distance')).toBeNull();
    expect(screen.queryByText('Timed')).toBeNull();
  });

  it('shows them on the history card, in yards and miles for a member in pounds', async () => {
    await renderWithApp(
      <HistoryCard
        workout={{
          id: 'w1',
          title: 'Conditioning',
          startedAt: '2026-11-22T10:00:00.000Z',
          endedAt: '2026-11-22T10:40:00.000Z',
          durationSec: 2400,
          setCount: 3,
          volumeKg: 0,
          distanceM: 40,
          timedSec: 60,
          exerciseNames: ['Plank', "Farmer's Walk"],
        }}
        unit="lb"
        lang="en"
      />,
    );
    const card = await screen.findByRole('link');
    expect(card.textContent).toContain('44 yd');
    expect(card.textContent).toContain('1:00 timed');
    expect(card.textContent).not.toContain('0 lb');
  });
});

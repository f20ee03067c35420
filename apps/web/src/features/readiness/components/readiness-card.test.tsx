// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthDaily } from '@lifeorbit/contracts';
import { renderWithApp } from '@/test/render';
import { ReadinessCard } from './readiness-card';

/** /api/readiness/latest answers no check-in, with what a watch measured (issue 42) or without. */
function latestReadiness(health: HealthDaily | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ readiness: null, energy: 65, health }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReadinessCard', () => {
  it("shows last night's sleep and the resting heart rate a watch measured", async () => {
    latestReadiness({ day: '2026-12-06', restingHr: 52, sleepMinutes: 440 });
    await renderWithApp(<ReadinessCard />);
    expect(await screen.findByText('Slept 7 h 20 min · Resting heart rate 52 bpm', { exact: false })).toBeTruthy();
    expect(screen.getByText('Measured by your watch or phone:')).toBeTruthy();
  });

  it('shows only what was measured, and nothing without an imported day', async () => {
    latestReadiness({ day: '2026-12-06', restingHr: null, sleepMinutes: 395 });
    const { unmount } = await renderWithApp(<ReadinessCard />);
    expect(await screen.findByText('Slept 6 h 35 min', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Resting heart rate/)).toBeNull();
    unmount();

    latestReadiness(null);
    await renderWithApp(<ReadinessCard />);
    expect(await screen.findByRole('button', { name: /Save check-in/ })).toBeTruthy();
    expect(screen.queryByText(/Measured by your watch or phone/)).toBeNull();
  });
});

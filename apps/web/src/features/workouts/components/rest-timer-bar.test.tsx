// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { REST_TIMER_STORAGE_KEY, readRestTimer, startRestTimer } from '../lib/rest-timer';
import { RestTimerBar } from './rest-timer-bar';

afterEach(() => localStorage.clear());

describe('RestTimerBar', () => {
  it('shows nothing without a running timer', async () => {
    await renderWithApp(<RestTimerBar />);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts down from the stored end time, changes by 15 s and skips', async () => {
    await renderWithApp(<RestTimerBar />);
    act(() => startRestTimer(90));
    expect((await screen.findByRole('timer')).textContent).toBe('01:30');

    fireEvent.click(screen.getByRole('button', { name: '15 seconds more' }));
    expect(screen.getByRole('timer').textContent).toMatch(/^01:4[45]$/);
    expect(readRestTimer()?.durationSec).toBe(105);
    fireEvent.click(screen.getByRole('button', { name: '15 seconds less' }));
    fireEvent.click(screen.getByRole('button', { name: '15 seconds less' }));
    expect(screen.getByRole('timer').textContent).toMatch(/^01:1[45]$/);

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(localStorage.getItem(REST_TIMER_STORAGE_KEY)).toBeNull();
  });

  it('picks up a timer stored before the page loaded (a reload) and vibrates when it is over', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    localStorage.setItem(REST_TIMER_STORAGE_KEY, JSON.stringify({ endsAt: Date.now() + 1_900, durationSec: 60 }));
    await renderWithApp(<RestTimerBar />);
    expect((await screen.findByRole('timer')).textContent).toBe('00:02');
    await vi.waitFor(() => expect(screen.queryByRole('timer')).toBeNull(), { timeout: 5_000 });
    // The bar leaves in the render where the time is up; the vibration comes from the effect after it, which a loaded
    // machine may run a moment later (a clean-clone run failed here): wait for it, then check it came once.
    await vi.waitFor(() => expect(readRestTimer()).toBeNull());
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('ends a timer that ran out long ago silently', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    localStorage.setItem(REST_TIMER_STORAGE_KEY, JSON.stringify({ endsAt: Date.now() - 600_000, durationSec: 60 }));
    await renderWithApp(<RestTimerBar />);
    await vi.waitFor(() => expect(readRestTimer()).toBeNull());
    expect(vibrate).not.toHaveBeenCalled();
  });
});

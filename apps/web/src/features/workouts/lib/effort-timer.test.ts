// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTimer, useEffortTimer } from './effort-timer';

describe('readTimer', () => {
  it('counts down to the target, rounding up, then says it is over', () => {
    const timer = { startedAt: 0, targetSec: 60 };
    expect(readTimer(timer, 0)).toEqual({ elapsedSec: 0, remainingSec: 60, isOver: false });
    expect(readTimer(timer, 59_400)).toEqual({ elapsedSec: 59, remainingSec: 1, isOver: false });
    expect(readTimer(timer, 60_000)).toEqual({ elapsedSec: 60, remainingSec: 0, isOver: true });
    // A hold past the target goes on counting.
    expect(readTimer(timer, 75_200).elapsedSec).toBe(75);
  });

  it('is a stopwatch without a target', () => {
    expect(readTimer({ startedAt: 1_000, targetSec: null }, 43_999)).toEqual({
      elapsedSec: 42,
      remainingSec: null,
      isOver: false,
    });
  });
});

describe('useEffortTimer', () => {
  const vibrate = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('signals the end of a countdown once and answers the time held when stopped', () => {
    const { result } = renderHook(() => useEffortTimer());
    act(() => result.current.start(60));
    expect(result.current.reading).toMatchObject({ remainingSec: 60, isOver: false });

    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.reading).toMatchObject({ remainingSec: 30, isOver: false });
    expect(vibrate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.reading).toMatchObject({ remainingSec: 0, isOver: true });
    act(() => vi.advanceTimersByTime(5_000));
    expect(vibrate).toHaveBeenCalledTimes(1);

    let held: number | null = null;
    act(() => {
      held = result.current.stop();
    });
    expect(held).toBe(65);
    expect(result.current.reading).toBeNull();
  });

  it('runs as a stopwatch without a target and never signals', () => {
    const { result } = renderHook(() => useEffortTimer());
    act(() => result.current.start(null));
    act(() => vi.advanceTimersByTime(42_000));
    expect(result.current.reading).toEqual({ elapsedSec: 42, remainingSec: null, isOver: false });
    expect(vibrate).not.toHaveBeenCalled();
    let held: number | null = null;
    act(() => {
      held = result.current.stop();
    });
    expect(held).toBe(42);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adjustedTimer,
  formatRest,
  isRunning,
  parseTimer,
  progressOf,
  remainingMs,
  remainingSec,
  startedTimer,
} from './rest-timer';

const T0 = 1_800_000_000_000;

describe('rest timer maths', () => {
  it('counts from the end time, never from ticks: a locked phone that wakes up 40 s later shows 50 s left', () => {
    const timer = startedTimer(90, T0);
    expect(timer).toEqual({ endsAt: T0 + 90_000, durationSec: 90 });
    expect(remainingSec(timer, T0)).toBe(90);
    // A clock read just before the timer started never shows more than its length.
    expect(remainingSec(timer, T0 - 700)).toBe(90);
    expect(remainingSec(timer, T0 + 40_000)).toBe(50);
    expect(remainingSec(timer, T0 + 89_001)).toBe(1);
    expect(remainingSec(timer, T0 + 90_000)).toBe(0);
    expect(remainingMs(timer, T0 + 200_000)).toBe(0);
  });

  it('runs until the end time only', () => {
    const timer = startedTimer(60, T0);
    expect(isRunning(timer, T0 + 59_999)).toBe(true);
    expect(isRunning(timer, T0 + 60_000)).toBe(false);
    expect(isRunning(null, T0)).toBe(false);
  });

  it('adds and takes 15 s, and a rest taken below zero is over', () => {
    const timer = startedTimer(90, T0);
    const longer = adjustedTimer(timer, 15, T0)!;
    expect(longer).toEqual({ endsAt: T0 + 105_000, durationSec: 105 });
    expect(adjustedTimer(timer, -15, T0)).toEqual({ endsAt: T0 + 75_000, durationSec: 75 });
    expect(adjustedTimer(timer, -15, T0 + 80_000)).toBeNull();
    expect(adjustedTimer(startedTimer(10, T0), -15, T0)).toBeNull();
  });

  it('formats minutes and seconds with two digits', () => {
    expect(formatRest(0)).toBe('00:00');
    expect(formatRest(9)).toBe('00:09');
    expect(formatRest(90)).toBe('01:30');
    expect(formatRest(725.9)).toBe('12:05');
    expect(formatRest(-3)).toBe('00:00');
  });

  it('tells how much of the rest is done', () => {
    const timer = startedTimer(100, T0);
    expect(progressOf(timer, T0)).toBe(0);
    expect(progressOf(timer, T0 + 25_000)).toBe(0.25);
    expect(progressOf(timer, T0 + 500_000)).toBe(1);
    expect(progressOf({ endsAt: T0, durationSec: 0 }, T0)).toBe(1);
  });

  it('reads back only a well-formed stored timer', () => {
    expect(parseTimer(JSON.stringify({ endsAt: T0, durationSec: 90 }))).toEqual({ endsAt: T0, durationSec: 90 });
    expect(parseTimer(null)).toBeNull();
    expect(parseTimer('not json')).toBeNull();
    expect(parseTimer(JSON.stringify({ endsAt: 'soon', durationSec: 90 }))).toBeNull();
    expect(parseTimer(JSON.stringify({ endsAt: T0 }))).toBeNull();
  });
});

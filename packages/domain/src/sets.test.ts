import { describe, expect, it } from 'vitest';
import { isCompletedSet, isLastSetCandidate, shouldRegenerateWarmup, type LoggedSet, type SetCompletion } from './sets';

const at = '2025-01-01T10:00:00Z';

describe('isCompletedSet', () => {
  it.each<[SetCompletion, boolean]>([
    [{ is_completed: true, completed_at: at }, true],
    [{ is_completed: true, completed_at: null }, false],
    [{ is_completed: true, completed_at: '' }, false],
    [{ is_completed: false, completed_at: at }, false],
    [{ is_completed: null, completed_at: at }, false],
  ])('%j is %s', (set, completed) => {
    expect(isCompletedSet(set)).toBe(completed);
  });
});

describe('isLastSetCandidate', () => {
  it.each<[LoggedSet, boolean]>([
    [{ is_completed: true, completed_at: at, weight: 80, reps: 10 }, true],
    [{ is_completed: true, completed_at: at, weight: 0, reps: 10 }, true],
    [{ is_completed: true, completed_at: at, weight: null, reps: 10 }, false],
    [{ is_completed: true, completed_at: at, weight: 80, reps: null }, false],
    [{ is_completed: false, completed_at: at, weight: 80, reps: 10 }, false],
  ])('%j is %s', (set, candidate) => {
    expect(isLastSetCandidate(set)).toBe(candidate);
  });
});

describe('shouldRegenerateWarmup', () => {
  it.each<[string | null | undefined, boolean]>([
    ['normal', true],
    [null, true],
    [undefined, true],
    ['', true],
    ['warmup', false],
    ['drop', false],
  ])('set kind %j regenerates: %s', (setKind, regenerate) => {
    expect(shouldRegenerateWarmup(setKind)).toBe(regenerate);
  });
});

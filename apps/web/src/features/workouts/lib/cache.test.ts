import { describe, expect, it } from 'vitest';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { movedOrder, withExerciseOrder, withSetAdded, withSetChanged, withSetRemoved } from './cache';

const workout = (): WorkoutDetail =>
  ({
    id: 'w',
    exercises: [
      { id: 'a', orderIndex: 0, sets: [] },
      { id: 'b', orderIndex: 1, sets: [{ id: 's1', reps: 5 }] },
    ],
  }) as unknown as WorkoutDetail;

describe('optimistic workout updates', () => {
  it('adds a set once, changes it and removes it, without touching the original', () => {
    const original = workout();
    const added = withSetAdded(original, 'a', { id: 's2', reps: 8 } as never);
    expect(withSetAdded(added, 'a', { id: 's2', reps: 8 } as never).exercises[0]!.sets).toHaveLength(1);
    expect(original.exercises[0]!.sets).toHaveLength(0);
    expect(withSetChanged(added, 's1', { reps: 6 }).exercises[1]!.sets[0]!.reps).toBe(6);
    expect(withSetRemoved(added, 's1').exercises[1]!.sets).toEqual([]);
  });

  it('reorders exercises and moves one up or down within bounds', () => {
    expect(withExerciseOrder(workout(), ['b', 'a']).exercises.map((x) => [x.id, x.orderIndex])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
    expect(movedOrder(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});

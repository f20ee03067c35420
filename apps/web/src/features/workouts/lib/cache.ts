import type { WorkoutDetail, WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';

/** Pure updates of a cached workout, used by the optimistic mutations (the screen changes before the server answers). */
function mapExercise(
  workout: WorkoutDetail,
  workoutExerciseId: string,
  change: (exercise: WorkoutExercise) => WorkoutExercise,
): WorkoutDetail {
  return {
    ...workout,
    exercises: workout.exercises.map((x) => (x.id === workoutExerciseId ? change(x) : x)),
  };
}

export function withSetAdded(workout: WorkoutDetail, workoutExerciseId: string, set: WorkoutSet): WorkoutDetail {
  return mapExercise(workout, workoutExerciseId, (exercise) =>
    exercise.sets.some((s) => s.id === set.id) ? exercise : { ...exercise, sets: [...exercise.sets, set] },
  );
}

export function withSetReplaced(workout: WorkoutDetail, set: WorkoutSet): WorkoutDetail {
  return {
    ...workout,
    exercises: workout.exercises.map((exercise) => ({
      ...exercise,
      sets: exercise.sets.map((s) => (s.id === set.id ? set : s)),
    })),
  };
}

export function withSetChanged(workout: WorkoutDetail, setId: string, changes: Partial<WorkoutSet>): WorkoutDetail {
  return {
    ...workout,
    exercises: workout.exercises.map((exercise) => ({
      ...exercise,
      sets: exercise.sets.map((s) => (s.id === setId ? { ...s, ...changes } : s)),
    })),
  };
}

export function withSetRemoved(workout: WorkoutDetail, setId: string): WorkoutDetail {
  return {
    ...workout,
    exercises: workout.exercises.map((exercise) => ({
      ...exercise,
      sets: exercise.sets.filter((s) => s.id !== setId),
    })),
  };
}

export function withExerciseAdded(workout: WorkoutDetail, exercise: WorkoutExercise): WorkoutDetail {
  if (workout.exercises.some((x) => x.id === exercise.id)) {
    return { ...workout, exercises: workout.exercises.map((x) => (x.id === exercise.id ? exercise : x)) };
  }
  return { ...workout, exercises: [...workout.exercises, exercise] };
}

export function withExerciseChanged(
  workout: WorkoutDetail,
  workoutExerciseId: string,
  changes: Partial<WorkoutExercise>,
): WorkoutDetail {
  return mapExercise(workout, workoutExerciseId, (exercise) => ({ ...exercise, ...changes }));
}

export function withExerciseRemoved(workout: WorkoutDetail, workoutExerciseId: string): WorkoutDetail {
  return { ...workout, exercises: workout.exercises.filter((x) => x.id !== workoutExerciseId) };
}

export function withExerciseOrder(workout: WorkoutDetail, orderedIds: readonly string[]): WorkoutDetail {
  const position = new Map(orderedIds.map((id, index) => [id, index]));
  return {
    ...workout,
    exercises: workout.exercises
      .map((x) => ({ ...x, orderIndex: position.get(x.id) ?? x.orderIndex }))
      .sort((a, b) => a.orderIndex - b.orderIndex),
  };
}

/** The ids in order after moving one exercise up (-1) or down (+1); unchanged at either end. */
export function movedOrder(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

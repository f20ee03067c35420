import type { WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';

export type ExerciseBlock =
  { kind: 'single'; exercise: WorkoutExercise } | { kind: 'superset'; group: string; exercises: WorkoutExercise[] };

/** Sets that count as done: ticked, and not a warm-up (spec §4 completed; warm-ups precede the working rounds). */
export function isWorkingSetDone(set: WorkoutSet): boolean {
  return set.isCompleted && set.completedAt !== null && set.setKind !== 'warmup';
}

/**
 * The exercises in workout order, with the members of each superset gathered into one block at the place of the
 * first of them (spec: supersets shown as one group).
 */
export function groupIntoBlocks(exercises: readonly WorkoutExercise[]): ExerciseBlock[] {
  const ordered = [...exercises].sort((a, b) => a.orderIndex - b.orderIndex);
  const blocks: ExerciseBlock[] = [];
  const byGroup = new Map<string, Extract<ExerciseBlock, { kind: 'superset' }>>();
  for (const exercise of ordered) {
    const group = exercise.supersetGroupId;
    if (!group) {
      blocks.push({ kind: 'single', exercise });
      continue;
    }
    const existing = byGroup.get(group);
    if (existing) {
      existing.exercises.push(exercise);
    } else {
      const block = { kind: 'superset' as const, group, exercises: [exercise] };
      byGroup.set(group, block);
      blocks.push(block);
    }
  }
  // A group of one is not a superset.
  return blocks.map((block) =>
    block.kind === 'superset' && block.exercises.length === 1
      ? { kind: 'single', exercise: block.exercises[0]! }
      : block,
  );
}

export interface SupersetProgress {
  /** The round being done now, from 1; equals the total once every round is done. */
  round: number;
  /** The number of rounds planned, or null when nothing says. */
  totalRounds: number | null;
  /** The exercise whose turn it is (round by round, in order), or null when all rounds are done. */
  nextExerciseId: string | null;
  isDone: boolean;
}

/**
 * Round by round: everyone does round n before anyone starts round n + 1. `justLoggedId` counts one more set for
 * that exercise (the one being logged, before the screen has it), to know whose turn comes next.
 */
export function supersetProgress(exercises: readonly WorkoutExercise[], justLoggedId?: string): SupersetProgress {
  const done = exercises.map(
    (exercise) => exercise.sets.filter(isWorkingSetDone).length + (exercise.id === justLoggedId ? 1 : 0),
  );
  const least = Math.min(...done);
  const planned = Math.max(0, ...exercises.map((x) => x.supersetRoundsTarget ?? x.targetSets ?? 0));
  const totalRounds = planned > 0 ? planned : null;
  const isDone = totalRounds !== null && least >= totalRounds;
  const nextIndex = done.findIndex((count) => count === least);
  return {
    round: totalRounds === null ? least + 1 : Math.min(least + 1, totalRounds),
    totalRounds,
    nextExerciseId: isDone ? null : (exercises[nextIndex]?.id ?? null),
    isDone,
  };
}

/** The next free superset letter of a workout. */
export function nextSupersetGroup(exercises: readonly WorkoutExercise[]): string {
  const used = new Set(exercises.map((x) => x.supersetGroupId).filter(Boolean));
  return 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').find((letter) => !used.has(letter)) ?? 'Z';
}

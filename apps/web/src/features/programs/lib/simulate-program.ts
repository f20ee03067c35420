import { formatFeelNote, suggestNextSet, type Feel, type LastSetSummary } from '@lifeorbit/domain';
import type { SampleProgram } from './sample-programs';

export interface SimulatedSet {
  exerciseKey: string;
  weightKg: number;
  reps: number;
}

export interface SimulatedSession {
  /** From 1. */
  week: number;
  /** Place of the session in its week, from 1. */
  day: number;
  templateKey: string;
  sets: SimulatedSet[];
}

/**
 * Follows a program for some weeks: each session is the next template of the rotation, and each exercise gets the
 * domain's suggestion from the last time it was done, as if the member did exactly that and rated it `feel`.
 */
export function simulateProgram(
  program: SampleProgram,
  { weeks, sessionsPerWeek, feel }: { weeks: number; sessionsPerWeek: number; feel: Feel },
): SimulatedSession[] {
  const templates = new Map(program.templates.map((template) => [template.key, template]));
  const lastSets = new Map<string, LastSetSummary>();
  const sessions: SimulatedSession[] = [];
  for (let index = 0; index < weeks * sessionsPerWeek; index += 1) {
    const templateKey = program.rotation[index % program.rotation.length]!;
    const template = templates.get(templateKey);
    const sets = (template?.exercises ?? []).map((exercise) => {
      const lastSet = lastSets.get(exercise.key) ?? {
        weight: exercise.startKg,
        reps: exercise.repRange.min,
        notes: formatFeelNote('='),
      };
      const next = suggestNextSet({ lastSet, repRange: exercise.repRange, loadType: exercise.loadType });
      lastSets.set(exercise.key, { weight: next.weight, reps: next.reps, notes: formatFeelNote(feel) });
      return { exerciseKey: exercise.key, weightKg: next.weight, reps: next.reps };
    });
    sessions.push({
      week: Math.floor(index / sessionsPerWeek) + 1,
      day: (index % sessionsPerWeek) + 1,
      templateKey,
      sets,
    });
  }
  return sessions;
}

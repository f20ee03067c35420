import {
  EXERCISE_EFFORT_MODES,
  EXERCISE_LOAD_MODES,
  EXERCISE_LOAD_TYPES,
  STACK_LOAD_TYPES,
  type ExerciseLoadType,
} from '@lifeorbit/contracts';
import { IMPORT_MAX_BYTES } from '@lifeorbit/contracts/data';
import { AppError } from '../../core/errors';
import type { SetKind } from './import/import-formats';
import type { StagedRow } from './import/import.repository';

/** The name and version our JSON export carries, and the import checks (README, Export). */
export const EXPORT_FORMAT = 'lifeorbit-export';
export const EXPORT_VERSION = 1;

interface ExportedSet {
  setIndex?: unknown;
  kind?: unknown;
  weight?: unknown;
  unit?: unknown;
  reps?: unknown;
  rpe?: unknown;
  distanceM?: unknown;
  durationSec?: unknown;
  notes?: unknown;
  completedAt?: unknown;
}
interface ExportedExercise {
  orderIndex?: unknown;
  exercise?: unknown;
  exerciseId?: unknown;
  custom?: unknown;
  notes?: unknown;
  superset?: unknown;
  sets?: unknown;
}
interface ExportedWorkout {
  id?: unknown;
  title?: unknown;
  startedAt?: unknown;
  endedAt?: unknown;
  notes?: unknown;
  exercises?: unknown;
}

interface ExportedCustomExercise {
  id?: unknown;
  loadType?: unknown;
  loadMode?: unknown;
  effortMode?: unknown;
}

const KINDS: SetKind[] = ['normal', 'warmup', 'dropset', 'failure'];
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const num = (v: unknown, min: number, max: number) =>
  v === null || v === undefined ? null : typeof v === 'number' && v >= min && v <= max ? v : Number.NaN;
const dateOf = (v: unknown) => {
  const date = typeof v === 'string' ? new Date(v) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
const oneOf = (values: readonly string[], v: unknown) => (typeof v === 'string' && values.includes(v) ? v : null);

interface CustomKind {
  loadType: string | null;
  loadMode: string | null;
  effortMode: string | null;
}

/**
 * How each of the member's own exercises is logged, by its id in the file: the load type, load mode and effort mode we
 * know (a stack only for a machine, a cable or an assisted exercise, as the catalogue holds), else none.
 */
function customKinds(list: unknown): Map<string, CustomKind> {
  const kinds = new Map<string, CustomKind>();
  for (const c of Array.isArray(list) ? (list as ExportedCustomExercise[]) : []) {
    if (typeof c?.id !== 'string') continue;
    const loadType = oneOf(EXERCISE_LOAD_TYPES, c.loadType);
    const loadMode = oneOf(EXERCISE_LOAD_MODES, c.loadMode);
    const stackable = loadType !== null && STACK_LOAD_TYPES.includes(loadType as ExerciseLoadType);
    kinds.set(c.id, {
      loadType,
      loadMode: loadMode === 'stack' && !stackable ? null : loadMode,
      effortMode: oneOf(EXERCISE_EFFORT_MODES, c.effortMode),
    });
  }
  return kinds;
}

/**
 * Reads our own JSON export (all of it: a JSON document cannot be read before its end; the upload's 50 MB cap bounds
 * it) into staged rows, one per set. A set's "line" is its number in the file, counted from 1.
 */
export async function readOwnExport(chunks: AsyncIterable<Buffer>): Promise<StagedRow[]> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) throw new AppError('payload_too_large', 'The file is larger than 50 MB');
    parts.push(chunk);
  }
  let document: { format?: unknown; workouts?: unknown; customExercises?: unknown };
  try {
    document = JSON.parse(
      Buffer.concat(parts)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    ) as typeof document;
  } catch {
    throw new AppError('invalid_json', 'The file is not valid JSON', [
      { field: '(body)', code: 'invalid_json', message: 'Not valid JSON' },
    ]);
  }
  if (document.format !== EXPORT_FORMAT || !Array.isArray(document.workouts)) {
    throw new AppError('unsupported_media_type', 'This JSON is not a LifeOrbit export', [
      { field: 'format', code: 'invalid_value', message: `Expected "${EXPORT_FORMAT}"` },
    ]);
  }
  const rows: StagedRow[] = [];
  const custom = customKinds(document.customExercises);
  for (const w of document.workouts as ExportedWorkout[]) {
    const startedAt = typeof w?.startedAt === 'string' ? new Date(w.startedAt) : null;
    const endedAt = dateOf(w?.endedAt);
    for (const [position, e] of (Array.isArray(w?.exercises) ? (w.exercises as ExportedExercise[]) : []).entries()) {
      const customKind = e?.custom === true && typeof e.exerciseId === 'string' ? custom.get(e.exerciseId) : undefined;
      const order = num(e?.orderIndex, 0, 10_000);
      for (const s of Array.isArray(e?.sets) ? (e.sets as ExportedSet[]) : []) {
        const line = rows.length + 1;
        const name = text(e?.exercise);
        const weight = num(s?.weight, 0, 2000);
        const reps = num(s?.reps, 0, 1000);
        const rpe = num(s?.rpe, 1, 10);
        const distanceM = num(s?.distanceM, 0, 1_000_000);
        const durationSec = num(s?.durationSec, 0, 86400);
        const kind = KINDS.find((k) => k === s?.kind);
        const problem =
          !startedAt || Number.isNaN(startedAt.getTime()) || typeof w.id !== 'string'
            ? { field: 'startedAt', code: 'invalid_format' }
            : !name
              ? { field: 'exercise', code: 'required' }
              : Number.isNaN(weight) ||
                  Number.isNaN(reps) ||
                  Number.isNaN(rpe) ||
                  Number.isNaN(distanceM) ||
                  Number.isNaN(durationSec) ||
                  (reps !== null && !Number.isInteger(reps))
                ? { field: 'sets', code: 'out_of_range' }
                : !kind
                  ? { field: 'kind', code: 'invalid_value' }
                  : null;
        if (problem) {
          rows.push({ line, problem });
          continue;
        }
        rows.push({
          line,
          set: {
            workoutKey: w.id as string,
            workoutTitle: text(w.title) ?? 'Workout',
            startedAt: startedAt!,
            endedAt,
            workoutNotes: text(w.notes),
            exerciseName: name!,
            setKind: kind!,
            weight,
            weightUnit: s.unit === 'lb' ? 'lb' : 'kg',
            reps,
            rpe,
            distanceM,
            durationSec: durationSec === null ? null : Math.round(durationSec),
            notes: text(s.notes),
            supersetKey: text(e.superset),
            own: {
              exerciseOrder: order !== null && Number.isInteger(order) ? order : position,
              exerciseNotes: text(e.notes),
              completedAt: dateOf(s.completedAt),
              customLoadType: customKind?.loadType ?? null,
              customLoadMode: customKind?.loadMode ?? null,
              customEffortMode: customKind?.effortMode ?? null,
            },
          },
        });
      }
    }
  }
  return rows;
}

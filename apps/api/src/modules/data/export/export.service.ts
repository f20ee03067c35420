import { EXPORT_CSV_COLUMNS, escapeCsvCell } from '@lifeorbit/contracts/data';
import type { AppDb } from '../../../db/client';
import * as repo from './export.repository';
import { preferredLanguage } from '../data.repository';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../own-export';

/** Workouts read per page while exporting. */
const PAGE = 200;
/** Rows of another table read per page. */
const TABLE_PAGE = 1000;
/** Keys never written out, whichever table they are in. */
const SECRET_KEY = /token|secret|password|hash/i;

async function* workoutPages(db: AppDb, userId: string) {
  const lang = await preferredLanguage(db, userId);
  let after: repo.WorkoutCursor | null = null;
  for (;;) {
    const rows = await repo.pageOfSets(db, userId, lang, after, PAGE);
    if (rows.length === 0) return;
    yield rows;
    after = await repo.workoutCursorOf(db, rows[rows.length - 1]!.workoutId);
  }
}

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

/** Every set as a CSV row, columns as the README documents; formulas kept as text (escapeCsvCell). */
export async function* exportCsv(db: AppDb, userId: string): AsyncGenerator<string> {
  yield `${EXPORT_CSV_COLUMNS.join(',')}\r\n`;
  for await (const rows of workoutPages(db, userId)) {
    let out = '';
    for (const r of rows) {
      const cells = [
        r.workoutId,
        r.title,
        r.startedAt,
        r.endedAt,
        r.workoutNotes,
        r.exercise,
        r.orderIndex + 1,
        r.superset,
        r.setIndex,
        r.kind,
        r.weight === null ? null : String(Number(r.weight)),
        r.unit,
        r.reps,
        r.rpe === null ? null : String(Number(r.rpe)),
        r.distanceM === null ? null : String(Number(r.distanceM)),
        r.durationSec,
        r.notes,
        r.completedAt,
      ];
      out += `${cells.map((c) => (c === null || c === undefined ? '' : escapeCsvCell(String(c)))).join(',')}\r\n`;
    }
    yield out;
  }
}

/**
 * Everything of the member's as one JSON document, written piece by piece: the account, their own exercises, every
 * finished workout with its exercises and sets (the part the import reads back), and the rows of every other table
 * that holds their data.
 */
export async function* exportJson(db: AppDb, userId: string): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(new Date().toISOString())}`;
  yield `,"account":${JSON.stringify(await repo.accountOf(db, userId))}`;
  yield `,"customExercises":${JSON.stringify(await repo.customExercises(db, userId))}`;
  yield ',"workouts":[';
  let first = true;
  for await (const rows of workoutPages(db, userId)) {
    let out = '';
    for (const workout of groupWorkouts(rows)) {
      out += (first ? '' : ',') + JSON.stringify(workout);
      first = false;
    }
    yield out;
  }
  yield '],"tables":{';
  const tables = await repo.memberTables(db);
  for (const [i, table] of tables.entries()) {
    yield `${i ? ',' : ''}${JSON.stringify(table)}:[`;
    for (let offset = 0; ; offset += TABLE_PAGE) {
      const rows = await repo.rowsOf(db, table, userId, offset, TABLE_PAGE);
      if (rows.length === 0) break;
      yield (offset ? ',' : '') + rows.map((row) => JSON.stringify(withoutSecrets(row))).join(',');
      if (rows.length < TABLE_PAGE) break;
    }
    yield ']';
  }
  yield '}}\n';
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEY.test(key)));
}

/** A page of set rows (ordered by workout, exercise, set) as workouts with their exercises and sets. */
function groupWorkouts(rows: repo.ExportSetRow[]) {
  const workouts: Record<string, unknown>[] = [];
  let workout: { id: string; exercises: Record<string, unknown>[] } | null = null;
  let exercise: { orderIndex: number; sets: Record<string, unknown>[] } | null = null;
  for (const r of rows) {
    if (!workout || workout.id !== r.workoutId) {
      workout = {
        id: r.workoutId,
        ...{ title: r.title, startedAt: r.startedAt, endedAt: r.endedAt, notes: r.workoutNotes },
        exercises: [],
      };
      workouts.push(workout);
      exercise = null;
    }
    if (!exercise || exercise.orderIndex !== r.orderIndex) {
      exercise = {
        orderIndex: r.orderIndex,
        ...{ exercise: r.exercise, exerciseId: r.exerciseId, custom: r.custom, superset: r.superset },
        ...{ notes: r.exerciseNotes },
        sets: [],
      } as { orderIndex: number; sets: Record<string, unknown>[] };
      workout.exercises.push(exercise);
    }
    exercise.sets.push({
      setIndex: r.setIndex,
      kind: r.kind,
      weight: numberOrNull(r.weight),
      unit: r.unit,
      reps: r.reps,
      rpe: numberOrNull(r.rpe),
      distanceM: numberOrNull(r.distanceM),
      durationSec: r.durationSec,
      notes: r.notes,
      completedAt: r.completedAt,
    });
  }
  return workouts;
}

/** A generator of text as a web stream of bytes, pulled as the client reads (no more than one page ahead). */
export function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

import type {
  BodyMeasurement,
  BodyMeasurementsResponse,
  ExerciseProgressResponse,
  LanguageCode,
  ProgressRange,
  RecordsResponse,
  SaveBodyMeasurementRequest,
  TrainedExercisesResponse,
} from '@lifeorbit/contracts';
import { shiftDay } from '@lifeorbit/domain';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import type { AppDb } from '../../db/client';
import * as body from './body.repository';
import * as progress from './progress.repository';

const RANGE_DAYS: Record<Exclude<ProgressRange, 'all'>, number> = { '4w': 28, '12w': 84, '1y': 365 };
const RECORDS_SHOWN = 50;

/** The first day a range covers, counted back from `today` (null: all time). */
export function rangeStart(range: ProgressRange, today: string): string | null {
  return range === 'all' ? null : shiftDay(today, -(RANGE_DAYS[range] - 1));
}

const serverToday = () => new Date().toISOString().slice(0, 10);

export async function getTrainedExercises(
  db: AppDb,
  userId: string,
  lang: LanguageCode,
): Promise<TrainedExercisesResponse> {
  return { exercises: await progress.listTrainedExercises(db, userId, lang) };
}

/** One exercise's sessions over the range and its records; an exercise the member cannot see is a 404. */
export async function getExerciseProgress(
  db: AppDb,
  userId: string,
  exerciseId: string,
  range: ProgressRange,
  lang: LanguageCode,
  today = serverToday(),
): Promise<ExerciseProgressResponse> {
  const exercise = await progress.findVisibleExercise(db, userId, exerciseId, lang);
  if (exercise === null) throw new AppError('not_found', 'Exercise not found');
  const { name, effortMode, loadType } = exercise;
  const from = rangeStart(range, today);
  // A time or distance exercise (issue 39) is charted from its sets' time and distance, which have no summary row.
  const listSessions = effortMode === 'reps' ? progress.listExerciseSessions : progress.listEffortSessions;
  const [points, records] = await Promise.all([
    listSessions(db, userId, exerciseId, from && `${from}T00:00:00Z`),
    progress.listPersonalRecords(db, userId, lang, { exerciseId, limit: RECORDS_SHOWN }),
  ]);
  return { exerciseId, name, effortMode, loadType, range, from, points, records };
}

export async function getRecords(db: AppDb, userId: string, lang: LanguageCode): Promise<RecordsResponse> {
  return { records: await progress.listPersonalRecords(db, userId, lang, { limit: RECORDS_SHOWN }) };
}

/**
 * A measurement is for a day that has begun somewhere: at most one day after the server's (UTC) date, as with
 * readiness check-ins. A later day is a 400 naming the field.
 */
export function assertDayHasBegun(day: string, field: string, today = serverToday()): void {
  if (day > shiftDay(today, 1)) {
    throw validationError([{ field, code: 'out_of_range', message: 'The date cannot be in the future' }]);
  }
}

export async function saveBodyMeasurement(
  db: AppDb,
  userId: string,
  input: SaveBodyMeasurementRequest,
): Promise<BodyMeasurement> {
  assertDayHasBegun(input.day, 'day');
  const saved = await body.saveMeasurement(db, userId, input);
  // The contract requires one value, so the day is never left empty.
  return saved!;
}

export async function getBodyMeasurements(
  db: AppDb,
  userId: string,
  range: ProgressRange,
  today = serverToday(),
): Promise<BodyMeasurementsResponse> {
  return { measurements: await body.listMeasurements(db, userId, rangeStart(range, today)) };
}

export async function removeBodyMeasurement(db: AppDb, userId: string, day: string): Promise<void> {
  if (!(await body.deleteMeasurement(db, userId, day))) throw new AppError('not_found', 'No measurement that day');
}

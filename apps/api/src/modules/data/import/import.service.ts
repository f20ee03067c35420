import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parse } from 'csv-parse';
import {
  BROKEN_ROWS_SHOWN,
  CANDIDATES_SHOWN,
  IMPORT_MAX_BYTES,
  type ImportCandidate,
  type ImportMappingRequest,
  type ImportPreview,
  type ImportUploadQuery,
} from '@lifeorbit/contracts/data';
import { AppError } from '../../../core/errors';
import type { AppDb } from '../../../db/client';
import { visibleExerciseIds } from '../../catalogue';
import { awardBadges } from '../../progress';
import { recomputeExercisesRecords } from '../../training-rules';
import { insertImportedHealthDaily } from '../../readiness';
import {
  insertImportedActivities,
  insertImportedSets,
  insertImportedWorkoutExercises,
  insertImportedWorkouts,
} from '../../workouts';
import { insertImportedMeasurements } from '../../progress';
import { stageDevice } from './device-staging';
import * as devices from './devices.repository';
import { deviceKindOf } from './devices/read-upload';
import { customKindOf, fold, nameVariants, similarity } from './exercise-match';
import { matchStagedNames } from './stage-names';
import { delimiterOf, layoutOf, type ReadOptions } from './import-formats';
import { importedWorkoutId } from './import-ids';
import {
  assertMayStage,
  insertImportWithinLimits,
  startRunWithinLimits,
  withinBytes,
  yieldTurn,
} from './import-limits';
import { preferredLanguage } from '../data.repository';
import * as repo from './import.repository';
import { readOwnExport } from '../own-export';

/** Rows written to the staging table per statement while the file streams in. */
const STAGE_BATCH = 500;
/** Workouts per transaction when importing. */
const IMPORT_BATCH = 100;

const notAnExport = (message: string) =>
  new AppError('unsupported_media_type', message, [{ field: '(body)', code: 'invalid_format', message }]);

/**
 * Reads an uploaded file as it streams in (Strong or Hevy CSV, or our own JSON export) into a staged import, and
 * answers its dry run. A file that is none of these stores nothing.
 */
export async function stageUpload(
  db: AppDb,
  userId: string,
  body: ReadableStream<Uint8Array> | null,
  query: ImportUploadQuery,
): Promise<ImportPreview> {
  if (!body) throw notAnExport('The file is empty');
  await assertMayStage(db, userId);
  const chunks = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const iterator = chunks[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  if (first.done || first.value.length === 0) throw notAnExport('The file is empty');
  const head = Buffer.from(first.value);
  const rest = (async function* () {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
  })();
  // A CSV or our JSON stays within IMPORT_MAX_BYTES (the route takes up to IMPORT_ARCHIVE_MAX_BYTES for a zip).
  const within = withinBytes(rest, IMPORT_MAX_BYTES, '(body)', 'A CSV or JSON file');
  const fileName = query.fileName ?? 'import';
  // Issue 42: a watch's or phone's file, told by its content (FIT, GPX, TCX, Apple Health, a zip or .gz of them).
  const device = deviceKindOf(head);
  if (device) {
    return getImport(db, userId, await stageDevice(db, userId, device, head, rest, fileName));
  }
  if (head.includes(0)) throw notAnExport('This is not a CSV, JSON, FIT, GPX, TCX or Apple Health file');
  const opening = head
    .toString('utf8', 0, Math.min(head.length, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  const options: ReadOptions = { unit: query.unit ?? 'kg', tzOffset: query.tzOffset ?? 0 };
  const id = crypto.randomUUID();
  if (opening.startsWith('{')) {
    const rows = await readOwnExport(within);
    await insertImportWithinLimits(db, { id, userId, source: 'lifeorbit', fileName });
    return stageRows(db, id, userId, 'lifeorbit', rows);
  }
  return stageCsv(db, id, userId, within, head, options, fileName);
}

/**
 * Writes the rows in batches of STAGE_BATCH, one statement each, yielding to the event loop between them so a large
 * file does not hold the database (one PGlite connection, or a pool) from other members' requests.
 */
async function stageRows(
  db: AppDb,
  id: string,
  userId: string,
  source: repo.ImportRow['source'],
  rows: AsyncIterable<repo.StagedRow> | Iterable<repo.StagedRow>,
): Promise<ImportPreview> {
  try {
    let batch: repo.StagedRow[] = [];
    let total = 0;
    let broken = 0;
    const workoutIds = new Map<string, string>();
    const workoutIdOf = (key: string) => {
      let workoutId = workoutIds.get(key);
      if (!workoutId) workoutIds.set(key, (workoutId = importedWorkoutId(userId, source, key)));
      return workoutId;
    };
    for await (const row of rows) {
      total += 1;
      if (row.problem) broken += 1;
      batch.push(row.set ? { ...row, workoutId: workoutIdOf(row.set.workoutKey) } : row);
      if (batch.length >= STAGE_BATCH) {
        await repo.insertStagedRows(db, id, batch);
        batch = [];
        await yieldTurn();
      }
    }
    await repo.insertStagedRows(db, id, batch);
    if (total === 0) throw notAnExport('The file has no sets');
    await repo.setImportCounts(db, id, total, broken);
    await matchStagedNames(db, id, userId);
    return await getImport(db, userId, id);
  } catch (error) {
    await repo.deleteImport(db, id);
    throw error;
  }
}

async function stageCsv(
  db: AppDb,
  id: string,
  userId: string,
  chunks: AsyncIterable<Buffer>,
  head: Buffer,
  options: ReadOptions,
  fileName: string,
): Promise<ImportPreview> {
  const headerLine = head.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const parser = Readable.from(chunks).pipe(
    parse({
      delimiter: delimiterOf(headerLine),
      bom: true,
      relax_column_count: true,
      // A quote inside a field that does not start with one is text (`=HYPERLINK("...")` typed in a note).
      relax_quotes: true,
      // A record csv-parse cannot read (a quote left open...) is reported as a broken row; the rest goes on.
      skip_records_with_error: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  const unreadable: number[] = [];
  parser.on('skip', (error: { lines?: number }) => unreadable.push(Math.max(1, error.lines ?? 1)));
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
  let header: { record: string[] } | undefined;
  try {
    const next = await records.next();
    header = next.done ? undefined : next.value;
  } catch {
    throw notAnExport('This is not a CSV file');
  }
  const layout = header ? layoutOf(header.record) : null;
  if (!header || !layout) throw notAnExport('This is not a Strong or Hevy export: its first line names other columns');
  const columns = header.record.length;
  await insertImportWithinLimits(db, { id, userId, source: layout.source, fileName });
  const unreadableRows = () =>
    unreadable.splice(0).map((line): repo.StagedRow => ({ line, problem: { field: '(row)', code: 'invalid_format' } }));
  async function* rows(): AsyncGenerator<repo.StagedRow> {
    for (;;) {
      yield* unreadableRows();
      let next: IteratorResult<{ record: string[]; info: { lines: number } }>;
      try {
        next = await records.next();
      } catch (error) {
        const line = (error as { lines?: number }).lines ?? 0;
        throw new AppError('validation_failed', `The CSV cannot be read from line ${line} on`, [
          { field: `line ${line}`, code: 'invalid_format', message: 'Not valid CSV (a quote left open?)' },
        ]);
      }
      if (next.done) {
        yield* unreadableRows();
        return;
      }
      const { record, info } = next.value;
      if (record.length !== columns) {
        yield { line: info.lines, problem: { field: '(row)', code: 'invalid_value' } };
        continue;
      }
      const result = layout!.read(record, options);
      if ('skip' in result) continue;
      yield 'set' in result ? { line: info.lines, set: result.set } : { line: info.lines, problem: result.problem };
    }
  }
  return stageRows(db, id, userId, layout.source, rows());
}

/** The dry run of a staged import (and, once imported, its result). */
export async function getImport(db: AppDb, userId: string, id: string): Promise<ImportPreview> {
  const imp = await repo.findImport(db, userId, id);
  if (!imp) throw new AppError('not_found', 'No such import');
  const lang = await preferredLanguage(db, userId);
  const device = repo.DEVICE_SOURCES.has(imp.source);
  const [summary, broken, names, sports, health] = [
    await repo.summarise(db, imp),
    await repo.listBrokenRows(db, id, BROKEN_ROWS_SHOWN),
    await repo.listNameMatches(db, id, lang),
    device ? await devices.summariseSports(db, imp) : [],
    device ? await devices.healthCounts(db, id) : { measurementDays: 0, dailyDays: 0 },
  ];
  const unmatched = names.filter((n) => n.matched === 'none');
  const candidates = unmatched.length
    ? await candidatesFor(
        db,
        userId,
        unmatched.map((n) => n.name),
        lang,
      )
    : new Map();
  return {
    id: imp.id,
    source: imp.source,
    fileName: imp.fileName,
    status: imp.status,
    progress: { bytesRead: imp.bytesRead, rowsRead: imp.rowsRead },
    sports,
    duplicatesInFile: imp.duplicatesInFile,
    health,
    totalRows: imp.totalRows,
    brokenRows: imp.brokenRows,
    broken,
    ...summary,
    exercises: names.map((n) => ({ ...n, candidates: candidates.get(n.name) ?? [] })),
    workoutsDone: imp.workoutsDone,
    workoutsCreated: imp.workoutsCreated,
    setsCreated: imp.setsCreated,
  };
}

/** The best catalogue matches of each name: its variants against every name and alias in every language. */
async function candidatesFor(
  db: AppDb,
  userId: string,
  names: string[],
  lang: Parameters<typeof repo.exerciseNames>[2],
): Promise<Map<string, ImportCandidate[]>> {
  const searchable = await repo.listSearchableNames(db, userId);
  const best = new Map<string, { exerciseId: string; score: number }[]>();
  for (const name of names) {
    const scores = new Map<string, number>();
    const variants = nameVariants(name).map(fold);
    for (const { exerciseId, folded } of searchable) {
      const score = Math.max(...variants.map((v) => similarity(v, folded)));
      if (score > (scores.get(exerciseId) ?? 0)) scores.set(exerciseId, score);
    }
    const top = [...scores]
      .filter(([, score]) => score >= 0.3)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, CANDIDATES_SHOWN)
      .map(([exerciseId, score]) => ({ exerciseId, score }));
    best.set(name, top);
  }
  const shown = await repo.exerciseNames(db, [...new Set([...best.values()].flat().map((c) => c.exerciseId))], lang);
  return new Map(
    [...best].map(([name, list]) => [
      name,
      list.map((c) => ({ exerciseId: c.exerciseId, name: shown.get(c.exerciseId) ?? '' })),
    ]),
  );
}

/** The import, if it waits to be run (or, `orRunning`, runs or was stopped by a crash: startRun decides). */
async function stagedImport(db: AppDb, userId: string, id: string, orRunning = false) {
  const imp = await repo.findImport(db, userId, id);
  if (!imp) throw new AppError('not_found', 'No such import');
  if (imp.status !== 'staged' && !(orRunning && imp.status === 'importing')) {
    throw new AppError('conflict', 'This import has already run', [
      { field: 'id', code: 'in_progress', message: 'Upload the file again to import it again' },
    ]);
  }
  return imp;
}

/** The member's choices for names: an exercise they may use, or none (a custom exercise will be made). */
export async function mapNames(
  db: AppDb,
  userId: string,
  id: string,
  request: ImportMappingRequest,
): Promise<ImportPreview> {
  await stagedImport(db, userId, id);
  const wanted = request.mappings.flatMap((m) => (m.exerciseId ? [m.exerciseId] : []));
  const visible = await visibleExerciseIds(db, userId, wanted);
  const problems = request.mappings.flatMap((m, i) =>
    m.exerciseId && !visible.has(m.exerciseId)
      ? [{ field: `mappings.${i}.exerciseId`, code: 'not_found' as const, message: 'No such exercise' }]
      : [],
  );
  if (problems.length) throw new AppError('validation_failed', 'Some exercises do not exist', problems);
  const names = new Set(await repo.distinctExerciseNames(db, id));
  const unknown = request.mappings.flatMap((m, i) =>
    names.has(m.name) ? [] : [{ field: `mappings.${i}.name`, code: 'not_found' as const, message: 'Not in the file' }],
  );
  if (unknown.length) throw new AppError('validation_failed', 'Some names are not in the file', unknown);
  await db.transaction(async (tx) => {
    for (const m of request.mappings) await repo.setNameMapping(tx as unknown as AppDb, id, m.name, m.exerciseId);
  });
  return getImport(db, userId, id);
}

/**
 * Imports a staged file: names still without an exercise become custom exercises, then the workouts go in batches,
 * one transaction each, so a long file shows progress and a failure keeps what the batches before it wrote (the next
 * run skips them). Records and badges follow, as if the workouts had been logged here.
 */
export async function runImport(
  db: AppDb,
  userId: string,
  id: string,
  skipBrokenRows: boolean,
): Promise<ImportPreview> {
  const imp = await stagedImport(db, userId, id, true);
  if (imp.brokenRows > 0 && !skipBrokenRows) {
    throw new AppError('validation_failed', 'Some rows of the file are broken', [
      {
        field: 'skipBrokenRows',
        code: 'invalid_value',
        message: `${imp.brokenRows} rows cannot be imported: import the rest with skipBrokenRows`,
      },
    ]);
  }
  await startRunWithinLimits(db, userId, id);
  try {
    const lang = await preferredLanguage(db, userId);
    for (const n of await repo.unmatchedNames(db, id)) {
      // Our own export says how a member's own exercise is logged; a CSV's sets only hint at it.
      const kind =
        n.loadType && n.effortMode ? { ...n, loadType: n.loadType, effortMode: n.effortMode } : customKindOf(n.name, n);
      await repo.createCustomExercise(db, id, userId, n.name, lang, kind);
    }
    const exerciseIds = new Set<string>();
    let after: string | null = null;
    for (;;) {
      const keys = await repo.nextWorkoutKeys(db, id, after, IMPORT_BATCH);
      if (keys.length === 0) break;
      const done = await importBatch(db, imp, keys);
      if (done.workouts === 0) await repo.addSkippedProgress(db, id, keys.length);
      for (const e of done.exerciseIds) exerciseIds.add(e);
      after = keys[keys.length - 1]!;
      await yieldTurn();
    }
    // Apple Health's days (issue 42): body measurements and daily values of days the member has none of.
    await insertImportedMeasurements(db, id, userId);
    await insertImportedHealthDaily(db, id, userId);
    await recomputeExercisesRecords(db, userId, [...exerciseIds]);
    await awardBadges(db, userId);
    await repo.setStatus(db, id, 'done');
  } catch (error) {
    await repo.setStatus(db, id, 'staged');
    throw error;
  }
  return getImport(db, userId, id);
}

/**
 * Writes one batch of workouts with their exercises and sets in one transaction (workouts writes them, as if they had
 * been logged here: finished, every set completed); a workout the account already has is left as it is. Answers what
 * it created.
 */
async function importBatch(
  db: AppDb,
  imp: repo.ImportRow,
  keys: string[],
): Promise<{ workouts: number; sets: number; exerciseIds: string[] }> {
  const userId = imp.userId;
  return db.transaction(async (tx) => {
    const created = await insertImportedWorkouts(tx, imp.id, userId, keys, repo.alreadyHereSql(userId, imp.source));
    if (created.length === 0) return { workouts: 0, sets: 0, exerciseIds: [] };
    await insertImportedWorkoutExercises(tx, imp.id, userId, keys, created);
    const sets = await insertImportedSets(tx, imp.id, userId, keys, created);
    if (repo.DEVICE_SOURCES.has(imp.source)) await insertImportedActivities(tx, imp.id, userId, created);
    await repo.addBatchProgress(tx, imp.id, {
      workoutsDone: keys.length,
      workoutsCreated: created.length,
      setsCreated: sets.length,
    });
    return { workouts: created.length, sets: sets.length, exerciseIds: [...new Set(sets.map((s) => s.exerciseId))] };
  });
}


import crypto from 'node:crypto';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { ImportSource } from '@lifeorbit/contracts/data';
import { AppError } from '../../../core/errors';
import type { AppDb } from '../../../db/client';
import { preferredLanguage } from '../data.repository';
import { DeviceFileError, sameActivity, SPORT_EXERCISE, sportTitle, type DeviceActivity } from './devices/activity';
import { readDeviceUpload, xmlSourceGuess, type DeviceKind } from './devices/read-upload';
import type { HealthValue } from './devices/xml';
import * as devices from './devices.repository';
import { importedWorkoutId } from './import-ids';
import { insertImportWithinLimits, yieldTurn } from './import-limits';
import * as repo from './import.repository';
import { matchStagedNames } from './stage-names';

/** Activities (and their rows) written to staging per statement. */
const STAGE_BATCH = 200;
/** The import's progress is written every this many bytes read. */
const PROGRESS_EVERY_BYTES = 4 * 1024 * 1024;

/**
 * Stages a device upload (issue 42, ADR 049): the import is stored at once as 'staging' (GET shows its progress), each
 * activity becomes one workout key with its sets (one time and distance set; a strength FIT's sets) and its activity
 * row, an activity found twice in the file is staged once, Apple Health's days go to data_import_health. A member of a
 * zip that cannot be read is a broken row naming it; a single file that cannot be read is a 400 and stores nothing.
 * Answers the import's id.
 */
export async function stageDevice(
  db: AppDb,
  userId: string,
  kind: DeviceKind,
  head: Buffer,
  chunks: AsyncIterable<Buffer>,
  fileName: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const provisional: ImportSource = kind === 'fit' ? 'fit' : kind === 'xml' ? xmlSourceGuess(head) : 'zip';
  await insertImportWithinLimits(db, { id, userId, source: provisional, fileName, status: 'staging' });
  try {
    const lang: LanguageCode = await preferredLanguage(db, userId);
    const staged: { startedAt: Date; elapsedSec: number }[] = [];
    let rows: repo.StagedRow[] = [];
    let activities: devices.StagedActivity[] = [];
    let line = 0;
    let total = 0;
    let broken = 0;
    let duplicates = 0;
    let health: HealthValue[] = [];
    const flush = async () => {
      await repo.insertStagedRows(db, id, rows);
      await devices.insertStagedActivities(db, id, activities);
      rows = [];
      activities = [];
      await yieldTurn();
    };
    // Progress counts the upload's own bytes (a zip's, not its members') and the rows staged so far.
    let bytesRead = 0;
    let reportedAt = 0;
    const report = async (force = false) => {
      if (!force && bytesRead - reportedAt < PROGRESS_EVERY_BYTES) return;
      reportedAt = bytesRead;
      await devices.setProgress(db, id, bytesRead, total);
    };
    const counted = (async function* () {
      for await (const chunk of chunks) {
        bytesRead += chunk.length;
        yield chunk;
      }
    })();
    const source = await readDeviceUpload(kind, counted, fileName, {
      async activity(activity: DeviceActivity) {
        if (staged.some((s) => sameActivity(s, activity))) {
          duplicates += 1;
          return;
        }
        staged.push({ startedAt: activity.startedAt, elapsedSec: activity.elapsedSec });
        const workoutKey = `${activity.startedAt.toISOString()}:${activity.sport}`;
        const workoutId = importedWorkoutId(userId, activity.source, workoutKey);
        const base = {
          workoutKey,
          workoutTitle: sportTitle(activity.sport, lang),
          startedAt: activity.startedAt,
          endedAt: new Date(activity.startedAt.getTime() + activity.elapsedSec * 1000),
          workoutNotes: null,
          setKind: 'normal' as const,
          weightUnit: 'kg' as const,
          rpe: null,
          notes: null,
          supersetKey: null,
        };
        const sets = activity.sets.length
          ? activity.sets.map((s) => ({
              ...base,
              exerciseName: s.name,
              weight: s.weightKg,
              reps: s.reps,
              distanceM: null,
              durationSec: null,
              completedAt: s.completedAt,
            }))
          : [
              {
                ...base,
                exerciseName: SPORT_EXERCISE[activity.sport],
                weight: null,
                reps: null,
                distanceM: activity.distanceM,
                durationSec: activity.movingSec ?? activity.elapsedSec,
                completedAt: base.endedAt,
              },
            ];
        for (const set of sets) {
          line += 1;
          total += 1;
          rows.push({ line, file: activity.file, set, workoutId });
        }
        activities.push({
          workoutKey,
          // A strength FIT's sets have their own names: the sport has no one exercise to choose.
          exerciseName: activity.sets.length ? '' : SPORT_EXERCISE[activity.sport],
          activity,
        });
        if (activities.length >= STAGE_BATCH) await flush();
      },
      async health(values) {
        health = health.concat(values);
      },
      async broken(error: DeviceFileError) {
        line += 1;
        total += 1;
        broken += 1;
        rows.push({ line, file: error.file, problem: { field: error.where || '(file)', code: 'invalid_format' } });
      },
      async progress() {
        await report();
      },
    });
    await flush();
    await report(true);
    if (staged.length === 0 && health.length === 0) {
      throw new AppError('validation_failed', `${fileName} holds no activity and no health data to import`, [
        { field: fileName, code: 'invalid_value', message: 'No activity, body measurement, sleep or resting HR' },
      ]);
    }
    await devices.insertStagedHealth(db, id, health);
    await repo.setImportCounts(db, id, total, broken);
    await matchStagedNames(db, id, userId);
    await devices.finishStaging(db, id, source, duplicates);
    return id;
  } catch (error) {
    await repo.deleteImport(db, id);
    if (error instanceof DeviceFileError) throw error.toAppError();
    throw error;
  }
}

import type { ImportListResponse, ImportUndoResponse } from '@lifeorbit/contracts/data';
import { AppError } from '../../../core/errors';
import type { AppDb } from '../../../db/client';
import { deleteImportedMeasurements } from '../../progress';
import { deleteImportedHealthDaily } from '../../readiness';
import { recomputeExercisesRecords } from '../../training-rules';
import { deleteImportedWorkouts } from '../../workouts';
import * as devices from './devices.repository';
import * as repo from './import.repository';

/** Imports GET /api/data/imports lists. */
const IMPORTS_LISTED = 20;

/** The member's recent imports, newest first (a staging's progress; the imports they may undo). */
export async function listImports(db: AppDb, userId: string): Promise<ImportListResponse> {
  return { imports: await devices.listImports(db, userId, IMPORTS_LISTED) };
}

/**
 * Undoes one import (issue 42): a staged one is discarded; one that ran loses every workout it created (with their
 * sets and activities), every body measurement and daily health row it wrote, and nothing else. Records are recomputed
 * for the exercises those workouts held, as after an import; badges earned stay earned.
 */
export async function undoImport(db: AppDb, userId: string, id: string): Promise<ImportUndoResponse> {
  const imp = await repo.findImport(db, userId, id);
  if (!imp || imp.status === 'undone') throw new AppError('not_found', 'No such import');
  if (imp.status === 'importing' || imp.status === 'staging') {
    const message = 'The import is running: undo it once it has finished';
    throw new AppError('conflict', message, [{ field: 'id', code: 'in_progress', message }]);
  }
  if (imp.status === 'staged') {
    await repo.deleteImport(db, id);
    return { workoutsRemoved: 0, measurementsRemoved: 0, dailyRemoved: 0 };
  }
  const removed = await db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    const workouts = await deleteImportedWorkouts(t, userId, id);
    const measurementsRemoved = await deleteImportedMeasurements(t, userId, id);
    const dailyRemoved = await deleteImportedHealthDaily(t, userId, id);
    await devices.markUndone(t, id);
    return { workouts, measurementsRemoved, dailyRemoved };
  });
  await recomputeExercisesRecords(db, userId, removed.workouts.exerciseIds);
  return {
    workoutsRemoved: removed.workouts.count,
    measurementsRemoved: removed.measurementsRemoved,
    dailyRemoved: removed.dailyRemoved,
  };
}

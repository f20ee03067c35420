import type { AdminReportsResponse, ReportRequest, ReportsQuery } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import { hideWorkout } from '../workouts';
import { findVisibleWorkoutOwner } from './posts.repository';
import * as reports from './reports.repository';

/** Reporting a workout one can see, and the superadmins' decisions, each written to the admin-action log. */

export async function reportWorkout(db: AppDb, reporterId: string, workoutId: string, request: ReportRequest) {
  const ownerId = await findVisibleWorkoutOwner(db, workoutId, reporterId);
  if (!ownerId) throw new AppError('not_found', 'No workout with this id');
  if (ownerId === reporterId) {
    throw new AppError('validation_failed', 'You cannot report your own workout', [
      { field: 'id', code: 'own_account', message: 'You cannot report your own workout' },
    ]);
  }
  await reports.upsertReport(db, workoutId, reporterId, request.reason, request.details || null);
}

export async function listReports(db: AppDb, query: ReportsQuery): Promise<AdminReportsResponse> {
  return { reports: await reports.listReports(db, query.status ?? 'open') };
}

export async function decideReport(db: AppDb, adminId: string, reportId: string, decision: 'hidden' | 'dismissed') {
  const decided = await reports.resolveReport(db, reportId, adminId, decision);
  if (!decided) throw new AppError('not_found', 'No open report with this id');
  if (decision === 'hidden') {
    await hideWorkout(db, decided.workoutId);
    await reports.closeOpenReports(db, decided.workoutId, adminId);
  }
  await logAdminAction(db, {
    actorUserId: adminId,
    actionType: decision === 'hidden' ? 'social.report.hide' : 'social.report.dismiss',
    targetUserId: decided.ownerId,
    details: { reportId, workoutId: decided.workoutId, reason: decided.reason },
  });
}

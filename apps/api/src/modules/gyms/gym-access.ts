import type { DetailCode } from '@lifeorbit/contracts';
import { hasRole } from '../../auth';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import { findGym, type GymRow } from './gym-directory.repository';

/**
 * Gyms (issue 20). Who sees a gym: a verified one, everyone signed in; a pending or suspended one, its admins and
 * superadmins only (anyone else gets the 404 of a gym that does not exist). Who changes it: its admins (gym admin is
 * a role per gym, in gym_members) and superadmins; a superadmin's changes go to the admin-action log. Every sub-area
 * of the module (directory, members, equipment, leaderboard, admin, images) asks here first.
 */

export const noGym = (field = 'gymId') =>
  new AppError('not_found', 'No gym has this id', [{ field, code: 'not_found', message: 'No gym has this id' }]);
export const invalid = (field: string, code: DetailCode, message: string) =>
  new AppError('validation_failed', `${field}: ${message}`, [{ field, code, message }]);

export interface Access {
  gym: GymRow;
  isSuperadmin: boolean;
  isAdmin: boolean;
}

/** The gym as the viewer may see it, or a 404. */
export async function visibleGym(db: AppDb, gymId: string, viewerId: string): Promise<Access> {
  const [gym, isSuperadmin] = await Promise.all([
    findGym(db, { id: gymId }, viewerId),
    hasRole(db, viewerId, 'superadmin'),
  ]);
  if (!gym) throw noGym();
  const isAdmin = gym.card.membership?.role === 'admin';
  if (gym.card.status !== 'verified' && !isAdmin && !isSuperadmin) throw noGym();
  return { gym, isSuperadmin, isAdmin };
}

/** The gym for a change only its admins (or a superadmin) may make: 404 when unseen, 403 for anyone else. */
export async function adminGym(db: AppDb, gymId: string, viewerId: string): Promise<Access> {
  const access = await visibleGym(db, gymId, viewerId);
  if (!access.isAdmin && !access.isSuperadmin) throw new AppError('forbidden', "Only this gym's admins can do this");
  return access;
}

/** A superadmin's change to a gym they do not administer goes to the admin-action log. */
export async function auditIfStaff(db: AppDb, access: Access, actorUserId: string, action: string, details = {}) {
  if (access.isSuperadmin && !access.isAdmin) {
    await logAdminAction(db, {
      actorUserId,
      actionType: `gym.${action}`,
      details: { gymId: access.gym.card.id, name: access.gym.card.name, ...details },
    });
  }
}

import type { CreateGymRequest, GymDetail, GymStatus, LanguageCode, UpdateGymRequest } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import { adminGym, auditIfStaff, invalid, noGym } from './gym-access';
import * as repo from './gym-admin.repository';
import { getGym } from './gym-directory.service';
import { findGym } from './gym-directory.repository';
import { findUserIdByHandle, upsertMember } from './gym-members.repository';

/** The gym's own row: created by a member (its first admin), edited by its admins; verified and handed on by staff. */

export async function createGym(db: AppDb, userId: string, body: CreateGymRequest): Promise<GymDetail> {
  const gymId = await repo.insertGym(db, userId, {
    name: body.name,
    city: body.city ?? null,
    address: body.address ?? null,
    description: body.description ?? null,
  });
  return getGym(db, userId, gymId, 'en');
}

export async function updateGym(
  db: AppDb,
  userId: string,
  gymId: string,
  body: UpdateGymRequest,
  lang: LanguageCode,
): Promise<GymDetail> {
  const access = await adminGym(db, gymId, userId);
  if (body.slug && (await repo.slugTaken(db, body.slug, gymId))) {
    throw invalid('slug', 'duplicate', 'Another gym has this address');
  }
  const slug = body.slug === undefined ? access.gym.card.slug : body.slug;
  if (body.isPublic && !slug) throw invalid('slug', 'required', 'Choose an address before making it public');
  await repo.updateGym(db, gymId, {
    name: body.name,
    city: body.city,
    address: body.address,
    description: body.description,
    openingHours: body.openingHours,
    slug: body.slug,
    // A gym without an address cannot stay public.
    isPublic: body.slug === null ? false : body.isPublic,
  });
  await auditIfStaff(db, access, userId, 'update', { fields: Object.keys(body) });
  return getGym(db, userId, gymId, lang);
}

// ---- Staff ----

export async function setStatus(db: AppDb, actorId: string, gymId: string, status: GymStatus): Promise<GymDetail> {
  const gym = await findGym(db, { id: gymId }, actorId);
  if (!gym) throw noGym();
  await db.transaction(async (tx) => {
    await repo.updateGym(tx, gymId, { status });
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: `gym.${status === 'verified' ? 'verify' : status === 'suspended' ? 'suspend' : 'reopen'}`,
      details: { gymId, name: gym.card.name, from: gym.card.status, to: status },
    });
  });
  return getGym(db, actorId, gymId, 'en');
}

/** Gives the gym to another member: they become its owner and an admin (joining it if they were not a member). */
export async function transferGym(db: AppDb, actorId: string, gymId: string, handle: string): Promise<GymDetail> {
  const gym = await findGym(db, { id: gymId }, actorId);
  if (!gym) throw noGym();
  const userId = await findUserIdByHandle(db, handle);
  if (!userId) throw invalid('handle', 'not_found', 'No member has this handle');
  await db.transaction(async (tx) => {
    await upsertMember(tx, gymId, userId, { role: 'admin' });
    await repo.updateGym(tx, gymId, { ownerUserId: userId });
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'gym.transfer',
      targetUserId: userId,
      details: { gymId, name: gym.card.name, from: gym.ownerUserId },
    });
  });
  return getGym(db, actorId, gymId, 'en');
}

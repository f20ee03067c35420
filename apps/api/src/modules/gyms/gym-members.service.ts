import type { GymMembersResponse, GymRole } from '@lifeorbit/contracts';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import * as members from './gym-members.repository';
import * as repo from './gyms.repository';
import { adminGym, auditIfStaff, refuseLastAdmin, visibleGym } from './gyms.service';

/**
 * A gym's members (issue 20; issue 36, item 7). The list is read by the gym's members, its admins and superadmins
 * only (403 for anyone else); the other members see a private member as "a member". Admins change a member's role or
 * remove them by handle: no member id leaves the API.
 */

const MEMBERS_PAGE = 30;

const noSuchMember = () =>
  new AppError('validation_failed', 'handle: No member of this gym has this handle', [
    { field: 'handle', code: 'not_found', message: 'No member of this gym has this handle' },
  ]);

export async function listMembers(
  db: AppDb,
  viewerId: string,
  gymId: string,
  cursor: string | undefined,
): Promise<GymMembersResponse> {
  const access = await visibleGym(db, gymId, viewerId);
  if (!access.gym.card.membership && !access.isSuperadmin) {
    throw new AppError('forbidden', "Only this gym's members can see who trains here");
  }
  const after = decodeCursor(cursor);
  const viewer = { id: viewerId, seesEveryone: access.isAdmin || access.isSuperadmin };
  const found = await members.listMembers(db, gymId, viewer, after, MEMBERS_PAGE);
  const keyed = found.members.map((member, index) => ({ member, key: found.keys[index]! }));
  const { page, nextCursor } = pageOf(keyed, MEMBERS_PAGE, (row) => row.key);
  return { members: page.map((row) => row.member), nextCursor };
}

/** The member of the gym with this handle: their id and membership, or a 400 naming `handle`. */
async function targetMember(db: AppDb, gymId: string, handle: string) {
  const userId = await repo.findUserIdByHandle(db, handle);
  const membership = userId ? await repo.findMembership(db, gymId, userId) : null;
  if (!userId || !membership) throw noSuchMember();
  return { userId, membership };
}

export async function setMemberRole(
  db: AppDb,
  actorId: string,
  gymId: string,
  handle: string,
  role: GymRole,
): Promise<GymMembersResponse> {
  const access = await adminGym(db, gymId, actorId);
  const { userId, membership } = await targetMember(db, gymId, handle);
  if (membership.role === 'admin' && role === 'member') await refuseLastAdmin(db, gymId, 'admin', 'role');
  await db.transaction(async (tx) => {
    await repo.updateMembership(tx, gymId, userId, { role });
    await auditIfStaff(tx, access, actorId, 'member_role', { userId, role });
  });
  return listMembers(db, actorId, gymId, undefined);
}

export async function removeMember(db: AppDb, actorId: string, gymId: string, handle: string): Promise<void> {
  const access = await adminGym(db, gymId, actorId);
  const { userId, membership } = await targetMember(db, gymId, handle);
  await refuseLastAdmin(db, gymId, membership.role, 'handle');
  await db.transaction(async (tx) => {
    await repo.deleteMember(tx, gymId, userId);
    await auditIfStaff(tx, access, actorId, 'member_remove', { userId });
  });
}

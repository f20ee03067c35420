import type { GymDetail, GymMembersResponse, GymRole, UpdateMembershipRequest } from '@lifeorbit/contracts';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { adminGym, auditIfStaff, invalid, visibleGym } from './gym-access';
import { getGym } from './gym-directory.service';
import * as repo from './gym-members.repository';

/**
 * A gym's members (issue 20; issue 36, item 7). A member joins a verified gym (the first one becomes their home gym),
 * changes their home gym and leaderboard choice, and leaves, unless they are its last admin. The list is read by the
 * gym's members, its admins and superadmins only (403 for anyone else); the other members see a private member as
 * "a member". Admins change a member's role or remove them by handle: no member id leaves the API.
 */

const MEMBERS_PAGE = 30;

const noSuchMember = () =>
  new AppError('validation_failed', 'handle: No member of this gym has this handle', [
    { field: 'handle', code: 'not_found', message: 'No member of this gym has this handle' },
  ]);

export async function joinGym(
  db: AppDb,
  userId: string,
  gymId: string,
  isHome: boolean | undefined,
): Promise<GymDetail> {
  const { gym } = await visibleGym(db, gymId, userId);
  if (gym.card.status !== 'verified' && !gym.card.membership) {
    throw invalid('gymId', 'not_allowed', 'This gym is not open to members yet');
  }
  await db.transaction((tx) => repo.upsertMember(tx, gymId, userId, { isHome }));
  return getGym(db, userId, gymId, 'en');
}

export async function updateMembership(
  db: AppDb,
  userId: string,
  gymId: string,
  body: UpdateMembershipRequest,
): Promise<GymDetail> {
  const { gym } = await visibleGym(db, gymId, userId);
  if (!gym.card.membership) throw invalid('gymId', 'not_found', 'You are not a member of this gym');
  await db.transaction((tx) => repo.updateMembership(tx, gymId, userId, body));
  return getGym(db, userId, gymId, 'en');
}

/** The last admin of a gym stays until another member is promoted. */
async function refuseLastAdmin(db: AppDb, gymId: string, role: GymRole | undefined, field: string) {
  if (role === 'admin' && (await repo.countAdmins(db, gymId)) <= 1) {
    throw new AppError('conflict', 'A gym needs an admin: promote another member first', [
      { field, code: 'in_use', message: 'A gym needs an admin: promote another member first' },
    ]);
  }
}

export async function leaveGym(db: AppDb, userId: string, gymId: string): Promise<void> {
  const { gym } = await visibleGym(db, gymId, userId);
  if (!gym.card.membership) throw invalid('gymId', 'not_found', 'You are not a member of this gym');
  await refuseLastAdmin(db, gymId, gym.card.membership.role, 'gymId');
  await repo.deleteMember(db, gymId, userId);
}

// ---- The member list and roles ----

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
  const found = await repo.listMembers(db, gymId, viewer, after, MEMBERS_PAGE);
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

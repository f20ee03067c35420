import type {
  AdminGymsQuery,
  DetailCode,
  CreateGymRequest,
  GymDetail,
  GymLeaderboardResponse,
  GymPlateProfile,
  GymRole,
  GymsQuery,
  GymsResponse,
  GymStatus,
  GymWorkoutsResponse,
  LanguageCode,
  MyGymsResponse,
  PublicGym,
  SetGymEquipmentRequest,
  UpdateGymRequest,
  UpdateMembershipRequest,
  WorkoutGymResponse,
} from '@lifeorbit/contracts';
import { GYM_PAGE_DEFAULT } from '@lifeorbit/contracts';
import { KG_PER_LB } from '@lifeorbit/domain';
import { hasRole } from '../../auth/access.repository';
import { decodeKeyCursor, keyPageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import * as repo from './gyms.repository';

/**
 * Gyms (issue 20). Who sees a gym: a verified one, everyone signed in; a pending or suspended one, its admins and
 * superadmins only (anyone else gets the 404 of a gym that does not exist). Who changes it: its admins (gym admin is
 * a role per gym, in gym_members) and superadmins; a superadmin's changes go to the admin-action log.
 */

const LEADERBOARD_SIZE = 20;
const RECENT_WORKOUTS = 10;

const noGym = (field = 'gymId') =>
  new AppError('not_found', 'No gym has this id', [{ field, code: 'not_found', message: 'No gym has this id' }]);
const invalid = (field: string, code: DetailCode, message: string) =>
  new AppError('validation_failed', `${field}: ${message}`, [{ field, code, message }]);

export interface Access {
  gym: repo.GymRow;
  isSuperadmin: boolean;
  isAdmin: boolean;
}

/** The gym as the viewer may see it, or a 404. */
export async function visibleGym(db: AppDb, gymId: string, viewerId: string): Promise<Access> {
  const [gym, isSuperadmin] = await Promise.all([
    repo.findGym(db, { id: gymId }, viewerId),
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

async function pageOfGyms(
  db: AppDb,
  viewerId: string,
  query: GymsQuery,
  scope: Parameters<typeof repo.listGyms>[3],
): Promise<GymsResponse> {
  const limit = query.limit ?? GYM_PAGE_DEFAULT;
  const after = decodeKeyCursor(query.cursor);
  const found = await repo.listGyms(
    db,
    viewerId,
    { q: query.q, after: after && { name: after.value, id: after.id }, limit },
    scope,
  );
  const { page, nextCursor } = keyPageOf(
    found.cards.map((card, index) => ({ card, key: found.keys[index]! })),
    limit,
    ({ key }) => ({ value: key.name, id: key.id }),
  );
  return { gyms: page.map((row) => row.card), nextCursor };
}

export function listGyms(db: AppDb, viewerId: string, query: GymsQuery): Promise<GymsResponse> {
  return pageOfGyms(db, viewerId, query, { kind: 'directory' });
}

export function listAdminGyms(db: AppDb, viewerId: string, query: AdminGymsQuery): Promise<GymsResponse> {
  return pageOfGyms(db, viewerId, query, { kind: 'admin', status: query.status });
}

export async function listMyGyms(db: AppDb, userId: string): Promise<MyGymsResponse> {
  return { gyms: await repo.listMyGyms(db, userId) };
}

async function detailOf(db: AppDb, access: Access, lang: LanguageCode): Promise<GymDetail> {
  const { gym } = access;
  const [equipment, plateProfile] = await Promise.all([
    repo.findEquipment(db, gym.card.id, lang),
    repo.findPlateProfile(db, gym.card.id),
  ]);
  return {
    ...gym.card,
    address: gym.address,
    description: gym.description,
    coverUrl: gym.coverUrl,
    openingHours: gym.openingHours,
    equipment,
    plateProfile,
    ownerHandle: gym.ownerHandle,
    createdAt: gym.createdAt,
    canAdmin: access.isAdmin || access.isSuperadmin,
  };
}

export async function getGym(db: AppDb, viewerId: string, gymId: string, lang: LanguageCode): Promise<GymDetail> {
  return detailOf(db, await visibleGym(db, gymId, viewerId), lang);
}

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

export async function setEquipment(
  db: AppDb,
  userId: string,
  gymId: string,
  body: SetGymEquipmentRequest,
  lang: LanguageCode,
): Promise<GymDetail> {
  const access = await adminGym(db, gymId, userId);
  const seen = new Set<string>();
  body.items.forEach((item, index) => {
    if (seen.has(item.equipmentId)) {
      throw invalid(`items.${index}.equipmentId`, 'duplicate', 'This equipment is in the list twice');
    }
    seen.add(item.equipmentId);
  });
  const known = await repo.knownEquipmentIds(db, [...seen]);
  body.items.forEach((item, index) => {
    if (!known.has(item.equipmentId)) {
      throw invalid(`items.${index}.equipmentId`, 'not_found', 'No equipment of the catalogue has this id');
    }
  });
  await db.transaction(async (tx) => {
    await repo.replaceEquipment(
      tx,
      gymId,
      body.items.map((item) => ({ equipmentId: item.equipmentId, count: item.count, notes: item.notes ?? null })),
    );
    await auditIfStaff(tx, access, userId, 'equipment', { count: body.items.length });
  });
  return getGym(db, userId, gymId, lang);
}

export async function setPlateProfile(
  db: AppDb,
  userId: string,
  gymId: string,
  body: GymPlateProfile | null,
  lang: LanguageCode,
): Promise<GymDetail> {
  const access = await adminGym(db, gymId, userId);
  if (body) {
    const plates = [...new Set(body.platesKgPerSide)].sort((a, b) => b - a);
    const aux = [...new Set(body.auxIncrementsKg)].sort((a, b) => a - b);
    await repo.upsertPlateProfile(db, gymId, { ...body, platesKgPerSide: plates, auxIncrementsKg: aux });
  } else {
    await repo.deletePlateProfile(db, gymId);
  }
  await auditIfStaff(db, access, userId, 'plates');
  return getGym(db, userId, gymId, lang);
}

// ---- Membership ----

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
export async function refuseLastAdmin(db: AppDb, gymId: string, role: GymRole | undefined, field: string) {
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

// ---- The page's lists ----

/** Monday 00:00 UTC of the current week. */
export function weekStartOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  return start.toISOString();
}

export async function getLeaderboard(db: AppDb, viewerId: string, gymId: string): Promise<GymLeaderboardResponse> {
  await visibleGym(db, gymId, viewerId);
  const weekStart = weekStartOf(new Date());
  const rows = await repo.leaderboard(db, gymId, weekStart, KG_PER_LB, LEADERBOARD_SIZE);
  return {
    weekStart,
    rows: rows.map((row, index) => ({ ...row.card, rank: index + 1, volumeKg: row.volumeKg, workouts: row.workouts })),
  };
}

export async function getRecentWorkouts(db: AppDb, viewerId: string, gymId: string): Promise<GymWorkoutsResponse> {
  await visibleGym(db, gymId, viewerId);
  return { workouts: await repo.recentWorkouts(db, gymId, viewerId, KG_PER_LB, RECENT_WORKOUTS) };
}

// ---- The public page ----

export async function getPublicGym(
  db: AppDb,
  slug: string,
  viewerId: string | null,
  lang: LanguageCode,
): Promise<PublicGym> {
  const gym = await findPublicGym(db, slug, viewerId);
  if (!gym) throw noGym('slug');
  return {
    id: gym.card.id,
    name: gym.card.name,
    city: gym.card.city,
    slug: gym.card.slug,
    logoUrl: gym.card.logoUrl,
    coverUrl: gym.coverUrl,
    address: gym.address,
    description: gym.description,
    openingHours: gym.openingHours,
    equipment: await repo.findEquipment(db, gym.card.id, lang),
    memberCount: gym.card.memberCount,
    membership: gym.card.membership,
  };
}

/** A verified public gym by its slug; null for any other. */
export async function findPublicGym(db: AppDb, slug: string, viewerId: string | null): Promise<repo.GymRow | null> {
  const gym = await repo.findGym(db, { slug }, viewerId);
  return gym && gym.card.isPublic && gym.card.status === 'verified' ? gym : null;
}

const PUBLIC_PAGE = /^\/g\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const PREVIEW_DESCRIPTION_LENGTH = 200;

/** The title and description link previews show for /g/:slug (null for any other path, or a gym not public). */
export async function gymLinkPreview(
  db: AppDb,
  path: string,
): Promise<{ title: string; description: string; image: string | null } | null> {
  const slug = PUBLIC_PAGE.exec(path)?.[1];
  if (!slug || slug.length > 60) return null;
  const gym = await findPublicGym(db, slug, null);
  if (!gym) return null;
  const members = `${gym.card.memberCount} ${gym.card.memberCount === 1 ? 'member' : 'members'}`;
  const place = [gym.card.city, members].filter(Boolean).join(' · ');
  const text = (gym.description ?? '').replace(/\s+/g, ' ').trim();
  const description =
    text.length > PREVIEW_DESCRIPTION_LENGTH ? `${text.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1)}…` : text;
  return {
    title: `${gym.card.name} · LifeOrbit`,
    description: description ? `${place}. ${description}` : `${place}. Train here with LifeOrbit.`,
    image: gym.coverUrl ?? gym.card.logoUrl,
  };
}

// ---- Staff ----

export async function setStatus(db: AppDb, actorId: string, gymId: string, status: GymStatus): Promise<GymDetail> {
  const gym = await repo.findGym(db, { id: gymId }, actorId);
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
  const gym = await repo.findGym(db, { id: gymId }, actorId);
  if (!gym) throw noGym();
  const userId = await repo.findUserIdByHandle(db, handle);
  if (!userId) throw invalid('handle', 'not_found', 'No member has this handle');
  await db.transaction(async (tx) => {
    await repo.upsertMember(tx, gymId, userId, { role: 'admin' });
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

// ---- The gym of a workout ----

async function workoutGymOf(db: AppDb, gymId: string | null): Promise<WorkoutGymResponse> {
  return { gym: gymId ? await repo.gymSummary(db, gymId) : null };
}

export async function getWorkoutGym(db: AppDb, userId: string, workoutId: string): Promise<WorkoutGymResponse> {
  const gymId = await repo.findWorkoutGymId(db, userId, workoutId);
  if (gymId === undefined) {
    throw new AppError('not_found', 'Workout not found', [
      { field: 'id', code: 'not_found', message: 'Workout not found' },
    ]);
  }
  return workoutGymOf(db, gymId);
}

/** Sets where the workout is logged: a gym the member belongs to, or none. */
export async function setWorkoutGym(
  db: AppDb,
  userId: string,
  workoutId: string,
  gymId: string | null,
): Promise<WorkoutGymResponse> {
  await getWorkoutGym(db, userId, workoutId);
  if (gymId && !(await repo.findMembership(db, gymId, userId))) {
    throw invalid('gymId', 'not_found', 'You are not a member of this gym');
  }
  await repo.setWorkoutGym(db, userId, workoutId, gymId);
  return workoutGymOf(db, gymId);
}

/** The equipment ids of the member's home gym (none without one): for other areas, through index.ts. */
export function homeGymEquipmentIds(db: AppDb, userId: string): Promise<string[]> {
  return repo.homeGymEquipmentIds(db, userId);
}

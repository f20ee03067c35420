import type {
  AdminOverview,
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  AppSettings,
  Role,
  UpdateAppSettingsRequest,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import {
  STAFF_TWO_FACTOR_SETTING,
  deleteAllSessions,
  deleteSession,
  grantRole as insertRole,
  revokeRole as deleteRole,
  setBan,
} from '../../auth';
import { logAdminAction } from '../security';
import {
  findUserDetail,
  listSessions,
  overviewCounts,
  readSettings,
  rolesOf,
  searchAudit,
  searchCoachLogs,
  searchUsers,
  writeSettings,
} from './admin.repository';
import { listCatalogueProfiles, makeDefaultProfile } from '../admin-catalogue';

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

export async function listUsers(db: AppDb, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const { rows, total } = await searchUsers(db, query);
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.displayName || row.name,
      createdAt: iso(row.createdAt)!,
      roles: roles.get(row.id) ?? [],
      bannedAt: iso(row.bannedAt),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getUser(db: AppDb, userId: string): Promise<AdminUserDetail> {
  const row = await findUserDetail(db, userId);
  if (!row) throw new AppError('not_found', 'No such user');
  const [roles, sessions] = await Promise.all([rolesOf(db, [userId]), listSessions(db, userId)]);
  return {
    id: row.id,
    email: row.email,
    name: row.displayName || row.name,
    createdAt: iso(row.createdAt)!,
    roles: roles.get(userId) ?? [],
    bannedAt: iso(row.bannedAt),
    banReason: row.banReason ?? null,
    displayName: row.displayName ?? null,
    preferredLanguage: row.preferredLanguage ?? null,
    weightUnit: row.weightUnit ?? 'kg',
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: iso(s.createdAt)!,
      expiresAt: iso(s.expiresAt)!,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}

async function requireUserExists(db: AppDb, userId: string) {
  if (!(await findUserDetail(db, userId))) throw new AppError('not_found', 'No such user');
}

/**
 * A role change, a ban and a revoked session commit together with their audit entry, or not at all. A null actor is
 * `npm run admin:grant` on the server's machine: its entry says so (`via: 'command line'`).
 */
export async function grantUserRole(db: AppDb, actorId: string | null, userId: string, role: Role) {
  await requireUserExists(db, userId);
  await db.transaction(async (tx) => {
    await insertRole(tx, userId, role, actorId);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'role_granted',
      targetUserId: userId,
      details: actorId === null ? { role, via: 'command line' } : { role },
    });
  });
  return getUser(db, userId);
}

export async function revokeUserRole(db: AppDb, actorId: string, userId: string, role: Role) {
  await requireUserExists(db, userId);
  if (userId === actorId && role === 'superadmin') {
    throw new AppError('validation_failed', 'You cannot remove your own superadmin role', [
      { field: 'role', code: 'own_account', message: 'Ask another superadmin to do it' },
    ]);
  }
  await db.transaction(async (tx) => {
    await deleteRole(tx, userId, role);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'role_revoked',
      targetUserId: userId,
      details: { role },
    });
  });
  return getUser(db, userId);
}

export async function revokeUserSession(db: AppDb, actorId: string, userId: string, sessionId: string) {
  await requireUserExists(db, userId);
  await db.transaction(async (tx) => {
    if (!(await deleteSession(tx, userId, sessionId))) throw new AppError('not_found', 'No such session');
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'session_revoked',
      targetUserId: userId,
      details: { sessionId },
    });
  });
  return getUser(db, userId);
}

export async function banUser(db: AppDb, actorId: string, userId: string, reason: string) {
  await requireUserExists(db, userId);
  if (userId === actorId) {
    throw new AppError('validation_failed', 'You cannot ban yourself', [
      { field: 'id', code: 'own_account', message: 'Not yourself' },
    ]);
  }
  await db.transaction(async (tx) => {
    await setBan(tx, userId, reason);
    const revokedSessions = await deleteAllSessions(tx, userId);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'user_banned',
      targetUserId: userId,
      details: { reason, revokedSessions },
    });
  });
  return getUser(db, userId);
}

export async function unbanUser(db: AppDb, actorId: string, userId: string) {
  await requireUserExists(db, userId);
  await db.transaction(async (tx) => {
    await setBan(tx, userId, null);
    await logAdminAction(tx, { actorUserId: actorId, actionType: 'user_unbanned', targetUserId: userId });
  });
  return getUser(db, userId);
}

/** Settings stored in app_settings; the default plate profile is the flag on plate_profiles instead (ADR 008). */
const SETTING_KEYS: Record<Exclude<keyof AppSettings, 'defaultPlateProfile'>, string> = {
  defaultLanguage: 'default_language',
  warmupStrategy: 'warmup_strategy',
  registrationOpen: 'registration_open',
  staffTwoFactorRequired: STAFF_TWO_FACTOR_SETTING,
};

export async function getSettings(db: AppDb): Promise<AppSettings> {
  const [stored, profiles] = await Promise.all([readSettings(db), listCatalogueProfiles(db)]);
  return {
    defaultLanguage: (stored.get('default_language') as AppSettings['defaultLanguage']) ?? 'en',
    defaultPlateProfile: profiles.find((profile) => profile.is_default)?.slug ?? null,
    warmupStrategy: (stored.get('warmup_strategy') as AppSettings['warmupStrategy']) ?? 'ramped',
    registrationOpen: (stored.get('registration_open') as boolean) ?? true,
    staffTwoFactorRequired: stored.get(STAFF_TWO_FACTOR_SETTING) === true,
  };
}

export async function isRegistrationOpen(db: AppDb): Promise<boolean> {
  return (await readSettings(db)).get('registration_open') !== false;
}

/** Saves the settings given; a new default plate profile moves the catalogue's is_default flag (one audit entry). */
export async function updateSettings(db: AppDb, actorId: string, changes: UpdateAppSettingsRequest) {
  const before = await getSettings(db);
  const { defaultPlateProfile, ...stored } = changes;
  let newDefaultId: string | null = null;
  if (defaultPlateProfile !== undefined && defaultPlateProfile !== before.defaultPlateProfile) {
    const profile = (await listCatalogueProfiles(db)).find((row) => row.slug === defaultPlateProfile);
    if (!profile) {
      throw new AppError('validation_failed', 'defaultPlateProfile: no catalogue plate profile has this slug', [
        { field: 'defaultPlateProfile', code: 'not_found', message: 'No catalogue plate profile has this slug' },
      ]);
    }
    newDefaultId = profile.id;
  }
  const values = Object.fromEntries(
    Object.entries(stored).map(([name, value]) => [SETTING_KEYS[name as keyof typeof SETTING_KEYS], value]),
  );
  await db.transaction(async (tx) => {
    await writeSettings(tx, values, actorId);
    if (newDefaultId) await makeDefaultProfile(tx, newDefaultId);
    await logAdminAction(tx, { actorUserId: actorId, actionType: 'settings_updated', details: { before, changes } });
  });
  return getSettings(db);
}

export async function listCoachLogs(db: AppDb, filter: Parameters<typeof searchCoachLogs>[1]) {
  const { rows, total } = await searchCoachLogs(db, filter);
  return {
    logs: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function listAudit(db: AppDb, filter: Parameters<typeof searchAudit>[1]) {
  const { rows, total } = await searchAudit(db, filter);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The admin home (issue 24): members, activity, what waits for a decision and the coach's use, with trends. */
export async function getOverview(db: AppDb, now = new Date()): Promise<AdminOverview> {
  const counts = await overviewCounts(db, now);
  return {
    members: { total: counts.members, joined: counts.joined },
    activeMembers: counts.active,
    workouts: { today: counts.workoutsToday, week: counts.workouts },
    pendingGyms: counts.pendingGyms,
    pendingDeals: counts.pendingDeals,
    openReports: counts.openReports,
    coach: { today: counts.coachToday, week: counts.coach },
    generatedAt: now.toISOString(),
  };
}

import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@lifeorbit/contracts';
import { appSettings, coachLogs } from '../../db/admin-schema';
import { escapeLike } from '../../core/sql';
import type { AppDb } from '../../db/client';
import { adminActionLog, profiles, session, user, userRoles } from '../../db/schema';

export async function searchUsers(
  db: AppDb,
  { q, role, page, pageSize }: { q?: string; role?: Role; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(or(ilike(user.email, pattern), ilike(user.name, pattern), ilike(profiles.displayName, pattern))!);
  }
  if (role) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${user.id} AND ${userRoles.role} = ${role})`,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        displayName: profiles.displayName,
        createdAt: user.createdAt,
        bannedAt: profiles.bannedAt,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function rolesOf(db: AppDb, userIds: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role].sort());
  return map;
}

export async function findUserDetail(db: AppDb, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      displayName: profiles.displayName,
      preferredLanguage: profiles.preferredLanguage,
      weightUnit: profiles.weightUnit,
      bannedAt: profiles.bannedAt,
      banReason: profiles.banReason,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function listSessions(db: AppDb, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`))
    .orderBy(desc(session.createdAt));
}

export async function readSettings(db: AppDb): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSettings(db: AppDb, values: Record<string, unknown>, updatedBy: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) await saveSetting(tx, key, value, updatedBy);
  });
}

/** Saves one setting; the caller writes its audit entry in the same transaction (the coach's provider, ADR 018). */
export async function saveSetting(db: AppDb, key: string, value: unknown, updatedBy: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: sql`now()` } });
}

export async function searchCoachLogs(
  db: AppDb,
  filter: {
    userId?: string;
    status?: (typeof coachLogs.status.enumValues)[number];
    provider?: 'embedded' | 'openai';
    q?: string;
    page: number;
    pageSize: number;
  },
) {
  const filters: SQL[] = [];
  if (filter.userId) filters.push(eq(coachLogs.userId, filter.userId));
  if (filter.status) filters.push(eq(coachLogs.status, filter.status));
  if (filter.provider) filters.push(eq(coachLogs.provider, filter.provider));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    filters.push(or(ilike(coachLogs.prompt, pattern), ilike(coachLogs.response, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: coachLogs.id,
        userId: coachLogs.userId,
        userEmail: user.email,
        prompt: coachLogs.prompt,
        response: coachLogs.response,
        model: coachLogs.model,
        languageCode: coachLogs.languageCode,
        status: coachLogs.status,
        latencyMs: coachLogs.latencyMs,
        provider: coachLogs.provider,
        tokensIn: coachLogs.tokensIn,
        tokensOut: coachLogs.tokensOut,
        createdAt: coachLogs.createdAt,
      })
      .from(coachLogs)
      .leftJoin(user, eq(user.id, coachLogs.userId))
      .where(where)
      .orderBy(desc(coachLogs.createdAt))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(coachLogs).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function searchAudit(
  db: AppDb,
  filter: { actionType?: string; targetUserId?: string; actorUserId?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (filter.actionType) filters.push(eq(adminActionLog.actionType, filter.actionType));
  if (filter.targetUserId) filters.push(eq(adminActionLog.targetUserId, filter.targetUserId));
  if (filter.actorUserId) filters.push(eq(adminActionLog.actorUserId, filter.actorUserId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminActionLog.id,
        actorUserId: adminActionLog.actorUserId,
        actorEmail: user.email,
        actionType: adminActionLog.actionType,
        targetUserId: adminActionLog.targetUserId,
        details: adminActionLog.details,
        createdAt: adminActionLog.createdAt,
      })
      .from(adminActionLog)
      .leftJoin(user, eq(user.id, adminActionLog.actorUserId))
      .where(where)
      .orderBy(desc(adminActionLog.createdAt))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(adminActionLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

type OverviewRow = Record<
  | 'members'
  | 'joined_week'
  | 'joined_prev'
  | 'active_week'
  | 'active_prev'
  | 'workouts_today'
  | 'workouts_week'
  | 'workouts_prev'
  | 'pending_gyms'
  | 'pending_deals'
  | 'open_reports'
  | 'coach_today'
  | 'coach_week'
  | 'coach_prev',
  string | number
>;

/**
 * The admin home's counts in one round trip, each a count on an index (0029_admin_overview.sql, and the status
 * indexes of gyms, deals and reports): windows are the last 7 days and the 7 before, and "today" is since midnight UTC.
 */
export async function overviewCounts(db: AppDb, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    WITH t AS (
      SELECT ${at}::timestamptz AS now,
             ${at}::timestamptz - interval '7 days' AS week,
             ${at}::timestamptz - interval '14 days' AS prev,
             date_trunc('day', ${at}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS today
    )
    SELECT
      (SELECT count(*) FROM "user") AS members,
      (SELECT count(*) FROM "user", t WHERE created_at > t.week AND created_at <= t.now) AS joined_week,
      (SELECT count(*) FROM "user", t WHERE created_at > t.prev AND created_at <= t.week) AS joined_prev,
      (SELECT count(DISTINCT user_id) FROM workouts, t
        WHERE ended_at IS NOT NULL AND ended_at > t.week AND ended_at <= t.now) AS active_week,
      (SELECT count(DISTINCT user_id) FROM workouts, t
        WHERE ended_at IS NOT NULL AND ended_at > t.prev AND ended_at <= t.week) AS active_prev,
      (SELECT count(*) FROM workouts, t
        WHERE ended_at IS NOT NULL AND ended_at >= t.today AND ended_at <= t.now) AS workouts_today,
      (SELECT count(*) FROM workouts, t
        WHERE ended_at IS NOT NULL AND ended_at > t.week AND ended_at <= t.now) AS workouts_week,
      (SELECT count(*) FROM workouts, t
        WHERE ended_at IS NOT NULL AND ended_at > t.prev AND ended_at <= t.week) AS workouts_prev,
      (SELECT count(*) FROM gyms WHERE status = 'pending') AS pending_gyms,
      (SELECT count(*) FROM ambassador_deals WHERE status = 'pending') AS pending_deals,
      (SELECT count(*) FROM workout_reports WHERE status = 'open') AS open_reports,
      (SELECT count(*) FROM coach_logs, t
        WHERE status <> 'error' AND created_at >= t.today AND created_at <= t.now) AS coach_today,
      (SELECT count(*) FROM coach_logs, t
        WHERE status <> 'error' AND created_at > t.week AND created_at <= t.now) AS coach_week,
      (SELECT count(*) FROM coach_logs, t
        WHERE status <> 'error' AND created_at > t.prev AND created_at <= t.week) AS coach_prev
    FROM t
  `);
  const row = (result as unknown as { rows: OverviewRow[] }).rows[0]!;
  const n = (key: keyof OverviewRow) => Number(row[key]);
  return {
    members: n('members'),
    joined: { current: n('joined_week'), previous: n('joined_prev') },
    active: { current: n('active_week'), previous: n('active_prev') },
    workoutsToday: n('workouts_today'),
    workouts: { current: n('workouts_week'), previous: n('workouts_prev') },
    pendingGyms: n('pending_gyms'),
    pendingDeals: n('pending_deals'),
    openReports: n('open_reports'),
    coachToday: n('coach_today'),
    coach: { current: n('coach_week'), previous: n('coach_prev') },
  };
}

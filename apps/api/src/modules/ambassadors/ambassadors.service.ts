import type {
  AmbassadorHome,
  AmbassadorListQuery,
  AmbassadorListResponse,
  AmbassadorSummary,
  ClaimReferralResponse,
  CreateAmbassadorRequest,
  PageQuery,
  ReferralsResponse,
  UpdateAmbassadorRequest,
} from '@lifeorbit/contracts/ambassadors';
import { formatAmount } from '@lifeorbit/domain';
import { grantRole, revokeRole } from '../../auth';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import * as repo from './ambassadors.repository';
import { totalsOf } from './ledger.repository';

/** Ambassador profiles (superadmins make them), the ambassador's own page and referrals (issue 22). */

const PAGE = 50;
/** A referral is recorded only this soon after the account was made: an older member cannot pick a referrer. */
export const REFERRAL_CLAIM_WINDOW_SEC = 60 * 60;

/** The caller's active ambassador profile, or a 403. */
export async function requireAmbassador(db: AppDb, userId: string): Promise<repo.ProfileRow> {
  const profile = await repo.findProfileByUser(db, userId);
  if (!profile || profile.status !== 'active') throw new AppError('forbidden', 'Only ambassadors can do this');
  return profile;
}

export function toSummary(row: repo.ProfileRow): AmbassadorSummary {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    referralCode: row.referral_code,
    commissionRateBps: row.commission_rate_bps,
    status: row.status,
    referredCount: row.referred_count,
    createdAt: repo.iso(row.created_at),
  };
}

export async function getHome(db: AppDb, userId: string): Promise<AmbassadorHome> {
  const me = await requireAmbassador(db, userId);
  const totals = await totalsOf(db, { ambassadorId: me.id });
  return {
    profile: {
      id: me.id,
      referralCode: me.referral_code,
      commissionRateBps: me.commission_rate_bps,
      status: me.status,
    },
    referredCount: me.referred_count,
    totals: totals.map((t) => ({
      status: t.status,
      money: {
        minor: Number(t.total_minor),
        amount: formatAmount(Number(t.total_minor), t.currency),
        currency: t.currency,
      },
    })),
  };
}

export async function listReferred(db: AppDb, userId: string, query: PageQuery): Promise<ReferralsResponse> {
  const me = await requireAmbassador(db, userId);
  const rows = await repo.listReferred(db, me.id, decodeCursor(query.cursor), PAGE);
  const { page, nextCursor } = pageOf(rows, PAGE, (row) => ({ at: row.cursor_at, id: row.id }));
  return {
    members: page.map((row) => ({
      name: row.name,
      joinedAt: repo.iso(row.created_at),
      workoutsLast30Days: row.workouts_30,
      lastWorkoutAt: repo.isoOrNull(row.last_workout_at),
    })),
    nextCursor,
  };
}

/**
 * Records who referred a member who signed up through a referral link: the web calls this once right after sign-up.
 * Only an account made less than REFERRAL_CLAIM_WINDOW_SEC ago, only if it has no referrer yet, never one's own code.
 */
export async function claimReferral(db: AppDb, userId: string, code: string): Promise<ClaimReferralResponse> {
  const ambassador = await repo.findActiveByCode(db, code);
  if (!ambassador) return { claimed: false, reason: 'unknown_code' };
  if (ambassador.user_id === userId) return { claimed: false, reason: 'own_code' };
  const age = await repo.accountAgeSeconds(db, userId);
  if (age === null || age > REFERRAL_CLAIM_WINDOW_SEC) return { claimed: false, reason: 'too_late' };
  const recorded = await repo.insertReferral(db, userId, ambassador.id);
  return recorded ? { claimed: true, reason: 'recorded' } : { claimed: false, reason: 'already_referred' };
}

export async function listAmbassadors(db: AppDb, query: AmbassadorListQuery): Promise<AmbassadorListResponse> {
  const rows = await repo.listProfiles(db, {
    ...(query.q && { q: query.q }),
    ...(query.status && { status: query.status }),
    cursor: decodeCursor(query.cursor),
    limit: PAGE,
  });
  const { page, nextCursor } = pageOf(rows, PAGE, (row) => ({ at: row.cursor_at, id: row.id }));
  return { ambassadors: page.map(toSummary), nextCursor };
}

const codeTaken = () =>
  new AppError('conflict', 'Another ambassador has this referral code', [
    { field: 'referralCode', code: 'duplicate', message: 'Another ambassador has this referral code' },
  ]);

export async function createAmbassador(
  db: AppDb,
  adminId: string,
  request: CreateAmbassadorRequest,
): Promise<AmbassadorSummary> {
  if (!(await repo.userExists(db, request.userId))) {
    throw new AppError('validation_failed', 'userId: No member with this id', [
      { field: 'userId', code: 'not_found', message: 'No member with this id' },
    ]);
  }
  if (await repo.findProfileByUser(db, request.userId)) {
    throw new AppError('conflict', 'This member is already an ambassador', [
      { field: 'userId', code: 'duplicate', message: 'This member is already an ambassador' },
    ]);
  }
  if (request.referralCode && (await repo.codeTaken(db, request.referralCode, null))) throw codeTaken();
  return db.transaction(async (tx) => {
    const id = await repo.insertProfile(tx, {
      userId: request.userId,
      referralCode: request.referralCode,
      commissionRateBps: request.commissionRateBps,
    });
    await grantRole(tx, request.userId, 'ambassador', adminId);
    const after = toSummary((await repo.findProfile(tx, id))!);
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: 'ambassador.create',
      targetUserId: request.userId,
      details: { ambassadorId: id, before: null, after: auditView(after) },
    });
    return after;
  });
}

const auditView = (a: AmbassadorSummary) => ({
  referralCode: a.referralCode,
  commissionRateBps: a.commissionRateBps,
  status: a.status,
});

export async function updateAmbassador(
  db: AppDb,
  adminId: string,
  id: string,
  request: UpdateAmbassadorRequest,
): Promise<AmbassadorSummary> {
  const row = await repo.findProfile(db, id);
  if (!row) throw new AppError('not_found', 'No ambassador with this id');
  const before = toSummary(row);
  const next = {
    referralCode: request.referralCode ?? before.referralCode,
    commissionRateBps: request.commissionRateBps ?? before.commissionRateBps,
    status: request.status ?? before.status,
  };
  if (next.referralCode !== before.referralCode && (await repo.codeTaken(db, next.referralCode, id))) throw codeTaken();
  return db.transaction(async (tx) => {
    await repo.updateProfile(tx, id, next);
    if (next.status === 'active') await grantRole(tx, row.user_id, 'ambassador', adminId);
    else await revokeRole(tx, row.user_id, 'ambassador');
    const after = toSummary((await repo.findProfile(tx, id))!);
    const deactivated = next.status !== before.status && next.status === 'inactive';
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: deactivated ? 'ambassador.deactivate' : 'ambassador.update',
      targetUserId: row.user_id,
      details: { ambassadorId: id, before: auditView(before), after: auditView(after) },
    });
    return after;
  });
}

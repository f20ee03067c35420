import type {
  DealListQuery,
  DealListResponse,
  DealRequest,
  DealView,
  MoneyView,
  MyPayoutsResponse,
  PageQuery,
  PayoutEntryView,
  PayoutExportQuery,
  PayoutListQuery,
  PayoutListResponse,
  PayoutStatusRequest,
} from '@lifeorbit/contracts/ambassadors';
import {
  canMovePayout,
  commissionOf,
  formatAmount,
  formatRate,
  isCurrency,
  parseAmount,
  payoutMoveNeeds,
  toCsv,
  type Money,
} from '@lifeorbit/domain';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import { iso, isoOrNull } from './ambassadors.repository';
import { requireAmbassador } from './ambassadors.service';
import { findProfile } from './ambassadors.repository';
import * as repo from './ledger.repository';

/** Deals and the payout ledger: exact money, each admin decision audited with before and after (issue 22). */

const PAGE = 50;
/** The most rows one CSV export holds; a larger period is refused with a 400 asking for a shorter one. */
export const EXPORT_MAX_ROWS = 10_000;

const AMOUNT_MESSAGES = {
  not_a_number: 'Amount must be a number such as 12.50',
  negative: 'Amount cannot be negative',
  too_many_decimals: 'Amount has more decimals than its currency',
  too_large: 'Amount is too large',
} as const;

/** Decimal text and a currency as exact minor units, or a 400 naming `amount` or `currency`. */
export function parseMoney(amount: string, currency: string): Money {
  if (!isCurrency(currency)) {
    throw new AppError('validation_failed', 'currency: Not a currency this app takes', [
      { field: 'currency', code: 'invalid_value', message: 'Not a currency this app takes' },
    ]);
  }
  const parsed = parseAmount(amount, currency);
  if ('problem' in parsed) {
    const problem = parsed.problem as keyof typeof AMOUNT_MESSAGES;
    const code = problem === 'negative' ? 'too_small' : problem === 'too_large' ? 'too_large' : 'invalid_format';
    throw new AppError('validation_failed', `amount: ${AMOUNT_MESSAGES[problem]}`, [
      { field: 'amount', code, message: AMOUNT_MESSAGES[problem] },
    ]);
  }
  if (parsed.minor === 0) {
    throw new AppError('validation_failed', 'amount: Amount must be more than zero', [
      { field: 'amount', code: 'too_small', message: 'Amount must be more than zero' },
    ]);
  }
  return { minor: parsed.minor, currency };
}

export const moneyView = (minor: number, currency: string): MoneyView => ({
  minor,
  amount: formatAmount(minor, currency),
  currency,
});

function dealView(row: repo.DealRow): DealView {
  return {
    id: row.id,
    ambassador: { id: row.ambassador_id, name: row.ambassador_name },
    partner: row.partner,
    description: row.description,
    money: moneyView(Number(row.amount_minor), row.currency),
    dealDate: row.deal_date,
    proofUrl: row.proof_url,
    status: row.status,
    rejectReason: row.reject_reason,
    decidedAt: isoOrNull(row.decided_at),
    commission: row.commission_minor === null ? null : moneyView(Number(row.commission_minor), row.currency),
    createdAt: iso(row.created_at),
  };
}

export function entryView(row: repo.EntryRow): PayoutEntryView {
  return {
    id: row.id,
    ambassador: { id: row.ambassador_id, name: row.ambassador_name },
    kind: row.kind,
    source: row.source,
    money: moneyView(Number(row.amount_minor), row.currency),
    rateBps: row.rate_bps,
    status: row.status,
    reason: row.reason,
    reference: row.reference,
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
  };
}

const dealValues = (request: DealRequest): repo.DealValues => {
  const money = parseMoney(request.amount, request.currency);
  return {
    partner: request.partner,
    description: request.description ?? '',
    amountMinor: money.minor,
    currency: money.currency,
    dealDate: request.dealDate,
    proofUrl: request.proofUrl || null,
  };
};

export async function createDeal(db: AppDb, userId: string, request: DealRequest): Promise<DealView> {
  const me = await requireAmbassador(db, userId);
  const id = await repo.insertDeal(db, me.id, dealValues(request));
  return dealView((await repo.findDeal(db, id))!);
}

export async function updateDeal(db: AppDb, userId: string, id: string, request: DealRequest): Promise<DealView> {
  const me = await requireAmbassador(db, userId);
  const deal = await repo.findDeal(db, id);
  if (!deal || deal.ambassador_id !== me.id) throw new AppError('not_found', 'No deal with this id');
  const values = dealValues(request);
  if (deal.status !== 'pending' || !(await repo.updatePendingDeal(db, id, values))) {
    throw new AppError('conflict', 'A deal can be edited only while it is pending');
  }
  return dealView((await repo.findDeal(db, id))!);
}

export async function myDeals(db: AppDb, userId: string, query: PageQuery): Promise<DealListResponse> {
  const me = await requireAmbassador(db, userId);
  return pageDeals(db, { ambassadorId: me.id, cursor: query.cursor });
}

async function pageDeals(
  db: AppDb,
  query: { ambassadorId?: string; status?: DealListQuery['status']; cursor: string | undefined },
): Promise<DealListResponse> {
  const rows = await repo.listDeals(db, {
    ...(query.ambassadorId && { ambassadorId: query.ambassadorId }),
    ...(query.status && { status: query.status }),
    cursor: decodeCursor(query.cursor),
    limit: PAGE,
  });
  const { page, nextCursor } = pageOf(rows, PAGE, (row) => ({ at: row.cursor_at, id: row.id }));
  return { deals: page.map(dealView), nextCursor };
}

export const listDeals = (db: AppDb, query: DealListQuery) =>
  pageDeals(db, { ...(query.status && { status: query.status }), cursor: query.cursor });

/**
 * Verifies a pending deal and writes its commission (amount x the ambassador's rate, half-even) in one transaction. A
 * deal verified twice pays once: the second decision finds it no longer pending, and payout_entries.deal_id is unique.
 */
export async function verifyDeal(db: AppDb, adminId: string, id: string): Promise<DealView> {
  const deal = await repo.findDeal(db, id);
  if (!deal) throw new AppError('not_found', 'No deal with this id');
  const ambassador = (await findProfile(db, deal.ambassador_id))!;
  const commission = commissionOf(
    { minor: Number(deal.amount_minor), currency: deal.currency },
    ambassador.commission_rate_bps,
  );
  await db.transaction(async (tx) => {
    if (!(await repo.decideDeal(tx, id, 'verified', null, adminId))) {
      throw new AppError('conflict', 'This deal has already been decided');
    }
    const entryId = await repo.insertEntry(tx, {
      ambassadorId: deal.ambassador_id,
      kind: 'commission',
      dealId: id,
      battleId: null,
      amountMinor: commission.minor,
      currency: commission.currency,
      rateBps: ambassador.commission_rate_bps,
    });
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: 'deal.verify',
      targetUserId: deal.ambassador_user_id,
      details: {
        dealId: id,
        before: { status: deal.status },
        after: {
          status: 'verified',
          commissionEntryId: entryId,
          commissionMinor: commission.minor,
          currency: commission.currency,
        },
      },
    });
  });
  return dealView((await repo.findDeal(db, id))!);
}

export async function rejectDeal(db: AppDb, adminId: string, id: string, reason: string): Promise<DealView> {
  const deal = await repo.findDeal(db, id);
  if (!deal) throw new AppError('not_found', 'No deal with this id');
  await db.transaction(async (tx) => {
    if (!(await repo.decideDeal(tx, id, 'rejected', reason, adminId))) {
      throw new AppError('conflict', 'This deal has already been decided');
    }
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: 'deal.reject',
      targetUserId: deal.ambassador_user_id,
      details: { dealId: id, before: { status: deal.status }, after: { status: 'rejected', reason } },
    });
  });
  return dealView((await repo.findDeal(db, id))!);
}

const filterOf = (query: PayoutListQuery | PayoutExportQuery): repo.EntryFilter => {
  const q = query as PayoutListQuery;
  if (q.from && q.to && q.from > q.to) {
    throw new AppError('validation_failed', 'to: The end of the period comes before its start', [
      { field: 'to', code: 'out_of_range', message: 'The end of the period comes before its start' },
    ]);
  }
  return {
    ...(q.status && { status: q.status }),
    ...(q.ambassadorId && { ambassadorId: q.ambassadorId }),
    ...(q.currency && { currency: q.currency }),
    ...(q.from && { from: q.from }),
    ...(q.to && { to: q.to }),
  };
};

export async function listPayouts(db: AppDb, query: PayoutListQuery): Promise<PayoutListResponse> {
  const filter = filterOf(query);
  const [rows, totals] = await Promise.all([
    repo.listEntries(db, filter, decodeCursor(query.cursor), PAGE),
    repo.totalsOf(db, filter),
  ]);
  const { page, nextCursor } = pageOf(rows, PAGE, (row) => ({ at: row.cursor_at, id: row.id }));
  return {
    entries: page.map(entryView),
    totals: totals.map((t) => ({
      ambassadorId: t.ambassador_id,
      name: t.name,
      status: t.status,
      money: moneyView(Number(t.total_minor), t.currency),
    })),
    nextCursor,
  };
}

export async function myPayouts(db: AppDb, userId: string, query: PageQuery): Promise<MyPayoutsResponse> {
  const me = await requireAmbassador(db, userId);
  const rows = await repo.listEntries(db, { ambassadorId: me.id }, decodeCursor(query.cursor), PAGE);
  const { page, nextCursor } = pageOf(rows, PAGE, (row) => ({ at: row.cursor_at, id: row.id }));
  return { entries: page.map(entryView), nextCursor };
}

/** pending -> approved -> paid (with the payment's reference), or rejected / failed with a reason; paid is final. */
export async function movePayout(
  db: AppDb,
  adminId: string,
  id: string,
  request: PayoutStatusRequest,
): Promise<PayoutEntryView> {
  const entry = await repo.findEntry(db, id);
  if (!entry) throw new AppError('not_found', 'No payout entry with this id');
  if (!canMovePayout(entry.status, request.status)) {
    throw new AppError('conflict', `A ${entry.status} entry cannot become ${request.status}`);
  }
  const needs = payoutMoveNeeds(request.status);
  const given = needs === 'reason' ? request.reason : needs === 'reference' ? request.reference : 'none';
  if (needs && !given) {
    throw new AppError('validation_failed', `${needs}: Required for ${request.status}`, [
      { field: needs, code: 'required', message: `Required for ${request.status}` },
    ]);
  }
  await db.transaction(async (tx) => {
    const moved = await repo.moveEntry(
      tx,
      id,
      entry.status,
      request.status,
      needs === 'reason' ? request.reason! : null,
      needs === 'reference' ? request.reference! : null,
    );
    if (!moved) throw new AppError('conflict', 'Someone changed this entry meanwhile; reload it');
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: `payout.${request.status}`,
      targetUserId: entry.ambassador_user_id,
      details: {
        entryId: id,
        before: { status: entry.status, reason: entry.reason, reference: entry.reference },
        after: { status: request.status, reason: request.reason ?? null, reference: request.reference ?? null },
      },
    });
  });
  return entryView((await repo.findEntry(db, id))!);
}

export const CSV_HEADER = [
  'entry_id',
  'created_date',
  'ambassador',
  'ambassador_id',
  'kind',
  'source',
  'amount',
  'currency',
  'rate_percent',
  'status',
  'reference',
  'paid_date',
  'reason',
] as const;

/** The entries of a period as CSV a finance tool reads: a header, ISO dates, decimal amounts beside their currency. */
export async function exportPayouts(db: AppDb, adminId: string, query: PayoutExportQuery): Promise<string> {
  const filter = filterOf(query);
  const rows = await repo.exportEntries(db, filter, EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) {
    throw new AppError('validation_failed', `from: More than ${EXPORT_MAX_ROWS} entries; choose a shorter period`, [
      { field: 'from', code: 'out_of_range', message: `More than ${EXPORT_MAX_ROWS} entries; choose a shorter period` },
    ]);
  }
  await logAdminAction(db, {
    actorUserId: adminId,
    actionType: 'payout.export',
    details: { from: query.from, to: query.to, rows: rows.length },
  });
  const day = (value: unknown) => (value ? iso(value).slice(0, 10) : null);
  return toCsv([
    [...CSV_HEADER],
    ...rows.map((row) => [
      row.id,
      day(row.created_at),
      row.ambassador_name,
      row.ambassador_id,
      row.kind,
      row.source,
      formatAmount(Number(row.amount_minor), row.currency),
      row.currency,
      row.rate_bps === null ? null : formatRate(row.rate_bps),
      row.status,
      row.reference,
      day(row.paid_at),
      row.reason,
    ]),
  ]);
}

import { sql, type SQL } from 'drizzle-orm';
import type { DealStatus, PayoutKind, PayoutStatus } from '@lifeorbit/contracts/ambassadors';
import type { TimeIdCursor } from '../../core/cursor';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { afterCursor, cursorKey, memberName } from './ambassadors.repository';

/** Deals and the payout ledger. Amounts are bigint minor units, read as text and turned into exact numbers. */

export interface DealRow {
  id: string;
  ambassador_id: string;
  ambassador_name: string;
  ambassador_user_id: string;
  partner: string;
  description: string;
  amount_minor: string;
  currency: string;
  deal_date: string;
  proof_url: string | null;
  status: DealStatus;
  reject_reason: string | null;
  decided_at: unknown;
  created_at: unknown;
  commission_minor: string | null;
  cursor_at: string;
}

const dealSelect = sql`SELECT d.id, d.ambassador_id, ${memberName('p', 'u')} AS ambassador_name,
    a.user_id AS ambassador_user_id, d.partner, d.description, d.amount_minor::text AS amount_minor, d.currency,
    to_char(d.deal_date, 'YYYY-MM-DD') AS deal_date, d.proof_url, d.status, d.reject_reason, d.decided_at,
    d.created_at, ${cursorKey('d.created_at')} AS cursor_at, e.amount_minor::text AS commission_minor
  FROM ambassador_deals d JOIN ambassador_profiles a ON a.id = d.ambassador_id JOIN "user" u ON u.id = a.user_id
  LEFT JOIN profiles p ON p.user_id = a.user_id LEFT JOIN payout_entries e ON e.deal_id = d.id`;

export async function findDeal(db: AppDb, id: string): Promise<DealRow | null> {
  const [row] = await queryRows<DealRow>(db, sql`${dealSelect} WHERE d.id = ${id}`);
  return row ?? null;
}

export async function listDeals(
  db: AppDb,
  query: { ambassadorId?: string; status?: DealStatus; cursor: TimeIdCursor | null; limit: number },
): Promise<DealRow[]> {
  return queryRows<DealRow>(
    db,
    sql`${dealSelect} WHERE TRUE
        ${query.ambassadorId ? sql`AND d.ambassador_id = ${query.ambassadorId}` : sql``}
        ${query.status ? sql`AND d.status = ${query.status}` : sql``}
        ${afterCursor('d.created_at', 'd.id', query.cursor)}
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${query.limit + 1}`,
  );
}

export interface DealValues {
  partner: string;
  description: string;
  amountMinor: number;
  currency: string;
  dealDate: string;
  proofUrl: string | null;
}

export async function insertDeal(db: AppDb, ambassadorId: string, v: DealValues): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO ambassador_deals (ambassador_id, partner, description, amount_minor, currency, deal_date, proof_url)
        VALUES (${ambassadorId}, ${v.partner}, ${v.description}, ${v.amountMinor}, ${v.currency}, ${v.dealDate},
          ${v.proofUrl}) RETURNING id`,
  );
  return row!.id;
}

/** Changes a pending deal; answers whether it was still pending. */
export async function updatePendingDeal(db: AppDb, id: string, v: DealValues): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ambassador_deals SET partner = ${v.partner}, description = ${v.description},
          amount_minor = ${v.amountMinor}, currency = ${v.currency}, deal_date = ${v.dealDate},
          proof_url = ${v.proofUrl}, updated_at = now()
        WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return rows.length > 0;
}

/** Decides a pending deal; answers whether it was still pending (a second decision changes nothing). */
export async function decideDeal(
  db: AppDb,
  id: string,
  status: 'verified' | 'rejected',
  reason: string | null,
  adminId: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ambassador_deals SET status = ${status}, reject_reason = ${reason}, decided_by = ${adminId},
          decided_at = now(), updated_at = now()
        WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Writes a ledger entry; the unique deal_id and battle_id make a second entry for the same deal or battle a no-op.
 * Answers the new entry's id, or null when one existed.
 */
export async function insertEntry(
  db: AppDb,
  v: {
    ambassadorId: string;
    kind: PayoutKind;
    dealId: string | null;
    battleId: string | null;
    amountMinor: number;
    currency: string;
    rateBps: number | null;
  },
): Promise<string | null> {
  const conflict = v.kind === 'commission' ? sql`(deal_id)` : sql`(battle_id)`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO payout_entries (ambassador_id, kind, deal_id, battle_id, amount_minor, currency, rate_bps)
        VALUES (${v.ambassadorId}, ${v.kind}, ${v.dealId}, ${v.battleId}, ${v.amountMinor}, ${v.currency}, ${v.rateBps})
        ON CONFLICT ${conflict} DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export interface EntryRow {
  id: string;
  ambassador_id: string;
  ambassador_name: string;
  ambassador_user_id: string;
  kind: PayoutKind;
  source: string;
  amount_minor: string;
  currency: string;
  rate_bps: number | null;
  status: PayoutStatus;
  reason: string | null;
  reference: string | null;
  created_at: unknown;
  paid_at: unknown;
  cursor_at: string;
}

const entrySelect = sql`SELECT e.id, e.ambassador_id, ${memberName('p', 'u')} AS ambassador_name,
    a.user_id AS ambassador_user_id, e.kind, COALESCE(d.partner, b.name, '') AS source,
    e.amount_minor::text AS amount_minor, e.currency, e.rate_bps, e.status, e.reason, e.reference, e.created_at,
    e.paid_at, ${cursorKey('e.created_at')} AS cursor_at
  FROM payout_entries e JOIN ambassador_profiles a ON a.id = e.ambassador_id JOIN "user" u ON u.id = a.user_id
  LEFT JOIN profiles p ON p.user_id = a.user_id
  LEFT JOIN ambassador_deals d ON d.id = e.deal_id LEFT JOIN battles b ON b.id = e.battle_id`;

export interface EntryFilter {
  status?: PayoutStatus;
  ambassadorId?: string;
  currency?: string;
  /** Days (YYYY-MM-DD, UTC) the entry was created in, both included. */
  from?: string;
  to?: string;
}

const entryWhere = (f: EntryFilter): SQL => sql`WHERE TRUE
  ${f.status ? sql`AND e.status = ${f.status}` : sql``}
  ${f.ambassadorId ? sql`AND e.ambassador_id = ${f.ambassadorId}` : sql``}
  ${f.currency ? sql`AND e.currency = ${f.currency}` : sql``}
  ${f.from ? sql`AND e.created_at >= (${f.from}::date)::timestamp AT TIME ZONE 'UTC'` : sql``}
  ${f.to ? sql`AND e.created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'` : sql``}`;

export async function findEntry(db: AppDb, id: string): Promise<EntryRow | null> {
  const [row] = await queryRows<EntryRow>(db, sql`${entrySelect} WHERE e.id = ${id}`);
  return row ?? null;
}

export async function findEntryForBattle(db: AppDb, battleId: string): Promise<EntryRow | null> {
  const [row] = await queryRows<EntryRow>(db, sql`${entrySelect} WHERE e.battle_id = ${battleId}`);
  return row ?? null;
}

export async function listEntries(
  db: AppDb,
  filter: EntryFilter,
  cursor: TimeIdCursor | null,
  limit: number,
): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`${entrySelect} ${entryWhere(filter)} ${afterCursor('e.created_at', 'e.id', cursor)}
        ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit + 1}`,
  );
}

/** Every entry of a period, oldest first, for the CSV export (bounded by the period the caller chose). */
export async function exportEntries(db: AppDb, filter: EntryFilter, max: number): Promise<EntryRow[]> {
  return queryRows<EntryRow>(db, sql`${entrySelect} ${entryWhere(filter)} ORDER BY e.created_at, e.id LIMIT ${max}`);
}

export interface TotalRow {
  ambassador_id: string;
  name: string;
  status: PayoutStatus;
  currency: string;
  total_minor: string;
}

/** Totals per ambassador, status and currency: one currency is never added to another. */
export async function totalsOf(db: AppDb, filter: EntryFilter): Promise<TotalRow[]> {
  return queryRows<TotalRow>(
    db,
    sql`SELECT e.ambassador_id, ${memberName('p', 'u')} AS name, e.status, e.currency,
          sum(e.amount_minor)::text AS total_minor
        FROM payout_entries e JOIN ambassador_profiles a ON a.id = e.ambassador_id JOIN "user" u ON u.id = a.user_id
        LEFT JOIN profiles p ON p.user_id = a.user_id
        ${entryWhere(filter)}
        GROUP BY e.ambassador_id, p.display_name, u.email, e.status, e.currency
        ORDER BY name, e.currency, e.status LIMIT 500`,
  );
}

/** Moves an entry from the status it had when read; answers whether nobody moved it meanwhile. */
export async function moveEntry(
  db: AppDb,
  id: string,
  from: PayoutStatus,
  to: PayoutStatus,
  reason: string | null,
  reference: string | null,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payout_entries SET status = ${to}, reason = COALESCE(${reason}, reason),
          reference = COALESCE(${reference}, reference),
          paid_at = CASE WHEN ${to} = 'paid' THEN now() ELSE paid_at END, updated_at = now()
        WHERE id = ${id} AND status = ${from} RETURNING id`,
  );
  return rows.length > 0;
}

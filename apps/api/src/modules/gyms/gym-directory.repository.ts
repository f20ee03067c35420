import { sql, type SQL } from 'drizzle-orm';
import type { GymCard, GymStatus, OpeningPeriod } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { escapeLike } from '../../core/sql';
import type { AppDb } from '../../db/client';

/** The gyms themselves (migration 0024): one by id or slug, a page of the directory, a member's gyms. */

export interface GymRow {
  card: GymCard;
  address: string | null;
  description: string | null;
  coverUrl: string | null;
  openingHours: OpeningPeriod[];
  ownerUserId: string | null;
  ownerHandle: string | null;
  createdAt: string;
}

/** The viewer's membership of gym `g` as JSON (null for none, or for an anonymous viewer). */
const membershipSql = (viewerId: string | null): SQL =>
  viewerId
    ? sql`(SELECT json_build_object('role', m.role, 'isHome', m.is_home, 'leaderboardOptIn', m.leaderboard_opt_in)
           FROM gym_members m WHERE m.gym_id = g.id AND m.user_id = ${viewerId})`
    : sql`NULL::json`;

const cardSql = (viewerId: string | null): SQL => sql`json_build_object('id', g.id, 'name', g.name, 'city', g.city,
  'slug', g.slug, 'logoUrl', g.logo_url, 'status', g.status, 'isPublic', g.is_public,
  'memberCount', (SELECT count(*) FROM gym_members c WHERE c.gym_id = g.id),
  'membership', ${membershipSql(viewerId)})`;

interface CardRow {
  card: GymCard;
  sort_name: string;
}

const toCard = (card: GymCard): GymCard => ({ ...card, memberCount: Number(card.memberCount) });

/** A gym by id or by slug, with the viewer's membership; null when none has it. */
export async function findGym(
  db: AppDb,
  by: { id: string } | { slug: string },
  viewerId: string | null,
): Promise<GymRow | null> {
  const where = 'id' in by ? sql`g.id = ${by.id}` : sql`g.slug = ${by.slug}`;
  const [row] = await queryRows<{
    card: GymCard;
    address: string | null;
    description: string | null;
    cover_url: string | null;
    opening_hours: OpeningPeriod[];
    owner_user_id: string | null;
    owner_handle: string | null;
    created_at: unknown;
  }>(
    db,
    sql`SELECT ${cardSql(viewerId)} AS card, g.address, g.description, g.cover_url, g.opening_hours, g.owner_user_id,
          (SELECT p.handle FROM profiles p WHERE p.user_id = g.owner_user_id) AS owner_handle, g.created_at
        FROM gyms g WHERE ${where}`,
  );
  if (!row) return null;
  return {
    card: toCard(row.card),
    address: row.address,
    description: row.description,
    coverUrl: row.cover_url,
    openingHours: row.opening_hours,
    ownerUserId: row.owner_user_id,
    ownerHandle: row.owner_handle,
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

export interface GymPage {
  q: string | undefined;
  after: { name: string; id: string } | null;
  limit: number;
}

/**
 * Gyms by name, one page (keyset on lower(name), id), found by the start of their name or city. `scope` says which
 * gyms: the directory's (verified ones, and those the viewer admins), or the admin's (all, or one status).
 */
export async function listGyms(
  db: AppDb,
  viewerId: string,
  page: GymPage,
  scope: { kind: 'directory' } | { kind: 'admin'; status: GymStatus | undefined },
): Promise<{ cards: GymCard[]; keys: { name: string; id: string }[] }> {
  const conditions: SQL[] = [];
  if (scope.kind === 'directory') {
    conditions.push(sql`(g.status = 'verified' OR EXISTS (SELECT 1 FROM gym_members a
      WHERE a.gym_id = g.id AND a.user_id = ${viewerId} AND a.role = 'admin' AND g.status = 'pending'))`);
  } else if (scope.status) {
    conditions.push(sql`g.status = ${scope.status}`);
  }
  if (page.q) {
    const prefix = `${escapeLike(page.q.toLowerCase())}%`;
    const word = `% ${escapeLike(page.q.toLowerCase())}%`;
    conditions.push(sql`(lower(g.name) LIKE ${prefix} OR lower(g.city) LIKE ${prefix} OR lower(g.name) LIKE ${word})`);
  }
  if (page.after) conditions.push(sql`(lower(g.name), g.id) > (${page.after.name}, ${page.after.id}::uuid)`);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT ${cardSql(viewerId)} AS card, lower(g.name) AS sort_name FROM gyms g ${where}
        ORDER BY lower(g.name), g.id LIMIT ${page.limit + 1}`,
  );
  return {
    cards: rows.map((row) => toCard(row.card)),
    keys: rows.map((row) => ({ name: row.sort_name, id: row.card.id })),
  };
}

/** The gyms the member belongs to, home first. */
export async function listMyGyms(db: AppDb, userId: string): Promise<GymCard[]> {
  const rows = await queryRows<{ card: GymCard }>(
    db,
    sql`SELECT ${cardSql(userId)} AS card FROM gym_members m JOIN gyms g ON g.id = m.gym_id
        WHERE m.user_id = ${userId} ORDER BY m.is_home DESC, lower(g.name), g.id`,
  );
  return rows.map((row) => toCard(row.card));
}

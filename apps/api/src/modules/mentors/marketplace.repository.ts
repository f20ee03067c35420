import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { ItemGoal, ItemKind, ItemLevel, ItemSort, ItemStatus } from '@lifeorbit/contracts/marketplace';
import { CURSOR_TIME_FORMAT } from '../../core/cursor';
import { queryRows } from '../../core/db';
import { escapeLike, referenceNameSql } from '../../core/sql';
import type { AppDb } from '../../db/client';
import type { KeyCursor } from '../../core/cursor';
import type { Snapshot } from './snapshot.repository';

/** Published items (listings), their versions, members' copies and ratings. */

export interface ItemRow {
  id: string;
  kind: ItemKind;
  status: ItemStatus;
  owner_user_id: string;
  mentor_id: string | null;
  source_id: string;
  title: string;
  description: string;
  level: ItemLevel;
  goal: ItemGoal;
  days_per_week: number;
  session_minutes: number;
  language: LanguageCode;
  equipment: { id: string; name: string }[];
  version: number;
  copy_count: number;
  rating_avg: number;
  rating_count: number;
  day_count: number;
  review_note: string | null;
  published_at: string | Date;
  published_key: string;
  updated_key: string;
  author_name: string;
  mentor_slug: string | null;
  photo_url: string | null;
}

export interface ItemValues {
  title: string;
  description: string;
  level: ItemLevel;
  goal: ItemGoal;
  daysPerWeek: number;
  sessionMinutes: number;
  language: LanguageCode;
  equipmentIds: string[];
}

const uuidArray = (ids: string[]) =>
  ids.length === 0
    ? sql`'{}'::uuid[]`
    : sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;

function itemSelect(lang: LanguageCode): SQL {
  const equipmentName = referenceNameSql('equipment_translations', 'equipment_id', sql`q.id`, sql`q.slug`, lang);
  return sql`SELECT i.id, i.kind, i.status, i.owner_user_id, i.mentor_id, i.source_id, i.title, i.description, i.level,
      i.goal, i.days_per_week, i.session_minutes, i.language, i.version, i.copy_count, i.rating_avg::float8 AS rating_avg,
      i.rating_count, i.review_note, i.published_at,
      to_char(i.published_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS published_key,
      to_char(i.updated_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS updated_key,
      COALESCE((SELECT json_agg(json_build_object('id', q.id, 'name', ${equipmentName}) ORDER BY q.slug)
                FROM equipment q WHERE q.id = ANY(i.equipment_ids)), '[]'::json) AS equipment,
      COALESCE((SELECT jsonb_array_length(v.snapshot->'templates') FROM marketplace_item_versions v
                WHERE v.item_id = i.id AND v.version = i.version), 0) AS day_count,
      COALESCE(mp.display_name, NULLIF(btrim(p.display_name), ''), split_part(u.email, '@', 1)) AS author_name,
      mp.slug AS mentor_slug, COALESCE(mp.photo_url, p.avatar_url) AS photo_url
    FROM marketplace_items i
    JOIN "user" u ON u.id = i.owner_user_id
    LEFT JOIN profiles p ON p.user_id = i.owner_user_id
    LEFT JOIN mentor_profiles mp ON mp.id = i.mentor_id`;
}

/** Published, and not by a mentor who is no longer active. */
const DISCOVERABLE = sql`i.status = 'published' AND (i.mentor_id IS NULL OR mp.is_active)`;

export interface ItemFilter {
  q?: string;
  kind?: ItemKind;
  level?: ItemLevel;
  goal?: ItemGoal;
  days?: number;
  equipment?: string[];
  language?: LanguageCode;
  mentor?: string;
  sort: ItemSort;
  cursor: KeyCursor | null;
  limit: number;
  lang: LanguageCode;
}

const SORTS: Record<ItemSort, { key: SQL; value: (cursor: KeyCursor) => SQL }> = {
  newest: { key: sql`i.published_at`, value: (c) => sql`${c.value}::timestamptz` },
  popular: { key: sql`i.copy_count`, value: (c) => sql`${c.value}::int` },
  rating: { key: sql`i.rating_avg`, value: (c) => sql`${c.value}::numeric` },
};

/** Discover: published items, filtered, in one of three orders, paged by (order key, id) descending. */
export async function listItems(db: AppDb, filter: ItemFilter): Promise<ItemRow[]> {
  const where: SQL[] = [DISCOVERABLE];
  if (filter.q) {
    const like = `%${escapeLike(filter.q.toLowerCase())}%`;
    where.push(
      sql`(lower(i.title) LIKE ${like} OR lower(i.description) LIKE ${like} OR lower(mp.display_name) LIKE ${like})`,
    );
  }
  if (filter.kind) where.push(sql`i.kind = ${filter.kind}`);
  if (filter.level) where.push(sql`i.level = ${filter.level}`);
  if (filter.goal) where.push(sql`i.goal = ${filter.goal}`);
  if (filter.days) where.push(sql`i.days_per_week = ${filter.days}`);
  if (filter.language) where.push(sql`i.language = ${filter.language}`);
  if (filter.mentor) where.push(sql`i.mentor_id = ${filter.mentor}`);
  // "Equipment I have": everything the item needs is among it (bodyweight items need nothing).
  if (filter.equipment) where.push(sql`i.equipment_ids <@ ${uuidArray(filter.equipment)}`);
  const sort = SORTS[filter.sort];
  if (filter.cursor) where.push(sql`(${sort.key}, i.id) < (${sort.value(filter.cursor)}, ${filter.cursor.id}::uuid)`);
  return queryRows<ItemRow>(
    db,
    sql`${itemSelect(filter.lang)} WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${sort.key} DESC, i.id DESC LIMIT ${filter.limit + 1}`,
  );
}

export async function findItem(db: AppDb, itemId: string, lang: LanguageCode): Promise<ItemRow | null> {
  const [row] = await queryRows<ItemRow>(db, sql`${itemSelect(lang)} WHERE i.id = ${itemId}`);
  return row ?? null;
}

/** Whether an item is discoverable (published, its mentor active). */
export async function isDiscoverable(db: AppDb, itemId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM marketplace_items i LEFT JOIN mentor_profiles mp ON mp.id = i.mentor_id
        WHERE i.id = ${itemId} AND ${DISCOVERABLE}`,
  );
  return rows.length > 0;
}

export async function findItemBySource(db: AppDb, kind: ItemKind, sourceId: string) {
  const [row] = await queryRows<{ id: string; owner_user_id: string }>(
    db,
    sql`SELECT id, owner_user_id FROM marketplace_items WHERE kind = ${kind} AND source_id = ${sourceId}`,
  );
  return row ?? null;
}

export async function readVersion(db: AppDb, itemId: string, version: number): Promise<Snapshot | null> {
  const [row] = await queryRows<{ snapshot: Snapshot }>(
    db,
    sql`SELECT snapshot FROM marketplace_item_versions WHERE item_id = ${itemId} AND version = ${version}`,
  );
  return row?.snapshot ?? null;
}

/** Creates the listing with its first version; answers its id. */
export async function insertItem(
  tx: AppDb,
  item: { kind: ItemKind; ownerId: string; mentorId: string | null; sourceId: string; status: ItemStatus },
  values: ItemValues,
  snapshot: Snapshot,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO marketplace_items (kind, owner_user_id, mentor_id, source_id, status, title, description, level, goal,
          days_per_week, session_minutes, language, equipment_ids)
        VALUES (${item.kind}, ${item.ownerId}, ${item.mentorId}, ${item.sourceId}, ${item.status}, ${values.title},
          ${values.description}, ${values.level}, ${values.goal}, ${values.daysPerWeek}, ${values.sessionMinutes},
          ${values.language}, ${uuidArray(values.equipmentIds)})
        RETURNING id`,
  );
  await tx.execute(
    sql`INSERT INTO marketplace_item_versions (item_id, version, snapshot)
        VALUES (${row!.id}, 1, ${JSON.stringify(snapshot)}::jsonb)`,
  );
  return row!.id;
}

/** A new version of the listing with these details; the status is the publisher's (published, or back to review). */
export async function publishVersion(
  tx: AppDb,
  itemId: string,
  status: ItemStatus,
  mentorId: string | null,
  values: ItemValues,
  snapshot: Snapshot,
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    tx,
    sql`UPDATE marketplace_items SET version = version + 1, status = ${status}, mentor_id = ${mentorId},
          title = ${values.title}, description = ${values.description}, level = ${values.level}, goal = ${values.goal},
          days_per_week = ${values.daysPerWeek}, session_minutes = ${values.sessionMinutes},
          language = ${values.language}, equipment_ids = ${uuidArray(values.equipmentIds)}, review_note = NULL,
          published_at = CASE WHEN ${status} = 'published' THEN now() ELSE published_at END, updated_at = now()
        WHERE id = ${itemId} RETURNING version`,
  );
  await tx.execute(
    sql`INSERT INTO marketplace_item_versions (item_id, version, snapshot)
        VALUES (${itemId}, ${row!.version}, ${JSON.stringify(snapshot)}::jsonb)`,
  );
  return row!.version;
}

export async function setStatus(
  db: AppDb,
  itemId: string,
  status: ItemStatus,
  from: ItemStatus[],
  review?: { by: string; note: string | null },
): Promise<{ owner_user_id: string; title: string } | null> {
  const [row] = await queryRows<{ owner_user_id: string; title: string }>(
    db,
    sql`UPDATE marketplace_items SET status = ${status}, updated_at = now(),
          ${review ? sql`reviewed_by = ${review.by}, review_note = ${review.note},` : sql``}
          published_at = CASE WHEN ${status} = 'published' THEN now() ELSE published_at END
        WHERE id = ${itemId} AND status IN (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})
        RETURNING owner_user_id, title`,
  );
  return row ?? null;
}

/** The member's own listings, newest change first. */
export async function listOwnItems(
  db: AppDb,
  userId: string,
  lang: LanguageCode,
  cursor: KeyCursor | null,
  limit: number,
): Promise<ItemRow[]> {
  return queryRows<ItemRow>(
    db,
    sql`${itemSelect(lang)} WHERE i.owner_user_id = ${userId}
          ${cursor ? sql`AND (i.updated_at, i.id) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)` : sql``}
        ORDER BY i.updated_at DESC, i.id DESC LIMIT ${limit + 1}`,
  );
}

/** Items waiting for a superadmin, oldest first. */
export async function listPendingItems(db: AppDb, lang: LanguageCode, limit: number) {
  return queryRows<ItemRow>(
    db,
    sql`${itemSelect(lang)} WHERE i.status = 'pending_review' ORDER BY i.updated_at, i.id LIMIT ${limit}`,
  );
}

/** Inserts the copy row unless its id exists; answers the row (the existing one on a second tap). */
export async function claimCopy(tx: AppDb, copyId: string, itemId: string, userId: string, version: number) {
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO marketplace_copies (id, item_id, user_id, version) VALUES (${copyId}, ${itemId}, ${userId}, ${version})
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return inserted.length > 0;
}

export async function findCopy(db: AppDb, copyId: string) {
  const [row] = await queryRows<{
    id: string;
    item_id: string;
    user_id: string;
    version: number;
    template_id: string | null;
    program_id: string | null;
  }>(
    db,
    sql`SELECT id, item_id, user_id, version, template_id, program_id FROM marketplace_copies WHERE id = ${copyId}`,
  );
  return row ?? null;
}

export async function completeCopy(
  tx: AppDb,
  copyId: string,
  itemId: string,
  made: { templateId: string | null; programId: string | null },
) {
  await tx.execute(
    sql`UPDATE marketplace_copies SET template_id = ${made.templateId}, program_id = ${made.programId} WHERE id = ${copyId}`,
  );
  await tx.execute(sql`UPDATE marketplace_items SET copy_count = copy_count + 1 WHERE id = ${itemId}`);
}

/** The member's latest copy of the item, or null. */
export async function latestCopy(db: AppDb, itemId: string, userId: string) {
  const [row] = await queryRows<{ version: number; template_id: string | null; program_id: string | null }>(
    db,
    sql`SELECT version, template_id, program_id FROM marketplace_copies
        WHERE item_id = ${itemId} AND user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return row ?? null;
}

export interface CopyRow {
  id: string;
  item_id: string;
  kind: ItemKind;
  title: string;
  version: number;
  latest_version: number;
  template_id: string | null;
  program_id: string | null;
  created_at: string | Date;
  created_key: string;
}

export async function listCopies(db: AppDb, userId: string, cursor: KeyCursor | null, limit: number) {
  return queryRows<CopyRow>(
    db,
    sql`SELECT c.id, c.item_id, i.kind, i.title, c.version, i.version AS latest_version, c.template_id, c.program_id,
          c.created_at, to_char(c.created_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS created_key
        FROM marketplace_copies c JOIN marketplace_items i ON i.id = c.item_id
        WHERE c.user_id = ${userId}
          ${cursor ? sql`AND (c.created_at, c.id) < (${cursor.value}::timestamptz, ${cursor.id}::uuid)` : sql``}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit + 1}`,
  );
}

/** Rates (or rates again) and refreshes the item's count and average, in one transaction. */
export async function upsertRating(db: AppDb, itemId: string, userId: string, rating: number, review: string) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO marketplace_ratings (item_id, user_id, rating, review) VALUES (${itemId}, ${userId}, ${rating}, ${review})
          ON CONFLICT (item_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, review = EXCLUDED.review, updated_at = now()`,
    );
    const [row] = await queryRows<{ rating_avg: number; rating_count: number }>(
      tx,
      sql`UPDATE marketplace_items i SET rating_count = r.n, rating_avg = r.avg
          FROM (SELECT count(*)::int AS n, COALESCE(round(avg(rating), 2), 0) AS avg
                FROM marketplace_ratings WHERE item_id = ${itemId}) r
          WHERE i.id = ${itemId} RETURNING i.rating_avg::float8 AS rating_avg, i.rating_count`,
    );
    return row!;
  });
}

export async function findRating(db: AppDb, itemId: string, userId: string) {
  const [row] = await queryRows<{ rating: number; review: string | null }>(
    db,
    sql`SELECT rating, review FROM marketplace_ratings WHERE item_id = ${itemId} AND user_id = ${userId}`,
  );
  return row ?? null;
}

/** The latest reviews of an item, newest first. */
export async function listReviews(db: AppDb, itemId: string, viewerId: string | null, limit: number) {
  return queryRows<{
    name: string;
    rating: number;
    review: string | null;
    updated_at: string | Date;
    is_mine: boolean;
  }>(
    db,
    sql`SELECT COALESCE(NULLIF(btrim(p.display_name), ''), split_part(u.email, '@', 1)) AS name, r.rating, r.review,
          r.updated_at, ${viewerId ? sql`r.user_id = ${viewerId}` : sql`false`} AS is_mine
        FROM marketplace_ratings r JOIN "user" u ON u.id = r.user_id LEFT JOIN profiles p ON p.user_id = r.user_id
        WHERE r.item_id = ${itemId} ORDER BY r.updated_at DESC LIMIT ${limit}`,
  );
}

/** Exercise names in the language, for a preview. */
export async function exerciseNames(db: AppDb, ids: string[], nameSql: (id: SQL) => SQL): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT e.id, ${nameSql(sql`e.id`)} AS name FROM exercises e WHERE e.id = ANY(${uuidArray(ids)})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

import { sql, type SQL } from 'drizzle-orm';
import type { JournalCalendarDay, JournalEntry } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { escapeLike } from '../../core/sql';
import type { AppDb } from '../../db/client';

/** The only SQL of the journal; every statement filters by the member. */

export interface EntryValues {
  day: string;
  mood: number;
  energy: number | null;
  body: string;
  searchText: string;
  tags: string[];
  categoryIds: string[];
  subcategoryIds: string[];
}

interface EntryRow {
  id: string;
  day: string;
  mood: number;
  energy: number | null;
  body: string;
  tags: string[];
  category_ids: string[];
  subcategory_ids: string[];
  created_at: string;
  updated_at: string;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
/** The columns an entry is answered with (arrays as JSON, so both drivers read them the same way). */
const ENTRY_COLUMNS = sql.raw(`id::text AS id, to_char(day, 'YYYY-MM-DD') AS day, mood, energy, body,
  to_jsonb(tags) AS tags, to_jsonb(category_ids) AS category_ids, to_jsonb(subcategory_ids) AS subcategory_ids,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`);

const textArray = (values: string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const uuidArray = (values: string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::uuid)`;

function toEntry(row: EntryRow): JournalEntry {
  return {
    id: row.id,
    day: row.day,
    mood: Number(row.mood),
    energy: row.energy === null ? null : Number(row.energy),
    body: row.body,
    tags: row.tags,
    categoryIds: row.category_ids,
    subcategoryIds: row.subcategory_ids,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores a new entry; null when the id is already taken (by this member's replay or by anyone else). */
export async function insertEntry(
  db: AppDb,
  userId: string,
  id: string,
  values: EntryValues,
): Promise<JournalEntry | null> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`INSERT INTO journal_entries
          (id, user_id, day, mood, energy, body, search_text, tags, category_ids, subcategory_ids)
        VALUES (${id}, ${userId}, ${values.day}::date, ${values.mood}, ${values.energy}, ${values.body},
          ${values.searchText}, ${textArray(values.tags)}, ${uuidArray(values.categoryIds)},
          ${uuidArray(values.subcategoryIds)})
        ON CONFLICT (id) DO NOTHING
        RETURNING ${ENTRY_COLUMNS}`,
  );
  return rows[0] ? toEntry(rows[0]) : null;
}

/** Whose entry an id is: the member's own (true), another member's (false) or nobody's (null). */
export async function findEntryOwner(db: AppDb, userId: string, id: string): Promise<boolean | null> {
  const rows = await queryRows<{ own: boolean }>(
    db,
    sql`SELECT user_id = ${userId} AS own FROM journal_entries WHERE id = ${id}`,
  );
  return rows[0] ? rows[0].own : null;
}

export async function findEntry(db: AppDb, userId: string, id: string): Promise<JournalEntry | null> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT ${ENTRY_COLUMNS} FROM journal_entries WHERE id = ${id} AND user_id = ${userId}`,
  );
  return rows[0] ? toEntry(rows[0]) : null;
}

export async function updateEntry(
  db: AppDb,
  userId: string,
  id: string,
  values: Partial<EntryValues>,
): Promise<JournalEntry | null> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (values.day !== undefined) sets.push(sql`day = ${values.day}::date`);
  if (values.mood !== undefined) sets.push(sql`mood = ${values.mood}`);
  if (values.energy !== undefined) sets.push(sql`energy = ${values.energy}`);
  if (values.body !== undefined) sets.push(sql`body = ${values.body}, search_text = ${values.searchText ?? ''}`);
  if (values.tags !== undefined) sets.push(sql`tags = ${textArray(values.tags)}`);
  if (values.categoryIds !== undefined) sets.push(sql`category_ids = ${uuidArray(values.categoryIds)}`);
  if (values.subcategoryIds !== undefined) sets.push(sql`subcategory_ids = ${uuidArray(values.subcategoryIds)}`);
  const rows = await queryRows<EntryRow>(
    db,
    sql`UPDATE journal_entries SET ${sql.join(sets, sql`, `)}
        WHERE id = ${id} AND user_id = ${userId}
        RETURNING ${ENTRY_COLUMNS}`,
  );
  return rows[0] ? toEntry(rows[0]) : null;
}

export async function deleteEntry(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM journal_entries WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

export interface EntryCursor {
  day: string;
  createdAt: string;
  id: string;
}

export interface EntryFilters {
  q?: string | undefined;
  tag?: string | undefined;
  mood?: number | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
}

/** Newest first (day, then time written), after the cursor; one row more than the limit tells there is a next page. */
export async function listEntries(
  db: AppDb,
  userId: string,
  filters: EntryFilters,
  cursor: EntryCursor | null,
  limit: number,
): Promise<JournalEntry[]> {
  const where: SQL[] = [sql`user_id = ${userId}`];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    where.push(sql`(search_text ILIKE ${pattern} OR array_to_string(tags, ' ') ILIKE ${pattern})`);
  }
  if (filters.tag) where.push(sql`tags @> ${textArray([filters.tag])}`);
  if (filters.mood) where.push(sql`mood = ${filters.mood}`);
  if (filters.category) where.push(sql`category_ids @> ${uuidArray([filters.category])}`);
  if (filters.subcategory) where.push(sql`subcategory_ids @> ${uuidArray([filters.subcategory])}`);
  if (cursor) {
    where.push(
      sql`(day, created_at, id) < (${cursor.day}::date, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT ${ENTRY_COLUMNS} FROM journal_entries WHERE ${sql.join(where, sql` AND `)}
        ORDER BY day DESC, created_at DESC, id DESC
        LIMIT ${limit + 1}`,
  );
  return rows.map(toEntry);
}

/** The days of a month with entries: how many, and their average mood to one decimal. */
export async function listMonthDays(
  db: AppDb,
  userId: string,
  first: string,
  last: string,
): Promise<JournalCalendarDay[]> {
  const rows = await queryRows<{ day: string; entries: number; mood: string }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS entries, round(avg(mood), 1)::text AS mood
        FROM journal_entries
        WHERE user_id = ${userId} AND day BETWEEN ${first}::date AND ${last}::date
        GROUP BY day ORDER BY day`,
  );
  return rows.map((row) => ({ day: row.day, entries: Number(row.entries), mood: Number(row.mood) }));
}

/** The member's tags, most used first, that start with the text typed (any tag when none). */
export async function listTags(db: AppDb, userId: string, prefix: string | undefined, limit: number) {
  const rows = await queryRows<{ tag: string; uses: number }>(
    db,
    sql`SELECT t.tag, count(*)::int AS uses
        FROM journal_entries e CROSS JOIN LATERAL unnest(e.tags) AS t(tag)
        WHERE e.user_id = ${userId} ${prefix ? sql`AND t.tag ILIKE ${`${escapeLike(prefix)}%`}` : sql``}
        GROUP BY t.tag ORDER BY uses DESC, t.tag LIMIT ${limit}`,
  );
  return rows.map((row) => ({ tag: row.tag, uses: Number(row.uses) }));
}

/** The categories of the subcategories given, and whether every id given exists. */
export async function resolveLifeAreas(
  db: AppDb,
  categoryIds: string[],
  subcategoryIds: string[],
): Promise<{ categoriesFound: number; subcategoryCategories: string[]; subcategoriesFound: number }> {
  const [row] = await queryRows<{ categories: number; subcategories: number; parents: string[] }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM life_categories WHERE id = ANY(${uuidArray(categoryIds)})) AS categories,
          (SELECT count(*)::int FROM life_subcategories WHERE id = ANY(${uuidArray(subcategoryIds)})) AS subcategories,
          (SELECT COALESCE(jsonb_agg(DISTINCT category_id::text), '[]'::jsonb) FROM life_subcategories
            WHERE id = ANY(${uuidArray(subcategoryIds)})) AS parents`,
  );
  return {
    categoriesFound: Number(row!.categories),
    subcategoriesFound: Number(row!.subcategories),
    subcategoryCategories: row!.parents,
  };
}

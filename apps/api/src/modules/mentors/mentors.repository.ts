import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { MentorSpeciality } from '@lifeorbit/contracts/mentors';
import { escapeLike } from '../../core/sql';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import type { KeyCursor } from '../../core/cursor';

/** Mentor profiles, their followers and the figures shown beside them. */

export interface MentorRow {
  id: string;
  user_id: string | null;
  invited_email: string | null;
  email: string | null;
  slug: string;
  display_name: string;
  headline: string | null;
  bio: string | null;
  specialities: MentorSpeciality[];
  languages: LanguageCode[];
  links: string[];
  photo_url: string | null;
  is_active: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  follower_count: number;
  item_count: number;
  rating_avg: number | null;
  rating_count: number;
  following: boolean;
  sort_name: string;
}

export interface MentorValues {
  slug: string;
  displayName: string;
  headline: string;
  bio: string;
  specialities: string[];
  languages: string[];
  links: string[];
  isActive: boolean;
}

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/** Every column a card or the admin needs, with counts over published items; `m` is mentor_profiles. */
function mentorSelect(viewerId: string | null): SQL {
  return sql`SELECT m.id, m.user_id, m.invited_email, u.email, m.slug, m.display_name, m.headline, m.bio,
      m.specialities, m.languages, m.links, m.photo_url, m.is_active, m.created_at, m.updated_at,
      lower(m.display_name) AS sort_name,
      (SELECT count(*)::int FROM mentor_follows f WHERE f.mentor_id = m.id) AS follower_count,
      r.item_count, r.rating_count,
      CASE WHEN r.rating_count = 0 THEN NULL ELSE round(r.rating_sum / r.rating_count, 2)::float8 END AS rating_avg,
      ${viewerId ? sql`EXISTS (SELECT 1 FROM mentor_follows f WHERE f.mentor_id = m.id AND f.user_id = ${viewerId})` : sql`false`} AS following
    FROM mentor_profiles m
    LEFT JOIN "user" u ON u.id = m.user_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS item_count, COALESCE(sum(i.rating_count), 0)::int AS rating_count,
             COALESCE(sum(i.rating_avg * i.rating_count), 0) AS rating_sum
      FROM marketplace_items i WHERE i.mentor_id = m.id AND i.status = 'published') r`;
}

export interface MentorFilter {
  q?: string;
  speciality?: string;
  language?: string;
  activeOnly: boolean;
  cursor: KeyCursor | null;
  limit: number;
}

/** Mentors by name, paged by (lower(name), id). */
export async function listMentors(db: AppDb, viewerId: string | null, filter: MentorFilter): Promise<MentorRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.activeOnly) where.push(sql`m.is_active AND m.user_id IS NOT NULL`);
  if (filter.q) {
    const like = `%${escapeLike(filter.q.toLowerCase())}%`;
    where.push(sql`(lower(m.display_name) LIKE ${like} OR m.slug LIKE ${like} OR lower(COALESCE(m.headline, '')) LIKE ${like}
      OR lower(COALESCE(u.email, m.invited_email, '')) LIKE ${like})`);
  }
  if (filter.speciality) where.push(sql`m.specialities @> ARRAY[${filter.speciality}]::text[]`);
  if (filter.language) where.push(sql`m.languages @> ARRAY[${filter.language}]::text[]`);
  if (filter.cursor) {
    where.push(sql`(lower(m.display_name), m.id) > (${filter.cursor.value}, ${filter.cursor.id}::uuid)`);
  }
  return queryRows<MentorRow>(
    db,
    sql`${mentorSelect(viewerId)} WHERE ${sql.join(where, sql` AND `)}
        ORDER BY lower(m.display_name), m.id LIMIT ${filter.limit + 1}`,
  );
}

/** A mentor by slug or id; `activeOnly` hides invitations and inactive mentors (the public's view). */
export async function findMentor(
  db: AppDb,
  slugOrId: string,
  viewerId: string | null,
  activeOnly: boolean,
): Promise<MentorRow | null> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slugOrId);
  const match = isId ? sql`m.id = ${slugOrId.toLowerCase()}::uuid` : sql`m.slug = ${slugOrId.toLowerCase()}`;
  const [row] = await queryRows<MentorRow>(
    db,
    sql`${mentorSelect(viewerId)} WHERE ${match} ${activeOnly ? sql`AND m.is_active AND m.user_id IS NOT NULL` : sql``}`,
  );
  return row ?? null;
}

/** The mentor profile linked to a member, or null. */
export async function findMentorOfUser(db: AppDb, userId: string): Promise<MentorRow | null> {
  const [row] = await queryRows<MentorRow>(db, sql`${mentorSelect(userId)} WHERE m.user_id = ${userId}`);
  return row ?? null;
}

export async function insertMentor(
  db: AppDb,
  link: { userId: string | null; invitedEmail: string | null },
  values: MentorValues,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO mentor_profiles (user_id, invited_email, slug, display_name, headline, bio, specialities, languages,
          links, is_active)
        VALUES (${link.userId}, ${link.invitedEmail}, ${values.slug}, ${values.displayName}, ${values.headline},
          ${values.bio}, ${textArray(values.specialities)}, ${textArray(values.languages)}, ${textArray(values.links)},
          ${values.isActive})
        RETURNING id`,
  );
  return row!.id;
}

export async function updateMentor(db: AppDb, mentorId: string, values: MentorValues): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE mentor_profiles SET slug = ${values.slug}, display_name = ${values.displayName},
          headline = ${values.headline}, bio = ${values.bio}, specialities = ${textArray(values.specialities)},
          languages = ${textArray(values.languages)}, links = ${textArray(values.links)}, is_active = ${values.isActive},
          updated_at = now()
        WHERE id = ${mentorId} RETURNING 1`,
  );
  return rows.length > 0;
}

/** Sets the photo's URL; answers the one it replaces (null when none), or undefined when there is no such mentor. */
export async function replacePhotoUrl(db: AppDb, mentorId: string, url: string | null) {
  const rows = await queryRows<{ previous: string | null }>(
    db,
    sql`UPDATE mentor_profiles m SET photo_url = ${url}, updated_at = now()
        FROM (SELECT photo_url AS previous FROM mentor_profiles WHERE id = ${mentorId} FOR UPDATE) old
        WHERE m.id = ${mentorId} RETURNING old.previous`,
  );
  return rows.length === 0 ? undefined : rows[0]!.previous;
}

export async function slugTaken(db: AppDb, slug: string, exceptId: string | null): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM mentor_profiles WHERE slug = ${slug} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );
  return rows.length > 0;
}

/** Whether the member (or the invitation to the e-mail) already has a mentor profile. */
export async function mentorExistsFor(db: AppDb, userId: string | null, email: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM mentor_profiles
        WHERE ${userId ? sql`user_id = ${userId} OR ` : sql``}(user_id IS NULL AND invited_email = ${email})`,
  );
  return rows.length > 0;
}

/** Links the invitation to this e-mail to the member who now has it; answers the mentor's id, or null. */
export async function claimInvitation(db: AppDb, userId: string, email: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE mentor_profiles SET user_id = ${userId}, invited_email = NULL, updated_at = now()
        WHERE user_id IS NULL AND invited_email = ${email.toLowerCase()}
          AND NOT EXISTS (SELECT 1 FROM mentor_profiles WHERE user_id = ${userId})
        RETURNING id`,
  );
  return row?.id ?? null;
}

export async function findUserByEmail(db: AppDb, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await queryRows<{ id: string; email: string }>(
    db,
    sql`SELECT id, email FROM "user" WHERE lower(email) = ${email.toLowerCase()}`,
  );
  return row ?? null;
}

export async function findUserEmail(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await queryRows<{ email: string }>(db, sql`SELECT email FROM "user" WHERE id = ${userId}`);
  return row?.email ?? null;
}

export async function insertFollow(db: AppDb, userId: string, mentorId: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO mentor_follows (user_id, mentor_id) VALUES (${userId}, ${mentorId}) ON CONFLICT DO NOTHING`,
  );
}

export async function deleteFollow(db: AppDb, userId: string, mentorId: string): Promise<void> {
  await db.execute(sql`DELETE FROM mentor_follows WHERE user_id = ${userId} AND mentor_id = ${mentorId}`);
}

export async function countFollowers(db: AppDb, mentorId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM mentor_follows WHERE mentor_id = ${mentorId}`,
  );
  return row?.n ?? 0;
}

/** Copies of the mentor's items, every version and status. */
export async function countCopies(db: AppDb, mentorId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT COALESCE(sum(copy_count), 0)::int AS n FROM marketplace_items WHERE mentor_id = ${mentorId}`,
  );
  return row?.n ?? 0;
}

export async function mentorExists(db: AppDb, slug: string): Promise<boolean> {
  return slugTaken(db, slug, null);
}

import { sql, type SQL } from 'drizzle-orm';
import type {
  GymCard,
  GymEquipmentItem,
  GymMembership,
  GymPlateProfile,
  GymRole,
  GymStatus,
  GymWorkoutRow,
  LanguageCode,
  MemberCard,
  OpeningPeriod,
} from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { escapeLike, referenceNameSql } from '../../core/sql';
import type { AppDb } from '../../db/client';
import { MEMBER_CARD_JSON, workoutVisibleSql } from '../social';

/** Gyms, their members, equipment and plates, and the gym a workout was logged at (migration 0024). */

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

export interface NewGym {
  name: string;
  city: string | null;
  address: string | null;
  description: string | null;
}

/** Creates the gym with its creator as owner and first admin (their home gym when they have none yet). */
export async function insertGym(db: AppDb, userId: string, gym: NewGym): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`WITH created AS (
          INSERT INTO gyms (name, city, address, description, owner_user_id)
          VALUES (${gym.name}, ${gym.city}, ${gym.address}, ${gym.description}, ${userId}) RETURNING id)
        INSERT INTO gym_members (gym_id, user_id, role, is_home)
        SELECT created.id, ${userId}, 'admin',
          NOT EXISTS (SELECT 1 FROM gym_members h WHERE h.user_id = ${userId} AND h.is_home)
        FROM created RETURNING gym_id AS id`,
  );
  return row!.id;
}

export interface GymChanges {
  name?: string;
  city?: string | null;
  address?: string | null;
  description?: string | null;
  openingHours?: OpeningPeriod[];
  slug?: string | null;
  isPublic?: boolean;
  status?: GymStatus;
  ownerUserId?: string;
  logoUrl?: string | null;
  coverUrl?: string | null;
}

const COLUMN_OF: Record<keyof GymChanges, string> = {
  name: 'name',
  city: 'city',
  address: 'address',
  description: 'description',
  openingHours: 'opening_hours',
  slug: 'slug',
  isPublic: 'is_public',
  status: 'status',
  ownerUserId: 'owner_user_id',
  logoUrl: 'logo_url',
  coverUrl: 'cover_url',
};

export async function updateGym(db: AppDb, gymId: string, changes: GymChanges): Promise<void> {
  const sets = (Object.keys(changes) as (keyof GymChanges)[])
    .filter((key) => changes[key] !== undefined)
    .map((key) => {
      const value = key === 'openingHours' ? sql`${JSON.stringify(changes[key])}::jsonb` : sql`${changes[key]}`;
      return sql`${sql.identifier(COLUMN_OF[key])} = ${value}`;
    });
  if (sets.length === 0) return;
  await db.execute(sql`UPDATE gyms SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${gymId}`);
}

export async function slugTaken(db: AppDb, slug: string, gymId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM gyms WHERE slug = ${slug} AND id <> ${gymId}`);
  return rows.length > 0;
}

export async function findEquipment(db: AppDb, gymId: string, lang: LanguageCode): Promise<GymEquipmentItem[]> {
  const rows = await queryRows<GymEquipmentItem>(
    db,
    sql`SELECT e.id AS "equipmentId", e.slug,
          ${referenceNameSql('equipment_translations', 'equipment_id', sql`e.id`, sql`e.slug`, lang)} AS name,
          ge.count, ge.notes
        FROM gym_equipment ge JOIN equipment e ON e.id = ge.equipment_id
        WHERE ge.gym_id = ${gymId} ORDER BY e.display_order, e.slug`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Which of the ids name equipment of the catalogue. */
export async function knownEquipmentIds(db: AppDb, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM equipment WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}

export async function replaceEquipment(
  db: AppDb,
  gymId: string,
  items: { equipmentId: string; count: number; notes: string | null }[],
): Promise<void> {
  await db.execute(sql`DELETE FROM gym_equipment WHERE gym_id = ${gymId}`);
  if (items.length === 0) return;
  await db.execute(
    sql`INSERT INTO gym_equipment (gym_id, equipment_id, count, notes) VALUES ${sql.join(
      items.map((item) => sql`(${gymId}, ${item.equipmentId}, ${item.count}, ${item.notes})`),
      sql`, `,
    )}`,
  );
}

/** The equipment ids of the member's home gym (none without one). */
export async function homeGymEquipmentIds(db: AppDb, userId: string): Promise<string[]> {
  const rows = await queryRows<{ equipment_id: string }>(
    db,
    sql`SELECT ge.equipment_id FROM gym_members m JOIN gym_equipment ge ON ge.gym_id = m.gym_id
        WHERE m.user_id = ${userId} AND m.is_home ORDER BY ge.equipment_id`,
  );
  return rows.map((row) => row.equipment_id);
}

export async function findPlateProfile(db: AppDb, gymId: string): Promise<GymPlateProfile | null> {
  const [row] = await queryRows<{ profile: GymPlateProfile }>(
    db,
    sql`SELECT json_build_object('barbellKg', barbell_kg::float8, 'ezbarKg', ezbar_kg::float8,
          'fixedKg', fixed_kg::float8, 'platesKgPerSide', plates_kg_per_side::float8[],
          'singleMinIncrementKg', single_min_increment_kg::float8, 'stackIncrementKg', stack_increment_kg::float8,
          'auxIncrementsKg', aux_increments_kg::float8[]) AS profile
        FROM gym_plate_profiles WHERE gym_id = ${gymId}`,
  );
  return row?.profile ?? null;
}

const numericArray = (values: number[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::numeric[]`;

export async function upsertPlateProfile(db: AppDb, gymId: string, p: GymPlateProfile): Promise<void> {
  const aux = p.auxIncrementsKg.length ? numericArray(p.auxIncrementsKg) : sql`'{}'::numeric[]`;
  await db.execute(
    sql`INSERT INTO gym_plate_profiles (gym_id, barbell_kg, ezbar_kg, fixed_kg, plates_kg_per_side,
          single_min_increment_kg, stack_increment_kg, aux_increments_kg)
        VALUES (${gymId}, ${p.barbellKg}, ${p.ezbarKg}, ${p.fixedKg}, ${numericArray(p.platesKgPerSide)},
          ${p.singleMinIncrementKg}, ${p.stackIncrementKg}, ${aux})
        ON CONFLICT (gym_id) DO UPDATE SET barbell_kg = EXCLUDED.barbell_kg, ezbar_kg = EXCLUDED.ezbar_kg,
          fixed_kg = EXCLUDED.fixed_kg, plates_kg_per_side = EXCLUDED.plates_kg_per_side,
          single_min_increment_kg = EXCLUDED.single_min_increment_kg,
          stack_increment_kg = EXCLUDED.stack_increment_kg, aux_increments_kg = EXCLUDED.aux_increments_kg,
          updated_at = now()`,
  );
}

export async function deletePlateProfile(db: AppDb, gymId: string): Promise<void> {
  await db.execute(sql`DELETE FROM gym_plate_profiles WHERE gym_id = ${gymId}`);
}

// ---- Members ----

export async function findMembership(db: AppDb, gymId: string, userId: string): Promise<GymMembership | null> {
  const [row] = await queryRows<{ role: GymRole; is_home: boolean; leaderboard_opt_in: boolean }>(
    db,
    sql`SELECT role, is_home, leaderboard_opt_in FROM gym_members WHERE gym_id = ${gymId} AND user_id = ${userId}`,
  );
  return row ? { role: row.role, isHome: row.is_home, leaderboardOptIn: row.leaderboard_opt_in } : null;
}

export async function countAdmins(db: AppDb, gymId: string): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM gym_members WHERE gym_id = ${gymId} AND role = 'admin'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Joins (or keeps) the membership; as home, it becomes the member's only home gym. Without a choice, the first gym
 * a member joins becomes their home.
 */
export async function upsertMember(
  db: AppDb,
  gymId: string,
  userId: string,
  options: { isHome?: boolean; role?: GymRole },
): Promise<void> {
  if (options.isHome) await clearHome(db, userId);
  await db.execute(
    sql`INSERT INTO gym_members (gym_id, user_id, role, is_home)
        VALUES (${gymId}, ${userId}, ${options.role ?? 'member'},
          ${options.isHome ?? sql`NOT EXISTS (SELECT 1 FROM gym_members h WHERE h.user_id = ${userId} AND h.is_home)`})
        ON CONFLICT (gym_id, user_id) DO UPDATE SET
          is_home = gym_members.is_home OR EXCLUDED.is_home,
          role = ${options.role ? sql`EXCLUDED.role` : sql`gym_members.role`}`,
  );
}

async function clearHome(db: AppDb, userId: string): Promise<void> {
  await db.execute(sql`UPDATE gym_members SET is_home = false WHERE user_id = ${userId} AND is_home`);
}

export async function updateMembership(
  db: AppDb,
  gymId: string,
  userId: string,
  changes: { isHome?: boolean; leaderboardOptIn?: boolean; role?: GymRole },
): Promise<void> {
  if (changes.isHome) await clearHome(db, userId);
  const sets: SQL[] = [];
  if (changes.isHome !== undefined) sets.push(sql`is_home = ${changes.isHome}`);
  if (changes.leaderboardOptIn !== undefined) sets.push(sql`leaderboard_opt_in = ${changes.leaderboardOptIn}`);
  if (changes.role !== undefined) sets.push(sql`role = ${changes.role}`);
  if (sets.length === 0) return;
  await db.execute(
    sql`UPDATE gym_members SET ${sql.join(sets, sql`, `)} WHERE gym_id = ${gymId} AND user_id = ${userId}`,
  );
}

export async function deleteMember(db: AppDb, gymId: string, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM gym_members WHERE gym_id = ${gymId} AND user_id = ${userId} RETURNING user_id`,
  );
  return rows.length > 0;
}

/** Members in the order they joined, one page (keyset on joined_at, user_id). */
/** The member with this handle: their id; null when no member has it. */
export async function findUserIdByHandle(db: AppDb, handle: string): Promise<string | null> {
  const [row] = await queryRows<{ user_id: string }>(db, sql`SELECT user_id FROM profiles WHERE handle = ${handle}`);
  return row?.user_id ?? null;
}

// ---- What members did there ----

const volumeSql = (kgPerLb: number) =>
  sql`COALESCE(sum(s.reps * CASE WHEN s.weight_unit = 'lb' THEN s.weight * ${kgPerLb} ELSE s.weight END), 0)`;

/** The week's leaderboard: opted-in members by the volume of their finished workouts at the gym since `since`. */
export async function leaderboard(
  db: AppDb,
  gymId: string,
  since: string,
  kgPerLb: number,
  limit: number,
): Promise<{ card: MemberCard; volumeKg: number; workouts: number }[]> {
  const rows = await queryRows<{ card: MemberCard; volume_kg: unknown; workouts: unknown }>(
    db,
    sql`SELECT ${MEMBER_CARD_JSON} AS card, t.volume_kg, t.workouts
        FROM (
          SELECT w.user_id, count(DISTINCT w.id) AS workouts, ${volumeSql(kgPerLb)} AS volume_kg
          FROM workouts w
          JOIN gym_members m ON m.gym_id = w.gym_id AND m.user_id = w.user_id AND m.leaderboard_opt_in
          LEFT JOIN workout_exercises we ON we.workout_id = w.id
          LEFT JOIN workout_sets s ON s.workout_exercise_id = we.id AND s.is_completed AND s.set_kind <> 'warmup'
          WHERE w.gym_id = ${gymId} AND w.ended_at IS NOT NULL AND w.started_at >= ${since}::timestamptz
          GROUP BY w.user_id
        ) t
        JOIN profiles p ON p.user_id = t.user_id JOIN "user" u ON u.id = t.user_id
        ORDER BY t.volume_kg DESC, t.workouts DESC, p.handle LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    card: row.card,
    volumeKg: Math.round(Number(row.volume_kg) * 10) / 10,
    workouts: Number(row.workouts),
  }));
}

/** The newest finished workouts logged at the gym that the viewer may see. */
export async function recentWorkouts(
  db: AppDb,
  gymId: string,
  viewerId: string,
  kgPerLb: number,
  limit: number,
): Promise<GymWorkoutRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT w.id, w.title, w.started_at, w.ended_at, ${MEMBER_CARD_JSON} AS author,
          (SELECT count(*) FROM workout_exercises we JOIN workout_sets s ON s.workout_exercise_id = we.id
           WHERE we.workout_id = w.id AND s.is_completed AND s.set_kind <> 'warmup') AS set_count,
          (SELECT ${volumeSql(kgPerLb)} FROM workout_exercises we JOIN workout_sets s ON s.workout_exercise_id = we.id
           WHERE we.workout_id = w.id AND s.is_completed AND s.set_kind <> 'warmup') AS volume_kg
        FROM workouts w JOIN profiles p ON p.user_id = w.user_id JOIN "user" u ON u.id = w.user_id
        WHERE w.gym_id = ${gymId} AND w.ended_at IS NOT NULL AND ${workoutVisibleSql(viewerId)}
        ORDER BY w.started_at DESC, w.id DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    author: row.author as GymWorkoutRow['author'],
    title: String(row.title),
    startedAt: new Date(row.started_at as string).toISOString(),
    endedAt: new Date(row.ended_at as string).toISOString(),
    setCount: Number(row.set_count),
    volumeKg: Math.round(Number(row.volume_kg) * 10) / 10,
  }));
}

// ---- The gym of a workout ----

/** The member's workout's gym id; undefined when the member has no such workout. */
export async function findWorkoutGymId(
  db: AppDb,
  userId: string,
  workoutId: string,
): Promise<string | null | undefined> {
  const [row] = await queryRows<{ gym_id: string | null }>(
    db,
    sql`SELECT gym_id FROM workouts WHERE id = ${workoutId} AND user_id = ${userId}`,
  );
  return row ? row.gym_id : undefined;
}

export async function setWorkoutGym(db: AppDb, userId: string, workoutId: string, gymId: string | null) {
  await db.execute(sql`UPDATE workouts SET gym_id = ${gymId} WHERE id = ${workoutId} AND user_id = ${userId}`);
}

export async function gymSummary(
  db: AppDb,
  gymId: string,
): Promise<{ id: string; name: string; equipmentIds: string[]; hasPlateProfile: boolean } | null> {
  const [row] = await queryRows<{ id: string; name: string; equipment_ids: string[]; has_plates: boolean }>(
    db,
    sql`SELECT g.id, g.name,
          COALESCE((SELECT array_agg(ge.equipment_id::text ORDER BY ge.equipment_id) FROM gym_equipment ge
                    WHERE ge.gym_id = g.id), '{}') AS equipment_ids,
          EXISTS (SELECT 1 FROM gym_plate_profiles gp WHERE gp.gym_id = g.id) AS has_plates
        FROM gyms g WHERE g.id = ${gymId}`,
  );
  return row ? { id: row.id, name: row.name, equipmentIds: row.equipment_ids, hasPlateProfile: row.has_plates } : null;
}

/** Sets the gym's logo or cover URL; answers the one it replaces (null when none). */
export async function replaceImageUrl(
  db: AppDb,
  gymId: string,
  kind: 'logo' | 'cover',
  url: string | null,
): Promise<string | null> {
  const column = sql.identifier(kind === 'logo' ? 'logo_url' : 'cover_url');
  const rows = await queryRows<{ previous: string | null }>(
    db,
    sql`UPDATE gyms g SET ${column} = ${url}, updated_at = now()
        FROM (SELECT ${column} AS previous FROM gyms WHERE id = ${gymId} FOR UPDATE) old
        WHERE g.id = ${gymId} RETURNING old.previous`,
  );
  return rows[0]?.previous ?? null;
}

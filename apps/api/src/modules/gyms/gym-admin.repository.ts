import { sql } from 'drizzle-orm';
import type { GymStatus, OpeningPeriod } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** What a gym's admins and the staff write on the gym's own row: creating it, its details, status and owner. */

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

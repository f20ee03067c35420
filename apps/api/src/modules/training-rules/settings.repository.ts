import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PlateProfileValues } from '@lifeorbit/domain';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { plateProfiles } from '../../db/catalogue-schema';
import { memberCoachingSettings } from '../../db/training-rules-schema';

// ---- Settings and plate profiles ----

export interface CoachingSettingsRow {
  warmupStrategy: 'ramped' | 'quick' | 'power' | 'warmth' | null;
  plateProfileId: string | null;
}

/** What the member's coaching settings resolve from; the service applies the defaults. */
export interface SettingsSource {
  own: CoachingSettingsRow | null;
  /** The app's warm-up strategy (admin settings, key warmup_strategy), as stored; null when never set. */
  appWarmupStrategy: unknown;
  /** The member's own choice when it is visible to them, else the catalogue profile flagged default (ADR 008). */
  profile: PlateProfileRow | null;
}

/**
 * The member's settings row (cs) and the plate profile in use (chosen), for the user id `userIdExpr`. A workout at a
 * gym (`gymIdExpr`) with plates of its own uses that gym's plates and bars (issue 20), whatever the member chose.
 */
export function settingsJoins(userIdExpr: SQL, gymIdExpr: SQL = sql`NULL::uuid`): SQL {
  return sql`LEFT JOIN member_coaching_settings cs ON cs.user_id = ${userIdExpr}
    LEFT JOIN LATERAL (
      SELECT json_build_object('id', x.id, 'slug', x.slug, 'name', x.name, 'ownerUserId', x.owner_user_id,
          'barbellKg', x.barbell_kg, 'ezbarKg', x.ezbar_kg, 'fixedKg', x.fixed_kg,
          'platesKgPerSide', x.plates_kg_per_side, 'singleMinIncrementKg', x.single_min_increment_kg,
          'stackIncrementKg', x.stack_increment_kg, 'auxIncrementsKg', x.aux_increments_kg,
          'isDefault', x.is_default) AS profile
      FROM plate_profiles x
      WHERE (x.owner_user_id IS NULL AND x.is_default)
         OR (x.id = cs.plate_profile_id AND (x.owner_user_id IS NULL OR x.owner_user_id = ${userIdExpr}))
      ORDER BY (x.id = cs.plate_profile_id) IS TRUE DESC
      LIMIT 1) member_profile ON true
    LEFT JOIN LATERAL (
      SELECT json_build_object('id', g.id, 'slug', NULL, 'name', g.name, 'ownerUserId', NULL,
          'barbellKg', x.barbell_kg, 'ezbarKg', x.ezbar_kg, 'fixedKg', x.fixed_kg,
          'platesKgPerSide', x.plates_kg_per_side, 'singleMinIncrementKg', x.single_min_increment_kg,
          'stackIncrementKg', x.stack_increment_kg, 'auxIncrementsKg', x.aux_increments_kg,
          'isDefault', false) AS profile
      FROM gym_plate_profiles x JOIN gyms g ON g.id = x.gym_id
      WHERE x.gym_id = ${gymIdExpr}) gym_profile ON true
    CROSS JOIN LATERAL (SELECT COALESCE(gym_profile.profile, member_profile.profile) AS profile) chosen`;
}

export const SETTINGS_COLUMNS = sql`cs.user_id IS NOT NULL AS has_own_settings, cs.warmup_strategy AS own_warmup_strategy,
  cs.plate_profile_id AS own_plate_profile_id,
  (SELECT a.value FROM app_settings a WHERE a.key = 'warmup_strategy') AS app_warmup_strategy,
  chosen.profile AS plate_profile`;

export function toSettingsSource(row: Record<string, unknown>): SettingsSource {
  return {
    own:
      row.has_own_settings === true
        ? {
            warmupStrategy: (row.own_warmup_strategy as CoachingSettingsRow['warmupStrategy']) ?? null,
            plateProfileId: (row.own_plate_profile_id as string | null) ?? null,
          }
        : null,
    appWarmupStrategy: row.app_warmup_strategy ?? null,
    profile: row.plate_profile ? toProfile(row.plate_profile as ProfileSelect) : null,
  };
}

export async function findSettingsSource(db: AppDb, userId: string): Promise<SettingsSource> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${SETTINGS_COLUMNS} FROM (SELECT ${userId}::text AS user_id) me ${settingsJoins(sql`me.user_id`)}`,
  );
  return toSettingsSource(row!);
}

export async function upsertCoachingSettings(
  db: AppDb,
  userId: string,
  changes: Partial<CoachingSettingsRow>,
): Promise<void> {
  await db
    .insert(memberCoachingSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: memberCoachingSettings.userId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export interface PlateProfileRow extends PlateProfileValues {
  id: string;
  slug: string | null;
  name: string;
  isDefault: boolean;
  isOwn: boolean;
}

const profileColumns = {
  id: plateProfiles.id,
  slug: plateProfiles.slug,
  name: plateProfiles.name,
  ownerUserId: plateProfiles.ownerUserId,
  barbellKg: plateProfiles.barbellKg,
  ezbarKg: plateProfiles.ezbarKg,
  fixedKg: plateProfiles.fixedKg,
  platesKgPerSide: plateProfiles.platesKgPerSide,
  singleMinIncrementKg: plateProfiles.singleMinIncrementKg,
  stackIncrementKg: plateProfiles.stackIncrementKg,
  auxIncrementsKg: plateProfiles.auxIncrementsKg,
  isDefault: plateProfiles.isDefault,
};

interface ProfileSelect {
  id: string;
  slug: string | null;
  name: string;
  ownerUserId: string | null;
  barbellKg: number;
  ezbarKg: number;
  fixedKg: number;
  platesKgPerSide: number[];
  singleMinIncrementKg: number;
  stackIncrementKg: number;
  auxIncrementsKg: number[];
  isDefault: boolean;
}

function toProfile(row: ProfileSelect): PlateProfileRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    isDefault: row.isDefault,
    isOwn: row.ownerUserId !== null,
    barbellKg: Number(row.barbellKg),
    ezbarKg: Number(row.ezbarKg),
    fixedKg: Number(row.fixedKg),
    platesKgPerSide: row.platesKgPerSide.map(Number),
    singleMinIncrementKg: Number(row.singleMinIncrementKg),
    stackIncrementKg: Number(row.stackIncrementKg),
    auxIncrementsKg: row.auxIncrementsKg.map(Number),
  };
}

const visibleTo = (userId: string) => or(isNull(plateProfiles.ownerUserId), eq(plateProfiles.ownerUserId, userId));

/** A catalogue profile or the member's own; another member's profile does not exist for them. */
export async function findVisiblePlateProfile(db: AppDb, userId: string, id: string): Promise<PlateProfileRow | null> {
  const [row] = await db
    .select(profileColumns)
    .from(plateProfiles)
    .where(and(eq(plateProfiles.id, id), visibleTo(userId)));
  return row ? toProfile(row) : null;
}

export async function listVisiblePlateProfiles(db: AppDb, userId: string): Promise<PlateProfileRow[]> {
  const found = await db
    .select(profileColumns)
    .from(plateProfiles)
    .where(visibleTo(userId))
    .orderBy(sql`${plateProfiles.ownerUserId} IS NOT NULL`, sql`${plateProfiles.isDefault} DESC`, plateProfiles.name);
  return found.map(toProfile);
}

import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';

export interface PlateProfileRow {
  id: string;
  slug: string;
  name: string;
  barbell_kg: string | number;
  ezbar_kg: string | number;
  fixed_kg: string | number;
  plates_kg_per_side: (string | number)[];
  single_min_increment_kg: string | number;
  stack_increment_kg: string | number;
  aux_increments_kg: (string | number)[];
  is_default: boolean;
  updated_at: string | Date;
}

export interface PlateProfileColumns {
  slug: string;
  name: string;
  barbellKg: number;
  ezbarKg: number;
  fixedKg: number;
  platesKgPerSide: number[];
  singleMinIncrementKg: number;
  stackIncrementKg: number;
  auxIncrementsKg: number[];
}

/** Only the catalogue's profiles (owner_user_id NULL); members' own profiles are theirs alone. */
export async function listCatalogueProfiles(db: AppDb, id?: string): Promise<PlateProfileRow[]> {
  return queryRows<PlateProfileRow>(
    db,
    sql`SELECT id, slug, name, barbell_kg, ezbar_kg, fixed_kg, plates_kg_per_side::text[] AS plates_kg_per_side,
               single_min_increment_kg, stack_increment_kg, aux_increments_kg::text[] AS aux_increments_kg,
               is_default, updated_at
        FROM plate_profiles
        WHERE owner_user_id IS NULL ${id ? sql`AND id = ${id}` : sql``}
        ORDER BY is_default DESC, name, slug`,
  );
}

function kgArray(values: number[]): SQL {
  return values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}::numeric`),
        sql`, `,
      )}]::numeric(7, 3)[]`
    : sql`'{}'::numeric(7, 3)[]`;
}

export async function insertProfile(db: AppDb, id: string, v: PlateProfileColumns): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO plate_profiles (id, slug, name, barbell_kg, ezbar_kg, fixed_kg, plates_kg_per_side,
                                    single_min_increment_kg, stack_increment_kg, aux_increments_kg, is_default)
        VALUES (${id}, ${v.slug}, ${v.name}, ${v.barbellKg}, ${v.ezbarKg}, ${v.fixedKg}, ${kgArray(v.platesKgPerSide)},
                ${v.singleMinIncrementKg}, ${v.stackIncrementKg}, ${kgArray(v.auxIncrementsKg)}, false)
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateProfile(db: AppDb, id: string, v: PlateProfileColumns): Promise<void> {
  await db.execute(
    sql`UPDATE plate_profiles SET slug = ${v.slug}, name = ${v.name}, barbell_kg = ${v.barbellKg},
          ezbar_kg = ${v.ezbarKg}, fixed_kg = ${v.fixedKg}, plates_kg_per_side = ${kgArray(v.platesKgPerSide)},
          single_min_increment_kg = ${v.singleMinIncrementKg}, stack_increment_kg = ${v.stackIncrementKg},
          aux_increments_kg = ${kgArray(v.auxIncrementsKg)}, updated_at = now()
        WHERE id = ${id} AND owner_user_id IS NULL`,
  );
}

/** Makes one catalogue profile the default: the old default is cleared first (a unique index allows one). */
export async function makeDefaultProfile(db: AppDb, id: string): Promise<void> {
  await db.execute(
    sql`UPDATE plate_profiles SET is_default = false, updated_at = now() WHERE is_default AND id <> ${id}`,
  );
  await db.execute(
    sql`UPDATE plate_profiles SET is_default = true, updated_at = now() WHERE id = ${id} AND owner_user_id IS NULL`,
  );
}

export async function deleteProfile(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM plate_profiles WHERE id = ${id} AND owner_user_id IS NULL AND NOT is_default`);
}

export async function profileIdWithSlug(db: AppDb, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM plate_profiles WHERE slug = ${slug}`);
  return row?.id ?? null;
}

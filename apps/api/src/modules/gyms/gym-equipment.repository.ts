import { sql } from 'drizzle-orm';
import type { GymEquipmentItem, GymPlateProfile, LanguageCode } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { referenceNameSql } from '../../core/sql';
import type { AppDb } from '../../db/client';

/** A gym's equipment (of the catalogue) and its plates. */

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

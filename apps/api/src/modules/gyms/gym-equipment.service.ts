import type { GymDetail, GymPlateProfile, LanguageCode, SetGymEquipmentRequest } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { adminGym, auditIfStaff, invalid } from './gym-access';
import { getGym } from './gym-directory.service';
import * as repo from './gym-equipment.repository';

/** What a gym has: its admins set its equipment (from the catalogue) and its plates; other areas read a home gym's. */

export async function setEquipment(
  db: AppDb,
  userId: string,
  gymId: string,
  body: SetGymEquipmentRequest,
  lang: LanguageCode,
): Promise<GymDetail> {
  const access = await adminGym(db, gymId, userId);
  const seen = new Set<string>();
  body.items.forEach((item, index) => {
    if (seen.has(item.equipmentId)) {
      throw invalid(`items.${index}.equipmentId`, 'duplicate', 'This equipment is in the list twice');
    }
    seen.add(item.equipmentId);
  });
  const known = await repo.knownEquipmentIds(db, [...seen]);
  body.items.forEach((item, index) => {
    if (!known.has(item.equipmentId)) {
      throw invalid(`items.${index}.equipmentId`, 'not_found', 'No equipment of the catalogue has this id');
    }
  });
  await db.transaction(async (tx) => {
    await repo.replaceEquipment(
      tx,
      gymId,
      body.items.map((item) => ({ equipmentId: item.equipmentId, count: item.count, notes: item.notes ?? null })),
    );
    await auditIfStaff(tx, access, userId, 'equipment', { count: body.items.length });
  });
  return getGym(db, userId, gymId, lang);
}

export async function setPlateProfile(
  db: AppDb,
  userId: string,
  gymId: string,
  body: GymPlateProfile | null,
  lang: LanguageCode,
): Promise<GymDetail> {
  const access = await adminGym(db, gymId, userId);
  if (body) {
    const plates = [...new Set(body.platesKgPerSide)].sort((a, b) => b - a);
    const aux = [...new Set(body.auxIncrementsKg)].sort((a, b) => a - b);
    await repo.upsertPlateProfile(db, gymId, { ...body, platesKgPerSide: plates, auxIncrementsKg: aux });
  } else {
    await repo.deletePlateProfile(db, gymId);
  }
  await auditIfStaff(db, access, userId, 'plates');
  return getGym(db, userId, gymId, lang);
}

/** The equipment ids of the member's home gym (none without one): for other areas, through index.ts. */
export function homeGymEquipmentIds(db: AppDb, userId: string): Promise<string[]> {
  return repo.homeGymEquipmentIds(db, userId);
}

import type {
  AdminPlateProfile,
  CreatePlateProfileRequest,
  PlateProfileInput,
  PlateProfilesResponse,
} from '@lifeorbit/contracts/admin-catalogue';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { logAdminAction } from '../security';
import {
  deleteProfile,
  insertProfile,
  listCatalogueProfiles,
  makeDefaultProfile,
  profileIdWithSlug,
  updateProfile,
  type PlateProfileRow,
} from './plate-profiles.repository';

type ProfileValues = z.output<typeof PlateProfileInput>;

const kg = (value: string | number) => Number(value);
/** Plates heaviest first, each weight once: the order the plate calculator tries them in. */
const plateOrder = (plates: number[]) => [...new Set(plates)].sort((a, b) => b - a);

function toProfile(row: PlateProfileRow): AdminPlateProfile {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    barbellKg: kg(row.barbell_kg),
    ezbarKg: kg(row.ezbar_kg),
    fixedKg: kg(row.fixed_kg),
    platesKgPerSide: row.plates_kg_per_side.map(kg),
    singleMinIncrementKg: kg(row.single_min_increment_kg),
    stackIncrementKg: kg(row.stack_increment_kg),
    auxIncrementsKg: row.aux_increments_kg.map(kg),
    isDefault: row.is_default,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listPlateProfiles(db: AppDb): Promise<PlateProfilesResponse> {
  return { items: (await listCatalogueProfiles(db)).map(toProfile) };
}

export async function getPlateProfile(db: AppDb, id: string): Promise<AdminPlateProfile> {
  const [row] = await listCatalogueProfiles(db, id);
  if (!row) throw new AppError('not_found', 'No such plate profile');
  return toProfile(row);
}

const columns = (body: ProfileValues) => ({
  slug: body.slug,
  name: body.name,
  barbellKg: body.barbellKg,
  ezbarKg: body.ezbarKg,
  fixedKg: body.fixedKg,
  platesKgPerSide: plateOrder(body.platesKgPerSide),
  singleMinIncrementKg: body.singleMinIncrementKg,
  stackIncrementKg: body.stackIncrementKg,
  auxIncrementsKg: plateOrder(body.auxIncrementsKg),
});

const slugTaken = () =>
  new AppError('conflict', 'slug: another plate profile has this slug', [
    { field: 'slug', code: 'duplicate', message: 'Another plate profile has this slug' },
  ]);

async function checkSlug(db: AppDb, slug: string, id: string) {
  const owner = await profileIdWithSlug(db, slug);
  if (owner && owner !== id) throw slugTaken();
}

async function write<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugTaken();
    throw err;
  }
}

/** Creates a catalogue profile (the default when asked: exactly one stays the default); same id twice: the stored one. */
export async function createPlateProfile(
  db: AppDb,
  actorId: string,
  body: z.output<typeof CreatePlateProfileRequest>,
): Promise<{ profile: AdminPlateProfile; created: boolean }> {
  const [existing] = await listCatalogueProfiles(db, body.id);
  if (existing) return { profile: toProfile(existing), created: false };
  await checkSlug(db, body.slug, body.id);
  const created = await write(() =>
    db.transaction(async (tx) => {
      if (!(await insertProfile(tx, body.id, columns(body)))) return false;
      if (body.isDefault) await makeDefaultProfile(tx, body.id);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'plate_profile_created',
        details: { id: body.id, ...columns(body), isDefault: body.isDefault },
      });
      return true;
    }),
  );
  if (!created) throw new AppError('conflict', 'This id is already taken');
  return { profile: await getPlateProfile(db, body.id), created };
}

/** Changes a profile; `isDefault: true` moves the default here, and the default cannot just be unset (400). */
export async function updatePlateProfile(
  db: AppDb,
  actorId: string,
  id: string,
  body: ProfileValues,
): Promise<AdminPlateProfile> {
  const before = await getPlateProfile(db, id);
  if (before.isDefault && !body.isDefault) {
    throw new AppError('validation_failed', 'isDefault: make another profile the default instead', [
      {
        field: 'isDefault',
        code: 'not_allowed',
        message: 'Exactly one profile is the default: make another one the default instead',
      },
    ]);
  }
  await checkSlug(db, body.slug, id);
  await write(() =>
    db.transaction(async (tx) => {
      await updateProfile(tx, id, columns(body));
      if (body.isDefault && !before.isDefault) await makeDefaultProfile(tx, id);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'plate_profile_updated',
        details: {
          id,
          before: { ...before, updatedAt: undefined },
          after: { ...columns(body), isDefault: body.isDefault },
        },
      });
    }),
  );
  return getPlateProfile(db, id);
}

export async function deletePlateProfile(db: AppDb, actorId: string, id: string): Promise<void> {
  const profile = await getPlateProfile(db, id);
  if (profile.isDefault) {
    throw new AppError('conflict', 'The default profile cannot be deleted; make another one the default first', [
      { field: 'id', code: 'not_allowed', message: 'This is the default profile' },
    ]);
  }
  await db.transaction(async (tx) => {
    await deleteProfile(tx, id);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'plate_profile_deleted',
      details: { id, slug: profile.slug, name: profile.name },
    });
  });
}

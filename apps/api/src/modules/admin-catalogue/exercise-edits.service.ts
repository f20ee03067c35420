import { LANGUAGE_CODES, type CodedErrorDetail, type LanguageCode } from '@lifeorbit/contracts';
import type {
  AdminExerciseDetail,
  AdminExerciseValues,
  AttributeValue,
  CreateAdminExerciseRequest,
} from '@lifeorbit/contracts/admin-catalogue';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { bodyPartOfMuscle, findExerciseOwner } from '../catalogue';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { logAdminAction } from '../security';
import { listAttributeSchemaRows } from './attribute-schemas.repository';
import { checkAttributeValues, toAttributeSchema } from './attribute-schemas.service';
import {
  allowedGripIds,
  deleteCatalogueExercise,
  insertCatalogueExercise,
  replaceAliases,
  replaceAttributeValues,
  replaceSecondaryMuscles,
  replaceTags,
  replaceTranslations,
  slugOwner,
  slugsStartingWith,
  updateCatalogueExercise,
  type ExerciseColumns,
} from './exercises.repository';
import { existingIds } from './references.repository';
import { getCatalogueExercise } from './exercises.service';

/** Catalogue exercises created, changed and deleted by an admin, with their checks and audit entries. */

export function slugFromName(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 70)
      .replace(/-+$/, '') || 'exercise';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Every id the exercise points at must exist, and its default grips must be ones its equipment allows. */
async function checkReferences(db: AppDb, body: AdminExerciseValues): Promise<CodedErrorDetail[]> {
  const details: CodedErrorDetail[] = [];
  const single = async (
    field: string,
    table: 'muscles' | 'equipment' | 'movement_patterns' | 'body_parts',
    id: string | null | undefined,
  ) => {
    if (id && !(await existingIds(db, table, [id])).has(id))
      details.push({ field, code: 'not_found', message: 'Unknown id' });
  };
  const many = async (field: string, table: 'muscles' | 'grips' | 'tags', ids: string[]) => {
    const found = await existingIds(db, table, ids);
    ids.forEach((id, index) => {
      if (!found.has(id)) details.push({ field: `${field}.${index}`, code: 'not_found', message: 'Unknown id' });
    });
  };
  await single('primaryMuscleId', 'muscles', body.primaryMuscleId);
  await single('bodyPartId', 'body_parts', body.bodyPartId);
  await single('equipmentId', 'equipment', body.equipmentId);
  await single('movementPatternId', 'movement_patterns', body.movementPatternId);
  await many('secondaryMuscleIds', 'muscles', body.secondaryMuscleIds);
  await many('defaultGripIds', 'grips', body.defaultGripIds);
  await many('tagIds', 'tags', body.tagIds);
  if (body.defaultGripIds.length > 0 && !details.some((d) => d.field.startsWith('defaultGripIds'))) {
    if (!body.equipmentId) {
      details.push({
        field: 'defaultGripIds',
        code: 'not_allowed',
        message: 'Choose equipment that allows these grips',
      });
    } else if (!details.some((d) => d.field === 'equipmentId')) {
      const allowed = await allowedGripIds(db, body.equipmentId);
      body.defaultGripIds.forEach((id, index) => {
        if (!allowed.has(id)) {
          details.push({
            field: `defaultGripIds.${index}`,
            code: 'not_allowed',
            message: 'The equipment does not allow this grip',
          });
        }
      });
    }
  }
  return details;
}

interface PreparedExercise {
  columns: ExerciseColumns;
  translations: { languageCode: LanguageCode; name: string; description: string | null }[];
  secondaryMuscleIds: string[];
  attributes: { schemaId: string; value: AttributeValue }[];
}

/** Validates a create or update body against the catalogue and turns it into the rows to store. */
async function prepare(db: AppDb, body: AdminExerciseValues, slug: string): Promise<PreparedExercise> {
  const details = await checkReferences(db, body);
  const schemas = (await listAttributeSchemaRows(db, 'en')).map(toAttributeSchema);
  const attributes = checkAttributeValues(
    schemas,
    { loadType: body.loadType, movementPatternId: body.movementPatternId },
    body.attributes,
  );
  details.push(...attributes.details);
  if (details.length > 0) throw validationError(details);
  const bodyPartId = body.bodyPartId ?? (await bodyPartOfMuscle(db, body.primaryMuscleId));
  if (!bodyPartId) throw validationError([{ field: 'bodyPartId', code: 'required', message: 'Required' }]);
  const translations = LANGUAGE_CODES.flatMap((code) => {
    const t = body.translations[code];
    return t?.name ? [{ languageCode: code, name: t.name, description: t.description || null }] : [];
  });
  return {
    columns: {
      slug,
      primaryMuscleId: body.primaryMuscleId,
      bodyPartId,
      equipmentId: body.equipmentId,
      movementPatternId: body.movementPatternId,
      loadType: body.loadType,
      loadMode: body.loadMode,
      effortMode: body.effortMode,
      isUnilateral: body.isUnilateral,
      allowsGrips: body.allowsGrips,
      defaultGripIds: body.defaultGripIds,
    },
    translations,
    // The primary muscle is not also a secondary one.
    secondaryMuscleIds: [...new Set(body.secondaryMuscleIds)].filter((id) => id !== body.primaryMuscleId),
    attributes: attributes.values,
  };
}

async function writeDetails(tx: AppDb, id: string, prepared: PreparedExercise, body: AdminExerciseValues) {
  await replaceTranslations(tx, id, prepared.translations);
  await replaceSecondaryMuscles(tx, id, prepared.secondaryMuscleIds);
  await replaceTags(tx, id, [...new Set(body.tagIds)]);
  await replaceAliases(tx, id, body.aliases);
  await replaceAttributeValues(tx, id, prepared.attributes);
}

const slugConflict = () =>
  new AppError('conflict', 'slug: another exercise already has this slug', [
    { field: 'slug', code: 'duplicate', message: 'Another exercise already has this slug' },
  ]);

/** Creates a catalogue exercise in one transaction; the same id twice answers the stored one (`created` false). */
export async function createCatalogueExercise(
  db: AppDb,
  actorId: string,
  body: z.output<typeof CreateAdminExerciseRequest>,
  lang: LanguageCode,
): Promise<{ exercise: AdminExerciseDetail; created: boolean }> {
  const owner = await findExerciseOwner(db, body.id);
  if (owner) {
    if (owner.ownerUserId !== null) throw new AppError('conflict', 'This id is already taken');
    return { exercise: await getCatalogueExercise(db, body.id, lang), created: false };
  }
  let slug = body.slug;
  if (slug) {
    if (await slugOwner(db, slug)) throw slugConflict();
  } else {
    const base = slugFromName(body.translations.en.name, new Set());
    slug = slugFromName(body.translations.en.name, await slugsStartingWith(db, base));
  }
  const prepared = await prepare(db, body, slug);
  let created: boolean;
  try {
    created = await db.transaction(async (tx) => {
      if (!(await insertCatalogueExercise(tx, body.id, prepared.columns))) return false;
      await writeDetails(tx, body.id, prepared, body);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'exercise_created',
        details: { exerciseId: body.id, slug, name: body.translations.en.name },
      });
      return true;
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugConflict();
    throw err;
  }
  return { exercise: await getCatalogueExercise(db, body.id, lang), created };
}

/** The fields an update changed, for the audit entry and the exercise's history. */
function changedFields(before: AdminExerciseDetail, after: AdminExerciseDetail): string[] {
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const sorted = (list: string[]) => [...list].sort();
  for (const code of LANGUAGE_CODES) {
    if (before.translations[code]?.name !== after.translations[code]?.name) changed.push(`translations.${code}.name`);
    if ((before.translations[code]?.description ?? null) !== (after.translations[code]?.description ?? null)) {
      changed.push(`translations.${code}.description`);
    }
  }
  const scalar = [
    'slug',
    'primaryMuscleId',
    'bodyPartId',
    'equipmentId',
    'movementPatternId',
    'loadType',
    'loadMode',
    'effortMode',
    'isUnilateral',
    'allowsGrips',
    'defaultGripIds',
    'attributes',
  ] as const;
  for (const field of scalar) if (!same(before[field], after[field])) changed.push(field);
  if (!same(sorted(before.secondaryMuscleIds), sorted(after.secondaryMuscleIds))) changed.push('secondaryMuscleIds');
  if (!same(sorted(before.tagIds), sorted(after.tagIds))) changed.push('tagIds');
  const aliasKeys = (d: AdminExerciseDetail) => sorted(d.aliases.map((a) => `${a.languageCode}:${a.alias}`));
  if (!same(aliasKeys(before), aliasKeys(after))) changed.push('aliases');
  return changed;
}

/** Replaces everything about a catalogue exercise in one transaction. */
export async function updateCatalogueExerciseItem(
  db: AppDb,
  actorId: string,
  id: string,
  body: AdminExerciseValues,
  lang: LanguageCode,
): Promise<AdminExerciseDetail> {
  const before = await getCatalogueExercise(db, id, lang);
  const slug = body.slug ?? before.slug;
  if (slug !== before.slug) {
    const owner = await slugOwner(db, slug);
    if (owner && owner !== id) throw slugConflict();
  }
  const prepared = await prepare(db, body, slug);
  try {
    await db.transaction(async (tx) => {
      await updateCatalogueExercise(tx, id, prepared.columns);
      await writeDetails(tx, id, prepared, body);
      const after = await getCatalogueExercise(tx, id, lang);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'exercise_updated',
        details: { exerciseId: id, slug, changed: changedFields(before, after) },
      });
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugConflict();
    throw err;
  }
  return getCatalogueExercise(db, id, lang);
}

/** Deletes a catalogue exercise no member has used; one in templates or logged workouts answers 409. */
export async function deleteCatalogueExerciseItem(db: AppDb, actorId: string, id: string): Promise<void> {
  const exercise = await getCatalogueExercise(db, id, 'en');
  try {
    await db.transaction(async (tx) => {
      await deleteCatalogueExercise(tx, id);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'exercise_deleted',
        details: { exerciseId: id, slug: exercise.slug, name: exercise.translations.en?.name ?? exercise.name },
      });
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError('conflict', 'Members use this exercise in templates or workouts; it cannot be deleted', [
        { field: 'id', code: 'in_use', message: 'In use by members' },
      ]);
    }
    throw err;
  }
}

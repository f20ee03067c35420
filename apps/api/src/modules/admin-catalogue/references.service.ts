import type { CodedErrorDetail, LanguageCode } from '@lifeorbit/contracts';
import {
  REFERENCE_KIND_FIELDS,
  type AdminAlias,
  type AdminReferenceItem,
  type AdminReferenceListResponse,
  type AliasesQuery,
  type AliasesResponse,
  type EquipmentGripPair,
  type EquipmentGripsResponse,
  type ReferenceKind,
} from '@lifeorbit/contracts/admin-catalogue';
import type { z } from 'zod';
import type {
  CreateAliasRequest,
  CreateReferenceRequest,
  ReferenceInput,
  UpdateEquipmentGripsRequest,
} from '@lifeorbit/contracts/admin-catalogue';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { listReferences as listNamedReferences } from '../catalogue';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { logAdminAction } from '../security';
import { findCatalogueExercise } from './exercises.repository';
import {
  addEquipmentGrips,
  deleteAlias,
  deleteReference,
  countReferenceUsage,
  existingIds,
  exercisesUsingGripPairs,
  findAlias,
  insertAlias,
  insertReference,
  listEquipmentGripPairs,
  listReferenceRows,
  removeEquipmentGrips,
  replaceNames,
  searchAliases,
  updateReference,
  type AliasRow,
  type ReferenceRow,
} from './references.repository';
import { referenceTable } from './tables.sql';

type ReferenceValuesInput = z.output<typeof ReferenceInput>;
type CreateReferenceValues = z.output<typeof CreateReferenceRequest>;

function toItem(row: ReferenceRow): AdminReferenceItem {
  const item: AdminReferenceItem = {
    id: row.id,
    slug: row.slug,
    displayOrder: row.display_order,
    name: row.name,
    names: { en: row.name_en, es: row.name_es, ro: row.name_ro },
    exerciseCount: Number(row.exercise_count),
  };
  if (row.body_part_id !== undefined) item.bodyPartId = row.body_part_id;
  if (row.muscle_count !== undefined) item.muscleCount = Number(row.muscle_count);
  if (row.load_kind !== undefined) {
    item.loadKind = row.load_kind as AdminReferenceItem['loadKind'];
    item.barType = (row.bar_type ?? null) as AdminReferenceItem['barType'];
    item.gripIds = row.grip_ids ?? [];
  }
  return item;
}

export async function listReferenceItems(
  db: AppDb,
  kind: ReferenceKind,
  lang: LanguageCode,
  unusedOnly: boolean,
): Promise<AdminReferenceListResponse> {
  const rows = await listReferenceRows(db, kind, lang, { unusedOnly });
  return { kind, items: rows.map(toItem) };
}

async function findItem(db: AppDb, kind: ReferenceKind, id: string, lang: LanguageCode = 'en') {
  const [row] = await listReferenceRows(db, kind, lang, { id });
  return row ? toItem(row) : null;
}

async function requireItem(db: AppDb, kind: ReferenceKind, id: string, lang: LanguageCode = 'en') {
  const item = await findItem(db, kind, id, lang);
  if (!item) throw new AppError('not_found', 'No such row');
  return item;
}

const EXTRA_FIELDS = ['bodyPartId', 'loadKind', 'barType', 'gripIds'] as const;

/** The fields only some kinds have: refused on the others, required where the kind needs them, ids that exist. */
async function checkKindFields(db: AppDb, kind: ReferenceKind, input: ReferenceValuesInput): Promise<void> {
  const { allowed, required } = REFERENCE_KIND_FIELDS[kind];
  const details: CodedErrorDetail[] = [];
  for (const field of EXTRA_FIELDS) {
    if (input[field] !== undefined && !allowed.includes(field)) {
      details.push({
        field,
        code: 'not_allowed',
        message: `Only ${field === 'bodyPartId' ? 'muscles' : 'equipment'} have this field`,
      });
    }
  }
  for (const field of required) {
    if (input[field as (typeof EXTRA_FIELDS)[number]] == null)
      details.push({ field, code: 'required', message: 'Required' });
  }
  if (kind === 'equipment' && input.barType && input.loadKind !== 'plates') {
    details.push({ field: 'barType', code: 'not_allowed', message: 'Only plate-loaded equipment has a bar' });
  }
  if (kind === 'muscles' && input.bodyPartId && !(await existingIds(db, 'body_parts', [input.bodyPartId])).size) {
    details.push({ field: 'bodyPartId', code: 'not_found', message: 'Unknown id' });
  }
  if (kind === 'equipment' && input.gripIds?.length) {
    const found = await existingIds(db, 'grips', input.gripIds);
    input.gripIds.forEach((id, index) => {
      if (!found.has(id)) details.push({ field: `gripIds.${index}`, code: 'not_found', message: 'Unknown id' });
    });
  }
  if (details.length > 0) throw validationError(details);
}

function slugTaken(): AppError {
  return new AppError('conflict', 'slug: another row already has this slug', [
    { field: 'slug', code: 'duplicate', message: 'Another row already has this slug' },
  ]);
}

async function inTransaction<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugTaken();
    throw err;
  }
}

async function refuseRemovedDefaultGrips(db: AppDb, pairs: EquipmentGripPair[], lang: LanguageCode, field: string) {
  const users = await exercisesUsingGripPairs(db, pairs, lang);
  if (users.length > 0) {
    throw new AppError(
      'conflict',
      `${field}: ${users.length === 20 ? 'at least 20' : users.length} exercise(s) use this grip by default with this equipment (${users
        .slice(0, 3)
        .map((u) => u.name)
        .join(', ')}); change them first`,
      users.map((u) => ({ field, code: 'in_use', message: `${u.name} uses it by default` })),
    );
  }
}

async function writeEquipmentGrips(tx: AppDb, equipmentId: string, gripIds: string[], current: string[]) {
  const wanted = new Set(gripIds);
  await removeEquipmentGrips(
    tx,
    current.filter((id) => !wanted.has(id)).map((gripId) => ({ equipmentId, gripId })),
  );
  await addEquipmentGrips(
    tx,
    gripIds.map((gripId) => ({ equipmentId, gripId })),
  );
}

/** Creates a row; the same id twice answers the stored row (`created` false) and changes nothing. */
export async function createReferenceItem(
  db: AppDb,
  actorId: string,
  kind: ReferenceKind,
  body: CreateReferenceValues,
): Promise<{ item: AdminReferenceItem; created: boolean }> {
  const existing = await findItem(db, kind, body.id);
  if (existing) return { item: existing, created: false };
  await checkKindFields(db, kind, body);
  const meta = referenceTable(kind);
  const created = await inTransaction(db, async (tx) => {
    const inserted = await insertReference(tx, kind, body.id, body);
    if (!inserted) return false;
    await replaceNames(tx, meta, body.id, body.names);
    if (kind === 'equipment' && body.gripIds?.length) await writeEquipmentGrips(tx, body.id, body.gripIds, []);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: `${meta.entity}_created`,
      details: { kind, id: body.id, slug: body.slug, names: body.names },
    });
    return true;
  });
  return { item: await requireItem(db, kind, body.id), created };
}

function changedFields(before: AdminReferenceItem, input: ReferenceValuesInput): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const compare = (field: string, from: unknown, to: unknown) => {
    if (to !== undefined && JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) {
      changes[field] = { from: from ?? null, to: to ?? null };
    }
  };
  compare('slug', before.slug, input.slug);
  compare('displayOrder', before.displayOrder, input.displayOrder);
  for (const code of ['en', 'es', 'ro'] as const) compare(`names.${code}`, before.names[code], input.names[code]);
  compare('bodyPartId', before.bodyPartId, input.bodyPartId);
  compare('loadKind', before.loadKind, input.loadKind);
  compare('barType', before.barType, input.barType);
  if (input.gripIds) compare('gripIds', [...(before.gripIds ?? [])].sort(), [...input.gripIds].sort());
  return changes;
}

export async function updateReferenceItem(
  db: AppDb,
  actorId: string,
  kind: ReferenceKind,
  id: string,
  body: ReferenceValuesInput,
  lang: LanguageCode,
): Promise<AdminReferenceItem> {
  const before = await requireItem(db, kind, id);
  await checkKindFields(db, kind, body);
  if (kind === 'equipment' && body.gripIds) {
    const wanted = new Set(body.gripIds);
    const removed = (before.gripIds ?? []).filter((gripId) => !wanted.has(gripId));
    await refuseRemovedDefaultGrips(
      db,
      removed.map((gripId) => ({ equipmentId: id, gripId })),
      lang,
      'gripIds',
    );
  }
  const meta = referenceTable(kind);
  await inTransaction(db, async (tx) => {
    await updateReference(tx, kind, id, body);
    await replaceNames(tx, meta, id, body.names);
    if (kind === 'equipment' && body.gripIds) await writeEquipmentGrips(tx, id, body.gripIds, before.gripIds ?? []);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: `${meta.entity}_updated`,
      details: { kind, id, slug: body.slug, changes: changedFields(before, body) },
    });
  });
  return requireItem(db, kind, id, lang);
}

/** Deletes a row no exercise uses; a row in use answers 409 and stays. */
export async function deleteReferenceItem(db: AppDb, actorId: string, kind: ReferenceKind, id: string) {
  const item = await requireItem(db, kind, id);
  const used = await countReferenceUsage(db, kind, id);
  if (used > 0 || (item.muscleCount ?? 0) > 0) {
    const what = used > 0 ? `${used} exercise(s)` : `${item.muscleCount} muscle(s)`;
    throw new AppError('conflict', `This row is used by ${what}; it cannot be deleted`, [
      { field: 'id', code: 'in_use', message: `Used by ${what}` },
    ]);
  }
  const meta = referenceTable(kind);
  try {
    await db.transaction(async (tx) => {
      await deleteReference(tx, kind, id);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: `${meta.entity}_deleted`,
        details: { kind, id, slug: item.slug, names: item.names },
      });
    });
  } catch (err) {
    // Still referenced elsewhere: a member's logged set, a template, an attribute schema.
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError('conflict', 'This row is still used (by workouts, templates or attribute schemas)', [
        { field: 'id', code: 'in_use', message: 'Still used' },
      ]);
    }
    throw err;
  }
}

// --- Equipment-grip compatibility ----------------------------------------------------------------------------------

export async function getEquipmentGrips(db: AppDb, lang: LanguageCode): Promise<EquipmentGripsResponse> {
  const [equipment, grips, pairs] = await Promise.all([
    listNamedReferences(db, 'equipment', lang),
    listNamedReferences(db, 'grips', lang),
    listEquipmentGripPairs(db),
  ]);
  return { equipment, grips, pairs };
}

async function checkPairs(db: AppDb, field: 'add' | 'remove', pairs: EquipmentGripPair[], details: CodedErrorDetail[]) {
  const equipment = await existingIds(
    db,
    'equipment',
    pairs.map((p) => p.equipmentId),
  );
  const grips = await existingIds(
    db,
    'grips',
    pairs.map((p) => p.gripId),
  );
  pairs.forEach((pair, index) => {
    if (!equipment.has(pair.equipmentId))
      details.push({ field: `${field}.${index}.equipmentId`, code: 'not_found', message: 'Unknown id' });
    if (!grips.has(pair.gripId))
      details.push({ field: `${field}.${index}.gripId`, code: 'not_found', message: 'Unknown id' });
  });
}

/** Allows and forbids grips per equipment; forbidding a grip an exercise uses by default with it is a 409. */
export async function updateEquipmentGrips(
  db: AppDb,
  actorId: string,
  body: z.output<typeof UpdateEquipmentGripsRequest>,
  lang: LanguageCode,
): Promise<EquipmentGripsResponse> {
  const details: CodedErrorDetail[] = [];
  await checkPairs(db, 'add', body.add, details);
  await checkPairs(db, 'remove', body.remove, details);
  const key = (p: EquipmentGripPair) => `${p.equipmentId}:${p.gripId}`;
  const adding = new Set(body.add.map(key));
  body.remove.forEach((pair, index) => {
    if (adding.has(key(pair))) details.push({ field: `remove.${index}`, code: 'out_of_range', message: 'Also in add' });
  });
  if (details.length > 0) throw validationError(details);
  await refuseRemovedDefaultGrips(db, body.remove, lang, 'remove');
  await db.transaction(async (tx) => {
    const added = await addEquipmentGrips(tx, body.add);
    const removed = await removeEquipmentGrips(tx, body.remove);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'equipment_grips_updated',
      details: { added, removed, add: body.add, remove: body.remove },
    });
  });
  return getEquipmentGrips(db, lang);
}

// --- Aliases -------------------------------------------------------------------------------------------------------

const toAlias = (row: AliasRow): AdminAlias => ({
  id: row.id,
  exerciseId: row.exercise_id,
  exerciseName: row.exercise_name,
  languageCode: row.language_code,
  alias: row.alias,
});

export async function listAliases(db: AppDb, query: AliasesQuery): Promise<AliasesResponse> {
  const rows = await searchAliases(db, {
    q: query.q || undefined,
    languageCode: query.languageCode,
    lang: query.lang,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map(toAlias),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Adds a search word to a catalogue exercise; adding one it already has answers that one (`created` false). */
export async function createAlias(
  db: AppDb,
  actorId: string,
  body: z.output<typeof CreateAliasRequest>,
  lang: LanguageCode,
): Promise<{ alias: AdminAlias; created: boolean }> {
  if (!(await findCatalogueExercise(db, body.exerciseId))) {
    throw validationError([{ field: 'exerciseId', code: 'not_found', message: 'No catalogue exercise has this id' }]);
  }
  const result = await db.transaction(async (tx) => {
    const stored = await insertAlias(tx, body);
    if (stored.created) {
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'alias_created',
        details: {
          exerciseId: body.exerciseId,
          aliasId: stored.id,
          languageCode: body.languageCode,
          alias: body.alias,
        },
      });
    }
    return stored;
  });
  const alias = await findAlias(db, result.id, lang);
  return { alias: toAlias(alias!), created: result.created };
}

export async function removeAlias(db: AppDb, actorId: string, id: string): Promise<void> {
  const alias = await findAlias(db, id, 'en');
  if (!alias) throw new AppError('not_found', 'No such alias');
  await db.transaction(async (tx) => {
    await deleteAlias(tx, id);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'alias_deleted',
      details: { exerciseId: alias.exercise_id, aliasId: id, languageCode: alias.language_code, alias: alias.alias },
    });
  });
}

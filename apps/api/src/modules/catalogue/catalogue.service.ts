import {
  LANGUAGE_CODES,
  type CatalogueFiltersResponse,
  type CreateExerciseRequest,
  type CodedErrorDetail,
  type ExerciseDetail,
  type ExerciseListQuery,
  type ExerciseListResponse,
  type ExerciseSummary,
  type LanguageCode,
  type UpdateExerciseRequest,
} from '@lifeorbit/contracts';
import { STACK_LOAD_TYPES, type NamedRef } from '@lifeorbit/contracts/catalogue';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { notACursor } from '../../core/cursor';
import {
  bodyPartOfMuscle,
  countTemplatesUsingExercise,
  deleteCustomExercise,
  existingReferenceIds,
  findCustomExerciseValues,
  findExerciseOwner,
  findVisibleExercise,
  insertCustomExercise,
  listAllowedGrips,
  listExerciseAliases,
  listExerciseTags,
  listExerciseTranslations,
  listMusclesWithBodyParts,
  listReferences,
  listSecondaryMuscles,
  searchExercises,
  updateCustomExercise,
  type CustomExerciseValues,
  type ExerciseCursor,
  type ExerciseSummaryRow,
  type TranslationValue,
} from './catalogue.repository';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../core/db';

function encodeCursor(cursor: ExerciseCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.key, cursor.id]), 'utf8').toString('base64url');
}

function decodeCursor(value: string): ExerciseCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      Number.isInteger(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      !parsed[1].includes('\u0000') &&
      typeof parsed[2] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed[2])
    ) {
      return { rank: parsed[0] as number, key: parsed[1], id: parsed[2] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw notACursor();
}

const ref = (id: string | null, slug: string | null, name: string | null): NamedRef | null =>
  id === null ? null : { id, slug, name: name ?? slug ?? '' };

function toSummary(row: ExerciseSummaryRow): ExerciseSummary {
  return {
    id: row.id,
    name: row.name,
    isCustom: row.owner_user_id !== null,
    loadType: row.load_type,
    effortMode: row.effort_mode,
    primaryMuscle: ref(row.muscle_id, row.muscle_slug, row.muscle_name),
    equipment: ref(row.equipment_id, row.equipment_slug, row.equipment_name),
    movementPattern: ref(row.pattern_id, row.pattern_slug, row.pattern_name),
  };
}

export async function listExercises(
  db: AppDb,
  userId: string,
  query: ExerciseListQuery,
): Promise<ExerciseListResponse> {
  const rows = await searchExercises(db, userId, {
    q: query.q || undefined,
    muscleId: query.muscle,
    equipmentId: query.equipment,
    patternId: query.pattern,
    lang: query.lang,
    // One more than asked tells whether another page exists.
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : null,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ rank: last.rank, key: last.sort_key, id: last.id }) : null,
  };
}

function perLanguage<T>(entries: { languageCode: string; value: T | null }[]): Record<LanguageCode, T | null> {
  const out: Record<LanguageCode, T | null> = { en: null, es: null, ro: null };
  for (const entry of entries) {
    if ((LANGUAGE_CODES as readonly string[]).includes(entry.languageCode)) {
      out[entry.languageCode as LanguageCode] = entry.value;
    }
  }
  return out;
}

export async function getExercise(
  db: AppDb,
  userId: string,
  exerciseId: string,
  lang: LanguageCode,
): Promise<ExerciseDetail> {
  const row = await findVisibleExercise(db, userId, exerciseId, lang);
  if (!row) throw new AppError('not_found', 'No such exercise');
  const [translations, secondaryMuscles, tags, aliases, allGrips, allowedGrips] = await Promise.all([
    listExerciseTranslations(db, exerciseId),
    listSecondaryMuscles(db, exerciseId, lang),
    listExerciseTags(db, exerciseId, lang),
    listExerciseAliases(db, exerciseId),
    listReferences(db, 'grips', lang),
    row.allows_grips ? listAllowedGrips(db, row.equipment_id, lang) : Promise.resolve([]),
  ]);
  const gripsById = new Map(allGrips.map((grip) => [grip.id, grip]));
  const names = perLanguage(translations.map((t) => ({ languageCode: t.languageCode, value: t.name })));
  const descriptions = perLanguage(translations.map((t) => ({ languageCode: t.languageCode, value: t.description })));
  return {
    ...toSummary(row),
    slug: row.slug,
    names,
    description: descriptions[lang] ?? descriptions.en ?? null,
    descriptions,
    bodyPart: ref(row.body_part_id, row.body_part_slug, row.body_part_name),
    secondaryMuscles,
    loadMode: row.load_mode,
    effortMode: row.effort_mode,
    isUnilateral: row.is_unilateral,
    allowsGrips: row.allows_grips,
    defaultGrips: row.default_grip_ids.flatMap((id) => gripsById.get(id) ?? []),
    allowedGrips,
    aliases: aliases.map((a) => ({ languageCode: a.language_code, alias: a.alias })),
    tags,
  };
}

export async function getCatalogueFilters(db: AppDb, lang: LanguageCode): Promise<CatalogueFiltersResponse> {
  const [muscleRows, equipment, patterns, grips] = await Promise.all([
    listMusclesWithBodyParts(db, lang),
    listReferences(db, 'equipment', lang),
    listReferences(db, 'movement_patterns', lang),
    listReferences(db, 'grips', lang),
  ]);
  return {
    muscles: muscleRows.map((m) => ({
      id: m.id,
      slug: m.slug,
      name: m.name,
      bodyPart: { id: m.body_part_id, slug: m.body_part_slug, name: m.body_part_name },
    })),
    equipment,
    patterns,
    grips,
  };
}

/** Every referenced id must exist; the unknown ones are named in one 400. */
async function checkReferences(
  db: AppDb,
  body: Pick<
    CreateExerciseRequest,
    'equipmentId' | 'primaryMuscleId' | 'movementPatternId' | 'secondaryMuscleIds' | 'gripIds'
  >,
): Promise<void> {
  const details: CodedErrorDetail[] = [];
  const single = async (
    field: string,
    table: 'muscles' | 'equipment' | 'movement_patterns',
    id: string | null | undefined,
  ) => {
    if (id && !(await existingReferenceIds(db, table, [id])).has(id))
      details.push({ field, code: 'not_found', message: 'Unknown id' });
  };
  const many = async (field: string, table: 'muscles' | 'grips', ids: string[] | undefined) => {
    if (!ids?.length) return;
    const found = await existingReferenceIds(db, table, ids);
    ids.forEach((id, index) => {
      if (!found.has(id)) details.push({ field: `${field}.${index}`, code: 'not_found', message: 'Unknown id' });
    });
  };
  await single('equipmentId', 'equipment', body.equipmentId);
  await single('primaryMuscleId', 'muscles', body.primaryMuscleId);
  await single('movementPatternId', 'movement_patterns', body.movementPatternId);
  await many('secondaryMuscleIds', 'muscles', body.secondaryMuscleIds);
  await many('gripIds', 'grips', body.gripIds);
  if (details.length > 0) throw validationError(details);
}

function buildTranslations(
  names: Partial<Record<LanguageCode, string | null>>,
  descriptions: Partial<Record<LanguageCode, string | null>>,
): TranslationValue[] {
  const details: CodedErrorDetail[] = [];
  const out: TranslationValue[] = [];
  for (const languageCode of LANGUAGE_CODES) {
    const name = names[languageCode];
    const description = descriptions[languageCode] || null;
    if (name) out.push({ languageCode, name, description });
    else if (description) {
      details.push({
        field: `descriptions.${languageCode}`,
        code: 'required',
        message: 'Add a name in this language first',
      });
    }
  }
  if (out.length === 0) details.push({ field: 'names', code: 'required', message: 'Give the exercise a name' });
  if (details.length > 0) throw validationError(details);
  return out;
}

function checkCombination(values: CustomExerciseValues): void {
  if (values.loadMode === 'stack' && !STACK_LOAD_TYPES.includes(values.loadType)) {
    throw validationError([
      { field: 'loadMode', code: 'not_allowed', message: 'Only machine, cable and assisted work uses a stack' },
    ]);
  }
  if (!values.allowsGrips && values.defaultGripIds.length > 0) {
    throw validationError([{ field: 'gripIds', code: 'not_allowed', message: 'Default grips need allowsGrips' }]);
  }
}

/** Creates the member's own exercise; the same id twice answers the stored one (`created` false). */
export async function createExercise(
  db: AppDb,
  userId: string,
  body: CreateExerciseRequest,
  lang: LanguageCode,
): Promise<{ exercise: ExerciseDetail; created: boolean }> {
  const existing = await findExerciseOwner(db, body.id);
  if (existing) {
    if (existing.ownerUserId !== userId) throw new AppError('conflict', 'This id is already taken');
    return { exercise: await getExercise(db, userId, body.id, lang), created: false };
  }
  await checkReferences(db, body);
  const gripIds = body.gripIds ?? [];
  const values: CustomExerciseValues = {
    loadType: body.loadType,
    loadMode: body.loadMode ?? 'total',
    effortMode: body.effortMode ?? (body.loadType === 'cardio' ? 'time' : 'reps'),
    equipmentId: body.equipmentId ?? null,
    primaryMuscleId: body.primaryMuscleId ?? null,
    bodyPartId: body.primaryMuscleId ? await bodyPartOfMuscle(db, body.primaryMuscleId) : null,
    movementPatternId: body.movementPatternId ?? null,
    isUnilateral: body.isUnilateral ?? false,
    allowsGrips: body.allowsGrips ?? gripIds.length > 0,
    defaultGripIds: gripIds,
  };
  checkCombination(values);
  const translations = buildTranslations(body.names, body.descriptions ?? {});
  const secondary = (body.secondaryMuscleIds ?? []).filter((id) => id !== values.primaryMuscleId);
  const created = await insertCustomExercise(db, userId, body.id, values, translations, [...new Set(secondary)]);
  if (!created) {
    // Another request stored the same id a moment ago.
    const owner = await findExerciseOwner(db, body.id);
    if (owner?.ownerUserId !== userId) throw new AppError('conflict', 'This id is already taken');
  }
  return { exercise: await getExercise(db, userId, body.id, lang), created };
}

/** Catalogue exercises are read-only for members (403); another member's exercise does not exist for them (404). */
async function requireOwnExercise(db: AppDb, userId: string, exerciseId: string): Promise<void> {
  const owner = await findExerciseOwner(db, exerciseId);
  if (!owner || (owner.ownerUserId !== null && owner.ownerUserId !== userId)) {
    throw new AppError('not_found', 'No such exercise');
  }
  if (owner.ownerUserId === null) {
    throw new AppError('forbidden', 'Catalogue exercises cannot be changed; create your own exercise instead');
  }
}

export async function updateExercise(
  db: AppDb,
  userId: string,
  exerciseId: string,
  body: UpdateExerciseRequest,
  lang: LanguageCode,
): Promise<ExerciseDetail> {
  await requireOwnExercise(db, userId, exerciseId);
  const current = await findCustomExerciseValues(db, userId, exerciseId);
  if (!current) throw new AppError('not_found', 'No such exercise');
  await checkReferences(db, body);
  const gripIds = body.gripIds ?? current.defaultGripIds;
  const primaryMuscleId = body.primaryMuscleId === undefined ? current.primaryMuscleId : body.primaryMuscleId;
  const values: CustomExerciseValues = {
    loadType: body.loadType ?? current.loadType,
    loadMode: body.loadMode ?? current.loadMode,
    effortMode: body.effortMode ?? current.effortMode,
    equipmentId: body.equipmentId === undefined ? current.equipmentId : body.equipmentId,
    primaryMuscleId,
    bodyPartId:
      body.primaryMuscleId === undefined
        ? current.bodyPartId
        : primaryMuscleId
          ? await bodyPartOfMuscle(db, primaryMuscleId)
          : null,
    movementPatternId: body.movementPatternId === undefined ? current.movementPatternId : body.movementPatternId,
    isUnilateral: body.isUnilateral ?? current.isUnilateral,
    allowsGrips: body.allowsGrips ?? (body.gripIds && body.gripIds.length > 0 ? true : current.allowsGrips),
    defaultGripIds: gripIds,
  };
  checkCombination(values);
  const stored = await listExerciseTranslations(db, exerciseId);
  const names: Partial<Record<LanguageCode, string | null>> = {};
  const descriptions: Partial<Record<LanguageCode, string | null>> = {};
  for (const t of stored) {
    names[t.languageCode as LanguageCode] = t.name;
    descriptions[t.languageCode as LanguageCode] = t.description;
  }
  Object.assign(names, body.names ?? {});
  Object.assign(descriptions, body.descriptions ?? {});
  const translations = buildTranslations(names, descriptions);
  const secondary =
    body.secondaryMuscleIds === undefined
      ? undefined
      : [...new Set(body.secondaryMuscleIds.filter((id) => id !== values.primaryMuscleId))];
  await updateCustomExercise(db, userId, exerciseId, values, translations, secondary);
  return getExercise(db, userId, exerciseId, lang);
}

export async function removeExercise(db: AppDb, userId: string, exerciseId: string): Promise<void> {
  await requireOwnExercise(db, userId, exerciseId);
  const templates = await countTemplatesUsingExercise(db, exerciseId);
  if (templates > 0) {
    throw new AppError(
      'conflict',
      `This exercise is used in ${templates} template${templates === 1 ? '' : 's'}; remove it there first`,
    );
  }
  try {
    await deleteCustomExercise(db, userId, exerciseId);
  } catch (err) {
    // Logged workouts keep their exercises.
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION)
      throw new AppError('conflict', 'This exercise is used in your workouts');
    throw err;
  }
}

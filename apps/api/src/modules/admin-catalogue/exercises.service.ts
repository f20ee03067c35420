import { LANGUAGE_CODES, type LanguageCode } from '@lifeorbit/contracts';
import type {
  AdminExerciseDetail,
  AdminExercisesQuery,
  AdminExercisesResponse,
  ExerciseHistoryResponse,
  ExerciseNamePartsResponse,
  ExerciseOptionsResponse,
  NameParts,
} from '@lifeorbit/contracts/admin-catalogue';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { listReferences } from '../catalogue';
import { listAttributeSchemaRows } from './attribute-schemas.repository';
import { toAttributeSchema } from './attribute-schemas.service';
import {
  listAliasesOf,
  listAttributeValues,
  listExerciseAudit,
  listSecondaryMuscleIds,
  listTagIds,
  listTranslations,
  readCatalogueExercise,
  readNameParts,
  searchCatalogueExercises,
} from './exercises.repository';
import { listReferenceRows } from './references.repository';

const iso = (value: string | Date) => new Date(value).toISOString();

export async function listCatalogueExercises(db: AppDb, query: AdminExercisesQuery): Promise<AdminExercisesResponse> {
  const rows = await searchCatalogueExercises(db, {
    q: query.q || undefined,
    muscleId: query.muscle,
    equipmentId: query.equipment,
    patternId: query.pattern,
    missing: query.missing,
    lang: query.lang,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ref = (id: string | null, slug: string | null, name: string | null) =>
    id ? { id, slug, name: name ?? slug ?? '' } : null;
  return {
    items: rows.map((row) => {
      const names = { en: row.name_en, es: row.name_es, ro: row.name_ro };
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        names,
        loadType: row.load_type,
        primaryMuscle: ref(row.muscle_id, row.muscle_slug, row.muscle_name),
        equipment: ref(row.equipment_id, row.equipment_slug, row.equipment_name),
        movementPattern: ref(row.pattern_id, row.pattern_slug, row.pattern_name),
        missing: LANGUAGE_CODES.filter((code) => !names[code]),
      };
    }),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCatalogueExercise(db: AppDb, id: string, lang: LanguageCode): Promise<AdminExerciseDetail> {
  const row = await readCatalogueExercise(db, id, lang);
  if (!row) throw new AppError('not_found', 'No such catalogue exercise');
  const [translations, secondaryMuscleIds, tagIds, aliases, attributes] = await Promise.all([
    listTranslations(db, id),
    listSecondaryMuscleIds(db, id),
    listTagIds(db, id),
    listAliasesOf(db, id),
    listAttributeValues(db, id),
  ]);
  const byLanguage = new Map(translations.map((t) => [t.language_code, t]));
  const translation = (code: LanguageCode) => {
    const t = byLanguage.get(code);
    return t ? { name: t.name, description: t.description } : null;
  };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    translations: { en: translation('en'), es: translation('es'), ro: translation('ro') },
    primaryMuscleId: row.primary_muscle_id,
    bodyPartId: row.body_part_id,
    secondaryMuscleIds,
    equipmentId: row.equipment_id,
    movementPatternId: row.movement_pattern_id,
    loadType: row.load_type,
    loadMode: row.load_mode,
    effortMode: row.effort_mode,
    isUnilateral: row.is_unilateral,
    allowsGrips: row.allows_grips,
    defaultGripIds: row.default_grip_ids,
    aliases: aliases.map((a) => ({ id: a.id, languageCode: a.language_code, alias: a.alias })),
    tagIds,
    attributes: Object.fromEntries(attributes.map((a) => [a.slug, a.value])),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function getExerciseOptions(db: AppDb, lang: LanguageCode): Promise<ExerciseOptionsResponse> {
  const [bodyParts, muscles, equipment, grips, patterns, tags, schemas] = await Promise.all([
    listReferences(db, 'body_parts', lang),
    listReferenceRows(db, 'muscles', lang),
    listReferenceRows(db, 'equipment', lang),
    listReferences(db, 'grips', lang),
    listReferences(db, 'movement_patterns', lang),
    listReferences(db, 'tags', lang),
    listAttributeSchemaRows(db, lang),
  ]);
  return {
    bodyParts,
    muscles: muscles.map((m) => ({ id: m.id, slug: m.slug, name: m.name, bodyPartId: m.body_part_id ?? '' })),
    equipment: equipment.map((e) => ({
      id: e.id,
      slug: e.slug,
      name: e.name,
      loadKind: e.load_kind as ExerciseOptionsResponse['equipment'][number]['loadKind'],
      gripIds: e.grip_ids ?? [],
    })),
    grips,
    patterns,
    tags,
    attributeSchemas: schemas.map(toAttributeSchema),
  };
}

/** A slug made from the English name: ASCII, lower case, hyphens; a number added when it is taken. */

export async function getExerciseHistory(db: AppDb, id: string): Promise<ExerciseHistoryResponse> {
  const rows = await listExerciseAudit(db, id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actionType: row.action_type,
      actorEmail: row.actor_email,
      details: row.details,
      createdAt: iso(row.created_at),
    })),
  };
}

export async function getExerciseNameParts(db: AppDb, id: string): Promise<ExerciseNamePartsResponse> {
  const rows = await Promise.all(LANGUAGE_CODES.map((code) => readNameParts(db, id, code)));
  if (!rows[0]) throw new AppError('not_found', 'No such catalogue exercise');
  const parts = Object.fromEntries(
    LANGUAGE_CODES.map((code, index) => {
      const row = rows[index]!;
      const value: NameParts = {
        name: row.name,
        equipment: row.equipment,
        movement: row.movement,
        grip: row.grip,
        muscle: row.muscle,
        bodyPart: row.body_part,
      };
      return [code, value];
    }),
  ) as Record<LanguageCode, NameParts>;
  return { exerciseId: id, parts };
}

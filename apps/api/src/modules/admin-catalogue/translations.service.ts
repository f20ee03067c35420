import type { LanguageCode } from '@lifeorbit/contracts';
import {
  QUALITY_CHECKS,
  TRANSLATION_TABLES,
  type QualityReportResponse,
  type SaveTranslationRequest,
  type TranslationCoverage,
  type TranslationCoverageResponse,
  type TranslationRow,
  type TranslationRowsQuery,
  type TranslationRowsResponse,
  type TranslationTable,
} from '@lifeorbit/contracts/admin-catalogue';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { validationError } from '../../core/validation';
import { logAdminAction } from '../security';
import {
  countCatalogueExercises,
  countCoverage,
  deleteTranslation,
  listTranslationRows,
  runQualityCheck,
  upsertTranslation,
  type TranslationRowRecord,
} from './translations.repository';
import { TRANSLATED_TABLES } from './tables.sql';

/** A share as a percentage with one decimal; an empty table counts as fully translated. */
export function percentOf(part: number, total: number): number {
  if (total === 0) return 100;
  return Math.floor((part / total) * 1000) / 10;
}

export async function getTranslationCoverage(db: AppDb): Promise<TranslationCoverageResponse> {
  const counts = await Promise.all(TRANSLATION_TABLES.map((table) => countCoverage(db, table)));
  const tables: TranslationCoverage[] = TRANSLATION_TABLES.map((table, index) => {
    const c = counts[index]!;
    return {
      table,
      total: c.total,
      translated: { en: c.en, es: c.es, ro: c.ro },
      percent: { en: percentOf(c.en, c.total), es: percentOf(c.es, c.total), ro: percentOf(c.ro, c.total) },
    };
  });
  const sum = (pick: (c: TranslationCoverage) => number) => tables.reduce((acc, c) => acc + pick(c), 0);
  const total = sum((c) => c.total);
  const translated = {
    en: sum((c) => c.translated.en),
    es: sum((c) => c.translated.es),
    ro: sum((c) => c.translated.ro),
  };
  return {
    tables,
    overall: {
      total,
      translated,
      percent: {
        en: percentOf(translated.en, total),
        es: percentOf(translated.es, total),
        ro: percentOf(translated.ro, total),
      },
    },
  };
}

function toRow(table: TranslationTable, record: TranslationRowRecord): TranslationRow {
  return {
    id: record.id,
    slug: record.slug,
    names: { en: record.name_en, es: record.name_es, ro: record.name_ro },
    descriptions: TRANSLATED_TABLES[table].hasDescription
      ? { en: record.description_en ?? null, es: record.description_es ?? null, ro: record.description_ro ?? null }
      : null,
  };
}

export async function listTranslations(
  db: AppDb,
  table: TranslationTable,
  query: TranslationRowsQuery,
): Promise<TranslationRowsResponse> {
  const records = await listTranslationRows(db, table, {
    missing: query.missing,
    q: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    table,
    hasDescriptions: TRANSLATED_TABLES[table].hasDescription,
    items: records.map((record) => toRow(table, record)),
    total: records[0] ? Number(records[0].total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireRow(db: AppDb, table: TranslationTable, id: string): Promise<TranslationRow> {
  const [record] = await listTranslationRows(db, table, { id, limit: 1, offset: 0 });
  if (!record) throw new AppError('not_found', 'No such row');
  return toRow(table, record);
}

/** Saves one row's text in one language (inline editing); a null name removes a Spanish or Romanian translation. */
export async function saveTranslation(
  db: AppDb,
  actorId: string,
  table: TranslationTable,
  id: string,
  lang: LanguageCode,
  body: z.output<typeof SaveTranslationRequest>,
): Promise<TranslationRow> {
  const meta = TRANSLATED_TABLES[table];
  const before = await requireRow(db, table, id);
  const name = body.name || null;
  if (body.description !== undefined && !meta.hasDescription) {
    throw validationError([{ field: 'description', code: 'not_allowed', message: 'This table has no descriptions' }]);
  }
  if (!name && lang === 'en') {
    throw validationError([{ field: 'name', code: 'required', message: 'An English name is required' }]);
  }
  if (!name && body.description) {
    throw validationError([
      { field: 'name', code: 'required', message: 'Add a name in this language before its description' },
    ]);
  }
  const maxName = table === 'exercises' ? 200 : 100;
  if (name && name.length > maxName)
    throw validationError([{ field: 'name', code: 'too_long', message: `At most ${maxName} characters` }]);
  await db.transaction(async (tx) => {
    if (name)
      await upsertTranslation(
        tx,
        table,
        id,
        lang,
        name,
        body.description === undefined ? undefined : body.description || null,
      );
    else await deleteTranslation(tx, table, id, lang);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'translation_saved',
      details: {
        table,
        id,
        language: lang,
        before: { name: before.names[lang], description: before.descriptions?.[lang] ?? null },
        after: { name, description: body.description ?? null },
        ...(table === 'exercises' ? { exerciseId: id } : {}),
      },
    });
  });
  return requireRow(db, table, id);
}

/** The public data quality report: coverage plus read-only checks of the catalogue. */
export async function getQualityReport(db: AppDb, now: Date): Promise<QualityReportResponse> {
  const [coverage, exerciseCount, ...results] = await Promise.all([
    getTranslationCoverage(db),
    countCatalogueExercises(db),
    ...QUALITY_CHECKS.map((key) => runQualityCheck(db, key)),
  ]);
  return {
    coverage: coverage as TranslationCoverageResponse,
    exerciseCount: exerciseCount as number,
    checks: QUALITY_CHECKS.map((key, index) => {
      const rows = results[index] as Awaited<ReturnType<typeof runQualityCheck>>;
      return {
        key,
        count: rows[0] ? Number(rows[0].total) : 0,
        items: rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, detail: row.detail })),
      };
    }),
    generatedAt: now.toISOString(),
  };
}

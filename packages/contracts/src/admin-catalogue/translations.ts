import { z } from 'zod';
import { PerLanguage } from '../catalogue';
import { LanguageCode } from '../profile';
import { MissingFilter, optionalParam, Page, PageSize, SearchText, Uuid } from './common';
import { multiLineText, singleLineText } from '../text';

/** Translations of catalogue rows and the data quality report. */

export const TRANSLATION_TABLES = [
  'exercises',
  'muscles',
  'body-parts',
  'equipment',
  'grips',
  'movement-patterns',
  'tags',
  'attribute-schemas',
] as const;
export const TranslationTable = z.enum(TRANSLATION_TABLES, { error: `One of ${TRANSLATION_TABLES.join(', ')}` });
export type TranslationTable = z.infer<typeof TranslationTable>;

const PerLanguageCount = z.object({ en: z.number(), es: z.number(), ro: z.number() });

export const TranslationCoverage = z.object({
  table: TranslationTable,
  total: z.number().int(),
  translated: PerLanguageCount,
  /** 0 to 100, one decimal; 100 for an empty table. */
  percent: PerLanguageCount,
});
export type TranslationCoverage = z.infer<typeof TranslationCoverage>;

export const TranslationCoverageResponse = z.object({
  tables: z.array(TranslationCoverage),
  overall: z.object({ total: z.number().int(), translated: PerLanguageCount, percent: PerLanguageCount }),
});
export type TranslationCoverageResponse = z.infer<typeof TranslationCoverageResponse>;

export const TranslationTableParams = z.object({ table: TranslationTable });
export const TranslationParams = z.object({ table: TranslationTable, id: Uuid, lang: LanguageCode });

export const TranslationRowsQuery = z.object({
  missing: optionalParam(MissingFilter),
  q: SearchText,
  page: Page,
  pageSize: PageSize,
});
export type TranslationRowsQuery = z.infer<typeof TranslationRowsQuery>;

export const TranslationRow = z.object({
  id: z.string(),
  slug: z.string(),
  names: PerLanguage(z.string()),
  /** Only tables with descriptions (exercises). */
  descriptions: PerLanguage(z.string()).nullable(),
});
export type TranslationRow = z.infer<typeof TranslationRow>;

export const TranslationRowsResponse = z.object({
  table: TranslationTable,
  hasDescriptions: z.boolean(),
  items: z.array(TranslationRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TranslationRowsResponse = z.infer<typeof TranslationRowsResponse>;

/** One row's text in one language; a null name removes the translation (never the English one). */
export const SaveTranslationRequest = z
  .object({
    name: singleLineText(200, { notText: 'Must be text' }).nullable(),
    description: multiLineText(4000, { notText: 'Must be text' }).nullable().optional(),
  })
  .strict();
export type SaveTranslationRequest = z.input<typeof SaveTranslationRequest>;

export const QUALITY_CHECKS = [
  'exercisesWithoutMuscle',
  'exercisesWithoutPattern',
  'exercisesWithoutEquipment',
  'equipmentWithoutGrips',
  'duplicateNames',
  'unusedEquipment',
  'unusedGrips',
] as const;
export type QualityCheckKey = (typeof QUALITY_CHECKS)[number];

export const QualityCheck = z.object({
  key: z.enum(QUALITY_CHECKS),
  count: z.number().int(),
  /** The first few rows found; `detail` says more where it helps (the language of a duplicate name). */
  items: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), detail: z.string().nullable() })),
});
export type QualityCheck = z.infer<typeof QualityCheck>;

export const QualityReportResponse = z.object({
  coverage: TranslationCoverageResponse,
  checks: z.array(QualityCheck),
  exerciseCount: z.number().int(),
  generatedAt: z.string(),
});
export type QualityReportResponse = z.infer<typeof QualityReportResponse>;

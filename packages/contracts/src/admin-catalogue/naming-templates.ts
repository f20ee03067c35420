import { z } from 'zod';
import { ExerciseLoadType, PerLanguage } from '../catalogue';
import { detailParams } from '../errors';
import { type LanguageCode } from '../profile';
import { DisplayOrder, Slug, Uuid } from './common';
import { singleLineText } from '../text';

/** Naming templates: how a variant's name is built, per language. */

export const NAMING_PLACEHOLDERS = ['name', 'equipment', 'movement', 'grip', 'muscle', 'bodyPart'] as const;
export type NamingPlaceholder = (typeof NAMING_PLACEHOLDERS)[number];
export type NameParts = Record<NamingPlaceholder, string | null>;
export const NAMING_PATTERN_MAX_LENGTH = 200;

/** The problems of a pattern: unknown placeholders and unbalanced braces; empty when it is fine. */
export function namingPatternProblems(pattern: string): string[] {
  const problems: string[] = [];
  const known = new Set<string>(NAMING_PLACEHOLDERS);
  for (const match of pattern.matchAll(/\{([^{}]*)\}/g)) {
    if (!known.has(match[1]!)) problems.push(`Unknown placeholder {${match[1]}}`);
  }
  const stripped = pattern.replace(/\{[^{}]*\}/g, '');
  if (/[{}]/.test(stripped)) problems.push('Every { needs its }');
  if (!/\{[^{}]+\}/.test(pattern))
    problems.push(`Use at least one of ${NAMING_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`);
  return problems;
}

/**
 * Builds a name from a pattern like "{equipment} {movement} ({grip})": each placeholder becomes its part, a part
 * that is missing leaves nothing behind (not even its empty brackets), and spaces are tidied.
 */
export function renderNamingTemplate(pattern: string, parts: Partial<NameParts>): string {
  const filled = pattern.replace(/\{([^{}]*)\}/g, (_, key: string) => {
    const value = (parts as Record<string, string | null | undefined>)[key];
    return value ? value.trim() : '';
  });
  return filled
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+([,.;:)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();
}

const NamingPattern = singleLineText(NAMING_PATTERN_MAX_LENGTH, {
  notText: 'Must be text',
  tooLong: `At most ${NAMING_PATTERN_MAX_LENGTH} characters`,
}).superRefine((pattern, ctx) => {
  if (!pattern) return;
  for (const problem of namingPatternProblems(pattern))
    ctx.addIssue({ code: 'custom', message: problem, params: detailParams('invalid_format') });
});

export const NamingTemplateInput = z
  .object({
    slug: Slug,
    /** The exercises it names: one load type, or all (null). */
    loadType: ExerciseLoadType.nullable().default(null),
    displayOrder: DisplayOrder.default(0),
    patterns: z
      .object(
        {
          en: NamingPattern.refine((value) => value.length > 0, {
            error: 'An English pattern is required',
            params: detailParams('required'),
          }),
          es: NamingPattern.nullable()
            .optional()
            .transform((value) => (value ? value : null)),
          ro: NamingPattern.nullable()
            .optional()
            .transform((value) => (value ? value : null)),
        },
        { error: 'An English pattern is required' },
      )
      .strict(),
  })
  .strict();
export type NamingTemplateInput = z.input<typeof NamingTemplateInput>;

export const CreateNamingTemplateRequest = NamingTemplateInput.extend({ id: Uuid }).strict();
export type CreateNamingTemplateRequest = z.input<typeof CreateNamingTemplateRequest>;

export const AdminNamingTemplate = z.object({
  id: z.string(),
  slug: z.string(),
  loadType: ExerciseLoadType.nullable(),
  displayOrder: z.number().int(),
  patterns: PerLanguage(z.string()),
});
export type AdminNamingTemplate = z.infer<typeof AdminNamingTemplate>;

export const NamingTemplatesResponse = z.object({ items: z.array(AdminNamingTemplate) });
export type NamingTemplatesResponse = z.infer<typeof NamingTemplatesResponse>;

/** The words a template can use for one exercise, in every language (the preview builds names from them live). */
export const ExerciseNamePartsResponse = z.object({
  exerciseId: z.string(),
  parts: z.object({
    en: z.record(z.string(), z.string().nullable()),
    es: z.record(z.string(), z.string().nullable()),
    ro: z.record(z.string(), z.string().nullable()),
  }),
});
export type ExerciseNamePartsResponse = { exerciseId: string; parts: Record<LanguageCode, NameParts> };

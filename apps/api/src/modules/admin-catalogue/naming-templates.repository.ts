import { sql } from 'drizzle-orm';
import type { ExerciseLoadType, LanguageCode } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { queryRows } from '../../core/db';

export interface NamingTemplateRow {
  id: string;
  slug: string;
  load_type: ExerciseLoadType | null;
  display_order: number;
  pattern_en: string | null;
  pattern_es: string | null;
  pattern_ro: string | null;
}

const patternIn = (code: LanguageCode) =>
  sql`(SELECT t.pattern FROM naming_template_translations t WHERE t.naming_template_id = n.id AND t.language_code = ${code})`;

export async function listNamingTemplateRows(db: AppDb, id?: string): Promise<NamingTemplateRow[]> {
  return queryRows<NamingTemplateRow>(
    db,
    sql`SELECT n.id, n.slug, n.load_type, n.display_order,
               ${patternIn('en')} AS pattern_en, ${patternIn('es')} AS pattern_es, ${patternIn('ro')} AS pattern_ro
        FROM naming_templates n ${id ? sql`WHERE n.id = ${id}` : sql``}
        ORDER BY n.display_order, n.slug`,
  );
}

export interface NamingTemplateColumns {
  slug: string;
  loadType: ExerciseLoadType | null;
  displayOrder: number;
}

export async function insertNamingTemplate(db: AppDb, id: string, v: NamingTemplateColumns): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO naming_templates (id, slug, load_type, display_order)
        VALUES (${id}, ${v.slug}, ${v.loadType}, ${v.displayOrder})
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateNamingTemplate(db: AppDb, id: string, v: NamingTemplateColumns): Promise<void> {
  await db.execute(
    sql`UPDATE naming_templates SET slug = ${v.slug}, load_type = ${v.loadType}, display_order = ${v.displayOrder},
          updated_at = now() WHERE id = ${id}`,
  );
}

export async function replacePatterns(
  db: AppDb,
  id: string,
  patterns: Partial<Record<LanguageCode, string | null>>,
): Promise<void> {
  await db.execute(sql`DELETE FROM naming_template_translations WHERE naming_template_id = ${id}`);
  const given = (['en', 'es', 'ro'] as const).flatMap((code) =>
    patterns[code] ? [[code, patterns[code]] as const] : [],
  );
  if (given.length === 0) return;
  await db.execute(
    sql`INSERT INTO naming_template_translations (naming_template_id, language_code, pattern) VALUES ${sql.join(
      given.map(([code, pattern]) => sql`(${id}, ${code}, ${pattern})`),
      sql`, `,
    )}`,
  );
}

export async function deleteNamingTemplate(db: AppDb, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM naming_templates WHERE id = ${id}`);
}

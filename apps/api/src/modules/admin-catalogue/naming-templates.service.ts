import type {
  AdminNamingTemplate,
  CreateNamingTemplateRequest,
  NamingTemplateInput,
  NamingTemplatesResponse,
} from '@lifeorbit/contracts/admin-catalogue';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { logAdminAction } from '../security';
import {
  deleteNamingTemplate,
  insertNamingTemplate,
  listNamingTemplateRows,
  replacePatterns,
  updateNamingTemplate,
  type NamingTemplateRow,
} from './naming-templates.repository';

type TemplateValues = z.output<typeof NamingTemplateInput>;

const toTemplate = (row: NamingTemplateRow): AdminNamingTemplate => ({
  id: row.id,
  slug: row.slug,
  loadType: row.load_type,
  displayOrder: row.display_order,
  patterns: { en: row.pattern_en, es: row.pattern_es, ro: row.pattern_ro },
});

export async function listNamingTemplates(db: AppDb): Promise<NamingTemplatesResponse> {
  return { items: (await listNamingTemplateRows(db)).map(toTemplate) };
}

async function requireTemplate(db: AppDb, id: string): Promise<AdminNamingTemplate> {
  const [row] = await listNamingTemplateRows(db, id);
  if (!row) throw new AppError('not_found', 'No such naming template');
  return toTemplate(row);
}

const slugTaken = () =>
  new AppError('conflict', 'slug: another naming template has this slug', [
    { field: 'slug', code: 'duplicate', message: 'Another naming template has this slug' },
  ]);

async function write<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw slugTaken();
    throw err;
  }
}

const columns = (body: TemplateValues) => ({
  slug: body.slug,
  loadType: body.loadType,
  displayOrder: body.displayOrder,
});

export async function createNamingTemplate(
  db: AppDb,
  actorId: string,
  body: z.output<typeof CreateNamingTemplateRequest>,
): Promise<{ template: AdminNamingTemplate; created: boolean }> {
  const [existing] = await listNamingTemplateRows(db, body.id);
  if (existing) return { template: toTemplate(existing), created: false };
  const created = await write(() =>
    db.transaction(async (tx) => {
      if (!(await insertNamingTemplate(tx, body.id, columns(body)))) return false;
      await replacePatterns(tx, body.id, body.patterns);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'naming_template_created',
        details: { id: body.id, ...columns(body), patterns: body.patterns },
      });
      return true;
    }),
  );
  return { template: await requireTemplate(db, body.id), created };
}

export async function updateNamingTemplateItem(
  db: AppDb,
  actorId: string,
  id: string,
  body: TemplateValues,
): Promise<AdminNamingTemplate> {
  const before = await requireTemplate(db, id);
  await write(() =>
    db.transaction(async (tx) => {
      await updateNamingTemplate(tx, id, columns(body));
      await replacePatterns(tx, id, body.patterns);
      await logAdminAction(tx, {
        actorUserId: actorId,
        actionType: 'naming_template_updated',
        details: { id, before, after: { ...columns(body), patterns: body.patterns } },
      });
    }),
  );
  return requireTemplate(db, id);
}

export async function deleteNamingTemplateItem(db: AppDb, actorId: string, id: string): Promise<void> {
  const template = await requireTemplate(db, id);
  await db.transaction(async (tx) => {
    await deleteNamingTemplate(tx, id);
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'naming_template_deleted',
      details: { id, slug: template.slug, patterns: template.patterns },
    });
  });
}

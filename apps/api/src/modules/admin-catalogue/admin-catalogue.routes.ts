import { Hono, type MiddlewareHandler } from 'hono';
import {
  AdminExerciseInput,
  AdminExercisesQuery,
  AdminLangQuery,
  AliasesQuery,
  AttributeSchemaInput,
  CreateAdminExerciseRequest,
  CreateAliasRequest,
  CreateAttributeSchemaRequest,
  CreateNamingTemplateRequest,
  CreatePlateProfileRequest,
  CreateReferenceRequest,
  IdParam,
  NamingTemplateInput,
  PlateProfileInput,
  ReferenceInput,
  ReferenceItemParams,
  ReferenceKindParams,
  ReferenceListQuery,
  SaveTranslationRequest,
  TranslationParams,
  TranslationRowsQuery,
  TranslationTableParams,
  UpdateEquipmentGripsRequest,
} from '@lifeorbit/contracts/admin-catalogue';
import { requireSuperadmin, requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import {
  createAttributeSchema,
  deleteAttributeSchemaItem,
  listAttributeSchemas,
  updateAttributeSchemaItem,
} from './attribute-schemas.service';
import {
  createCatalogueExercise,
  deleteCatalogueExerciseItem,
  updateCatalogueExerciseItem,
} from './exercise-edits.service';
import {
  getCatalogueExercise,
  getExerciseHistory,
  getExerciseNameParts,
  getExerciseOptions,
  listCatalogueExercises,
} from './exercises.service';
import {
  createNamingTemplate,
  deleteNamingTemplateItem,
  listNamingTemplates,
  updateNamingTemplateItem,
} from './naming-templates.service';
import {
  createPlateProfile,
  deletePlateProfile,
  getPlateProfile,
  listPlateProfiles,
  updatePlateProfile,
} from './plate-profiles.service';
import {
  createAlias,
  createReferenceItem,
  deleteReferenceItem,
  getEquipmentGrips,
  listAliases,
  listReferenceItems,
  removeAlias,
  updateEquipmentGrips,
  updateReferenceItem,
} from './references.service';
import { getQualityReport, getTranslationCoverage, listTranslations, saveTranslation } from './translations.service';

/** The prefixes of this module's admin routes; each is guarded on its own, whatever else is mounted. */
const ADMIN_PREFIXES = [
  '/admin/exercises',
  '/admin/exercise-options',
  '/admin/catalogue',
  '/admin/equipment-grips',
  '/admin/plate-profiles',
  '/admin/attribute-schemas',
  '/admin/naming-templates',
  '/admin/aliases',
  '/admin/translations',
];

/**
 * The catalogue and translations side of the admin area (issue 9): superadmins only (401 without a session, 403 for
 * anyone else), every write audited through log_admin_action. Plus the public, read-only data quality report.
 */
export function adminCatalogueRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const guard: MiddlewareHandler<AppEnv>[] = [requireUser(deps), requireSuperadmin(deps)];
  // `/x/*` also matches `/x` itself.
  for (const prefix of ADMIN_PREFIXES) routes.use(`${prefix}/*`, ...guard);
  const langOf = (c: Parameters<typeof parseQuery>[0]) => parseQuery(c, AdminLangQuery).lang;

  // Exercises
  routes.get('/admin/exercises', async (c) =>
    c.json(await listCatalogueExercises(db, parseQuery(c, AdminExercisesQuery))),
  );
  routes.post('/admin/exercises', async (c) => {
    const body = await parseJsonBody(c, CreateAdminExerciseRequest);
    const { exercise, created } = await createCatalogueExercise(db, c.var.user.id, body, langOf(c));
    return c.json(exercise, created ? 201 : 200);
  });
  routes.get('/admin/exercises/:id', async (c) =>
    c.json(await getCatalogueExercise(db, parseParams(c, IdParam).id, langOf(c))),
  );
  routes.put('/admin/exercises/:id', async (c) => {
    const { id } = parseParams(c, IdParam);
    const body = await parseJsonBody(c, AdminExerciseInput);
    return c.json(await updateCatalogueExerciseItem(db, c.var.user.id, id, body, langOf(c)));
  });
  routes.delete('/admin/exercises/:id', async (c) => {
    await deleteCatalogueExerciseItem(db, c.var.user.id, parseParams(c, IdParam).id);
    return c.body(null, 204);
  });
  routes.get('/admin/exercises/:id/history', async (c) =>
    c.json(await getExerciseHistory(db, parseParams(c, IdParam).id)),
  );
  routes.get('/admin/exercises/:id/name-parts', async (c) =>
    c.json(await getExerciseNameParts(db, parseParams(c, IdParam).id)),
  );
  routes.get('/admin/exercise-options', async (c) => c.json(await getExerciseOptions(db, langOf(c))));

  // Reference lists: body parts, muscles, equipment, grips, movement patterns, tags
  routes.get('/admin/catalogue/:kind', async (c) => {
    const { kind } = parseParams(c, ReferenceKindParams);
    const { lang, unused } = parseQuery(c, ReferenceListQuery);
    return c.json(await listReferenceItems(db, kind, lang, unused));
  });
  routes.post('/admin/catalogue/:kind', async (c) => {
    const { kind } = parseParams(c, ReferenceKindParams);
    const body = await parseJsonBody(c, CreateReferenceRequest);
    const { item, created } = await createReferenceItem(db, c.var.user.id, kind, body);
    return c.json(item, created ? 201 : 200);
  });
  routes.put('/admin/catalogue/:kind/:id', async (c) => {
    const { kind, id } = parseParams(c, ReferenceItemParams);
    const body = await parseJsonBody(c, ReferenceInput);
    return c.json(await updateReferenceItem(db, c.var.user.id, kind, id, body, langOf(c)));
  });
  routes.delete('/admin/catalogue/:kind/:id', async (c) => {
    const { kind, id } = parseParams(c, ReferenceItemParams);
    await deleteReferenceItem(db, c.var.user.id, kind, id);
    return c.body(null, 204);
  });

  // Equipment-grip compatibility
  routes.get('/admin/equipment-grips', async (c) => c.json(await getEquipmentGrips(db, langOf(c))));
  routes.patch('/admin/equipment-grips', async (c) => {
    const body = await parseJsonBody(c, UpdateEquipmentGripsRequest);
    return c.json(await updateEquipmentGrips(db, c.var.user.id, body, langOf(c)));
  });

  // Plate profiles
  routes.get('/admin/plate-profiles', async (c) => c.json(await listPlateProfiles(db)));
  routes.post('/admin/plate-profiles', async (c) => {
    const body = await parseJsonBody(c, CreatePlateProfileRequest);
    const { profile, created } = await createPlateProfile(db, c.var.user.id, body);
    return c.json(profile, created ? 201 : 200);
  });
  routes.get('/admin/plate-profiles/:id', async (c) => c.json(await getPlateProfile(db, parseParams(c, IdParam).id)));
  routes.put('/admin/plate-profiles/:id', async (c) => {
    const { id } = parseParams(c, IdParam);
    const body = await parseJsonBody(c, PlateProfileInput);
    return c.json(await updatePlateProfile(db, c.var.user.id, id, body));
  });
  routes.delete('/admin/plate-profiles/:id', async (c) => {
    await deletePlateProfile(db, c.var.user.id, parseParams(c, IdParam).id);
    return c.body(null, 204);
  });

  // Attribute schemas
  routes.get('/admin/attribute-schemas', async (c) => c.json(await listAttributeSchemas(db, langOf(c))));
  routes.post('/admin/attribute-schemas', async (c) => {
    const body = await parseJsonBody(c, CreateAttributeSchemaRequest);
    const { schema, created } = await createAttributeSchema(db, c.var.user.id, body, langOf(c));
    return c.json(schema, created ? 201 : 200);
  });
  routes.put('/admin/attribute-schemas/:id', async (c) => {
    const { id } = parseParams(c, IdParam);
    const body = await parseJsonBody(c, AttributeSchemaInput);
    return c.json(await updateAttributeSchemaItem(db, c.var.user.id, id, body, langOf(c)));
  });
  routes.delete('/admin/attribute-schemas/:id', async (c) => {
    await deleteAttributeSchemaItem(db, c.var.user.id, parseParams(c, IdParam).id);
    return c.body(null, 204);
  });

  // Naming templates
  routes.get('/admin/naming-templates', async (c) => c.json(await listNamingTemplates(db)));
  routes.post('/admin/naming-templates', async (c) => {
    const body = await parseJsonBody(c, CreateNamingTemplateRequest);
    const { template, created } = await createNamingTemplate(db, c.var.user.id, body);
    return c.json(template, created ? 201 : 200);
  });
  routes.put('/admin/naming-templates/:id', async (c) => {
    const { id } = parseParams(c, IdParam);
    const body = await parseJsonBody(c, NamingTemplateInput);
    return c.json(await updateNamingTemplateItem(db, c.var.user.id, id, body));
  });
  routes.delete('/admin/naming-templates/:id', async (c) => {
    await deleteNamingTemplateItem(db, c.var.user.id, parseParams(c, IdParam).id);
    return c.body(null, 204);
  });

  // Aliases
  routes.get('/admin/aliases', async (c) => c.json(await listAliases(db, parseQuery(c, AliasesQuery))));
  routes.post('/admin/aliases', async (c) => {
    const body = await parseJsonBody(c, CreateAliasRequest);
    const { alias, created } = await createAlias(db, c.var.user.id, body, langOf(c));
    return c.json(alias, created ? 201 : 200);
  });
  routes.delete('/admin/aliases/:id', async (c) => {
    await removeAlias(db, c.var.user.id, parseParams(c, IdParam).id);
    return c.body(null, 204);
  });

  // Translations
  routes.get('/admin/translations', async (c) => c.json(await getTranslationCoverage(db)));
  routes.get('/admin/translations/:table', async (c) => {
    const { table } = parseParams(c, TranslationTableParams);
    return c.json(await listTranslations(db, table, parseQuery(c, TranslationRowsQuery)));
  });
  routes.put('/admin/translations/:table/:id/:lang', async (c) => {
    const { table, id, lang } = parseParams(c, TranslationParams);
    const body = await parseJsonBody(c, SaveTranslationRequest);
    return c.json(await saveTranslation(db, c.var.user.id, table, id, lang, body));
  });

  // Public: the data quality report (§2 /data-quality-report), catalogue data only.
  routes.get('/catalogue/quality', async (c) => c.json(await getQualityReport(db, new Date())));

  return routes;
}

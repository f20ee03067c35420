import { Hono } from 'hono';
import {
  LifeCategoryParams,
  LifeSubcategoryParams,
  UpdateLifeCategoryRequest,
  UpdateLifeSubcategoryRequest,
  type AdminLifeAreasResponse,
  type AdminLifeCategory,
  type AdminLifeSubcategory,
} from '@lifeorbit/contracts/admin-life-areas';
import { LifeLangQuery } from '@lifeorbit/contracts';
import { requireSuperadmin, requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import {
  getLifeCategory,
  getLifeSubcategory,
  listLifeAreas,
  updateLifeCategory,
  updateLifeSubcategory,
} from './admin-life-areas.service';

/**
 * Life areas in the admin area (issue 9): superadmins only (401 without a session, 403 for anyone else); every write
 * audited through log_admin_action. `lang` names things in the admin's language.
 */
export function adminLifeAreasRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  // `/x/*` also matches `/x` itself.
  routes.use('/admin/life-areas/*', requireUser(deps), requireSuperadmin(deps));

  routes.get('/admin/life-areas', async (c) => {
    const body: AdminLifeAreasResponse = await listLifeAreas(db, parseQuery(c, LifeLangQuery).lang);
    return c.json(body);
  });

  routes.get('/admin/life-areas/categories/:categoryId', async (c) => {
    const { categoryId } = parseParams(c, LifeCategoryParams);
    const body: AdminLifeCategory = await getLifeCategory(db, categoryId, parseQuery(c, LifeLangQuery).lang);
    return c.json(body);
  });

  routes.put('/admin/life-areas/categories/:categoryId', async (c) => {
    const { categoryId } = parseParams(c, LifeCategoryParams);
    const { lang } = parseQuery(c, LifeLangQuery);
    const request = await parseJsonBody(c, UpdateLifeCategoryRequest);
    const body: AdminLifeCategory = await updateLifeCategory(db, c.var.user.id, categoryId, request, lang);
    return c.json(body);
  });

  routes.get('/admin/life-areas/categories/:categoryId/subcategories/:subcategoryId', async (c) => {
    const { categoryId, subcategoryId } = parseParams(c, LifeSubcategoryParams);
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: AdminLifeSubcategory = await getLifeSubcategory(db, categoryId, subcategoryId, lang);
    return c.json(body);
  });

  routes.put('/admin/life-areas/categories/:categoryId/subcategories/:subcategoryId', async (c) => {
    const { categoryId, subcategoryId } = parseParams(c, LifeSubcategoryParams);
    const { lang } = parseQuery(c, LifeLangQuery);
    const request = await parseJsonBody(c, UpdateLifeSubcategoryRequest);
    const body: AdminLifeSubcategory = await updateLifeSubcategory(
      db,
      c.var.user.id,
      categoryId,
      subcategoryId,
      request,
      lang,
    );
    return c.json(body);
  });

  return routes;
}

import { Hono } from 'hono';
import {
  CreateCheckinRequest,
  CreateGoalRequest,
  LifeGoalsQuery,
  LifeIdParams,
  LifeLangQuery,
  LifeSlugParams,
  LifeSubcategoriesQuery,
  LifeTodayQuery,
  UpdateBottomNavRequest,
  UpdateCategoryPrefsRequest,
  UpdateCheckinRequest,
  UpdateGoalRequest,
  UpdatePinsRequest,
  type BottomNavResponse,
  type CarouselResponse,
  type CategoryPrefsResponse,
  type CheckinResponse,
  type GoalResponse,
  type GoalsResponse,
  type LifeCategoriesResponse,
  type LifeSubcategoriesResponse,
  type PinsResponse,
  type ProgressResponse,
  type SubcategoryLookupResponse,
} from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import * as goals from './goals.service';
import * as service from './life-areas.service';

/** Reference data changes only when an admin edits it; a short public cache keeps the hub and landing quick. */
const REFERENCE_CACHE = 'public, max-age=300';

export function lifeAreasRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  routes.get('/life-areas/categories', async (c) => {
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: LifeCategoriesResponse = { categories: await service.listCategories(db, lang) };
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(body);
  });

  routes.get('/life-areas/subcategories', async (c) => {
    const { lang, category } = parseQuery(c, LifeSubcategoriesQuery);
    const body: LifeSubcategoriesResponse = { subcategories: await service.listSubcategories(db, lang, category) };
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(body);
  });

  routes.get('/life-areas/subcategories/:slug', async (c) => {
    const { slug } = parseParams(c, LifeSlugParams);
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: SubcategoryLookupResponse = await service.lookupSubcategory(db, slug, lang);
    return c.json(body);
  });

  // A subcategory's own bar, set by staff (ADR 008); reference data like the names.
  routes.get('/life-areas/subcategories/:slug/nav', async (c) => {
    const { slug } = parseParams(c, LifeSlugParams);
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: BottomNavResponse = { items: await service.listSubcategoryNav(db, slug, lang) };
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(body);
  });

  routes.get('/carousel', async (c) => {
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: CarouselResponse = { slides: await service.listCarousel(db, lang) };
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(body);
  });

  routes.get('/life-areas/pins', signedIn, async (c) => {
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: PinsResponse = { pins: await service.listPins(db, c.var.user.id, lang) };
    return c.json(body);
  });

  routes.put('/life-areas/pins', signedIn, async (c) => {
    const { lang } = parseQuery(c, LifeLangQuery);
    const { subcategorySlugs } = await parseJsonBody(c, UpdatePinsRequest);
    const body: PinsResponse = { pins: await service.replacePins(db, c.var.user.id, subcategorySlugs, lang) };
    return c.json(body);
  });

  routes.get('/life-areas/category-prefs', signedIn, async (c) => {
    const body: CategoryPrefsResponse = await service.getCategoryPrefs(db, c.var.user.id);
    return c.json(body);
  });

  routes.put('/life-areas/category-prefs', signedIn, async (c) => {
    const { categorySlugs } = await parseJsonBody(c, UpdateCategoryPrefsRequest);
    const body: CategoryPrefsResponse = await service.replaceCategoryPrefs(db, c.var.user.id, categorySlugs);
    return c.json(body);
  });

  routes.get('/bottom-nav', signedIn, async (c) => {
    const { lang } = parseQuery(c, LifeLangQuery);
    const body: BottomNavResponse = { items: await service.listBottomNav(db, c.var.user.id, lang) };
    return c.json(body);
  });

  routes.put('/bottom-nav', signedIn, async (c) => {
    const { lang } = parseQuery(c, LifeLangQuery);
    const request = await parseJsonBody(c, UpdateBottomNavRequest);
    const body: BottomNavResponse = { items: await service.replaceBottomNav(db, c.var.user.id, request, lang) };
    return c.json(body);
  });

  routes.get('/life-areas/progress', signedIn, async (c) => {
    const { today } = parseQuery(c, LifeTodayQuery);
    const body: ProgressResponse = {
      subcategories: await goals.getProgress(db, c.var.user.id, goals.todayOr(today, new Date())),
    };
    return c.json(body);
  });

  routes.get('/life-areas/goals', signedIn, async (c) => {
    const { today, sub } = parseQuery(c, LifeGoalsQuery);
    const body: GoalsResponse = {
      goals: await goals.listGoals(db, c.var.user.id, goals.todayOr(today, new Date()), sub),
    };
    return c.json(body);
  });

  routes.post('/life-areas/goals', signedIn, async (c) => {
    const { today } = parseQuery(c, LifeTodayQuery);
    const request = await parseJsonBody(c, CreateGoalRequest);
    const { goal, created } = await goals.createGoal(db, c.var.user.id, request, goals.todayOr(today, new Date()));
    const body: GoalResponse = { goal };
    return c.json(body, created ? 201 : 200);
  });

  routes.get('/life-areas/goals/:id', signedIn, async (c) => {
    const { id } = parseParams(c, LifeIdParams);
    const { today } = parseQuery(c, LifeTodayQuery);
    const body: GoalResponse = {
      goal: await goals.getGoal(db, c.var.user.id, id, goals.todayOr(today, new Date())),
    };
    return c.json(body);
  });

  routes.patch('/life-areas/goals/:id', signedIn, async (c) => {
    const { id } = parseParams(c, LifeIdParams);
    const { today } = parseQuery(c, LifeTodayQuery);
    const request = await parseJsonBody(c, UpdateGoalRequest);
    const body: GoalResponse = {
      goal: await goals.updateGoal(db, c.var.user.id, id, request, goals.todayOr(today, new Date())),
    };
    return c.json(body);
  });

  routes.delete('/life-areas/goals/:id', signedIn, async (c) => {
    const { id } = parseParams(c, LifeIdParams);
    await goals.deleteGoal(db, c.var.user.id, id);
    return c.body(null, 204);
  });

  routes.post('/life-areas/goals/:id/checkins', signedIn, async (c) => {
    const { id } = parseParams(c, LifeIdParams);
    const request = await parseJsonBody(c, CreateCheckinRequest);
    const { checkin, created } = await goals.createCheckin(db, c.var.user.id, id, request, new Date());
    const body: CheckinResponse = { checkin };
    return c.json(body, created ? 201 : 200);
  });

  routes.patch('/life-areas/checkins/:id', signedIn, async (c) => {
    const { id } = parseParams(c, LifeIdParams);
    const request = await parseJsonBody(c, UpdateCheckinRequest);
    const body: CheckinResponse = { checkin: await goals.updateCheckin(db, c.var.user.id, id, request) };
    return c.json(body);
  });

  routes.delete('/life-areas/checkins/:id', signedIn, async (c) => {
    const { id } = parseParams(c, LifeIdParams);
    await goals.deleteCheckin(db, c.var.user.id, id);
    return c.body(null, 204);
  });

  return routes;
}

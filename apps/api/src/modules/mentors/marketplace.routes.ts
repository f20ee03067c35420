import { Hono, type Context } from 'hono';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import {
  CopyItemRequest,
  ItemLangQuery,
  ItemsQuery,
  PageQuery,
  PublishItemRequest,
  RateItemRequest,
  RejectItemRequest,
  UpdateItemRequest,
} from '@lifeorbit/contracts/marketplace';
import { requireSuperadmin, requireUser, sessionReader } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import * as marketplace from './marketplace.service';
import * as review from './review.service';

/** The marketplace, Discover (issue 21), under /api/marketplace, and its review queue under /api/admin/marketplace. */
export function marketplaceRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);
  const superadmin = requireSuperadmin(deps);
  const readSession = sessionReader(deps);
  const idOf = (c: Context) => parseParams(c, IdParams).id;
  const langOf = (c: Context) => parseQuery(c, ItemLangQuery).lang ?? 'en';

  routes.get('/marketplace/items', async (c) => c.json(await marketplace.discover(db, parseQuery(c, ItemsQuery))));
  routes.get('/marketplace/items/:id', async (c) => {
    const id = idOf(c);
    const lang = langOf(c);
    const viewer = await readSession(c);
    return c.json(await marketplace.itemDetail(db, id, viewer?.user.id ?? null, lang));
  });
  routes.post('/marketplace/items', signedIn, async (c) => {
    const body = await parseJsonBody(c, PublishItemRequest);
    return c.json(await marketplace.publish(db, c.var.user.id, body), 201);
  });
  routes.put('/marketplace/items/:id', signedIn, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, UpdateItemRequest);
    return c.json(await marketplace.update(db, c.var.user.id, id, body));
  });
  routes.delete('/marketplace/items/:id', signedIn, async (c) => {
    await marketplace.unpublish(db, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });
  routes.post('/marketplace/items/:id/copies', signedIn, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, CopyItemRequest);
    return c.json(await marketplace.copyItem(db, c.var.user.id, id, body.id), 201);
  });
  routes.put('/marketplace/items/:id/rating', signedIn, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, RateItemRequest);
    return c.json(await marketplace.rate(db, c.var.user.id, id, body));
  });
  routes.get('/marketplace/my-gym-equipment', signedIn, async (c) =>
    c.json(await marketplace.myGymEquipment(db, c.var.user.id)),
  );
  routes.get('/marketplace/mine', signedIn, async (c) => {
    const query = parseQuery(c, PageQuery);
    return c.json(await marketplace.myItems(db, c.var.user.id, query, langOf(c)));
  });
  routes.get('/marketplace/copies', signedIn, async (c) =>
    c.json(await marketplace.myCopies(db, c.var.user.id, parseQuery(c, PageQuery))),
  );

  routes.get('/admin/marketplace/review', signedIn, superadmin, async (c) =>
    c.json(await review.reviewQueue(db, langOf(c))),
  );
  routes.post('/admin/marketplace/items/:id/approve', signedIn, superadmin, async (c) => {
    await review.decide(db, c.var.user.id, idOf(c), { approve: true });
    return c.body(null, 204);
  });
  routes.post('/admin/marketplace/items/:id/reject', signedIn, superadmin, async (c) => {
    const id = idOf(c);
    const { note } = await parseJsonBody(c, RejectItemRequest);
    await review.decide(db, c.var.user.id, id, { approve: false, note });
    return c.body(null, 204);
  });
  return routes;
}

import { Hono } from 'hono';
import {
  CreateJournalEntryRequest,
  JournalCalendarQuery,
  JournalIdParams,
  JournalListQuery,
  JournalTagsQuery,
  UpdateJournalEntryRequest,
} from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import * as service from './journal.service';

export function journalRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  routes.use('/journal/*', requireUser(deps));

  routes.get('/journal/entries', async (c) =>
    c.json(await service.listEntries(db, c.var.user.id, parseQuery(c, JournalListQuery))),
  );
  routes.post('/journal/entries', async (c) => {
    const input = await parseJsonBody(c, CreateJournalEntryRequest);
    const { created, body } = await service.createEntry(db, c.var.user.id, input);
    if (created) await deps.events.publish(c.var.user.id, 'journal_entry.created', body);
    return c.json(body, created ? 201 : 200);
  });
  routes.get('/journal/entries/:id', async (c) => {
    const { id } = parseParams(c, JournalIdParams);
    return c.json(await service.getEntry(db, c.var.user.id, id));
  });
  routes.patch('/journal/entries/:id', async (c) => {
    const { id } = parseParams(c, JournalIdParams);
    const input = await parseJsonBody(c, UpdateJournalEntryRequest);
    return c.json(await service.updateEntry(db, c.var.user.id, id, input));
  });
  routes.delete('/journal/entries/:id', async (c) => {
    const { id } = parseParams(c, JournalIdParams);
    await service.removeEntry(db, c.var.user.id, id);
    return c.body(null, 204);
  });
  routes.get('/journal/calendar', async (c) => {
    const { month } = parseQuery(c, JournalCalendarQuery);
    return c.json(await service.getMonth(db, c.var.user.id, month));
  });
  routes.get('/journal/tags', async (c) => {
    const { q } = parseQuery(c, JournalTagsQuery);
    return c.json(await service.suggestTags(db, c.var.user.id, q));
  });
  return routes;
}

import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  AskCoachRequest,
  CoachConversationParams,
  CoachDemoQuery,
  CoachProviderSettingsRequest,
  RenameCoachConversationRequest,
} from '@lifeorbit/contracts';
import { requireSuperadmin, requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import { demoAnswers } from './coach-demo';
import { openExchange } from './coach-exchange';
import { getProviderSettings, saveProviderSettings } from './coach-provider';
import * as service from './coach.service';

export function coachRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;

  // The demo page's answers come from a fixed sample member, so they need no session.
  routes.get('/coach/demo', (c) => {
    const { question } = parseQuery(c, CoachDemoQuery);
    return c.json(demoAnswers(question, new Date().toISOString().slice(0, 10)));
  });

  routes.use('/coach/conversations', requireUser(deps));
  routes.use('/coach/conversations/*', requireUser(deps));
  routes.use('/coach/messages', requireUser(deps));

  routes.get('/coach/conversations', async (c) => c.json(await service.listConversations(db, c.var.user.id)));
  routes.get('/coach/conversations/:id', async (c) => {
    const { id } = parseParams(c, CoachConversationParams);
    return c.json(await service.getConversation(db, c.var.user.id, id));
  });
  routes.patch('/coach/conversations/:id', async (c) => {
    const { id } = parseParams(c, CoachConversationParams);
    const { title } = await parseJsonBody(c, RenameCoachConversationRequest);
    return c.json(await service.renameConversation(db, c.var.user.id, id, title));
  });
  routes.delete('/coach/conversations/:id', async (c) => {
    const { id } = parseParams(c, CoachConversationParams);
    await service.removeConversation(db, c.var.user.id, id);
    return c.body(null, 204);
  });

  /** Asks the coach: the answer streams as server-sent events (start, delta..., done or error). */
  routes.post('/coach/messages', async (c) => {
    const input = await parseJsonBody(c, AskCoachRequest);
    const exchange = await openExchange(deps, c.var.user.id, input);
    return streamSSE(c, async (stream) => {
      try {
        for await (const { event, data } of exchange.events()) {
          await stream.writeSSE({ event, data: JSON.stringify(data) });
        }
      } catch (err) {
        deps.log.error('coach answer failed', err);
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ code: 'internal' }) });
      }
    });
  });

  // The coach's language model, set by a superadmin (the admin settings page); the key is never answered.
  routes.use('/admin/coach-provider', requireUser(deps), requireSuperadmin(deps));
  routes.get('/admin/coach-provider', async (c) => c.json(await getProviderSettings(db, deps.config)));
  routes.put('/admin/coach-provider', async (c) => {
    const input = await parseJsonBody(c, CoachProviderSettingsRequest);
    return c.json(await saveProviderSettings(db, deps.config, deps.secretsKey, c.var.user.id, input));
  });
  return routes;
}

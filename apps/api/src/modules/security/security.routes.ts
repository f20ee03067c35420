import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SecurityEventRequest } from '@lifeorbit/contracts';
import { sessionReader } from '../../auth';
import { AppError } from '../../core/errors';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody } from '../../core/validation';
import { clientAddress } from './client-ip';
import { enforceRateLimit, recordSecurityEvent, SECURITY_EVENT_LIMIT } from './security.service';

const MAX_EVENT_BYTES = 16 * 1024;

export function securityRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const readSession = sessionReader(deps);

  /**
   * Spec §4, §7: session events (sent with navigator.sendBeacon, so the body may arrive as text/plain JSON) and the
   * client monitor's findings. Anonymous visitors may report monitor findings; session events need a session.
   */
  routes.post(
    '/security/events',
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: () => {
        throw new AppError('validation_failed', 'The event is too large', [
          { field: '(body)', code: 'too_long', message: `At most ${MAX_EVENT_BYTES} bytes` },
        ]);
      },
    }),
    async (c) => {
      const session = await readSession(c);
      const userId = session?.user.id ?? null;
      const ip = clientAddress(c, deps.config.TRUST_PROXY);
      const key = userId ? `security-events:user:${userId}` : `security-events:ip:${ip ?? 'unknown'}`;
      await enforceRateLimit(db, key, SECURITY_EVENT_LIMIT, Date.now());
      const event = await parseJsonBody(c, SecurityEventRequest);
      await recordSecurityEvent(db, event, {
        userId,
        ip,
        userAgent: c.req.header('user-agent')?.slice(0, 200) ?? null,
      });
      return c.body(null, 204);
    },
  );

  return routes;
}

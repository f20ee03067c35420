import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/deps';
import type { Metrics, PinoLogger } from '../core/observability';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: the caller's X-Request-Id when sane, a new UUID otherwise; sent back in that header. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
export const REPLAY_HEADER = 'x-lifeorbit-replay';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export interface RequestObserverDeps {
  logger: PinoLogger;
  /** Null when METRICS_TOKEN is unset: nobody can read them, so none are kept. */
  metrics: Metrics | null;
  /** True once the process is shutting down: answers then close their connection. */
  isDraining: () => boolean;
}

/**
 * The outermost middleware: gives each request its id, and when it ends logs one line (id, method, route pattern,
 * status, duration, the member's id when signed in; the error's stack for a 5xx) and counts it in the metrics.
 */
export function requestObserver({ logger, metrics, isDraining }: RequestObserverDeps): MiddlewareHandler<AppEnv> {
  const logsRequests = logger.isLevelEnabled('info');
  const logsErrors = logger.isLevelEnabled('error');
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given !== undefined && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    await next();
    setHeader(c, REQUEST_ID_HEADER, requestId);
    if (isDraining()) setHeader(c, 'Connection', 'close');
    const status = c.res.status;
    // After next() the route is the one whose handler answered: a pattern, never the raw path.
    const route = c.req.routePath;
    if (route === METRICS_PATH) return;
    const seconds = (performance.now() - started) / 1000;
    metrics?.recordRequest({
      method: c.req.method,
      route,
      path: c.req.path,
      status,
      seconds,
      isReplay: c.req.header(REPLAY_HEADER) !== undefined,
    });
    if (status >= 500 ? !logsErrors : !logsRequests) return;
    const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
    const line = {
      reqId: requestId,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(user ? { userId: user.id } : {}),
    };
    if (status >= 500) logger.error({ ...line, err: c.error }, `${c.req.method} ${route} ${status}`);
    else logger.info(line, `${c.req.method} ${route} ${status}`);
  };
}

export const METRICS_PATH = '/metrics';

/** On the answer itself (c.header() after the handler copies the whole Response), unless its headers are immutable. */
function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

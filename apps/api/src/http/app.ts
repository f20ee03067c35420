import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { API_VERSION_HEADER, PUBLIC_API_VERSION } from '@lifeorbit/contracts/public-api';
import { AUTH_SERVER_METADATA_PATH, forgetSessionsOnWrites, oauthServerMetadata, tokenGate } from '../auth';
import { errorBody } from '../core/errors';
import { bodyLimit } from './body-limit';
import { handleError } from './error-handler';
import { gzipJson } from './gzip-json';
import { jsonWritesOnly } from './json-only';
import { API_MODULES } from './modules';
import { PROTECTED_RESOURCE_PATH, protectedResourceMetadata } from '../modules/mcp';
import { metricsHandler } from '../observability/metrics-route';
import { METRICS_PATH, requestObserver } from '../observability/request-observer';
import { originCheck } from './origin-check';
import { securityHeaders } from './security-headers';
import { serverTiming } from '../core/server-timing';
import { createSpaHandler } from './spa';
import type { AppDeps, AppEnv } from '../core/deps';

/** Builds the whole HTTP app; tests call `app.request` on it, main.ts serves it. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { logger, metrics, lifecycle } = deps.obs;
  app.use(requestObserver({ logger, metrics, isDraining: lifecycle.isDraining }));
  if (deps.config.SERVER_TIMING && deps.config.NODE_ENV !== 'production') app.use(serverTiming());
  app.use(
    securityHeaders({ https: deps.config.publicUrl.startsWith('https://'), trustProxy: deps.config.TRUST_PROXY }),
  );
  app.onError((err, c) => handleError(err, c));

  const api = new Hono<AppEnv>();
  api.onError((err, c) => handleError(err, c));
  api.use(originCheck(deps.config.trustedOrigins));
  // Personal access tokens: a Bearer request is decided here, before any route reads a session (ADR 047).
  api.use(tokenGate(deps));
  api.use(bodyLimit());
  api.use(jsonWritesOnly());
  api.use(forgetSessionsOnWrites());
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    // The public API's version on every answer (ADR 045).
    c.res.headers.set(API_VERSION_HEADER, PUBLIC_API_VERSION);
  });
  // JSON answers gzipped for clients that ask. Not the sign-in routes: an answer that holds a session token beside
  // text the caller chose is what a compression side channel (BREACH) reads.
  const gzip = gzipJson();
  api.use((c, next) => (c.req.path.startsWith('/api/auth/') ? next() : gzip(c, next)));
  for (const area of API_MODULES) api.route('/', area.routes(deps));
  api.all('*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  app.get(METRICS_PATH, metricsHandler(deps.config.METRICS_TOKEN, metrics));
  // How an MCP client signs in to /api/mcp (RFC 9728; ADR 048).
  app.get(PROTECTED_RESOURCE_PATH, protectedResourceMetadata(deps));
  // The OAuth 2.1 server's metadata (RFC 8414; ADR 050): its issuer is /api/auth, so the document is at the path a
  // client derives from it, and at the root for clients that look only there.
  const authServerMetadata = oauthServerMetadata(deps);
  app.get(AUTH_SERVER_METADATA_PATH, authServerMetadata);
  app.get(`${AUTH_SERVER_METADATA_PATH}/api/auth`, authServerMetadata);
  const spa = createSpaHandler(deps.config.WEB_DIST, {
    providers: API_MODULES.flatMap((area) => area.pageMeta?.(deps) ?? []),
    publicUrl: deps.config.publicUrl,
  });
  app.use('/assets/*', compress());
  app.get('*', spa);
  app.on('HEAD', '*', spa);
  return app;
}

export type App = ReturnType<typeof createApp>;

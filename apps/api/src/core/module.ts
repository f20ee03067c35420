import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import type { PageMetaProvider } from './page-meta';

/**
 * An API area as the app mounts it (http/modules.ts lists them): the module's `index.ts` exports one of these, and
 * its routes write their paths in full under /api.
 */
export interface ApiModule {
  /**
   * The module's folder under src/modules; for the sign-in and account home's areas (src/auth), the name of its
   * permission matrix in its sub-area folder (src/auth/<sub-area>/<name>.permission-matrix.ts).
   */
  name: string;
  routes: (deps: AppDeps) => Hono<AppEnv>;
  /** Link-preview tags for the area's public pages (core/page-meta.ts). */
  pageMeta?: (deps: AppDeps) => PageMetaProvider[];
}

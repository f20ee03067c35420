import type { ComponentType } from 'react';

/** The three shells of spec §2: every route of the route manifest is drawn in one of them. */
export type ShellKind = 'public' | 'app' | 'admin';

/** The sections of the admin nav (their order is the nav's, in app/layouts/admin-nav.ts). */
export type AdminSection = 'catalogue' | 'setup' | 'lifeAreas' | 'people' | 'system';

/**
 * One route of an area, declared in the area's `app/routes/<area>/index.ts`; the router and the route manifest are
 * built from the areas' lists. Titles and descriptions live in the `routes` namespace under `key`.
 */
export interface PageRoute {
  key: string;
  path: string;
  /**
   * The shell it is drawn in; or none: 'bare' for the landing and sign-in pages, 'bare-signed-in' for a page that
   * needs a session but no menus (onboarding). Only routes in a shell are in the manifest.
   */
  shell: ShellKind | 'bare' | 'bare-signed-in';
  /** The page, in a chunk of its own fetched on the first visit; without one the route shows what its area will be. */
  page?: () => Promise<ComponentType>;
  /**
   * The text namespaces the page draws with, loaded beside its code (`preloadNamespaces`): a hint for speed only, a
   * namespace left out still loads when asked.
   */
  namespaces?: readonly string[];
  /**
   * The API paths the page reads on its first draw (as its queries' `api.get` asks them), sent beside its code when
   * the app opens on it (`lib/early-reads`, ADR 037): a hint for speed only, a path left out is read when drawn.
   */
  reads?: (params: Readonly<Record<string, string | undefined>>, lang: string) => readonly string[];
  /** The admin nav section that lists it (routes reached from a list, such as one with an id, have none). */
  adminSection?: AdminSection;
  /**
   * An admin page that the selector bar (life category, subcategory, class; spec §2) applies to. Only those pages
   * show it; on users or the catalogue it would be noise.
   */
  hasAdminSelectors?: boolean;
}

import { PAGE_ROUTES, ROUTES, type AdminSection } from '../route-manifest';

const SECTIONS: AdminSection[] = ['catalogue', 'setup', 'lifeAreas', 'people', 'system'];

/**
 * The admin sections and the routes (by manifest key) each lists, in the areas' order: an area puts a route in the
 * nav with `adminSection` in its routes/<area>/index.ts. Routes with an id are reached from their list.
 */
export const ADMIN_NAV: { titleKey: string; items: string[] }[] = SECTIONS.map((section) => ({
  titleKey: `sections.${section}`,
  items: ROUTES.filter((route) => route.adminSection === section).map((route) => route.key),
}));

/** A route path (with :params and a trailing *) as a pattern for a pathname. */
export const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.*')}$`);

const SELECTOR_PATTERNS = PAGE_ROUTES.filter((route) => route.shell === 'admin' && route.hasAdminSelectors).map(
  (route) => patternOf(route.path),
);

/** Whether the admin page at `pathname` is one the life category, subcategory and class selectors apply to. */
export function hasAdminSelectorsAt(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return SELECTOR_PATTERNS.some((pattern) => pattern.test(path));
}

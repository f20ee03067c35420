import { ROUTES, type AdminSection } from '../route-manifest';

const SECTIONS: AdminSection[] = ['catalogue', 'setup', 'lifeAreas', 'people', 'system'];

/**
 * The admin sections and the routes (by manifest key) each lists, in the areas' order: an area puts a route in the
 * nav with `adminSection` in its routes/<area>/index.ts. Routes with an id are reached from their list.
 */
export const ADMIN_NAV: { titleKey: string; items: string[] }[] = SECTIONS.map((section) => ({
  titleKey: `sections.${section}`,
  items: ROUTES.filter((route) => route.adminSection === section).map((route) => route.key),
}));

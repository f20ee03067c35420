import {
  CONFIGURE_SUBCATEGORY_SLUG,
  DEFAULT_CATEGORY_SLUG,
  resolveCategorySlug,
  resolveSubcategorySlug,
  type SubcategorySlug,
} from '@lifeorbit/domain';

/** /dashboard is Training only without a life area (or with health + fitness-exercise); trackers share its path. */
export function isTrainingDashboard(pathname: string, search: string): boolean {
  if (pathname !== '/dashboard') return false;
  const params = new URLSearchParams(search);
  const cat = params.get('cat');
  const sub = params.get('sub');
  return (!cat || cat === 'health') && (!sub || sub === 'fitness-exercise');
}

/** Whether the page is the tracker of this subcategory. */
export function isSubcategoryDashboard(pathname: string, search: string, slug: string): boolean {
  return pathname === '/dashboard' && new URLSearchParams(search).get('sub') === slug;
}

/**
 * The subcategory whose page /dashboard?cat=&sub= shows, as the dashboard page resolves it (training for no
 * parameters, spec §3's fallbacks); null for other pages, the configure view and a category's map.
 */
export function dashboardSubcategory(pathname: string, search: string): SubcategorySlug | null {
  if (pathname !== '/dashboard') return null;
  const params = new URLSearchParams(search);
  const cat = params.get('cat');
  const sub = params.get('sub');
  const category = resolveCategorySlug(cat);
  if (cat && sub === null && category !== DEFAULT_CATEGORY_SLUG) return null;
  const subcategory = resolveSubcategorySlug(category, sub);
  return subcategory === CONFIGURE_SUBCATEGORY_SLUG ? null : subcategory;
}

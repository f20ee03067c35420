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

import { PROGRAM_LIST_PATH } from '@/features/programs/api/paths';
import { LATEST_READINESS_PATH } from '@/features/readiness/api/paths';
import { templateListPath } from '@/features/templates/api/paths';
import { workoutReadPaths } from '@/features/workouts/api/paths';
import type { PageRoute } from '../types';

export const lifeAreasRoutes: PageRoute[] = [
  { key: 'landing', path: '/', shell: 'bare', page: () => import('./landing-page').then((m) => m.LandingPage) },
  {
    key: 'mobilePolishDemo',
    path: '/mobile-polish-demo',
    shell: 'public',
    page: () => import('./mobile-polish-demo-page').then((m) => m.MobilePolishDemoPage),
  },
  {
    key: 'dashboard',
    path: '/dashboard',
    shell: 'app',
    page: () => import('./dashboard-page').then((m) => m.DashboardPage),
    namespaces: ['routes', 'lifeAreas', 'trainingRules', 'workouts'],
    // Today's check-in (the card at the top), the workout to go on with, and what a new one starts from.
    reads: (_params, lang) => [
      LATEST_READINESS_PATH,
      workoutReadPaths.active,
      templateListPath(lang),
      PROGRAM_LIST_PATH,
    ],
  },
  {
    key: 'userDashboard',
    path: '/user-dashboard',
    shell: 'app',
    page: () => import('./dashboard-page').then((m) => m.UserDashboardPage),
  },
  { key: 'atlas', path: '/atlas', shell: 'app', page: () => import('./atlas-page').then((m) => m.AtlasPage) },
  ...['health', 'mind', 'relationships', 'wealth', 'purpose', 'lifestyle'].map((category): PageRoute => ({
    key: `atlas${category[0]!.toUpperCase()}${category.slice(1)}`,
    path: `/atlas/${category}`,
    shell: 'app',
    page: () => import('./atlas-page').then((m) => m.AtlasCategoryPage),
  })),
  { key: 'planets', path: '/planets', shell: 'app', page: () => import('./planets-page').then((m) => m.PlanetsPage) },
  { key: 'explore', path: '/explore', shell: 'app', page: () => import('./planets-page').then((m) => m.PlanetsPage) },
  { key: 'area', path: '/area/:slug', shell: 'app', page: () => import('./atlas-page').then((m) => m.AreaPage) },
  {
    key: 'subcategory',
    path: '/subcategory/:slug',
    shell: 'app',
    page: () => import('./subcategory-page').then((m) => m.SubcategoryPage),
  },
  {
    key: 'adminLifeAreas',
    path: '/admin/category',
    shell: 'admin',
    hasAdminSelectors: true,
    adminSection: 'lifeAreas',
    page: () => import('./admin/admin-life-areas-page').then((m) => m.AdminLifeAreasPage),
  },
  {
    key: 'adminCategory',
    path: '/admin/category/:categoryId',
    shell: 'admin',
    hasAdminSelectors: true,
    page: () => import('./admin/admin-category-page').then((m) => m.AdminCategoryPage),
  },
  {
    key: 'adminSubcategory',
    path: '/admin/category/:categoryId/sub/:subcategoryId',
    shell: 'admin',
    hasAdminSelectors: true,
    page: () => import('./admin/admin-subcategory-page').then((m) => m.AdminSubcategoryPage),
  },
];

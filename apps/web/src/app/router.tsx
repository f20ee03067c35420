import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AreaPage } from './pages/area-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireAuth } from './layouts/require-auth';
import { ROUTES, type ShellKind } from './route-manifest';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Pages that have their own module; every other route of the manifest renders its AreaPage. */
const PAGES: Record<string, Lazy> = {
  safeguardTesting: async () => ({
    Component: (await import('@/features/security/pages/safeguard-testing-page')).SafeguardTestingPage,
  }),
  workouts: async () => ({ Component: (await import('@/features/workouts/pages/workouts-page')).WorkoutsPage }),
  workout: async () => ({ Component: (await import('@/features/workouts/pages/workout-page')).WorkoutPage }),
  session: async () => ({ Component: (await import('@/features/workouts/pages/workout-page')).WorkoutPage }),
  history: async () => ({ Component: (await import('@/features/workouts/pages/history-page')).HistoryPage }),
  historyDetail: async () => ({
    Component: (await import('@/features/workouts/pages/history-detail-page')).HistoryDetailPage,
  }),
  adminUsers: async () => ({ Component: (await import('@/features/admin/pages/admin-users-page')).AdminUsersPage }),
  adminUser: async () => ({ Component: (await import('@/features/admin/pages/admin-user-page')).AdminUserPage }),
  adminSettings: async () => ({
    Component: (await import('@/features/admin/pages/admin-settings-page')).AdminSettingsPage,
  }),
  adminAppleSecrets: async () => ({
    Component: (await import('@/features/admin/pages/admin-apple-secrets-page')).AdminAppleSecretsPage,
  }),
  adminCoachLogs: async () => ({
    Component: (await import('@/features/admin/pages/admin-coach-logs-page')).AdminCoachLogsPage,
  }),
  adminAudit: async () => ({ Component: (await import('@/features/admin/pages/admin-audit-page')).AdminAuditPage }),
  // Admin catalogue and translations (issue 9).
  adminExercises: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-exercises-page')).AdminExercisesPage,
  }),
  adminExercisesAdd: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-exercise-edit-page')).AdminExerciseAddPage,
  }),
  adminExerciseEdit: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-exercise-edit-page')).AdminExerciseEditPage,
  }),
  adminEquipment: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-equipment-page')).AdminEquipmentPage,
  }),
  adminEquipmentEdit: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-equipment-edit-page')).AdminEquipmentEditPage,
  }),
  adminSetupEquipment: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-setup-equipment-page')).AdminSetupEquipmentPage,
  }),
  adminEquipmentGrips: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-equipment-grips-page')).AdminEquipmentGripsPage,
  }),
  adminPlateProfiles: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-plate-profiles-page')).AdminPlateProfilesPage,
  }),
  adminPlateProfile: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-plate-profile-page')).AdminPlateProfilePage,
  }),
  adminMuscles: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-reference-pages')).AdminMusclesPage,
  }),
  adminGrips: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-reference-pages')).AdminGripsPage,
  }),
  adminMovementPatterns: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-reference-pages')).AdminMovementPatternsPage,
  }),
  adminBodyTaxonomy: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-body-taxonomy-page')).AdminBodyTaxonomyPage,
  }),
  adminTagsAliases: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-tags-aliases-page')).AdminTagsAliasesPage,
  }),
  adminOthersEquipment: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-others-pages')).AdminOthersEquipmentPage,
  }),
  adminOthersGrips: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-others-pages')).AdminOthersGripsPage,
  }),
  adminAttributeSchemas: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-attribute-schemas-page'))
      .AdminAttributeSchemasPage,
  }),
  adminNamingTemplates: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-naming-templates-page')).AdminNamingTemplatesPage,
  }),
  adminTranslations: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/admin-translations-page')).AdminTranslationsPage,
  }),
  // Life areas in the admin area (issue 9).
  adminLifeAreas: async () => ({
    Component: (await import('@/features/admin-life-areas/pages/admin-life-areas-page')).AdminLifeAreasPage,
  }),
  adminCategory: async () => ({
    Component: (await import('@/features/admin-life-areas/pages/admin-category-page')).AdminCategoryPage,
  }),
  adminSubcategory: async () => ({
    Component: (await import('@/features/admin-life-areas/pages/admin-subcategory-page')).AdminSubcategoryPage,
  }),
  dataQualityReport: async () => ({
    Component: (await import('@/features/admin-catalogue/pages/data-quality-report-page')).DataQualityReportPage,
  }),
  dashboard: async () => ({ Component: (await import('@/features/life-areas/pages/dashboard-page')).DashboardPage }),
  userDashboard: async () => ({
    Component: (await import('@/features/life-areas/pages/dashboard-page')).UserDashboardPage,
  }),
  atlas: async () => ({ Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasPage }),
  atlasHealth: async () => ({ Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasCategoryPage }),
  atlasMind: async () => ({ Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasCategoryPage }),
  atlasRelationships: async () => ({
    Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasCategoryPage,
  }),
  atlasWealth: async () => ({ Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasCategoryPage }),
  atlasPurpose: async () => ({ Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasCategoryPage }),
  atlasLifestyle: async () => ({
    Component: (await import('@/features/life-areas/pages/atlas-page')).AtlasCategoryPage,
  }),
  planets: async () => ({ Component: (await import('@/features/life-areas/pages/planets-page')).PlanetsPage }),
  explore: async () => ({ Component: (await import('@/features/life-areas/pages/planets-page')).PlanetsPage }),
  area: async () => ({ Component: (await import('@/features/life-areas/pages/atlas-page')).AreaPage }),
  subcategory: async () => ({
    Component: (await import('@/features/life-areas/pages/subcategory-page')).SubcategoryPage,
  }),
  mobilePolishDemo: async () => ({
    Component: (await import('@/features/life-areas/pages/mobile-polish-demo-page')).MobilePolishDemoPage,
  }),
  settings: async () => ({ Component: (await import('@/features/profile/pages/settings-page')).SettingsPage }),
  exercises: async () => ({ Component: (await import('@/features/catalogue/pages/exercises-page')).ExercisesPage }),
  exerciseEdit: async () => ({
    Component: (await import('@/features/catalogue/pages/exercise-edit-page')).ExerciseEditPage,
  }),
  templates: async () => ({ Component: (await import('@/features/templates/pages/templates-page')).TemplatesPage }),
  appTemplates: async () => ({
    Component: (await import('@/features/templates/pages/templates-page')).AppTemplatesPage,
  }),
  appTemplatesAdd: async () => ({
    Component: (await import('@/features/templates/pages/new-template-page')).NewTemplatePage,
  }),
  templateEdit: async () => ({
    Component: (await import('@/features/templates/pages/template-edit-page')).TemplateEditPage,
  }),
  rotation: async () => ({ Component: (await import('@/features/programs/pages/rotation-page')).RotationPage }),
  programs: async () => ({ Component: (await import('@/features/programs/pages/programs-page')).ProgramsPage }),
  fitnessPrograms: async () => ({
    Component: (await import('@/features/programs/pages/programs-page')).FitnessProgramsPage,
  }),
  programTest: async () => ({
    Component: (await import('@/features/programs/pages/program-test-page')).ProgramTestPage,
  }),
  setLoggingDemo: async () => ({
    Component: (await import('@/features/workouts/pages/set-logging-demo-page')).SetLoggingDemoPage,
  }),
  sessionRunnerDemo: async () => ({
    Component: (await import('@/features/workouts/pages/session-runner-demo-page')).SessionRunnerDemoPage,
  }),
  prAnnouncementDemo: async () => ({
    Component: (await import('@/features/workouts/pages/pr-announcement-demo-page')).PrAnnouncementDemoPage,
  }),
};

function routesFor(shell: ShellKind): RouteObject[] {
  return ROUTES.filter((route) => route.shell === shell).map((route) => {
    const lazy = PAGES[route.key];
    return lazy ? { path: route.path, lazy } : { path: route.path, element: <AreaPage routeKey={route.key} /> };
  });
}

const adminShell: Lazy = async () => {
  const module = await import('./layouts/admin-shell');
  return { Component: module.AdminShell };
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('@/features/life-areas/pages/landing-page')).LandingPage }),
      },
      { path: '/auth', lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-page')).AuthPage }) },
      {
        path: '/auth/callback',
        lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-callback-page')).AuthCallbackPage }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/onboarding',
            lazy: async () => ({
              Component: (await import('@/features/profile/pages/onboarding-page')).OnboardingPage,
            }),
          },
          {
            // The shells are their own chunks: the landing and the sign-in page never download the menus.
            lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
            children: [{ path: '/fitness', element: <Navigate to="/dashboard" replace /> }, ...routesFor('app')],
          },
          {
            lazy: adminShell,
            children: [
              {
                path: '/admin',
                lazy: async () => ({ Component: (await import('./layouts/admin-shell')).AdminHomePage }),
              },
              ...routesFor('admin').filter((route) => route.path !== '/admin'),
            ],
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/public-shell')).PublicShell }),
        children: routesFor('public'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

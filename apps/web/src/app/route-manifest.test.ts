import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from './layouts/admin-nav';
import { PAGE_ROUTES, ROUTES } from './route-manifest';

const routesJson = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../locales', lang, 'routes.json'), 'utf8')) as Record<
    string,
    { title: string; description: string }
  >;

/** Spec §2, as written there: every path must be registered. */
const SPEC_PATHS = [
  '/translated-profile-demo',
  '/translated-ai-coach',
  '/mobile-polish-demo',
  '/persona-seeding',
  '/persona-dashboard',
  '/safeguard-testing',
  '/session-runner-demo',
  '/pr-announcement-demo',
  '/set-logging-demo',
  '/program-test',
  '/data-quality-report',
  '/g/:slug',
  '/m/:slugOrId',
  '/dashboard',
  '/user-dashboard',
  '/settings',
  '/atlas',
  '/atlas/health',
  '/atlas/mind',
  '/atlas/relationships',
  '/atlas/wealth',
  '/atlas/purpose',
  '/atlas/lifestyle',
  '/planets',
  '/explore',
  '/progress',
  '/journal',
  '/insights',
  '/analytics',
  '/profile',
  '/achievements',
  '/social',
  '/area/:slug',
  '/subcategory/:slug',
  '/mentors',
  '/gyms',
  '/gyms/:gymId',
  '/gyms/:gymId/admin',
  '/ambassador',
  '/marketplace',
  '/bro-ai-coach',
  '/app/programs',
  '/app/templates',
  '/app/templates/add',
  '/app/workouts',
  '/app/workouts/:workoutId',
  '/fitness/exercises',
  '/fitness/exercises/:id/edit',
  '/fitness/session/:id',
  '/fitness/templates',
  '/fitness/templates/:templateId/edit',
  '/fitness/templates/rotation',
  '/fitness/my-gym',
  '/fitness/programs',
  '/fitness/profile',
  '/fitness/history',
  '/fitness/history/:id',
  '/admin',
  '/admin/equipment',
  '/admin/equipment/:id/edit',
  '/admin/plates/profiles',
  '/admin/plates/profiles/:id',
  '/admin/exercises',
  '/admin/exercises/add',
  '/admin/exercises/:id/edit',
  '/admin/users',
  '/admin/users/:id',
  '/admin/mentors',
  '/admin/mentors/new',
  '/admin/mentors/:id/edit',
  '/admin/mentors/:id',
  '/admin/setup/body-taxonomy',
  '/admin/setup/equipment',
  '/admin/setup/grips',
  '/admin/setup/equipment-grip-compatibility',
  '/admin/setup/movement-patterns',
  '/admin/setup/tags-aliases',
  '/admin/muscles',
  '/admin/others/equipment',
  '/admin/others/grips',
  '/admin/attribute-schemas',
  '/admin/naming-templates',
  '/admin/settings',
  '/admin/apple-secrets',
  '/admin/translations/*',
  '/admin/coach-logs',
  '/admin/category/:categoryId',
  '/admin/category/:categoryId/sub/:subcategoryId',
  '/admin/ambassadors',
  '/admin/ambassadors/deals',
  '/admin/battles',
  '/admin/battles/:id',
  '/admin/payouts',
];

describe('route manifest', () => {
  it('registers every route of spec §2 exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(SPEC_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('registers each path once across the areas, the shell-less pages included', () => {
    const paths = PAGE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(PAGE_ROUTES.map((r) => r.key)).size).toBe(paths.length);
  });

  it('lists the admin sections and their pages in the order of the admin nav', () => {
    expect(ADMIN_NAV).toEqual([
      {
        titleKey: 'sections.catalogue',
        items: ['adminExercises', 'adminEquipment', 'adminMuscles', 'adminPlateProfiles', 'adminTranslations'],
      },
      {
        titleKey: 'sections.setup',
        items: [
          'adminBodyTaxonomy',
          'adminSetupEquipment',
          'adminGrips',
          'adminEquipmentGrips',
          'adminMovementPatterns',
          'adminTagsAliases',
          'adminOthersEquipment',
          'adminOthersGrips',
          'adminAttributeSchemas',
          'adminNamingTemplates',
        ],
      },
      { titleKey: 'sections.lifeAreas', items: ['adminLifeAreas'] },
      {
        titleKey: 'sections.people',
        items: [
          'adminUsers',
          'adminReports',
          'adminGyms',
          'adminMentors',
          'adminAmbassadors',
          'adminDeals',
          'adminBattles',
          'adminPayouts',
        ],
      },
      {
        titleKey: 'sections.system',
        items: ['adminSettings', 'adminAppleSecrets', 'adminCoachLogs', 'adminAudit', 'adminMailbox'],
      },
    ]);
  });

  it('puts admin routes in the admin shell and nothing else there', () => {
    for (const route of ROUTES) expect(route.shell === 'admin', route.path).toBe(route.path.startsWith('/admin'));
  });

  it.each(['en', 'es', 'ro'])('has a title and a description for every route in %s', (lang) => {
    const texts = routesJson(lang);
    for (const route of ROUTES) {
      expect(texts[route.key]?.title, `${lang} ${route.key}`).toBeTruthy();
      expect(texts[route.key]?.description, `${lang} ${route.key}`).toBeTruthy();
    }
  });
});

import type { DemoIds } from './demo-data';

type ShellKind = 'public' | 'app' | 'admin';

// The route manifest itself, loaded at run time so that the suite follows it. Its module graph reaches the web app's
// pages (TSX, '@/' paths), which this project's typecheck does not compile, so the specifier is not a literal.
const MANIFEST = '../../apps/web/src/app/route-manifest.ts';
export const { ROUTES } = (await import(MANIFEST)) as {
  ROUTES: readonly { key: string; path: string; shell: ShellKind }[];
};

/** planner: a member with a program and templates and no workout in progress (support/a11y-planner.ts). */
export type Role = 'anonymous' | 'member' | 'admin' | 'planner';

export interface A11yCase {
  /** The manifest's pattern, or the path of a page that is not in the manifest. */
  pattern: string;
  role: Role;
  urls: (ids: DemoIds) => string[];
  /** The page shows skeletons on purpose (a demo of loading states): do not wait for them to go. */
  keepsSkeletons?: boolean;
}

const ROLE_OF_SHELL: Record<ShellKind, Role> = { public: 'anonymous', app: 'member', admin: 'admin' };

// An id no exercise has, with ?new=1: the page's form for a new custom exercise.
const NEW_EXERCISE_ID = 'a11a0000-0000-4000-8000-0000000000e1';

/**
 * How to fill each parametrised pattern of the manifest with real demo data. A route without parameters is opened
 * as it is; a new parametrised route without an entry here, or an entry whose pattern left the manifest, fails the
 * coverage test.
 */
export const PARAM_FILLERS: Record<string, (ids: DemoIds) => string[]> = {
  // The demo gym's public page, as a visitor sees it.
  '/g/:slug': (ids) => [`/g/${ids.gymSlug}`],
  // A demo mentor's public page, as a visitor sees it (issue 21).
  '/m/:slugOrId': (ids) => [`/m/${ids.mentorSlug}`],
  '/area/:slug': (ids) => [`/area/${ids.categorySlug}`],
  '/subcategory/:slug': (ids) => [`/subcategory/${ids.subcategorySlug}`],
  // The demo member's public profile, as a visitor sees it (public workouts and counts).
  '/u/:handle': (ids) => [`/u/${ids.memberHandle}`],
  // The demo member's home gym, which they run: its page and its admin page.
  '/gyms/:gymId': (ids) => [`/gyms/${ids.gymId}`],
  '/gyms/:gymId/admin': (ids) => [`/gyms/${ids.gymId}/admin`],
  // The workout in progress (set rows, log row, rest timer) and a finished one from the history.
  '/app/workouts/:workoutId': (ids) => [
    `/app/workouts/${ids.activeWorkoutId}`,
    `/app/workouts/${ids.finishedWorkoutId}`,
  ],
  // A catalogue exercise (read only) and the form of a new custom one.
  '/fitness/exercises/:id/edit': (ids) => [
    `/fitness/exercises/${ids.exerciseId}/edit`,
    `/fitness/exercises/${NEW_EXERCISE_ID}/edit?new=1`,
  ],
  '/fitness/session/:id': (ids) => [`/fitness/session/${ids.activeWorkoutId}`],
  '/fitness/templates/:templateId/edit': (ids) => [`/fitness/templates/${ids.templateId}/edit`],
  '/fitness/history/:id': (ids) => [`/fitness/history/${ids.finishedWorkoutId}`],
  '/admin/equipment/:id/edit': (ids) => [`/admin/equipment/${ids.equipmentId}/edit`],
  '/admin/plates/profiles/:id': (ids) => [`/admin/plates/profiles/${ids.plateProfileId}`],
  '/admin/exercises/:id/edit': (ids) => [`/admin/exercises/${ids.exerciseId}/edit`],
  '/admin/users/:id': (ids) => [`/admin/users/${ids.memberUserId}`],
  '/admin/mentors/:id/edit': (ids) => [`/admin/mentors/${ids.mentorId}/edit`],
  '/admin/mentors/:id': (ids) => [`/admin/mentors/${ids.mentorId}`],
  '/admin/translations/*': () => ['/admin/translations/exercises'],
  '/admin/category/:categoryId': (ids) => [`/admin/category/${ids.categoryId}`],
  '/admin/category/:categoryId/sub/:subcategoryId': (ids) => [
    `/admin/category/${ids.categoryId}/sub/${ids.subcategoryId}`,
  ],
  '/admin/battles/:id': (ids) => [`/admin/battles/${ids.battleId}`],
};

/** Pages outside the manifest (the router's own): the landing and sign-in pages, as a visitor sees them. */
const OUTSIDE_MANIFEST: A11yCase[] = [
  { pattern: '/', role: 'anonymous', urls: () => ['/'] },
  { pattern: '/auth', role: 'anonymous', urls: () => ['/auth'] },
  // The forgotten-password pages (issue 24), as a visitor opens them from the sign-in page and the mailed link.
  { pattern: '/auth/forgot', role: 'anonymous', urls: () => ['/auth/forgot'] },
  { pattern: '/auth/reset', role: 'anonymous', urls: () => ['/auth/reset?token=not-a-real-token'] },
  // Discover's detail of one item (every week and day, "Use this", reviews) lives under ?item= of /marketplace.
  { pattern: '/marketplace?item=', role: 'member', urls: (ids) => [`/marketplace?item=${ids.marketplaceItemId}`] },
  // The persona pages (issue 24) as the superadmin they are for sees them (a member gets their refusal, below).
  { pattern: '/persona-seeding', role: 'admin', urls: () => ['/persona-seeding'] },
  { pattern: '/persona-dashboard', role: 'admin', urls: () => ['/persona-dashboard'] },
  // The one-tap Start buttons of the program's next workout and the recent templates, which the demo member's
  // workout in progress hides (issue 37: their names did not begin with their visible text).
  { pattern: '/dashboard', role: 'planner', urls: () => ['/dashboard'] },
  { pattern: '/app/workouts', role: 'planner', urls: () => ['/app/workouts'] },
];

export const hasParams = (pattern: string) => /[:*]/.test(pattern);

export const A11Y_CASES: A11yCase[] = [
  ...OUTSIDE_MANIFEST,
  ...ROUTES.map((route) => ({
    pattern: route.path,
    role: ROLE_OF_SHELL[route.shell],
    urls: hasParams(route.path) ? (PARAM_FILLERS[route.path] ?? (() => [])) : () => [route.path],
    keepsSkeletons: route.key === 'mobilePolishDemo',
  })),
];

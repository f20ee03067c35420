import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { lifeAreasRoutes } from './routes/life-areas';
import { mentorsRoutes } from './routes/mentors';
import { profileRoutes } from './routes/profile';
import { programsRoutes } from './routes/programs';
import { securityRoutes } from './routes/security';
import { socialRoutes } from './routes/social';
import { templatesRoutes } from './routes/templates';
import type { AdminSection, PageRoute, ShellKind } from './routes/types';
import { progressRoutes } from './routes/progress';
import { workoutsRoutes } from './routes/workouts';
import { journalRoutes } from './routes/journal';
import { insightsRoutes } from './routes/insights';
import { coachRoutes } from './routes/coach';
import { gymsRoutes } from './routes/gyms';
import { ambassadorsRoutes } from './routes/ambassadors';
import { demoRoutes } from './routes/demo';
import { developersRoutes } from './routes/developers';

export type { AdminSection, ShellKind };

/**
 * The areas: each declares its routes in `routes/<area>/index.ts`, and a new area adds one line here. The router is
 * built from this list, and so is the manifest below. The admin nav lists its sections' routes in this order.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...lifeAreasRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...catalogueRoutes,
  ...templatesRoutes,
  ...programsRoutes,
  ...workoutsRoutes,
  ...journalRoutes,
  ...insightsRoutes,
  ...coachRoutes,
  ...progressRoutes,
  ...securityRoutes,
  ...adminRoutes,
  // After the admin area's own pages: the admin nav lists Reports after Users.
  ...socialRoutes,
  ...gymsRoutes,
  ...mentorsRoutes,
  // After Mentors: the admin nav lists Ambassadors, Deals, Battles and Payouts after it.
  ...ambassadorsRoutes,
  ...demoRoutes,
  ...developersRoutes,
];

export interface RouteDef {
  key: string;
  path: string;
  shell: ShellKind;
  adminSection?: AdminSection;
}

const isInShell = (route: PageRoute): route is PageRoute & { shell: ShellKind } =>
  route.shell === 'public' || route.shell === 'app' || route.shell === 'admin';

/**
 * Every route of the spec (§2), in one table: its path, which shell it renders in and whether it needs a session.
 * Titles and descriptions live in the `routes` namespace under the same key.
 */
export const ROUTES: readonly RouteDef[] = PAGE_ROUTES.filter(isInShell).map(({ key, path, shell, adminSection }) =>
  adminSection ? { key, path, shell, adminSection } : { key, path, shell },
);

import { BODY_AND_MIND_ROUTES } from './body-and-mind';
import { PUBLIC_TAGS, accessOf, openApiPathOf, type PublicAccess, type PublicArea, type PublicRoute } from './kit';
import { LIBRARY_ROUTES } from './library';
import { WORKOUT_ROUTES } from './workouts';

const TAG_ORDER = Object.keys(PUBLIC_TAGS);

/**
 * Every route of the public API, in the order the reference lists them: by tag, and within Exercises the catalogue's
 * routes before an exercise's history (a stable sort keeps each file's order).
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  ...LIBRARY_ROUTES,
  ...WORKOUT_ROUTES,
  ...BODY_AND_MIND_ROUTES,
].sort((a, b) => TAG_ORDER.indexOf(a.tag) - TAG_ORDER.indexOf(b.tag));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern: each `{param}` is one path segment. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/]+')}/?$`,
  );

/** Literal paths first, so `/api/workouts/active` is not read as `/api/workouts/{id}`. */
const MATCHERS = [...PUBLIC_ROUTES]
  .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')))
  .map((row) => ({ row, pattern: patternOf(row.path) }));

/**
 * The public route a request calls, or null when it is not one (the account, admin, sign-in... routes). Takes the
 * path as sent (`/api/workouts/0b7c…`, with or without a query string) or as a router writes it
 * (`/api/workouts/:id`, `/api/workouts/{id}`).
 */
export function findPublicRoute(method: string, path: string): PublicRoute | null {
  const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const bare = openApiPathOf(path.split('?')[0] ?? '');
  return MATCHERS.find(({ row, pattern }) => row.method === upper && pattern.test(bare))?.row ?? null;
}

/**
 * What a personal access token needs to call a request: read (GET) or write (any other method) on the route's area;
 * null for a route outside the public API, which a token may not call at all.
 */
export function publicRouteFor(method: string, path: string): { area: PublicArea; access: PublicAccess } | null {
  const row = findPublicRoute(method, path);
  return row && { area: row.area, access: accessOf(row.method) };
}

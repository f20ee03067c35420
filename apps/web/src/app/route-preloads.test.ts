import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../route-preloads';
import { PAGE_ROUTES } from './route-manifest';

describe('the build’s route preloads (route-preloads.ts)', () => {
  it('see every route with a page, with its path and shell, as the router does', () => {
    const parsed = declaredRoutes(path.resolve(import.meta.dirname, 'routes'));
    // A path built from a list is one pattern ('/atlas/:value0') standing for each of its routes.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const covers = (pattern: string, routePath: string) =>
      new RegExp(
        `^${pattern
          .split(/:value\d+/)
          .map(escape)
          .join('[^/]+')}$`,
      ).test(routePath);
    const unseen = PAGE_ROUTES.filter((route) => route.page)
      .filter((route) => !parsed.some((seen) => seen.shell === route.shell && covers(seen.path, route.path)))
      .map((route) => route.path);
    expect(unseen).toEqual([]);
    expect(parsed.length).toBeGreaterThan(50);
  });

  it('find each page’s module file', () => {
    const workout = declaredRoutes(path.resolve(import.meta.dirname, 'routes')).find(
      (route) => route.path === '/app/workouts/:workoutId',
    );
    expect(workout?.page).toBe(path.resolve(import.meta.dirname, 'routes/workouts/workout-page.tsx'));
  });
});

import fs from 'node:fs';
import path from 'node:path';

/**
 * The web build's `route-preloads.json` (apps/web/route-preloads.ts, ADR 039): for each route of the app, the chunks
 * of its shell and page beyond what index.html loads. The page served for an address names them as
 * `<link rel="modulepreload">`, so the browser fetches them beside the framework rather than once it has run.
 */
export interface RoutePreload {
  path: string;
  files: string[];
}

const SEGMENT_SCORE = { static: 10, param: 3, splat: 1 } as const;

/**
 * How well `pattern` ('/app/workouts/:workoutId', '/admin/translations/*') matches `pathname`, as React Router ranks
 * them (a static segment beats a parameter, which beats a splat); null when it does not.
 */
export function matchScore(pattern: string, pathname: string): number | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = wanted[i]!;
    if (segment === '*') return score + SEGMENT_SCORE.splat;
    const part = given[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) score += SEGMENT_SCORE.param;
    else if (segment.toLowerCase() === part.toLowerCase()) score += SEGMENT_SCORE.static;
    else return null;
  }
  return given.length === wanted.length ? score : null;
}

/** The files of the route that draws `pathname`, or none. */
export function preloadsFor(routes: readonly RoutePreload[], pathname: string): string[] {
  let best: { score: number; files: string[] } | null = null;
  for (const route of routes) {
    const score = matchScore(route.path, pathname);
    if (score !== null && (best === null || score > best.score)) best = { score, files: route.files };
  }
  return best?.files ?? [];
}

const SAFE_FILE = /^assets\/[\w.-]+\.js$/;

/** `<link rel="modulepreload">` for each file, put at the end of the page's head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => SAFE_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** The build's list, read once; an older build without one (or an unreadable one) gives no hints. */
export function loadRoutePreloads(distDir: string): RoutePreload[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, 'route-preloads.json'), 'utf8')) as {
      routes?: unknown;
    };
    if (!Array.isArray(parsed.routes)) return [];
    return parsed.routes.filter(
      (route): route is RoutePreload =>
        typeof route?.path === 'string' &&
        Array.isArray(route.files) &&
        route.files.every((file: unknown) => typeof file === 'string'),
    );
  } catch {
    return [];
  }
}

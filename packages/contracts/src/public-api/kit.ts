import type { z } from 'zod';

/**
 * The public API's table (issue 41, ADR 045): one row a member-facing route, with the contracts it parses and
 * answers. The OpenAPI document, the /developers page, the text walk's route contracts and the scopes of personal
 * access tokens all read these rows, so a route's shape is written once, here and in the contracts it names.
 */

/** The version of the public API: `info.version` of the document and the `LifeOrbit-API-Version` header. */
export const PUBLIC_API_VERSION = '1';
/** The header every /api answer carries with PUBLIC_API_VERSION. */
export const API_VERSION_HEADER = 'LifeOrbit-API-Version';
/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The areas a personal access token's scopes name: read or write on each. */
export const PUBLIC_AREAS = [
  'workouts',
  'templates',
  'programs',
  'exercises',
  'progress',
  'body',
  'journal',
  'readiness',
] as const;
export type PublicArea = (typeof PUBLIC_AREAS)[number];
/** `read` for a GET, `write` for any other method. */
export type PublicAccess = 'read' | 'write';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses a route may answer, each with the one error shape (ErrorBody). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** One call a route's example makes: its path parameters, query, body, and (where given) the answer. */
export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  response?: unknown;
}

export interface PublicRoute {
  method: HttpMethod;
  /** OpenAPI style: `/api/workouts/{id}`. */
  path: string;
  /** Unique, camelCase: the operationId. */
  operationId: string;
  /** One line, in English: the API's own words. */
  summary: string;
  /** Where the route is listed (the document's tag and the reference page's group). */
  tag: PublicTag;
  /** The token scope's area. */
  area: PublicArea;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body may be left out (an end without `endedAt`). */
  optionalBody?: true;
  /** The success status and its shape; no schema for 204. */
  response: { status: 200 | 201 | 204; schema?: z.ZodType };
  /** A second success status (200 when a create replays an id already stored). */
  replayStatus?: 200;
  /** The error statuses besides those every route may answer (see errorsOf). */
  errors?: ErrorStatus[];
  example: RouteExample;
}

/** The groups of the reference, in the order the document lists them, each with one line about it. */
export const PUBLIC_TAGS = {
  Workouts: 'Start, read, change and end workouts; the history of finished ones.',
  'Workout exercises': 'The exercises of a workout: add, change, reorder and remove.',
  Sets: 'Log, change and remove the sets of a workout exercise.',
  Exercises: 'The catalogue and your own exercises; an exercise’s last set and history.',
  Templates: 'Workout templates and the per-exercise preferences they keep.',
  Programs: 'Programs: a rotation of templates and your place in it.',
  Progress: 'Progress per exercise, personal records, weekly analytics and achievements.',
  'Body measurements': 'Body weight, waist and body fat by day.',
  Journal: 'Journal entries, their calendar and tags.',
  Readiness: 'Daily readiness check-ins and the energy they give.',
} as const;
export type PublicTag = keyof typeof PUBLIC_TAGS;

/** What the access of a method is: reading for GET, writing for the others. */
export function accessOf(method: string): PublicAccess {
  return method.toUpperCase() === 'GET' ? 'read' : 'write';
}

/**
 * Every error status a route may answer: 401 for all (no session or token), 403 for all (a token without the
 * route's scope), 429 for all (rate limits), 400 when it parses anything, 404 when it names a row, 413 and 415 when
 * it takes a body, and the route's own.
 */
export function errorsOf(route: PublicRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([401, 403, 429, ...(route.errors ?? [])]);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.params) statuses.add(404);
  if (route.body) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/workouts/{id}` as Hono registers it: `/api/workouts/:id`. */
export function honoPathOf(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** `/api/workouts/:id` in the OpenAPI style: `/api/workouts/{id}`. */
export function openApiPathOf(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A route's row with the method and path taken from "METHOD /path" (less to write a row). */
export function route(key: `${HttpMethod} /api/${string}`, row: Omit<PublicRoute, 'method' | 'path'>): PublicRoute {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path, ...row };
}

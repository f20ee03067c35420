import { describe, expect, it } from 'vitest';
import {
  PUBLIC_AREAS,
  PUBLIC_ROUTES,
  PUBLIC_TAGS,
  buildOpenApiDocument,
  errorsOf,
  findPublicRoute,
  publicRouteFor,
} from '../public-api';

const named = (route: (typeof PUBLIC_ROUTES)[number]) => `${route.method} ${route.path}`;

describe('the public API table (issue 41)', () => {
  it('names each route once, with a unique operationId', () => {
    expect(new Set(PUBLIC_ROUTES.map(named)).size).toBe(PUBLIC_ROUTES.length);
    expect(new Set(PUBLIC_ROUTES.map((route) => route.operationId)).size).toBe(PUBLIC_ROUTES.length);
  });

  it('uses every area and every tag', () => {
    expect(new Set(PUBLIC_ROUTES.map((route) => route.area))).toEqual(new Set(PUBLIC_AREAS));
    expect(new Set(PUBLIC_ROUTES.map((route) => route.tag))).toEqual(new Set(Object.keys(PUBLIC_TAGS)));
  });

  it('names a path parameter contract exactly when the path has parameters', () => {
    for (const route of PUBLIC_ROUTES) {
      const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect(Object.keys(route.params?.shape ?? {}), named(route)).toEqual(inPath);
    }
  });

  it('answers a body exactly when the status is not 204', () => {
    for (const route of PUBLIC_ROUTES) expect(route.response.status === 204, named(route)).toBe(!route.response.schema);
  });

  describe.each(PUBLIC_ROUTES.map((route) => [named(route), route] as const))('%s: its example', (_, route) => {
    const { example } = route;
    it('has path parameters that parse with its params contract', () => {
      if (route.params) expect(route.params.safeParse(example.params).error?.issues ?? []).toEqual([]);
      else expect(example.params).toBeUndefined();
    });
    it('has a query that parses with its query contract', () => {
      if (route.query) expect(route.query.safeParse(example.query ?? {}).error?.issues ?? []).toEqual([]);
      else expect(example.query).toBeUndefined();
    });
    it('has a body that parses with its body contract', () => {
      if (route.body) expect(route.body.safeParse(example.body).error?.issues ?? []).toEqual([]);
      else expect(example.body).toBeUndefined();
    });
    it('has an answer (where given) that parses with its answer contract', () => {
      if (example.response === undefined) return;
      expect(route.response.schema, 'an answer example for a 204').toBeDefined();
      expect(route.response.schema!.safeParse(example.response).error?.issues ?? []).toEqual([]);
    });
  });
});

describe('publicRouteFor: the scope a request needs', () => {
  it.each([
    ['GET', '/api/workouts/active', { area: 'workouts', access: 'read' }],
    ['GET', '/api/workouts/0b7c6f2e-4d1a-4c3b-9e8f-1a2b3c4d5e6f', { area: 'workouts', access: 'read' }],
    [
      'POST',
      '/api/workout-exercises/5e2d9c1b-7a3f-4e6d-8c2b-9f0a1b2c3d4e/sets?lang=es',
      { area: 'workouts', access: 'write' },
    ],
    ['PATCH', '/api/sets/:id', { area: 'workouts', access: 'write' }],
    ['GET', '/api/exercises/{id}/history', { area: 'workouts', access: 'read' }],
    ['GET', '/api/exercises', { area: 'exercises', access: 'read' }],
    ['PUT', '/api/exercise-preferences', { area: 'templates', access: 'write' }],
    ['POST', '/api/programs/x/activate', { area: 'programs', access: 'write' }],
    ['GET', '/api/analytics', { area: 'progress', access: 'read' }],
    ['DELETE', '/api/body-measurements/2026-11-22', { area: 'body', access: 'write' }],
    ['HEAD', '/api/journal/entries', { area: 'journal', access: 'read' }],
    ['put', '/api/readiness', { area: 'readiness', access: 'write' }],
  ])('%s %s', (method, path, expected) => {
    expect(publicRouteFor(method, path)).toEqual(expected);
  });

  it.each([
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/account/password'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api/workouts/x/y/z'],
    ['POST', '/api/workouts/active'],
    ['GET', '/api/workoutsx'],
  ])('%s %s is not a public route', (method, path) => {
    expect(publicRouteFor(method, path)).toBeNull();
  });

  it('reads /api/workouts/active as itself, not as a workout id', () => {
    expect(findPublicRoute('GET', '/api/workouts/active')?.operationId).toBe('getActiveWorkout');
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument({ serverUrl: 'https://lifeorbit.example' });
  const schemas = document.components.schemas as Record<string, unknown>;

  it('describes every route of the table, with its errors', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { responses: Record<string, unknown> }>).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        statuses: Object.keys(operation.responses).map(Number),
      })),
    );
    expect(operations.map((operation) => operation.key).sort()).toEqual(PUBLIC_ROUTES.map(named).sort());
    for (const route of PUBLIC_ROUTES) {
      const statuses = operations.find((operation) => operation.key === named(route))!.statuses;
      expect(statuses, named(route)).toEqual(expect.arrayContaining([route.response.status, ...errorsOf(route)]));
    }
  });

  it('refers only to components it has, and has only components it refers to', () => {
    const text = JSON.stringify(document);
    const referred = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect([...referred].filter((name) => !(name! in schemas))).toEqual([]);
    expect(Object.keys(schemas).filter((name) => !referred.has(name))).toEqual([]);
    expect(text).not.toContain('#in/');
    expect(text).not.toContain('#out/');
  });

  it('names the contracts the routes use, with refs between them', () => {
    expect(schemas).toHaveProperty('LogSetRequest');
    expect(schemas).toHaveProperty('WorkoutSet');
    expect(JSON.stringify(schemas.WorkoutExercise)).toContain('"#/components/schemas/WorkoutSet"');
    expect(JSON.stringify(schemas.Error)).toContain('"#/components/schemas/ErrorDetail"');
  });

  it('keeps the limits of the contracts', () => {
    const logSet = schemas.LogSetRequest as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(logSet.additionalProperties).toBe(false);
    expect(logSet.properties.reps).toEqual({
      anyOf: [{ type: 'integer', minimum: 0, maximum: 1000 }, { type: 'null' }],
    });
  });
});

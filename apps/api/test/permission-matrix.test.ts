import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/modules/auth/auth.repository';
import { ambassadorProfiles } from '../src/db/schema';
import { call, getRuntime, signUp, type TestMember } from './harness';

/**
 * Every API route, called as every kind of user, with the status each must get. A route registered in the app but
 * missing here fails the first test, so no route ships without its permissions written down.
 */
type Actor = 'anonymous' | 'memberA' | 'memberB' | 'ambassador' | 'gymAdmin' | 'mentor' | 'superadmin';
const ACTORS: Actor[] = ['anonymous', 'memberA', 'memberB', 'ambassador', 'gymAdmin', 'mentor', 'superadmin'];

interface Fixtures {
  members: Record<Exclude<Actor, 'anonymous'>, TestMember>;
  /** Ids of rows owned by memberA (a template, a workout…), filled by FIXTURE_BUILDERS, for IDOR checks. */
  ids: Record<string, string>;
}

/**
 * Each area adds a builder that creates memberA's rows through the API and records their ids in f.ids. Rows whose
 * routes change them (delete, update) are made per call in the row's `path`, so the order of calls does not matter.
 */
const FIXTURE_BUILDERS: ((f: Fixtures) => Promise<void>)[] = [];

interface MatrixRow {
  method: string;
  /** The route as registered (with :params). */
  route: string;
  /** The concrete path to call; defaults to the route. Gets memberA's fixtures for id routes (IDOR checks). */
  path?: (f: Fixtures, actor: Actor) => string | Promise<string>;
  body?: (f: Fixtures, actor: Actor) => unknown;
  expect: Record<Actor, number> | ((actor: Actor) => number);
  /** Routes served by a library under a wildcard; tested in their own suite. */
  note?: string;
}

const everyone = (status: number) => () => status;
const signedIn = (status: number) => (actor: Actor) => (actor === 'anonymous' ? 401 : status);
const superadminOnly = (status: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'superadmin' ? status : 403;
void superadminOnly;

const MATRIX: MatrixRow[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/languages', expect: everyone(200) },
  { method: 'GET', route: '/api/me', expect: signedIn(200) },
  { method: 'PATCH', route: '/api/profile', body: () => ({ weightUnit: 'kg' }), expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/auth/*',
    note: "better-auth's own routes (sign-up, sign-in, sign-out, session); see auth.routes.test.ts",
    path: () => '/api/auth/get-session',
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    note: "better-auth's own routes; an empty sign-in body is refused for everyone",
    path: () => '/api/auth/sign-in/email',
    body: () => ({}),
    expect: everyone(400),
  },
];

let fixtures: Fixtures;

beforeAll(async () => {
  const { database } = await getRuntime();
  const [memberA, memberB, ambassador, gymAdmin, mentor, superadmin] = await Promise.all(
    ['a', 'b', 'amb', 'gym', 'mentor', 'admin'].map((p) =>
      signUp(`matrix-${p}-${crypto.randomUUID().slice(0, 6)}@example.com`),
    ),
  );
  await database.db.insert(ambassadorProfiles).values({ userId: ambassador!.id });
  await grantRole(database.db, ambassador!.id, 'ambassador', null);
  await grantRole(database.db, gymAdmin!.id, 'gym_admin', null);
  await grantRole(database.db, mentor!.id, 'mentor', null);
  await grantRole(database.db, superadmin!.id, 'superadmin', null);
  fixtures = {
    members: {
      memberA: memberA!,
      memberB: memberB!,
      ambassador: ambassador!,
      gymAdmin: gymAdmin!,
      mentor: mentor!,
      superadmin: superadmin!,
    },
    ids: {},
  };
  for (const build of FIXTURE_BUILDERS) await build(fixtures);
});

describe('permission matrix', () => {
  it('covers every API route the app registers', async () => {
    const { app } = await getRuntime();
    const registered = new Set(
      app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(MATRIX.map((row) => `${row.method} ${row.route}`));
    expect([...registered].filter((r) => !listed.has(r)).sort()).toEqual([]);
    expect([...listed].filter((r) => !registered.has(r)).sort()).toEqual([]);
  });

  describe.each(MATRIX)('$method $route', (row) => {
    it.each(ACTORS)('as %s', async (actor) => {
      const expected = typeof row.expect === 'function' ? row.expect(actor) : row.expect[actor];
      const path = row.path ? await row.path(fixtures, actor) : row.route;
      const cookie = actor === 'anonymous' ? undefined : fixtures.members[actor].cookie;
      const response = await call(row.method, path, { cookie, body: row.body?.(fixtures, actor) });
      expect(response.status).toBe(expected);
    });
  });
});

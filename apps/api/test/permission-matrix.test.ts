import fs from 'node:fs';
import nodeCrypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { ErrorBody } from '@lifeorbit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenBodies } from './broken-bodies';
import { databaseFingerprint } from './db-fingerprint';
import { grantRole } from '../src/auth/access.repository';
import { ambassadorProfiles } from '../src/db/schema';
import { API_MODULES } from '../src/http/modules';
import { call, getRuntime, signUp } from './harness';
import { ACTORS, type Actor, type AreaMatrix, type Fixtures, type MatrixRow } from './permission-matrix-kit';

/**
 * Every API route, called as every kind of user, with the status each must get. Each module writes its rows beside
 * its routes (src/modules/<module>/<module>.permission-matrix.ts, ADR 018); this collects them for every module the
 * app registers, in the app's order. A route registered in the app but missing here fails the first test, so no
 * route ships without its permissions written down.
 */
const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
const AREAS: { name: string; matrix: AreaMatrix | null }[] = await Promise.all(
  API_MODULES.map(async ({ name }) => {
    const file = path.join(modulesDir, name, `${name}.permission-matrix.ts`);
    if (!fs.existsSync(file)) return { name, matrix: null };
    const loaded = (await import(pathToFileURL(file).href)) as { permissionMatrix: AreaMatrix };
    return { name, matrix: loaded.permissionMatrix };
  }),
);
const MATRIX: MatrixRow[] = AREAS.flatMap((area) => area.matrix?.rows ?? []);

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
  for (const area of AREAS) await area.matrix?.buildFixtures?.(fixtures);
});

describe('permission matrix', () => {
  it('has rows from every module the app registers', () => {
    expect(AREAS.filter((area) => !area.matrix?.rows.length).map((area) => area.name)).toEqual([]);
  });

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

/**
 * Fuzzing (issue 10): every mutation route, called by the actor it serves, with payloads broken on purpose from its
 * valid body (wrong types, huge and unicode strings, nulls, extra and prototype keys, absurd numbers). No answer may
 * be a 5xx, and when the route refuses, its answer fits ErrorBody (a code on every detail) and nothing stored changes.
 * FUZZ_RUNS sets the cases per route (CI: 6).
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 6);

describe('fuzzing mutation routes with broken payloads', () => {
  const mutations = MATRIX.filter((row) => row.method !== 'GET' && row.body && !row.route.startsWith('/api/auth/'));

  it.each(mutations)('$method $route: never 5xx, and a refused write changes nothing', async (row) => {
    const expectOf = (actor: Actor) => (typeof row.expect === 'function' ? row.expect(actor) : row.expect[actor]);
    const actor: Actor = expectOf('memberA') < 400 ? 'memberA' : 'superadmin';
    const valid = row.body!(fixtures, actor);
    const cases = fc.sample(brokenBodies(valid), { numRuns: FUZZ_RUNS, seed: 20261122 });
    for (const body of cases) {
      const path = row.path ? await row.path(fixtures, actor) : row.route;
      const before = await databaseFingerprint();
      const response = await call(row.method, path, { cookie: fixtures.members[actor].cookie, body });
      expect(response.status, `${row.method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      if (response.status >= 400) {
        // The refusal fits the error contract: every detail has a code the web can translate.
        const refusal = ErrorBody.safeParse(await response.json());
        expect(refusal.error?.issues ?? [], `${row.method} ${path} answered an error off its contract`).toEqual([]);
        expect(await databaseFingerprint(), `${row.method} ${path} changed data on a refused write`).toBe(before);
      }
    }
  });
});

/**
 * Fuzzing paths and query strings (issue 10): every id in a path replaced by hostile segments, and every read given
 * hostile query parameters, by the actor the route serves. Whatever the answer, it is never a 5xx. Writes get only
 * segments that cannot name a row, so this changes nothing another test relies on.
 */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  'null',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent("' OR 1=1 --"),
  'x'.repeat(2_000),
  encodeURIComponent('🏋️‍♀️'),
  '00000000-0000-0000-0000-000000000000',
  '1e999',
  encodeURIComponent('<script>alert(1)</script>'),
];
const HOSTILE_QUERIES = [
  'lang=xx',
  `lang=${'e'.repeat(500)}`,
  'cursor=%25%25%25',
  `cursor=${'A'.repeat(3_000)}`,
  'limit=-1',
  'limit=1e9',
  'limit=abc',
  `q=${encodeURIComponent("'; DROP TABLE exercises; --")}`,
  `q=${'%F0%9F%8F%8B'.repeat(50)}`,
  'page=-5',
  'from=2026-13-45&to=not-a-date',
  'muscle=%00&equipment[]=1',
  'lang=en&lang=es&lang=ro',
];

describe('fuzzing paths and query strings', () => {
  const rows = MATRIX.filter((row) => !row.route.startsWith('/api/auth/'));
  const actorOf = (row: MatrixRow): 'memberA' | 'superadmin' => {
    const expected = typeof row.expect === 'function' ? row.expect('memberA') : row.expect.memberA;
    return expected < 400 ? 'memberA' : 'superadmin';
  };

  it.each(rows.filter((row) => row.route.includes('/:')))('$method $route with hostile ids: never 5xx', async (row) => {
    const actor = actorOf(row);
    const segments = row.method === 'GET' ? [...HOSTILE_SEGMENTS, nodeCrypto.randomUUID()] : HOSTILE_SEGMENTS;
    for (const segment of segments) {
      const path = row.route.replace(/:[A-Za-z]+/g, segment);
      const response = await call(row.method, path, {
        cookie: fixtures.members[actor].cookie,
        body: row.body?.(fixtures, actor),
      });
      expect(response.status, `${row.method} ${path.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it.each(rows.filter((row) => row.method === 'GET'))(
    'GET $route with hostile query strings: never 5xx',
    async (row) => {
      const actor = actorOf(row);
      const base = row.path ? await row.path(fixtures, actor) : row.route;
      for (const query of HOSTILE_QUERIES) {
        const path = `${base}${base.includes('?') ? '&' : '?'}${query}`;
        const response = await call('GET', path, { cookie: fixtures.members[actor].cookie });
        expect(response.status, `GET ${path.slice(0, 200)}`).toBeLessThan(500);
      }
    },
  );
});

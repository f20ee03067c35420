import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeFuzzing } from './fuzzing';
import { grantRole } from '../src/auth';
import { ambassadorProfiles } from '../src/db/schema';
import { API_MODULES } from '../src/http/modules';
import { call, getRuntime, signUp } from './harness';
import { ACTORS, statusFor, type AreaMatrix, type Fixtures, type MatrixRow } from './permission-matrix-kit';
import { describeTextWalk } from './text-walk';

/**
 * Every API route, called as every kind of user, with the status each must get. Each module writes its rows beside
 * its routes (src/modules/<module>/<module>.permission-matrix.ts, ADR 018; the sign-in and account home's areas in
 * src/auth/<sub-area>/<name>.permission-matrix.ts); this collects them for every module the app registers, in the
 * app's order. A route registered in the app but missing here fails the first test, so no route ships without its
 * permissions written down.
 */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const authAreas = fs
  .readdirSync(path.join(srcDir, 'auth'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(srcDir, 'auth', entry.name));
const matrixFileOf = (name: string): string | undefined =>
  [path.join(srcDir, 'modules', name), ...authAreas]
    .map((folder) => path.join(folder, `${name}.permission-matrix.ts`))
    .find((file) => fs.existsSync(file));
const AREAS: { name: string; matrix: AreaMatrix | null }[] = await Promise.all(
  API_MODULES.map(async ({ name }) => {
    const file = matrixFileOf(name);
    if (!file) return { name, matrix: null };
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
      const expected = statusFor(row, actor);
      const path = row.path ? await row.path(fixtures, actor) : row.route;
      const cookie = actor === 'anonymous' ? undefined : fixtures.members[actor].cookie;
      const response = await call(row.method, path, { cookie, body: row.body?.(fixtures, actor) });
      expect(response.status).toBe(expected);
    });
  });
});

describeFuzzing(MATRIX, () => fixtures);
describeTextWalk(MATRIX, () => fixtures);

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { call, getRuntime, type TestMember } from '../../../test/harness';
import { ownerOnly, signedIn, type AreaMatrix, type Fixtures } from '../../../test/permission-matrix-kit';
import { fixtureId } from '../../../test/member-fixtures';

/** The data area (issue 24). memberA has a staged import; imports are their owner's only (404 for anyone else). */
export const STRONG_SAMPLE = [
  'Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (kg);Reps;Distance (meters);Seconds;Notes;Workout Notes;RPE',
  '1;2024-03-01 18:00:00;Push;3600;Bench Press (Barbell);1;80;5;0;0;;;8',
].join('\n');

const OWN_EXPORT = {
  format: 'lifeorbit-export',
  version: 1,
  workouts: [
    {
      id: '00000000-0000-4000-8000-000000000024',
      title: 'Matrix workout',
      startedAt: '2024-03-01T18:00:00Z',
      endedAt: '2024-03-01T19:00:00Z',
      exercises: [{ exercise: 'Bench Press', sets: [{ kind: 'normal', weight: 80, unit: 'kg', reps: 5 }] }],
    },
  ],
};

/**
 * The matrix, the text walk and the fuzzing stage hundreds of imports for the same few members, far past a member's
 * daily and waiting limits (issue 36, tested in import-limits.test.ts): before each, the member's imports other than
 * the fixture's are dated two days back, so they count no more, and the staged ones are removed as their expiry would
 * (here, not inside a refused request, whose "nothing changed" the fuzzing checks).
 */
async function makeRoomForImports(member: TestMember, keep: string | undefined): Promise<void> {
  const { database } = await getRuntime();
  await database.db.execute(
    sql`UPDATE data_imports SET created_at = created_at - interval '2 days'
        WHERE user_id = ${member.id} AND id::text <> ${keep ?? ''} AND created_at > now() - interval '1 day'`,
  );
  await database.db.execute(
    sql`DELETE FROM data_imports WHERE user_id = ${member.id} AND id::text <> ${keep ?? ''} AND status = 'staged'`,
  );
}

async function stageImport(member: TestMember, keep?: string): Promise<string> {
  await makeRoomForImports(member, keep);
  const response = await call('POST', `/api/data/imports?fileName=m-${crypto.randomUUID().slice(0, 6)}.csv`, {
    cookie: member.cookie,
    rawBody: STRONG_SAMPLE,
    headers: { 'content-type': 'text/csv' },
  });
  if (response.status !== 201) throw new Error(`data fixture: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function buildDataFixtures(f: Fixtures): Promise<void> {
  await fixtureId(f, 'importA', () => stageImport(f.members.memberA));
}

export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildDataFixtures,
  rows: [
    {
      method: 'POST',
      route: '/api/data/imports',
      path: async (f, actor) => {
        if (actor !== 'anonymous') await makeRoomForImports(f.members[actor], f.ids.importA);
        return '/api/data/imports';
      },
      // Our own export's shape, one workout of one set: staged for every member.
      body: () => OWN_EXPORT,
      expect: signedIn(201),
    },
    { method: 'GET', route: '/api/data/imports', expect: signedIn(200) },
    { method: 'GET', route: '/api/data/imports/:id', path: (f) => `/api/data/imports/${f.ids.importA}`, expect: ownerOnly(200) },
    {
      method: 'DELETE',
      route: '/api/data/imports/:id',
      // Undo (issue 42): a fresh staged import per call for its owner (the fixture's stays), the fixture's for others.
      path: async (f, actor) =>
        `/api/data/imports/${actor === 'memberA' ? await stageImport(f.members.memberA, f.ids.importA) : f.ids.importA}`,
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/data/imports/:id/mappings',
      path: (f) => `/api/data/imports/${f.ids.importA}/mappings`,
      body: () => ({ mappings: [{ name: 'Bench Press (Barbell)', exerciseId: null }] }),
      expect: ownerOnly(200),
    },
    {
      method: 'POST',
      route: '/api/data/imports/:id/run',
      // A fresh staged import per call, so the run never changes another row's fixture.
      path: async (f, actor) =>
        `/api/data/imports/${actor === 'memberA' ? await stageImport(f.members.memberA, f.ids.importA) : f.ids.importA}/run`,
      expect: ownerOnly(200),
    },
    { method: 'GET', route: '/api/data/export.csv', expect: signedIn(200) },
    { method: 'GET', route: '/api/data/export.json', expect: signedIn(200) },
  ],
};

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, type ImportPreview } from '@lifeorbit/contracts/data';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../../test/harness';
import { queryRows } from '../../../core/db';

// Issue 36: a member's imports are limited (a day, waiting, running), and staged imports nobody runs expire.

const header =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
/** A one-workout Hevy file; `n` makes each file a workout of its own. */
const hevyFile = (n: number) =>
  [
    header,
    ...[0, 1].map((i) => `Legs ${n},2024-02-0${(n % 9) + 1}T10:00:00Z,,,Squat (Barbell),,,${i},normal,80,5,,,`),
  ].join('\n');

beforeAll(async () => {
  await getRuntime();
});

async function stage(member: TestMember, n: number) {
  return call('POST', `/api/data/imports?fileName=limits-${n}.csv`, {
    cookie: member.cookie,
    rawBody: hevyFile(n),
    headers: { 'content-type': 'text/csv' },
  });
}

async function stageOk(member: TestMember, n: number): Promise<ImportPreview> {
  const response = await stage(member, n);
  expect(response.status).toBe(201);
  return (await response.json()) as ImportPreview;
}

const runImport = (member: TestMember, id: string) =>
  call('POST', `/api/data/imports/${id}/run`, { cookie: member.cookie });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>((await getRuntime()).database.db, query);
}

describe('imports a day', () => {
  it(`refuses the member's import number ${IMPORT_LIMITS.perDay + 1} of a day with 429 daily_limit`, async () => {
    const member = await signUp();
    for (let n = 1; n <= IMPORT_LIMITS.perDay; n += 1) {
      const preview = await stageOk(member, n);
      expect((await runImport(member, preview.id)).status).toBe(200);
    }
    const refused = await stage(member, 99);
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe('rate_limited');
    expect(error.details).toEqual([{ field: 'imports', code: 'daily_limit', message: expect.stringContaining('6') }]);
    expect(error.message).toMatch(/At most 6 imports a day/);
    // Another member is not held by it.
    expect((await stage(await signUp(), 1)).status).toBe(201);
  });
});

describe('imports waiting to be run', () => {
  it(`refuses a staged import past ${IMPORT_LIMITS.waiting} waiting with 409 pending_limit`, async () => {
    const member = await signUp();
    for (let n = 1; n <= IMPORT_LIMITS.waiting; n += 1) await stageOk(member, n);
    const refused = await stage(member, 4);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.code).toBe('conflict');
    expect(error.details.map((d) => d.code)).toEqual(['pending_limit']);
    expect(error.message).toMatch(/At most 3 imports may wait/);
  });
});

describe('staged imports nobody runs', () => {
  it('are gone with their rows after the expiry, at the next staging', async () => {
    const member = await signUp();
    const old = await stageOk(member, 1);
    const fresh = await stageOk(member, 2);
    await rows(sql`UPDATE data_imports SET created_at = now() - make_interval(hours => ${IMPORT_LIMITS.expiryHours + 1})
                   WHERE id = ${old.id}`);
    const count = async (id: string) =>
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM data_import_rows WHERE import_id = ${id}`))[0]!.n;
    expect(await count(old.id)).toBe(2);

    await stageOk(await signUp(), 3);
    expect((await call('GET', `/api/data/imports/${old.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await count(old.id)).toBe(0);
    expect(await count(fresh.id)).toBe(2);
  });
});

describe('running imports', () => {
  it('runs one import of a member at a time; one a crash left running is taken up again', async () => {
    const member = await signUp();
    const first = await stageOk(member, 1);
    const second = await stageOk(member, 2);
    await rows(sql`UPDATE data_imports SET status = 'importing', run_started_at = now() WHERE id = ${first.id}`);

    const refused = await runImport(member, second.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).details).toEqual([{ field: 'imports', code: 'in_progress', message: first.id }]);
    // Another member runs theirs meanwhile.
    const other = await signUp();
    expect((await runImport(other, (await stageOk(other, 3)).id)).status).toBe(200);

    // An hour on, the first is taken for one a crash stopped: the second runs, and the first can be run again.
    await rows(sql`UPDATE data_imports SET run_started_at = now() - interval '2 hours' WHERE id = ${first.id}`);
    expect(await (await runImport(member, second.id)).json()).toMatchObject({ status: 'done', workoutsCreated: 1 });
    expect(await (await runImport(member, first.id)).json()).toMatchObject({ status: 'done', workoutsCreated: 1 });
  });
});

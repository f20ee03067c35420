import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import type { WorkoutDetail, WorkoutHistoryResponse } from '@lifeorbit/contracts/workouts';
import { call, getRuntime, signUp, type TestMember } from '../../../../test/harness';
import { queryRows } from '../../../core/db';
import { importedWorkoutId, uuidV3, uuidV5 } from './import-ids';

// Issue 37: every id an import makes is a UUID the API accepts, so what a member imported opens, edits and deletes
// like a workout logged here.

const FIXTURES = path.join(import.meta.dirname, '../../../../test/fixtures/imports');
/** The API's own rule (the contracts' z.uuid, and the life areas' pattern): version 1-5, variant 8, 9, a or b. */
const API_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

beforeAll(async () => {
  await getRuntime();
});

async function importFile(member: TestMember, file: string, query = ''): Promise<ImportPreview> {
  const staged = await call('POST', `/api/data/imports?fileName=${file}${query}`, {
    cookie: member.cookie,
    rawBody: fs.readFileSync(path.join(FIXTURES, file), 'utf8'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(staged.status).toBe(201);
  const preview = (await staged.json()) as ImportPreview;
  expect(preview.brokenRows).toBe(0);
  const run = await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: member.cookie });
  expect(run.status).toBe(200);
  return (await run.json()) as ImportPreview;
}

async function history(member: TestMember) {
  const response = await call('GET', '/api/workouts?status=finished&limit=50', { cookie: member.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as WorkoutHistoryResponse).workouts;
}

async function open(member: TestMember, id: string): Promise<WorkoutDetail> {
  const response = await call('GET', `/api/workouts/${id}`, { cookie: member.cookie });
  expect(response.status, `GET /api/workouts/${id}`).toBe(200);
  return (await response.json()) as WorkoutDetail;
}

describe('name-based ids (RFC 4122)', () => {
  it('answers the RFC test vectors, for version 5 (SHA-1) and version 3 (MD5)', () => {
    expect(uuidV5(DNS_NAMESPACE, 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(uuidV3(DNS_NAMESPACE, 'www.example.com')).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
  });

  it('makes the same id in SQL (uuid_v3 of migration 0033) as here', async () => {
    const { database } = await getRuntime();
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT uuid_v3(${DNS_NAMESPACE}::uuid, 'www.example.com')::text AS id`,
    );
    expect(row!.id).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
  });
});

describe.each([
  ['strong-oldest.csv', '&unit=lb', 3, 27],
  ['strong-unit-per-row.csv', '', 3, 21],
  ['strong-numbered.csv', '', 4, 48],
  ['hevy-kg.csv', '', 8, 56],
  ['hevy-lb.csv', '', 8, 56],
])('an imported %s', (file, query, workouts, sets) => {
  it('opens every workout, with ids the API accepts, and edits and deletes one', async () => {
    const member = await signUp();
    const result = await importFile(member, file, query);
    expect(result).toMatchObject({ status: 'done', workoutsCreated: workouts, setsCreated: sets });

    const listed = await history(member);
    expect(listed).toHaveLength(workouts);
    let setCount = 0;
    for (const item of listed) {
      expect(item.id).toMatch(API_UUID);
      const workout = await open(member, item.id);
      for (const exercise of workout.exercises) {
        expect(exercise.id).toMatch(API_UUID);
        expect(exercise.exerciseId).toMatch(API_UUID);
        for (const set of exercise.sets) expect(set.id).toMatch(API_UUID);
        setCount += exercise.sets.length;
      }
    }
    expect(setCount).toBe(sets);

    // The id is the one the import derives from the file, so a second import finds the workouts.
    expect(listed.map((w) => w.id)).toContain(
      importedWorkoutId(member.id, result.source, (await stagedKeys(result.id))[0]!),
    );

    const [first, second] = listed;
    const renamed = await call('PATCH', `/api/workouts/${first!.id}`, {
      cookie: member.cookie,
      body: { title: 'Renamed after import' },
    });
    expect(renamed.status).toBe(200);
    expect((await open(member, first!.id)).title).toBe('Renamed after import');
    const firstSet = (await open(member, first!.id)).exercises[0]!.sets[0]!;
    const edited = await call('PATCH', `/api/sets/${firstSet.id}`, { cookie: member.cookie, body: { reps: 3 } });
    expect(edited.status).toBe(200);
    const removed = await call('DELETE', `/api/workouts/${second!.id}`, { cookie: member.cookie });
    expect(removed.status).toBe(204);
    expect((await call('GET', `/api/workouts/${second!.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await history(member)).toHaveLength(workouts - 1);
  });
});

describe('a custom exercise an import makes', () => {
  it('has an id the API accepts, so a new workout can use it', async () => {
    const member = await signUp();
    await importFile(member, 'hevy-kg.csv');
    const [item] = await history(member);
    const custom = (await open(member, item!.id)).exercises.find((e) => e.name === 'Zottman Curl Deluxe')!;
    expect(custom.exerciseId).toMatch(API_UUID);
    const last = await call('GET', `/api/exercises/${custom.exerciseId}/history`, { cookie: member.cookie });
    expect(last.status).toBe(200);
  });
});

async function stagedKeys(importId: string): Promise<string[]> {
  const { database } = await getRuntime();
  const rows = await queryRows<{ key: string }>(
    database.db,
    sql`SELECT DISTINCT workout_key AS key FROM data_import_rows
        WHERE import_id = ${importId} AND workout_key IS NOT NULL`,
  );
  return rows.map((r) => r.key);
}

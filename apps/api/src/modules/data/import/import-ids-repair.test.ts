import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type Runtime } from '../../../bootstrap';
import { parseConfig } from '../../../config/env';
import { queryRows } from '../../../core/db';
import { IMPORT_NAMESPACE, importedWorkoutId, uuidV3 } from './import-ids';
import { openDatabase, type Database } from '../../../db/client';
import { migrate } from '../../../db/migrate';

// Migration 0033 (issue 37) on a database holding what the import of 0027 made: md5 ids, most of which the API
// refuses. After it every table refers to the ids the import now makes for the same file, and the workout opens.

const API_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const md5Uuid = (text: string) => {
  const h = crypto.createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const member = {
  id: `member-${crypto.randomUUID().slice(0, 8)}`,
  email: 'repair@example.com',
  password: 'correct-horse-1',
};
const friend = { id: `friend-${crypto.randomUUID().slice(0, 8)}`, email: 'friend@example.com' };
const CUSTOM = 'Zottman Curl Deluxe';

/**
 * Two workouts of a Hevy file, by start time (Hevy's key is the start and the title): one whose old id the API
 * refuses, one whose old id happened to pass (both are given the new id).
 */
const startOf = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, 0) + n * 3_600_000).toISOString();
function pickKeys(): { refused: string; passing: string } {
  let refused: string | undefined;
  let passing: string | undefined;
  for (let n = 0; !(refused && passing); n += 1) {
    const key = `${startOf(n)}|Legs`;
    if (API_UUID.test(md5Uuid(`${member.id}:hevy:${key}`))) passing ??= key;
    else refused ??= key;
  }
  return { refused: refused!, passing: passing! };
}

let database: Database;
let runtime: Runtime;
const keys = pickKeys();
const oldWorkout = {
  refused: md5Uuid(`${member.id}:hevy:${keys.refused}`),
  passing: md5Uuid(`${member.id}:hevy:${keys.passing}`),
};

const run = (text: ReturnType<typeof sql>) => queryRows<Record<string, string>>(database.db, text);

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await migrate(database, { upTo: '0032_stats_insert_adds' });
  const hash = await hashPassword(member.password);
  for (const user of [member, friend]) {
    await run(
      sql`INSERT INTO "user" (id, name, email, email_verified) VALUES (${user.id}, ${user.id}, ${user.email}, true)`,
    );
    await run(sql`INSERT INTO profiles (user_id, display_name) VALUES (${user.id}, ${user.id})`);
  }
  await run(sql`INSERT INTO account (id, account_id, provider_id, user_id, password)
                VALUES (${crypto.randomUUID()}, ${member.id}, 'credential', ${member.id}, ${hash})`);
  // What 0027's import wrote for a Hevy file of two workouts, each one exercise of two sets.
  const [{ id: customId } = { id: '' }] = await run(
    sql`INSERT INTO exercises (id, owner_user_id, load_type, load_mode, effort_mode)
        VALUES (md5(${member.id} || ':import-exercise:' || catalogue_search_fold(${CUSTOM}))::uuid, ${member.id},
                'machine', 'total', 'reps')
        RETURNING id::text AS id`,
  );
  await run(
    sql`INSERT INTO exercises_translations (exercise_id, language_code, name) VALUES (${customId}, 'en', ${CUSTOM})`,
  );
  const importId = crypto.randomUUID();
  await run(sql`INSERT INTO data_imports (id, user_id, source, file_name, status, total_rows, workouts_done,
                                          workouts_created, sets_created)
                VALUES (${importId}, ${member.id}, 'hevy', 'workouts.csv', 'done', 4, 2, 2, 4)`);
  await run(sql`INSERT INTO data_import_exercises (import_id, name, exercise_id, matched)
                VALUES (${importId}, ${CUSTOM}, ${customId}, 'chosen')`);
  let line = 2;
  for (const key of [keys.refused, keys.passing]) {
    const workoutId = md5Uuid(`${member.id}:hevy:${key}`);
    const weId = md5Uuid(`${workoutId}:${CUSTOM}`);
    await run(sql`INSERT INTO workouts (id, user_id, title, started_at, ended_at)
                  VALUES (${workoutId}, ${member.id}, 'Legs', now() - interval '2 days', now() - interval '2 days')`);
    await run(sql`INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, last_set_index)
                  VALUES (${weId}, ${workoutId}, ${member.id}, ${customId}, 0, 2)`);
    for (const index of [1, 2]) {
      await run(sql`INSERT INTO data_import_rows (import_id, line, workout_key, workout_title, started_at,
                                                  exercise_name, set_kind, weight, weight_unit, reps)
                    VALUES (${importId}, ${line++}, ${key}, 'Legs', now(), ${CUSTOM}, 'normal', 50, 'kg', 8)`);
      await run(sql`INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps,
                                              is_completed, completed_at)
                    VALUES (${md5Uuid(`${weId}:${index}`)}, ${weId}, ${member.id}, ${customId}, ${index},
                            ${40 + index * 10}, 8, true, now() - interval '2 days' + make_interval(mins => ${index}))`);
    }
  }
  const secondSet = md5Uuid(`${md5Uuid(`${oldWorkout.refused}:${CUSTOM}`)}:2`);
  await run(sql`INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg)
                VALUES (${secondSet}, ${member.id}, ${customId}, ARRAY['weight'], 60, 8, 76)`);
  await run(sql`INSERT INTO workout_likes (workout_id, user_id) VALUES (${oldWorkout.refused}, ${friend.id})`);
  await run(sql`INSERT INTO notifications (user_id, actor_id, kind, workout_id)
                VALUES (${member.id}, ${friend.id}, 'like', ${oldWorkout.refused})`);
  await run(
    sql`INSERT INTO workout_comments (workout_id, user_id, body) VALUES (${oldWorkout.passing}, ${friend.id}, 'Nice')`,
  );

  await migrate(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-repair-'));
  runtime = await bootstrap(
    parseConfig({
      NODE_ENV: 'test',
      PORT: '3000',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      BETTER_AUTH_SECRET: 'repair-test-secret-repair-test-secret-0123456789',
      LOG_LEVEL: 'silent',
    }),
    { database },
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('migration 0033 on the ids 0027 gave imports', () => {
  it('gives every workout, exercise, set and custom exercise the id the import now makes for the same file', async () => {
    const workouts = await run(sql`SELECT id::text FROM workouts WHERE user_id = ${member.id} ORDER BY id`);
    const expected = [keys.refused, keys.passing].map((key) => importedWorkoutId(member.id, 'hevy', key)).sort();
    expect(workouts.map((w) => w.id)).toEqual(expected);
    const customId = uuidV3(IMPORT_NAMESPACE, `${member.id}:import-exercise:zottman curl deluxe`);
    const [custom] = await run(sql`SELECT id::text FROM exercises WHERE owner_user_id = ${member.id}`);
    expect(custom!.id).toBe(customId);
    for (const workoutId of expected) {
      const weId = uuidV3(workoutId, CUSTOM);
      const [we] = await run(
        sql`SELECT id::text, exercise_id::text FROM workout_exercises WHERE workout_id = ${workoutId}`,
      );
      expect(we).toEqual({ id: weId, exercise_id: customId });
      const sets = await run(sql`SELECT id::text, exercise_id::text FROM workout_sets
                                 WHERE workout_exercise_id = ${weId} ORDER BY set_index`);
      expect(sets).toEqual([1, 2].map((index) => ({ id: uuidV3(weId, String(index)), exercise_id: customId })));
      const [stats] = await run(sql`SELECT workout_id::text, exercise_id::text, set_count FROM workout_exercise_stats
                                    WHERE workout_exercise_id = ${weId}`);
      expect(stats).toEqual({ workout_id: workoutId, exercise_id: customId, set_count: 2 });
    }
  });

  it('leaves no table pointing at an old id, and puts every foreign key back', async () => {
    const [refused] = await run(
      sql`SELECT id::text FROM workouts WHERE id = ${importedWorkoutId(member.id, 'hevy', keys.refused)}`,
    );
    const [record] = await run(
      sql`SELECT set_id::text, exercise_id::text FROM personal_records WHERE user_id = ${member.id}`,
    );
    expect(record!.set_id).toBe(uuidV3(uuidV3(refused!.id!, CUSTOM), '2'));
    const [counts] = await run(sql`
      SELECT (SELECT count(*) FROM workout_likes WHERE workout_id = ${refused!.id})::int AS likes,
             (SELECT count(*) FROM notifications WHERE workout_id = ${refused!.id})::int AS notifications,
             (SELECT count(*) FROM workout_comments
              WHERE workout_id = ${importedWorkoutId(member.id, 'hevy', keys.passing)})::int AS comments,
             (SELECT count(*) FROM data_import_rows WHERE workout_id IS NULL)::int AS unmapped_rows,
             (SELECT count(*) FROM data_import_exercises m JOIN exercises e ON e.id = m.exercise_id)::int AS mapped,
             (SELECT count(*) FROM pg_constraint WHERE contype = 'f'
              AND confrelid IN ('workouts'::regclass, 'workout_exercises'::regclass, 'workout_sets'::regclass,
                                'exercises'::regclass))::int AS foreign_keys`);
    // 20 foreign keys after 0033, and workout_activities' of 0041 (issue 42).
    expect(counts).toEqual({ likes: 1, notifications: 1, comments: 1, unmapped_rows: 0, mapped: 1, foreign_keys: 21 });
    for (const old of [oldWorkout.refused, oldWorkout.passing]) {
      const [left] = await run(sql`
        SELECT (SELECT count(*) FROM workouts WHERE id = ${old})::int
             + (SELECT count(*) FROM workout_exercises WHERE workout_id = ${old})::int
             + (SELECT count(*) FROM workout_exercise_stats WHERE workout_id = ${old})::int
             + (SELECT count(*) FROM workout_likes WHERE workout_id = ${old})::int AS n`);
      expect(left!.n).toBe(0);
    }
  });

  it('opens, edits and deletes the repaired workout through the API, and a second import of the file adds nothing', async () => {
    const headers = {
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.9.9',
    };
    const signIn = await runtime.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const id = importedWorkoutId(member.id, 'hevy', keys.refused);
    const opened = await runtime.app.request(`/api/workouts/${id}`, { headers: { cookie } });
    expect(opened.status).toBe(200);
    const detail = (await opened.json()) as { exercises: { name: string; sets: { id: string }[] }[] };
    expect(detail.exercises.map((e) => [e.name, e.sets.length])).toEqual([[CUSTOM, 2]]);
    const edited = await runtime.app.request(`/api/sets/${detail.exercises[0]!.sets[0]!.id}`, {
      method: 'PATCH',
      headers: { ...headers, cookie },
      body: JSON.stringify({ reps: 5 }),
    });
    expect(edited.status).toBe(200);

    // The same file again: both workouts are found, nothing is created.
    const header =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
    const rows = [keys.refused, keys.passing].flatMap((key) =>
      [0, 1].map((index) => `Legs,${key.split('|')[0]},,,${CUSTOM},,,${index},normal,50,8,,,`),
    );
    const staged = await runtime.app.request('/api/data/imports?fileName=again.csv', {
      method: 'POST',
      headers: { ...headers, cookie, 'content-type': 'text/csv' },
      body: [header, ...rows].join('\n'),
    });
    expect(staged.status).toBe(201);
    const preview = (await staged.json()) as { id: string; workouts: number; workoutsAlreadyHere: number };
    expect(preview).toMatchObject({ workouts: 2, workoutsAlreadyHere: 2 });
    const again = await runtime.app.request(`/api/data/imports/${preview.id}/run`, {
      method: 'POST',
      headers: { ...headers, cookie },
    });
    expect(await again.json()).toMatchObject({ workoutsCreated: 0, setsCreated: 0 });

    const removed = await runtime.app.request(`/api/workouts/${id}`, {
      method: 'DELETE',
      headers: { ...headers, cookie },
    });
    expect(removed.status).toBe(204);
    const [left] = await run(sql`SELECT count(*)::int AS n FROM workout_sets WHERE user_id = ${member.id}`);
    expect(left!.n).toBe(2);
  });
});

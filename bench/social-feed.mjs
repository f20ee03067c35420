#!/usr/bin/env node
// The social feed at scale (issue 19), on PostgreSQL: 10,000 members with 20 finished workouts each (200,000
// workouts, 600,000 sets), follows with a power-law skew (a few members have thousands of followers), and one viewer
// who follows 500 people. Times the feed's query as the API runs it (the repository function, in process: no HTTP,
// session or JSON), first page and a page 10 pages deep, plus a profile's visible-workout count, and prints p50/p99 and
// the plan's index use. Prints; never asserts.
//   npm run bench:social   (SOCIAL_RUNS=200 a query; a cluster of its own unless BENCH_DATABASE_URL is set, whose
//                           public schema is emptied first)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { countVisibleWorkouts, findFeed } from '../apps/api/src/modules/social/posts.repository.ts';
import { startPostgres } from './pg-server.mjs';

const RUNS = Number(process.env.SOCIAL_RUNS ?? 200);
const MEMBERS = 10_000;
const WORKOUTS_EACH = 20;
const VIEWER_FOLLOWS = 500;
const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgres({ database: 'social' });
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? cluster.url });
const { db } = database;

try {
  await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await migrate(database);
  const started = performance.now();
  await database.exec(`
    INSERT INTO "user" (id, name, email) SELECT 'm' || g, 'Member ' || g, 'm' || g || '@scale.test'
      FROM generate_series(1, ${MEMBERS}) g;
    INSERT INTO profiles (user_id, handle) SELECT 'm' || g, 'member' || g FROM generate_series(1, ${MEMBERS}) g;
    INSERT INTO workouts (id, user_id, title, started_at, ended_at)
      SELECT gen_random_uuid(), 'm' || u, 'Workout ' || w, t - interval '1 hour', t
      FROM generate_series(1, ${MEMBERS}) u, generate_series(1, ${WORKOUTS_EACH}) w,
           LATERAL (SELECT now() - random() * interval '365 days' - (u * 0 + w) * interval '1 second' AS t) times;
    INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index)
      SELECT gen_random_uuid(), w.id, w.user_id, (SELECT id FROM exercises WHERE owner_user_id IS NULL ORDER BY id LIMIT 1), 0
      FROM workouts w;
    INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, is_completed,
                              completed_at)
      SELECT gen_random_uuid(), we.id, we.user_id, we.exercise_id, s, 60 + s * 5, 8, true, now()
      FROM workout_exercises we, generate_series(1, 3) s;
    -- Power law: member k is followed about in proportion to 1/k (m2 by thousands, most by a handful).
    INSERT INTO follows (follower_id, followee_id, status)
      SELECT DISTINCT follower, followee, 'accepted' FROM (
        SELECT 'm' || f AS follower, 'm' || (2 + floor(power(random(), 3) * ${MEMBERS - 2}))::int AS followee
        FROM generate_series(2, ${MEMBERS}) f, generate_series(1, 20) n) pairs
      WHERE follower <> followee
      ON CONFLICT DO NOTHING;
    INSERT INTO follows (follower_id, followee_id, status)
      SELECT 'm1', 'm' || g, 'accepted' FROM generate_series(2, ${VIEWER_FOLLOWS + 1}) g;
    ANALYZE;
  `);
  const [{ followers }] = (
    await db.execute(sql`SELECT max(n) AS followers FROM (SELECT count(*) AS n FROM follows GROUP BY followee_id) c`)
  ).rows;
  console.log(
    `seeded ${MEMBERS} members, ${MEMBERS * WORKOUTS_EACH} workouts, ${MEMBERS * WORKOUTS_EACH * 3} sets in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; the most followed member has ${followers} followers`,
  );

  const options = { limit: 20, lang: 'en', kgPerLb: 0.45359237 };
  let deepCursor = null;
  for (let page = 0; page < 10; page += 1) {
    const { keys } = await findFeed(db, 'm1', { ...options, cursor: deepCursor });
    deepCursor = keys[19];
  }

  async function time(name, run) {
    for (let i = 0; i < 10; i += 1) await run();
    const ms = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await run();
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2);
    console.log(`${name.padEnd(44)} p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   (${RUNS} runs)`);
  }
  await time('feed, first page (follows 500)', () => findFeed(db, 'm1', { ...options, cursor: null }));
  await time('feed, page 11 (follows 500)', () => findFeed(db, 'm1', { ...options, cursor: deepCursor }));
  await time('visible workouts of the most followed member', () => countVisibleWorkouts(db, 'm2', 'm1'));

  const plan = await db.execute(sql`EXPLAIN SELECT w.id FROM (
      SELECT followee_id AS user_id FROM follows WHERE follower_id = 'm1' AND status = 'accepted') a
    CROSS JOIN LATERAL (SELECT w.id, w.ended_at FROM workouts w WHERE w.user_id = a.user_id AND w.ended_at IS NOT NULL
      ORDER BY w.ended_at DESC, w.id DESC LIMIT 21) w ORDER BY w.ended_at DESC LIMIT 21`);
  const lines = plan.rows.map((row) => row['QUERY PLAN']);
  const scans = lines.filter((line) => /Scan/.test(line)).map((line) => line.trim().replace(/\s+\(cost.*$/, ''));
  console.log(`feed plan: ${scans.join('; ')}`);
} finally {
  await database.close();
  cluster?.stop();
}

#!/usr/bin/env node
// The social feed and the bell at scale (issue 19), on PostgreSQL, on the data of `npm run seed:scale`: the scale
// member (five years of training) following 500 of 10,000 members with 20 finished workouts each (200,000 workouts,
// 600,000 sets), follows with a power-law skew (a few members have thousands of followers) and the notifications
// they wrote. Times the queries as the API runs them (the repository functions, in process: no HTTP, session or
// JSON): the feed's first page and a page 10 pages deep, a profile's visible-workout count, and the bell's unread count
// (the scale member's, and the most followed member's, with thousands unread) and first notifications page. Prints
// p50/p99 and the plans' index use; never asserts.
//   npm run bench:social   (also the last step of bench:api; SOCIAL_RUNS=200 a query; a cluster of its own unless
//                           BENCH_DATABASE_URL is set, whose public schema is emptied first)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { countVisibleWorkouts, findFeed } from '../apps/api/src/modules/social/posts.repository.ts';
import { countUnread, listNotifications } from '../apps/api/src/modules/social/notifications.repository.ts';
import { seedScale } from '../apps/api/src/seed/scale.ts';
import { startPostgres } from './pg-server.mjs';

const RUNS = Number(process.env.SOCIAL_RUNS ?? 200);
const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgres({ database: 'social' });
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? cluster.url });
const { db } = database;

/** The scan lines of a query's plan ("Index Only Scan using x on y"), joined. */
async function scansOf(query) {
  const plan = await db.execute(sql`EXPLAIN ${query}`);
  return plan.rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s+\(cost.*$/, ''),
    )
    .join('; ');
}

try {
  await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await migrate(database);
  const started = performance.now();
  const seeded = await seedScale(db, { reset: true });
  // As autovacuum would have by now: the visibility map lets index-only scans skip the heap.
  await database.exec('VACUUM ANALYZE');
  const viewer = seeded.userId;
  const [{ members, workouts, sets }] = (
    await db.execute(sql`SELECT (SELECT count(*) FROM "user")::int AS members, (SELECT count(*) FROM workouts)::int AS workouts,
                                (SELECT count(*) FROM workout_sets)::int AS sets`)
  ).rows;
  const [{ star, followers, following }] = (
    await db.execute(sql`SELECT (SELECT followee_id FROM follows GROUP BY followee_id ORDER BY count(*) DESC LIMIT 1) AS star,
        (SELECT max(n) FROM (SELECT count(*) AS n FROM follows GROUP BY followee_id) c)::int AS followers,
        (SELECT count(*) FROM follows WHERE follower_id = ${viewer})::int AS following`)
  ).rows;
  console.log(
    `seed:scale: ${members} members, ${workouts} workouts, ${sets} sets in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; the viewer follows ${following}; ` +
      `the most followed member has ${followers} followers`,
  );

  const options = { limit: 20, lang: 'en', kgPerLb: 0.45359237 };
  let deepCursor = null;
  for (let page = 0; page < 10; page += 1) {
    const { keys } = await findFeed(db, viewer, { ...options, cursor: deepCursor });
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
    const p99 = Number(at(0.99));
    console.log(
      `${name.padEnd(48)} p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   (${RUNS} runs)${p99 < 100 ? '' : '   OVER 100 ms'}`,
    );
  }
  await time(`feed, first page (follows ${following})`, () => findFeed(db, viewer, { ...options, cursor: null }));
  await time(`feed, page 11 (follows ${following})`, () => findFeed(db, viewer, { ...options, cursor: deepCursor }));
  await time('visible workouts of the most followed member', () => countVisibleWorkouts(db, star, viewer));
  await time('notification count (the viewer)', () => countUnread(db, viewer));
  await time(`notification count (most followed, ${followers})`, () => countUnread(db, star));
  await time('notifications, first page (the viewer)', () =>
    listNotifications(db, viewer, { cursor: null, limit: 20 }),
  );

  console.log(
    `feed plan: ${await scansOf(sql`SELECT w.id FROM (
      SELECT followee_id AS user_id FROM follows WHERE follower_id = ${viewer} AND status = 'accepted') a
    CROSS JOIN LATERAL (SELECT w.id, w.ended_at FROM workouts w WHERE w.user_id = a.user_id AND w.ended_at IS NOT NULL
      ORDER BY w.ended_at DESC, w.id DESC LIMIT 21) w ORDER BY w.ended_at DESC LIMIT 21`)}`,
  );
  console.log(
    `count plan: ${await scansOf(sql`SELECT count(*) FROM (
      SELECT 1 FROM notifications WHERE user_id = ${star} AND read_at IS NULL LIMIT 100) unread`)}`,
  );
  console.log(
    `list plan: ${await scansOf(sql`SELECT id FROM notifications WHERE user_id = ${viewer}
      ORDER BY created_at DESC, id DESC LIMIT 21`)}`,
  );
} finally {
  await database.close();
  cluster?.stop();
}

import { sql } from 'drizzle-orm';
import { queryRows } from '../core/db';
import { derivedUuid } from '../core/sql';
import type { AppDb } from '../db/client';
import { recomputeMembersRecords } from '../modules/training-rules';
import { SCALE_PLAN } from './scale-plan';

/**
 * The social side of `npm run seed:scale` (issue 19): `members` members with `workoutsEach` finished workouts each,
 * follows with a power-law skew (member k is followed about in proportion to 1/k^(1/3): the first few by thousands,
 * most by a handful), the notifications those follows wrote (most of them read), and the viewer (the scale member)
 * following `viewerFollows` of them, followed by a tenth of them, with likes and comments on their workouts.
 * A few set-based statements over generate_series; bench:social measures the feed and the bell on it.
 */

export interface SeedSocialOptions {
  members: number;
  workoutsEach: number;
  viewerFollows: number;
  now: Date;
}

/** The e-mail pattern of the social members, for removing them (`--reset`). */
export const SOCIAL_EMAIL_LIKE = 'scale-social-%@lifeorbit.app';
const TITLES = ['Push day', 'Pull day', 'Leg day', 'Upper body', 'Full body', 'Heavy singles', 'Easy volume'];

export async function seedSocialScale(
  db: AppDb,
  viewerId: string,
  passwordHash: string,
  { members, workoutsEach, viewerFollows, now }: SeedSocialOptions,
): Promise<void> {
  const end = now.toISOString();
  const slugs = [...new Set(SCALE_PLAN.map((x) => x.slug))];
  const titles = sql`ARRAY[${sql.join(
    TITLES.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const slugArray = sql`ARRAY[${sql.join(
    slugs.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  // Members, their sign-in (one shared password hash) and profiles with handles scale_1 ... scale_N.
  await queryRows(
    db,
    sql`WITH u AS (
          INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
          SELECT 'scale-social-' || g, 'Scale Social ' || g, 'scale-social-' || g || '@lifeorbit.app', true,
                 ${end}::timestamptz - interval '400 days', ${end}::timestamptz - interval '400 days'
          FROM generate_series(1, ${members}) g RETURNING id),
        a AS (
          INSERT INTO account (id, account_id, provider_id, user_id, password)
          SELECT 'acct-' || u.id, u.id, 'credential', u.id, ${passwordHash} FROM u)
        INSERT INTO profiles (user_id, display_name, handle, onboarding_done)
        SELECT u.id, 'Lifter ' || substr(u.id, 14), 'scale_' || substr(u.id, 14), true FROM u`,
  );
  // Workouts over the last year, each with one catalogue exercise and three sets.
  await queryRows(
    db,
    sql`WITH w AS (
          SELECT ${derivedUuid(sql`'scale-social:' || g || ':' || k`)} AS id, 'scale-social-' || g AS user_id, g, k,
                 ${end}::timestamptz - make_interval(secs => ((g * 7919 + k * 104729) % 31536000)::double precision)
                   AS ended_at
          FROM generate_series(1, ${members}) g, generate_series(1, ${workoutsEach}) k),
        ins_w AS (
          INSERT INTO workouts (id, user_id, title, started_at, ended_at, created_at, updated_at)
          SELECT w.id, w.user_id, (${titles})[1 + (w.g + w.k) % ${TITLES.length}], w.ended_at - interval '1 hour',
                 w.ended_at, w.ended_at, w.ended_at
          FROM w RETURNING id, user_id, started_at),
        ex AS (
          SELECT array_agg(e.id ORDER BY e.slug) AS ids FROM exercises e
          WHERE e.owner_user_id IS NULL AND e.slug = ANY(${slugArray})),
        ins_we AS (
          INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, created_at, updated_at)
          SELECT ${derivedUuid(sql`ins_w.id::text || ':0'`)}, ins_w.id, ins_w.user_id,
                 ex.ids[1 + abs(hashtext(ins_w.id::text)) % array_length(ex.ids, 1)], 0, ins_w.started_at,
                 ins_w.started_at
          FROM ins_w, ex RETURNING id, user_id, exercise_id, created_at)
        INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, weight_unit,
            is_completed, completed_at, created_at, updated_at)
        SELECT ${derivedUuid(sql`ins_we.id::text || ':' || s`)}, ins_we.id, ins_we.user_id, ins_we.exercise_id, s,
               40 + (abs(hashtext(ins_we.user_id)) % 16) * 5, 8 - s, 'kg', true,
               ins_we.created_at + make_interval(mins => s * 4), ins_we.created_at, ins_we.created_at
        FROM ins_we, generate_series(1, 3) s`,
  );
  // The records those sets beat, decided as an import decides them, for every member in one go.
  await recomputeMembersRecords(
    db,
    Array.from({ length: members }, (_, n) => `scale-social-${n + 1}`),
  );
  // Follows: twenty picks each, skewed towards the first members; the viewer follows the first viewerFollows and a
  // tenth of the members follow the viewer. Each follow wrote its notification; all but the last week's are read.
  await queryRows(
    db,
    sql`WITH picks AS (
          SELECT DISTINCT ON (follower, followee) follower, followee,
                 ${end}::timestamptz - make_interval(secs => ((f * 31 + n * 7) * 977 % 31536000)::double precision)
                   AS created_at
          FROM (SELECT f, n, 'scale-social-' || f AS follower,
                       'scale-social-' || (1 + floor(power(random(), 3) * ${members}))::int AS followee
                FROM generate_series(1, ${members}) f, generate_series(1, 20) n) p
          WHERE follower <> followee
          UNION ALL
          SELECT ${viewerId}, 'scale-social-' || g, ${end}::timestamptz - make_interval(hours => g)
          FROM generate_series(1, ${Math.min(viewerFollows, members)}) g
          UNION ALL
          SELECT 'scale-social-' || g, ${viewerId}, ${end}::timestamptz - make_interval(mins => g * 37)
          FROM generate_series(1, ${members}, 10) g),
        ins AS (
          INSERT INTO follows (follower_id, followee_id, status, created_at)
          SELECT follower, followee, 'accepted', created_at FROM picks
          ON CONFLICT DO NOTHING RETURNING follower_id, followee_id, created_at)
        INSERT INTO notifications (user_id, actor_id, kind, created_at, read_at)
        SELECT followee_id, follower_id, 'follow', created_at,
               CASE WHEN created_at < ${end}::timestamptz - interval '7 days' THEN created_at + interval '1 day' END
        FROM ins`,
  );
  // The viewer's followers like their latest workout, and every fifth of them comments on it.
  await queryRows(
    db,
    sql`WITH latest AS (
          SELECT id FROM workouts WHERE user_id = ${viewerId} AND ended_at IS NOT NULL
          ORDER BY ended_at DESC LIMIT 1),
        fans AS (
          SELECT f.follower_id, row_number() OVER (ORDER BY f.follower_id) AS r, f.created_at
          FROM follows f WHERE f.followee_id = ${viewerId}),
        liked AS (
          INSERT INTO workout_likes (workout_id, user_id, created_at)
          SELECT latest.id, fans.follower_id, fans.created_at FROM latest, fans
          RETURNING workout_id, user_id, created_at),
        commented AS (
          INSERT INTO workout_comments (workout_id, user_id, body, created_at, updated_at)
          SELECT latest.id, fans.follower_id, 'Strong session! #' || fans.r, fans.created_at, fans.created_at
          FROM latest, fans WHERE fans.r % 5 = 0
          RETURNING id, workout_id, user_id, created_at),
        like_notes AS (
          INSERT INTO notifications (user_id, actor_id, kind, workout_id, created_at)
          SELECT ${viewerId}, user_id, 'like', workout_id, created_at FROM liked)
        INSERT INTO notifications (user_id, actor_id, kind, workout_id, comment_id, created_at)
        SELECT ${viewerId}, user_id, 'comment', workout_id, id, created_at FROM commented`,
  );
}

/** Removes the social members (their workouts, follows and notifications go with them). */
export async function removeSocialScale(db: AppDb): Promise<void> {
  await queryRows(db, sql`DELETE FROM "user" WHERE email LIKE ${SOCIAL_EMAIL_LIKE} RETURNING 1`);
}

import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../core/db';
import type { AppDb } from '../db/client';
import { recomputeMembersRecords } from '../modules/data';
import { awardBadges } from '../modules/progress';
import { derivedUuid, SCALE_PLAN, type ScaleExercise } from './scale-plan';
import { removeSocialScale, seedSocialScale } from './scale-social';

/**
 * `npm run seed:scale` (issue 17): a member with five years of training (about 750 workouts and 25,000 sets), plus
 * other members with shorter histories, for measuring the progress, analytics and achievements endpoints at scale.
 * Every table is filled by a few set-based INSERT ... SELECT statements over generate_series, never row by row.
 * Issue 19 adds the social side (scale-social.ts): 10,000 members with workouts, power-law follows and notifications,
 * the scale member following 500 of them.
 */

export const SCALE_MEMBER = { email: 'scale@lifeorbit.app', password: 'scale-member-2026', name: 'Scale Member' };

export interface SeedScaleOptions {
  /** Years of training of the scale member (5: about 750 workouts). */
  years?: number;
  /** Workouts a week, on average. */
  workoutsPerWeek?: number;
  /** Other members, each with `otherWorkouts` workouts. */
  otherMembers?: number;
  otherWorkouts?: number;
  /** Members of the social side (10,000), each with `socialWorkouts` (20) workouts; the scale member follows 500. */
  socialMembers?: number;
  socialWorkouts?: number;
  viewerFollows?: number;
  /** Remove the scale accounts and their data first (else an existing scale member makes this a no-op). */
  reset?: boolean;
  /** The end of the history (tests pass a fixed one). */
  now?: Date;
}

export interface SeedScaleResult {
  created: boolean;
  userId: string;
  workouts: number;
  sets: number;
  ms: number;
}

const OTHER_EMAIL = (n: number) => `scale-other-${n}@lifeorbit.app`;

export async function createAccount(db: AppDb, email: string, name: string, passwordHash: string): Promise<string> {
  const userId = crypto.randomUUID();
  await queryRows(
    db,
    sql`WITH u AS (
          INSERT INTO "user" (id, name, email, email_verified) VALUES (${userId}, ${name}, ${email}, true) RETURNING id)
        INSERT INTO account (id, account_id, provider_id, user_id, password)
        SELECT ${crypto.randomUUID()}, u.id, 'credential', u.id, ${passwordHash} FROM u`,
  );
  return userId;
}

/**
 * One member's history: `count` finished workouts spread evenly over the days before `now`, each one of the plan's
 * days (rotating), with its exercises, warm-up and working sets progressing over time; then the records those sets
 * beat, weekly body weights, and the badges all of it earns. Personas (modules/personas) pass plans of their own.
 */
export async function seedHistory(
  db: AppDb,
  userId: string,
  count: number,
  days: number,
  now: Date,
  trainingPlan: readonly ScaleExercise[] = SCALE_PLAN,
): Promise<void> {
  const plan = sql.join(
    trainingPlan.map(
      (x: ScaleExercise) =>
        sql`(${x.day}::int, ${x.order}::int, ${x.slug}::text, ${x.startKg}::numeric, ${x.gainKg}::numeric, ${x.reps}::int, ${x.sets}::int)`,
    ),
    sql`, `,
  );
  const end = now.toISOString();
  const dayCount = Math.max(...trainingPlan.map((x) => x.day)) + 1;
  await queryRows(
    db,
    sql`WITH params AS (
          SELECT ${userId}::text AS user_id, ${count}::int AS n, ${days}::int AS days, ${end}::timestamptz AS ends),
        w AS (
          -- Starts spread over the period at varied hours (05:30 to 22:00), 50-90 minutes long.
          SELECT i, ${derivedUuid(sql`p.user_id || ':w:' || i`)} AS id, p.user_id,
                 date_trunc('day', p.ends - make_interval(days => p.days) + make_interval(secs => i * p.days * 86400.0 / p.n))
                   + make_interval(mins => 330 + (i * 137) % 990) AS started_at,
                 50 + (i * 7) % 40 AS minutes, i % ${dayCount} AS plan_day, i::numeric / p.n AS progress
          FROM params p, generate_series(0, p.n - 1) AS i),
        plan (plan_day, order_index, slug, start_kg, gain_kg, reps, sets) AS (VALUES ${plan}),
        ins_w AS (
          INSERT INTO workouts (id, user_id, title, started_at, ended_at, created_at, updated_at)
          SELECT w.id, w.user_id, 'Day ' || chr(65 + w.plan_day), w.started_at,
                 w.started_at + make_interval(mins => w.minutes), w.started_at, w.started_at
          FROM w RETURNING id),
        we AS (
          SELECT ${derivedUuid(sql`w.id::text || ':' || plan.order_index`)} AS id, w.id AS workout_id, w.user_id, e.id AS exercise_id,
                 plan.order_index, plan.reps, plan.sets, w.started_at, w.progress,
                 -- Five years of slowing gains with a deload every eighth week.
                 round((plan.start_kg + plan.gain_kg * sqrt(w.progress)) * CASE WHEN (w.i / 24) % 8 = 7 THEN 0.9 ELSE 1 END
                       / 2.5) * 2.5 AS top_kg
          FROM w JOIN plan ON plan.plan_day = w.plan_day
          JOIN exercises e ON e.slug = plan.slug AND e.owner_user_id IS NULL),
        ins_we AS (
          INSERT INTO workout_exercises (id, workout_id, user_id, exercise_id, order_index, target_sets, target_reps,
              weight_unit, rest_sec, last_set_index, created_at, updated_at)
          SELECT we.id, we.workout_id, we.user_id, we.exercise_id, we.order_index, we.sets, we.reps, 'kg', 120,
                 we.sets + 1, we.started_at, we.started_at
          FROM we WHERE EXISTS (SELECT 1 FROM ins_w WHERE ins_w.id = we.workout_id) RETURNING id)
        INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps, weight_unit,
            set_kind, is_completed, completed_at, notes, created_at, updated_at)
        SELECT ${derivedUuid(sql`we.id::text || ':' || s`)}, we.id, we.user_id, we.exercise_id, s,
               CASE WHEN s = 1 THEN round(we.top_kg * 0.5 / 2.5) * 2.5 ELSE we.top_kg END,
               CASE WHEN s = 1 THEN 10 ELSE greatest(1, we.reps - (s - 2) / 2) END, 'kg',
               CASE WHEN s = 1 THEN 'warmup' ELSE 'normal' END, true,
               we.started_at + make_interval(mins => 4 + we.order_index * 11 + s * 2),
               CASE WHEN s % 3 = 0 THEN 'Feel: =' END,
               we.started_at, we.started_at
        FROM we CROSS JOIN LATERAL generate_series(1, we.sets + 1) AS s
        WHERE EXISTS (SELECT 1 FROM ins_we WHERE ins_we.id = we.id)`,
  );
  // The records those sets beat, decided as an import decides them: over every set of the member at once.
  await recomputeMembersRecords(db, [userId]);
  await queryRows(
    db,
    sql`INSERT INTO body_measurements (user_id, day, body_weight_kg, waist_cm)
        SELECT ${userId}, (${end}::timestamptz - make_interval(days => k * 7))::date,
               round((78 + 4 * sin(k / 9.0) + k * 0.01)::numeric, 1), CASE WHEN k % 4 = 0 THEN 84 + k % 5 END
        FROM generate_series(0, ${Math.floor(days / 7)}) AS k
        ON CONFLICT DO NOTHING`,
  );
  await awardBadges(db, userId);
}

async function removeScaleAccounts(db: AppDb, otherMembers: number): Promise<void> {
  const emails = [SCALE_MEMBER.email, ...Array.from({ length: otherMembers }, (_, n) => OTHER_EMAIL(n + 1))];
  // Sets first: their summary rows follow by trigger, and workouts then go with the users.
  await queryRows(
    db,
    sql`DELETE FROM "user" WHERE email IN (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
}

export async function seedScale(db: AppDb, options: SeedScaleOptions = {}): Promise<SeedScaleResult> {
  const startedAt = Date.now();
  const years = options.years ?? 5;
  const perWeek = options.workoutsPerWeek ?? 3;
  const otherMembers = options.otherMembers ?? 10;
  const otherWorkouts = options.otherWorkouts ?? 50;
  const now = options.now ?? new Date();
  if (options.reset) {
    await removeScaleAccounts(db, otherMembers);
    await removeSocialScale(db);
  }
  const [existing] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM "user" WHERE email = ${SCALE_MEMBER.email}`,
  );
  if (existing) return { created: false, userId: existing.id, workouts: 0, sets: 0, ms: Date.now() - startedAt };

  const days = Math.round(years * 365);
  const workouts = Math.round((days / 7) * perWeek);
  const userId = await createAccount(
    db,
    SCALE_MEMBER.email,
    SCALE_MEMBER.name,
    await hashPassword(SCALE_MEMBER.password),
  );
  await queryRows(
    db,
    sql`INSERT INTO profiles (user_id, display_name, preferred_language, onboarding_done, height_cm, experience_level,
            training_goal, training_days_per_week, default_rest_sec, time_zone)
        VALUES (${userId}, ${SCALE_MEMBER.name}, 'en', true, 180, 'advanced', 'strength', 3, 150, 'Europe/Madrid')`,
  );
  await seedHistory(db, userId, workouts, days, now);
  // The other members share one password hash: hashing is the slow part of making an account.
  const otherHash = await hashPassword(`${SCALE_MEMBER.password}-other`);
  for (let n = 1; n <= otherMembers; n += 1) {
    const otherId = await createAccount(db, OTHER_EMAIL(n), `Scale Other ${n}`, otherHash);
    await seedHistory(db, otherId, otherWorkouts, Math.round(otherWorkouts * 2.5), now);
  }
  await seedSocialScale(db, userId, otherHash, {
    members: options.socialMembers ?? 10_000,
    workoutsEach: options.socialWorkouts ?? 20,
    viewerFollows: options.viewerFollows ?? 500,
    now,
  });
  const [counts] = await queryRows<{ workouts: number; sets: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM workouts WHERE user_id = ${userId})::int AS workouts,
               (SELECT count(*) FROM workout_sets WHERE user_id = ${userId})::int AS sets`,
  );
  return { created: true, userId, workouts: counts!.workouts, sets: counts!.sets, ms: Date.now() - startedAt };
}

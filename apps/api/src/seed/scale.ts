import { sql } from 'drizzle-orm';
import { queryRows } from '../core/db';
import type { AppDb } from '../db/client';
import { createConfirmedAccount, hashPassword } from '../auth';
import { seedHistory } from '../modules/personas';
import { SCALE_PLAN } from './scale-plan';
import { removeSocialScale, seedSocialScale } from './scale-social';

/**
 * `npm run seed:scale` (issue 17): a member with five years of training (about 750 workouts and 25,000 sets), plus
 * other members with shorter histories, for measuring the progress, analytics and achievements endpoints at scale.
 * Every table is filled by a few set-based INSERT ... SELECT statements over generate_series, never row by row.
 * Issue 19 adds the social side (scale-social.ts): 10,000 members with workouts, power-law follows and notifications,
 * the scale member following 500 of them. Accounts and histories are made as personas are (modules/personas).
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
  const userId = await createConfirmedAccount(
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
  await seedHistory(db, userId, { count: workouts, days, now, plan: SCALE_PLAN });
  // The other members share one password hash: hashing is the slow part of making an account.
  const otherHash = await hashPassword(`${SCALE_MEMBER.password}-other`);
  for (let n = 1; n <= otherMembers; n += 1) {
    const otherId = await createConfirmedAccount(db, OTHER_EMAIL(n), `Scale Other ${n}`, otherHash);
    await seedHistory(db, otherId, {
      count: otherWorkouts,
      days: Math.round(otherWorkouts * 2.5),
      now,
      plan: SCALE_PLAN,
    });
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

import { queryRows } from '../core/db';
import type { AppDeps } from '../core/deps';
import { countUsers, findUserIdByEmail, grantRole, markEmailVerified } from '../auth';
import { seedDemoGym } from '../modules/gyms';
import { upsertProfile } from '../modules/profile';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { seedDemoMentors } from './demo-mentors';
import { seedDemoAmbassador } from './demo-ambassadors';
import { seedDemoTraining } from './demo-training';

async function hasWorkouts(db: AppDb, userId: string): Promise<boolean> {
  const found = await queryRows(db, sql`SELECT 1 FROM workouts WHERE user_id = ${userId} LIMIT 1`);
  return found.length > 0;
}

export const DEMO_ACCOUNTS = {
  member: { email: 'demo@lifeorbit.app', password: 'demo-member-2026', displayName: 'Demo Member' },
  admin: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026', displayName: 'Demo Admin' },
  ambassador: { email: 'ambassador@lifeorbit.app', password: 'demo-ambassador-2026', displayName: 'Demo Ambassador' },
} as const;

/** Creates the demo member and the demo superadmin on an empty database; returns whether it did. */
export async function seedDemo(deps: Pick<AppDeps, 'auth' | 'database'>, options: { force?: boolean } = {}) {
  const { db } = deps.database;
  if (!options.force && (await countUsers(db)) > 0) return false;
  let adminId: string | null = null;
  const ids: Partial<Record<keyof typeof DEMO_ACCOUNTS, string>> = {};
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    let userId = await findUserIdByEmail(db, account.email);
    if (!userId) {
      const created = await deps.auth.api.signUpEmail({
        body: { email: account.email, password: account.password, name: account.displayName },
      });
      userId = created.user.id;
    }
    // Signed in with the password of the README: created confirmed (sign-up alone leaves an e-mail unconfirmed).
    await markEmailVerified(db, userId);
    await upsertProfile(db, userId, {
      displayName: account.displayName,
      onboardingDone: true,
      preferredLanguage: 'en',
    });
    if (kind === 'admin') {
      await grantRole(db, userId, 'superadmin', null);
      adminId = userId;
    }
    if (kind === 'member' && !(await hasWorkouts(db, userId))) await seedDemoTraining(db, userId);
    // The demo member's home gym, with their workouts logged there (issue 20).
    if (kind === 'member') await seedDemoGym(db, userId);
    ids[kind as keyof typeof DEMO_ACCOUNTS] = userId;
  }
  if (adminId) await seedDemoMentors(deps, adminId);
  await seedDemoAmbassador(db, ids.ambassador!, ids.member!, ids.admin!);
  return true;
}

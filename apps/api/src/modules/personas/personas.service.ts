import crypto from 'node:crypto';
import type {
  LanguageCode,
  PersonaDashboard,
  PersonaMembersResponse,
  SeedPersonaRequest,
  SeedPersonaResponse,
} from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { createConfirmedAccount, hashPassword } from '../../auth';
import { insertSeededProfile } from '../profile';
import { logAdminAction } from '../security';
import { seedHistory } from './history.service';
import { PERSONA_PLANS } from './persona-plans';
import { countSets, dashboardOf, findPersonaMember, listPersonaMembers, personaEmail } from './personas.repository';

/**
 * Makes a persona member with `months` of training ending `now`: one account nobody can sign in to (its password is
 * random and thrown away), its profile, and its history written set-based as seed:scale does. Audited.
 */
export async function seedPersona(
  db: AppDb,
  actorUserId: string,
  { persona, months }: SeedPersonaRequest,
  now = new Date(),
): Promise<SeedPersonaResponse> {
  const plan = PERSONA_PLANS[persona];
  const suffix = crypto.randomBytes(4).toString('hex');
  const name = `${plan.name} ${suffix}`;
  const days = Math.round(months * 30.4);
  const workouts = Math.max(1, Math.round((days / 7) * plan.workoutsPerWeek));
  const userId = await createConfirmedAccount(
    db,
    personaEmail(persona, suffix),
    name,
    await hashPassword(crypto.randomBytes(24).toString('base64url')),
  );
  await insertSeededProfile(db, userId, {
    name,
    experience: plan.experience,
    goal: plan.goal,
    days: plan.workoutsPerWeek,
  });
  await seedHistory(db, userId, { count: workouts, days, now, plan: plan.plan });
  await logAdminAction(db, {
    actorUserId,
    actionType: 'persona_seeded',
    targetUserId: userId,
    details: { persona, months, workouts },
  });
  const member = await findPersonaMember(db, userId);
  return { member: member!, sets: await countSets(db, userId) };
}

export async function listPersonas(db: AppDb, page: number, pageSize: number): Promise<PersonaMembersResponse> {
  return { ...(await listPersonaMembers(db, page, pageSize)), page, pageSize };
}

export async function getPersonaDashboard(
  db: AppDb,
  userId: string,
  lang: LanguageCode,
  now = new Date(),
): Promise<PersonaDashboard> {
  const member = await findPersonaMember(db, userId);
  if (!member) throw new AppError('not_found', 'No persona member has this id');
  return { member, ...(await dashboardOf(db, userId, lang, now)) };
}

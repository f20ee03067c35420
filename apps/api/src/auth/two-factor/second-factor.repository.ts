import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { session } from '../../db/schema';
import type { SecondFactor } from './second-factor';

/** Records that a session passed the second factor (second-factor.ts). */
export async function markSecondFactor(db: AppDb, sessionId: string, how: SecondFactor): Promise<void> {
  await db.update(session).set({ secondFactor: how }).where(eq(session.id, sessionId));
}

/** Ends a member's other sessions that passed no second factor (they turned two-factor on elsewhere). */
export async function forgetSecondFactorlessSessions(db: AppDb, userId: string, keepSessionId: string): Promise<void> {
  await db
    .delete(session)
    .where(and(eq(session.userId, userId), isNull(session.secondFactor), ne(session.id, keepSessionId)));
}

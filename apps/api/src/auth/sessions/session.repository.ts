import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../core/db';
import type { AppDb } from '../../db/client';
import { session } from '../../db/schema';

/** A session row and its user, as the session reader checks them (ADR 015). */
export interface SessionRow {
  id: string;
  expires_at: Date | string;
  second_factor: string | null;
  two_factor_enabled: boolean;
  user_id: string;
  email: string;
  name: string;
}

const sessionStatement = preparedStatement<SessionRow, { token: string }>(
  () => sql`SELECT s.id, s.expires_at, s.second_factor, u.id AS user_id, u.email, u.name, u.two_factor_enabled
            FROM session s JOIN "user" u ON u.id = s.user_id WHERE s.token = ${sql.placeholder('token')}`,
);

/** The session of a token and its user, in one prepared statement on every request; null when there is none. */
export async function findSessionByToken(db: AppDb, token: string): Promise<SessionRow | null> {
  const [row] = await sessionStatement(db, '', { token });
  return row ?? null;
}

/** Ends one of a member's sessions (the admin revokes it); whether it was theirs. */
export async function deleteSession(db: AppDb, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return deleted.length > 0;
}

/** Ends every session of a member (a ban); how many there were. */
export async function deleteAllSessions(db: AppDb, userId: string): Promise<number> {
  const deleted = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return deleted.length;
}

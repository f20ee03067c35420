import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** A member with a confirmed e-mail and a password (its hash): a persona's account, or seed:scale's. */
export async function createConfirmedAccount(
  db: AppDb,
  email: string,
  name: string,
  passwordHash: string,
): Promise<string> {
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

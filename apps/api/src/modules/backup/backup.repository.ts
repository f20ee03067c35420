import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

export interface Credentials {
  /** better-auth's hash of the account's password; null when it signs in only through a provider or a passkey. */
  hash: string | null;
  twoFactorEnabled: boolean;
}

/** What a backup download asks again: the password's hash and whether two-factor is on, in one query. */
export async function credentialsOf(db: AppDb, userId: string): Promise<Credentials | null> {
  const [row] = await queryRows<Credentials>(
    db,
    sql`SELECT a.password AS hash, u.two_factor_enabled AS "twoFactorEnabled" FROM "user" u
        LEFT JOIN account a ON a.user_id = u.id AND a.provider_id = 'credential'
        WHERE u.id = ${userId} LIMIT 1`,
  );
  return row ?? null;
}

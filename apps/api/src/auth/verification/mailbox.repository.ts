import { sql } from 'drizzle-orm';
import type { DevMail } from '@lifeorbit/contracts/data';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';

/** The development mailbox, newest first, a page at a time (its index: created_at DESC, id DESC). */
export async function listDevMail(db: AppDb, limit: number, before: string | null): Promise<DevMail[]> {
  return queryRows<DevMail>(
    db,
    sql`SELECT id, kind, to_address AS "to", subject, body, to_json(created_at) #>> '{}' AS "createdAt"
        FROM dev_mailbox ${before ? sql`WHERE created_at < ${before}::timestamptz` : sql``}
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}

/** The newest mail of the development mailbox to one address, or null (the API tests read sign-up links with it). */
export async function latestDevMailTo(db: AppDb, to: string, kind: DevMail['kind']): Promise<DevMail | null> {
  const found = await queryRows<DevMail>(
    db,
    sql`SELECT id, kind, to_address AS "to", subject, body, to_json(created_at) #>> '{}' AS "createdAt"
        FROM dev_mailbox WHERE to_address = ${to} AND kind = ${kind} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return found[0] ?? null;
}

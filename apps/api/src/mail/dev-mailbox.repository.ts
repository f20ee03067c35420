import { sql } from 'drizzle-orm';
import { queryRows } from '../core/db';
import type { AppDb } from '../db/client';
import type { Mail } from './mailer';

/** Keeps an e-mail in the development mailbox (migration 0027), where a superadmin reads it. */
export async function insertDevMail(db: AppDb, mail: Mail): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO dev_mailbox (kind, to_address, subject, body) VALUES (${mail.kind}, ${mail.to}, ${mail.subject},
        ${mail.text})`,
  );
}

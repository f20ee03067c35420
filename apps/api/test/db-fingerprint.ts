import { sql } from 'drizzle-orm';
import { getRuntime } from './harness';

/**
 * Tables every request may touch (sessions, rate limits, logs), and the development mailbox, which a sign-up elsewhere
 * fills a moment later (mail goes out in the background, issue 24): left out of "nothing stored changed".
 */
const VOLATILE_TABLES = new Set([
  'dev_mailbox',
  'session',
  'rate_limit',
  'api_rate_limits',
  'verification',
  'admin_action_log',
  'schema_migrations',
]);

let fingerprintQuery: string | null = null;

/** One hash over every row of every stable table, in a single query: equal before and after means nothing changed. */
export async function databaseFingerprint(): Promise<string> {
  const { database } = await getRuntime();
  if (!fingerprintQuery) {
    const result = await database.db.execute(
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows
      .map((row) => row.table_name)
      .filter((name) => !VOLATILE_TABLES.has(name));
    const parts = tables.map(
      (name) =>
        `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM "${name.replace(/"/g, '""')}" x)`,
    );
    fingerprintQuery = `SELECT md5(concat_ws('|', ${parts.join(', ')})) AS fingerprint`;
  }
  const result = await database.db.execute(sql.raw(fingerprintQuery));
  return (result as unknown as { rows: { fingerprint: string }[] }).rows[0]!.fingerprint;
}

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

/** Every stable table's row count and newest writer, in a single query: equal before and after means nothing changed. */
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
    // A table's row count and the newest transaction that wrote one of its rows: an INSERT, an UPDATE (even one that
    // writes the same values) or a DELETE that commits moves one of the two, and a rolled-back write moves neither
    // (its row versions are never visible). Transaction ids only grow, so an update's new row version is the newest.
    // Hashing every row's text, as this did before, read and sorted the whole database twice a case: a third of the
    // API suite's time (issue 38).
    const parts = tables.map(
      (name) => `(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM "${name.replace(/"/g, '""')}")`,
    );
    // A function takes at most 100 arguments in PostgreSQL: the tables go in groups of 50, joined the same way.
    const groups: string[] = [];
    for (let i = 0; i < parts.length; i += 50) groups.push(`concat_ws('|', ${parts.slice(i, i + 50).join(', ')})`);
    fingerprintQuery = `SELECT concat_ws('|', ${groups.join(', ')}) AS fingerprint`;
  }
  const result = await database.db.execute(sql.raw(fingerprintQuery));
  return (result as unknown as { rows: { fingerprint: string }[] }).rows[0]!.fingerprint;
}

import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from './client';

/** The part of Drizzle's database (or transaction) object that builds and runs a query under a statement name. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs a hot query as a named prepared statement: PostgreSQL parses it once per connection and, after a few runs,
 * keeps one plan instead of planning every call (planning the one-statement workout detail costs as much as running
 * it; ADR 013). The name is a hash of the text, so the same text is always the same statement. PGlite runs it as an
 * ordinary query. Use it only for fixed texts: every distinct text stays prepared on each pooled connection.
 *
 * Drizzle's `execute` has no way to name a statement, so this goes through the same session call it makes itself.
 */
export async function preparedRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `lo_${crypto.createHash('sha256').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client';

/** Runs a query and answers its rows; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** PostgreSQL error codes the services turn into answers (a caller's conflict, not a crash). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';

export interface PgError {
  /** The SQLSTATE: 23505 unique, 23503 foreign key, 23514 check... */
  code: string;
  /** The constraint that failed, when the server names one. */
  constraint?: string;
}

/** The PostgreSQL error inside a failed query's error (drivers and drizzle wrap it in `cause`), or null. */
export function pgErrorOf(err: unknown): PgError | null {
  let current = err as { code?: unknown; constraint?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return {
        code: current.code,
        ...(typeof current.constraint === 'string' && { constraint: current.constraint }),
      };
    }
    current = current.cause as typeof current;
  }
  return null;
}

/** The part of Drizzle's database (or transaction) object that builds and runs a query under a statement name. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): PreparedQuery;
  };
}

interface PreparedQuery {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** The statement name of a SQL text: a hash of it, so the same text is always the same statement. */
const statementName = (text: string) =>
  `lo_${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

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
  const result = await session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/**
 * The same for the hottest statements, built once: `build(variant)` writes the text with `sql.placeholder(name)` for
 * each value, once per database and variant (a language, say); each call then only sends the values. Saves building
 * and hashing the text on every request (issue 15). Answers `(db, variant, values) => rows`.
 */
export function preparedStatement<T, V extends Record<string, unknown>>(build: (variant: string) => SQL) {
  const byDb = new WeakMap<AppDb, Map<string, PreparedQuery>>();
  return async (db: AppDb, variant: string, values: V): Promise<T[]> => {
    let byVariant = byDb.get(db);
    if (!byVariant) byDb.set(db, (byVariant = new Map()));
    let query = byVariant.get(variant);
    if (!query) {
      const { dialect, session } = db as unknown as DrizzleInternals;
      const built = dialect.sqlToQuery(build(variant));
      query = session.prepareQuery(built, undefined, statementName(built.sql), false);
      byVariant.set(variant, query);
    }
    const result = await query.execute(values);
    return (result as { rows: T[] }).rows;
  };
}

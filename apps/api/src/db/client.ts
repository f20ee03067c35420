import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { observePoolStatements, timedPgClient, timedPglite, type DatabaseObserver } from './query-timing';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(script: string): Promise<void>;
  /** Runs fn while holding a server-wide lock, so two processes starting together do not both migrate. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Told of every query and of connection errors (metrics, logs): bootstrap fills it in. */
  observer: DatabaseObserver;
}

// Any fixed number, the same in every process of this app.
const EXCLUSIVE_LOCK_ID = 727_274_001;

export type DatabaseOptions = { databaseUrl: string } | { dataDir: string | null };

/** PGlite in a folder (or in memory when dataDir is null), or a PostgreSQL server when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    // PGlite creates only the last folder of the path.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const observer: DatabaseObserver = {};
  const db = drizzlePglite(timedPglite(client, observer), { schema }) as unknown as AppDb;
  return {
    observer,
    kind: 'pglite',
    db,
    exec: async (script) => {
      await client.exec(script);
    },
    // One process owns a PGlite folder, so there is nobody to exclude.
    withExclusiveLock: (fn) => fn(),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const observer: DatabaseObserver = {};
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    Client: timedPgClient(observer),
    // A request waits at most this long for a connection (the server may be restarting), then fails with a 500.
    connectionTimeoutMillis: 10_000,
    // Short queries only. JIT compiling one whose cost estimate grows with the table statistics (the workout detail,
    // once workout_sets is large) took 100-350 ms a call, a hundred times the query itself (ADR 013). A SET on each
    // new connection (awaited before its first query) rather than a startup option, which poolers may refuse.
    onConnect: async (client: pg.ClientBase) => {
      await client.query('SET jit = off').catch(() => undefined);
    },
  });
  // An idle connection dies when the server restarts: the pool replaces it, and the process must not die with it.
  pool.on('error', (err) => observer.onIdleError?.(err));
  observePoolStatements(pool, observer);
  // Fail at start, with the server's own words, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  return {
    observer,
    kind: 'postgres',
    db,
    exec: async (script) => {
      await pool.query(script);
    },
    withExclusiveLock: async (fn) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [EXCLUSIVE_LOCK_ID]);
        return await fn();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

import { sql } from 'drizzle-orm';
import type { Lifecycle } from '../core/observability';
import type { Database } from '../db/client';
import { listMigrations } from '../db/migrate';

export type ReadyState = 'ready' | 'draining' | 'database_unavailable' | 'migrations_pending';

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    isDraining: () => draining,
    startDraining: () => {
      draining = true;
    },
  };
}

const CHECK_TIMEOUT_MS = 2_000;
let newestMigration: string | null | undefined;

/**
 * Ready to serve: not shutting down, the database answers (within 2 s) and has every migration this build knows.
 * Never throws: a database that went away is a state to report, not an error.
 */
export async function checkReady(database: Database, lifecycle: Lifecycle): Promise<ReadyState> {
  if (lifecycle.isDraining()) return 'draining';
  newestMigration ??= listMigrations().at(-1)?.version ?? null;
  const newest = newestMigration;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    const query = database.db
      .execute(sql`SELECT max(version) AS version FROM schema_migrations`)
      .then((result) => (result as unknown as { rows: { version: string | null }[] }).rows[0]?.version ?? null);
    const answer = await Promise.race([query, timeout]);
    if (answer === 'timeout') return 'database_unavailable';
    return answer === newest ? 'ready' : 'migrations_pending';
  } catch {
    return 'database_unavailable';
  } finally {
    clearTimeout(timer);
  }
}

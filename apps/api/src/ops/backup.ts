import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { currentMigration } from '../db/migrate';
import { AUTH_SECRET_ENTRY, BackupError, BackupWriter, PG_DUMP_ENTRY, type BackupManifest } from './backup-file';
import { dumpTables, listTables, tablesInDependencyOrder } from './logical-dump';
import { findPgTool, pgDump } from './pg-tools';

export type BackupConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'BETTER_AUTH_SECRET' | 'PG_BIN_DIR'>;

/**
 * Writes a consistent backup of the whole database into FILE (ADR 022): pg_dump's own on PostgreSQL when pg_dump is
 * found, otherwise every table's rows read in one read-only transaction (PGlite serves nothing else meanwhile).
 */
export async function createBackupFile(
  database: Database,
  config: BackupConfig,
  file: string,
): Promise<BackupManifest> {
  const writer = new BackupWriter(file);
  const migration = (await currentMigration(database)) ?? 'none';
  const common = { createdAt: new Date().toISOString(), source: database.kind, migration };
  const pgDumpPath = database.kind === 'postgres' ? findPgTool('pg_dump', config.PG_BIN_DIR) : null;
  let content: Pick<BackupManifest, 'kind' | 'tables' | 'sequences'>;
  try {
    if (pgDumpPath && config.DATABASE_URL) {
      const dumpFile = `${file}.pgdump`;
      try {
        await pgDump(pgDumpPath, config.DATABASE_URL, dumpFile);
        await writer.addFile(PG_DUMP_ENTRY, dumpFile);
      } finally {
        fs.rmSync(dumpFile, { force: true });
      }
      content = { kind: 'pg_dump', tables: [], sequences: [] };
    } else {
      const dumped = await database.db.transaction(
        // In the order a restore inserts them: each table after those its foreign keys point at.
        async (tx) => dumpTables(tx, writer, await tablesInDependencyOrder(tx, await listTables(tx))),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      content = { kind: 'logical', ...dumped };
    }
    const secret = generatedAuthSecret(config);
    if (secret !== null) await writer.addBuffer(AUTH_SECRET_ENTRY, Buffer.from(secret));
    return await writer.finish({ ...common, ...content });
  } catch (err) {
    await writer.finish({ ...common, kind: 'logical', tables: [], sequences: [] }).catch(() => undefined);
    fs.rmSync(file, { force: true });
    throw err;
  }
}

/** The auth secret the server generated into DATA_DIR (none when BETTER_AUTH_SECRET is configured). */
export function generatedAuthSecret(config: BackupConfig): string | null {
  if (config.BETTER_AUTH_SECRET) return null;
  const file = path.resolve(config.DATA_DIR, 'auth-secret');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

/** Refuses a database that has any table: a restore never mixes two databases. */
export async function assertEmptyDatabase(database: Database, where: string): Promise<void> {
  const result = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
  );
  const count = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (count > 0) {
    throw new BackupError(
      `${where} is not empty (${count} tables or sequences). A restore writes only into an empty database: ` +
        'create a new one (createdb) or point DATABASE_URL at one, then run the restore again.',
    );
  }
}

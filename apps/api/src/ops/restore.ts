import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { listMigrations, migrate } from '../db/migrate';
import { BackupError, PG_DUMP_ENTRY, readEntries, verifyBackup, type BackupManifest } from './backup-file';
import { assertEmptyDatabase, type BackupConfig } from './backup';
import { insertRows, quoteIdent, restoreSequences } from './logical-dump';
import { findPgTool, pgRestore } from './pg-tools';

export interface RestoreResult {
  manifest: BackupManifest;
  target: string;
  rows: number;
}

/**
 * Restores FILE into the empty database of this configuration (DATABASE_URL, or the PGlite folder in DATA_DIR).
 * Reads and checks the whole file first, then refuses a database that is not empty, and only then writes.
 */
export async function restoreBackup(file: string, config: BackupConfig): Promise<RestoreResult> {
  const { manifest, authSecret } = await verifyBackup(file);
  const known = listMigrations().map((m) => m.version);
  if (!known.includes(manifest.migration)) {
    throw new BackupError(
      `This backup was made by a newer LifeOrbit (migration ${manifest.migration}): restore it with that version.`,
    );
  }
  const secretFile = path.resolve(config.DATA_DIR, 'auth-secret');
  const writesSecret = authSecret !== null && !config.BETTER_AUTH_SECRET;
  if (writesSecret && fs.existsSync(secretFile) && fs.readFileSync(secretFile, 'utf8').trim() !== authSecret) {
    throw new BackupError(
      `${secretFile} holds another auth secret than the backup's. Move it away (the backup brings its own), then run ` +
        'the restore again.',
    );
  }
  let result: RestoreResult;
  if (config.DATABASE_URL) {
    result = await restoreIntoPostgres(file, manifest, config);
  } else {
    if (manifest.kind === 'pg_dump') {
      throw new BackupError(
        'This backup is a pg_dump of PostgreSQL: restore it into PostgreSQL (set DATABASE_URL to an empty database).',
      );
    }
    result = await restoreIntoPglite(file, manifest, config.DATA_DIR);
  }
  if (writesSecret) {
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, authSecret, { mode: 0o600 });
  }
  return result;
}

async function restoreIntoPostgres(file: string, manifest: BackupManifest, config: BackupConfig) {
  const databaseUrl = config.DATABASE_URL!;
  const target = `PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}`;
  const database = await openDatabase({ databaseUrl });
  try {
    await assertEmptyDatabase(database, `The ${target}`);
    if (manifest.kind === 'logical') return { manifest, target, rows: await loadLogical(database, file, manifest) };
  } finally {
    await database.close();
  }
  const pgRestorePath = findPgTool('pg_restore', config.PG_BIN_DIR);
  if (!pgRestorePath)
    throw new BackupError('pg_restore was not found: install PostgreSQL client tools or set PG_BIN_DIR');
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-restore-')), 'database.pgdump');
  try {
    await readEntries(file, async (name, content) => {
      if (name === PG_DUMP_ENTRY) await fs.promises.writeFile(dumpFile, content);
    });
    await pgRestore(pgRestorePath, databaseUrl, dumpFile);
  } finally {
    fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
  }
  return { manifest, target, rows: 0 };
}

async function restoreIntoPglite(file: string, manifest: BackupManifest, dataDir: string) {
  const folder = path.resolve(dataDir, 'pglite');
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(
      `${folder} already holds a database. A restore writes only into an empty DATA_DIR: choose a new folder (or ` +
        'move this one away, with the server stopped), then run the restore again.',
    );
  }
  const database = await openDatabase({ dataDir });
  let rows: number;
  try {
    rows = await loadLogical(database, file, manifest);
  } catch (err) {
    await database.close();
    // A half-built folder would be refused by the next try, and would start as an empty database.
    fs.rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  await database.close();
  return { manifest, target: `PGlite in ${folder}`, rows };
}

/**
 * Builds the schema the backup was taken on (migrations up to its version; the next start migrates on), empties the
 * reference rows those migrations seeded, and inserts every row in one transaction, tables in the file's order.
 */
async function loadLogical(database: Database, file: string, manifest: BackupManifest): Promise<number> {
  await migrate(database, { upTo: manifest.migration });
  const tables = new Map(manifest.tables.map((table) => [table.name, table]));
  const entryTable = new Map(manifest.tables.flatMap((table) => table.entries.map((entry) => [entry, table])));
  let rows = 0;
  await database.db.transaction(async (tx) => {
    if (tables.size > 0) {
      // CASCADE: tables a backup leaves out because triggers fill them (logical-dump DERIVED_TABLES) empty too.
      await tx.execute(
        sql.raw(`TRUNCATE ${[...tables.keys()].map((t) => `public.${quoteIdent(t)}`).join(', ')} CASCADE`),
      );
    }
    await readEntries(file, async (name, content) => {
      const table = entryTable.get(name);
      if (!table) return;
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk);
      await insertRows(tx, table, Buffer.concat(chunks).toString('utf8'));
    });
    await restoreSequences(tx, manifest.sequences);
  });
  for (const table of manifest.tables) rows += table.rows;
  return rows;
}

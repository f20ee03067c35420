import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export function listMigrations(dir = MIGRATIONS_DIR): { version: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), file: path.join(dir, name) }));
}

/**
 * Applies the forward-only SQL migrations not yet applied, each in its own transaction; returns the newest. `upTo`
 * stops after that version (a restore builds the schema its backup was taken on, then the start migrates on).
 */
export async function migrate(database: Database, options: { upTo?: string } = {}): Promise<string> {
  return database.withExclusiveLock(async () => {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(await appliedVersions(database));
    for (const migration of listMigrations()) {
      if (options.upTo !== undefined && migration.version > options.upTo) break;
      if (applied.has(migration.version)) continue;
      const script = fs.readFileSync(migration.file, 'utf8');
      await database.exec(
        `BEGIN;\n${script}\n;\nINSERT INTO schema_migrations (version) VALUES ('${migration.version}');\nCOMMIT;`,
      );
    }
    return (await currentMigration(database)) ?? 'none';
  });
}

async function appliedVersions(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`SELECT version FROM schema_migrations ORDER BY version`);
  // Both drivers (PGlite and node-postgres) answer { rows }.
  const rows = (result as unknown as { rows: { version: string }[] }).rows;
  return rows.map((row) => row.version);
}

export async function currentMigration(database: Database): Promise<string | null> {
  const versions = await appliedVersions(database);
  return versions.at(-1) ?? null;
}

import fs from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { BackupError, verifyBackup } from '../ops/backup-file';
import { createBackupFile } from '../ops/backup';
import { requestBackupFromServer } from '../ops/control-socket';
import { lockDataDir } from '../ops/data-dir-lock';
import { runCli } from './run-cli';

// npm run db:backup -- FILE: a consistent backup of the whole database while the server runs (ADR 022).
await runCli('Usage: npm run db:backup -- FILE', async (argument) => {
  const config = parseConfig({ ...process.env, SEED_DEMO: 'false' });
  // npm runs the script in apps/api: a relative FILE means the folder the command was typed in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const partial = `${file}.partial`;
  try {
    let how: string;
    if (config.DATABASE_URL) {
      const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
      try {
        const manifest = await createBackupFile(database, config, partial);
        how = manifest.kind === 'pg_dump' ? 'pg_dump of PostgreSQL' : 'PostgreSQL, every table (pg_dump not found)';
      } finally {
        await database.close();
      }
    } else if (await requestBackupFromServer(config.DATA_DIR, partial)) {
      how = 'PGlite, through the running server';
    } else {
      if (!fs.existsSync(path.resolve(config.DATA_DIR, 'pglite'))) {
        throw new BackupError(
          `No database in ${path.resolve(config.DATA_DIR)} (DATA_DIR) and no server running on it.`,
        );
      }
      const lock = lockDataDir(config.DATA_DIR, 'npm run db:backup');
      try {
        const database = await openDatabase({ dataDir: config.DATA_DIR });
        try {
          await createBackupFile(database, config, partial);
        } finally {
          await database.close();
        }
      } finally {
        lock.release();
      }
      how = 'PGlite, from the data folder (no server running)';
    }
    // Read back in full before it takes the name: a backup that cannot be restored is worse than none.
    const { manifest } = await verifyBackup(partial);
    fs.renameSync(partial, file);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const content = manifest.kind === 'logical' ? `${manifest.tables.length} tables, ${rows} rows` : 'pg_dump';
    console.log(
      `Backup written: ${file} (${formatBytes(fs.statSync(file).size)}; ${content}; migration ${manifest.migration}; ${how})`,
    );
  } finally {
    fs.rmSync(partial, { force: true });
  }
});

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

import path from 'node:path';
import { parseConfig } from '../config/env';
import { lockDataDir } from '../ops/data-dir-lock';
import { restoreBackup } from '../ops/restore';
import { runCli } from './run-cli';

// npm run db:restore -- FILE: into an empty DATA_DIR (PGlite) or an empty DATABASE_URL database (ADR 022).
await runCli('Usage: npm run db:restore -- FILE', async (argument) => {
  const config = parseConfig({ ...process.env, SEED_DEMO: 'false' });
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  // Into PGlite: hold the folder, so no server starts on it half-restored.
  const lock = config.DATABASE_URL ? null : lockDataDir(config.DATA_DIR, 'npm run db:restore');
  const result = await restoreBackup(file, config).finally(() => lock?.release());
  const { manifest } = result;
  const what = manifest.kind === 'logical' ? `${result.rows} rows in ${manifest.tables.length} tables` : 'pg_restore';
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.source}, migration ${manifest.migration}) into ` +
      `${result.target}: ${what}. Start the server on it; it migrates on from there.`,
  );
});

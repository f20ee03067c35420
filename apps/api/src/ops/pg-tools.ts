import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, SESSION_TABLES } from './backup-file';

/**
 * PostgreSQL's own tools: in PG_BIN_DIR when set, else on PATH, else the newest of Debian's /usr/lib/postgresql/N/bin.
 * Null when there is none (a backup then falls back to the logical kind).
 */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', binDir?: string): string | null {
  const dirs = binDir ? [binDir] : [...(process.env.PATH ?? '').split(path.delimiter), ...debianBinDirs()];
  for (const dir of dirs) {
    const candidate = path.join(dir, tool);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

/** The connection for libpq tools: the URL without its password, which goes in PGPASSWORD (not in `ps`). */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * pg_dump's custom format of the whole database into FILE: one consistent snapshot, writers never wait. The session
 * tables keep their structure but not their rows.
 */
export async function pgDump(pgDumpPath: string, databaseUrl: string, file: string): Promise<void> {
  const target = libpqTarget(databaseUrl);
  const leftOut = SESSION_TABLES.map((table) => `--exclude-table-data=public.${table}`);
  await run(
    pgDumpPath,
    ['--format=custom', '--no-owner', '--no-privileges', ...leftOut, `--file=${file}`, target.url],
    target.env,
  );
}

/** pg_restore of a custom-format dump into an empty database, all or nothing. */
export async function pgRestore(pgRestorePath: string, databaseUrl: string, file: string): Promise<void> {
  const target = libpqTarget(databaseUrl);
  await run(
    pgRestorePath,
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${target.url}`, file],
    target.env,
  );
}

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import { BackupError } from './backup-file';
import { createBackupFile, type BackupConfig } from './backup';
import { isCommandRequest, serveCommand, type CommandRunner } from './command-channel';
import { controlSocketPath, isAnswering } from './socket-path';

/**
 * On PGlite one process owns the data folder (the lock, ops/data-dir-lock.ts), so the command line asks the running
 * server through DATA_DIR's control socket (ADR 022): `npm run db:backup` for a backup (GET /backup) and every CLI
 * command (POST /commands/<name>, ops/command-channel.ts).
 */

export interface ControlSocket {
  close(): Promise<void>;
}

export interface ControlSocketOptions {
  /** Resolves once the database is open and migrated (a request that comes earlier waits for it). */
  database: Promise<Database>;
  /** Runs a CLI command in this process; without it, commands are refused. */
  runCommand?: CommandRunner;
  onError: (err: unknown) => void;
}

/** How long closing waits for the commands still running (they are told to stop first). */
const COMMAND_STOP_MS = 10_000;

/**
 * Listens on DATA_DIR's control socket before the database opens, so a backup or a command asked for during the start
 * waits for it rather than opening the folder beside the server. Refuses to start when another server answers there.
 */
export async function openControlSocket(config: BackupConfig, options: ControlSocketOptions): Promise<ControlSocket> {
  const { database, runCommand, onError } = options;
  const socketPath = controlSocketPath(config.DATA_DIR);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  if (await isAnswering(socketPath)) {
    throw new Error(`Another LifeOrbit server is running on ${path.resolve(config.DATA_DIR)}: stop it first.`);
  }
  fs.rmSync(socketPath, { force: true });
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const server = http.createServer((req, res) => {
    if (runCommand && isCommandRequest(req)) {
      const task = serveCommand(req, res, runCommand, stopping.signal)
        .catch(onError)
        .finally(() => running.delete(task));
      running.add(task);
      return;
    }
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    void sendBackup(res, config, database).catch((err: unknown) => {
      onError(err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(err instanceof Error ? err.message : String(err));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      stopping.abort();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running),
        new Promise((resolve) => (timer = setTimeout(resolve, COMMAND_STOP_MS))),
      ]);
      clearTimeout(timer);
      server.closeAllConnections();
      await closed;
    },
  };
}

async function sendBackup(res: http.ServerResponse, config: BackupConfig, database: Promise<Database>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-backup-'));
  try {
    const file = path.join(folder, 'backup.tar.gz');
    await createBackupFile(await database, config, file);
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': fs.statSync(file).size });
    await pipeline(fs.createReadStream(file), res);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Asks the server running on DATA_DIR for a backup into FILE. False when no server answers there (the caller may then
 * open the folder itself).
 */
export async function requestBackupFromServer(dataDir: string, file: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath) || !(await isAnswering(socketPath))) return false;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ socketPath, path: '/backup' }, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    throw new BackupError(`The running server could not make the backup: ${text}`);
  }
  await pipeline(response, fs.createWriteStream(file, { mode: 0o600 }));
  return true;
}

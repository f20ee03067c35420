import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import { BackupError } from './backup-file';
import { createBackupFile, type BackupConfig } from './backup';

/**
 * On PGlite one process owns the data folder, so `npm run db:backup` asks the running server for the backup through
 * a Unix socket in that folder (ADR 022): only who can read DATA_DIR can connect, and nothing listens on the network.
 * A path too long for a socket moves to the temporary folder under a name derived from DATA_DIR.
 */
export function controlSocketPath(dataDir: string): string {
  const inFolder = path.resolve(dataDir, 'control.sock');
  if (Buffer.byteLength(inFolder) < 100) return inFolder;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `lifeorbit-${hash}.sock`);
}

/** Whether a server answers on the socket (a file left by a crashed one does not). */
function isAnswering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR's control socket before the database opens, so a backup asked for during the start waits for
 * it rather than opening the folder beside the server. Refuses to start when another server answers there.
 */
export async function openControlSocket(
  config: BackupConfig,
  database: Promise<Database>,
  onError: (err: unknown) => void,
): Promise<ControlSocket> {
  const socketPath = controlSocketPath(config.DATA_DIR);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  if (await isAnswering(socketPath)) {
    throw new Error(`Another LifeOrbit server is running on ${path.resolve(config.DATA_DIR)}: stop it first.`);
  }
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
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
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
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

import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Where a PGlite server listens for the command line (ADR 022): a Unix socket in DATA_DIR, so only who can read the
 * folder can connect and nothing listens on the network. A path too long for a socket moves to the temporary folder
 * under a name derived from DATA_DIR.
 */
export function controlSocketPath(dataDir: string): string {
  const inFolder = path.resolve(dataDir, 'control.sock');
  if (Buffer.byteLength(inFolder) < 100) return inFolder;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `lifeorbit-${hash}.sock`);
}

/** Whether a server answers on the socket (a file left by a crashed one does not). */
export function isAnswering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { getRuntime } from '../../test/harness';
import { verifyBackup } from './backup-file';
import { openControlSocket, requestBackupFromServer } from './control-socket';
import { controlSocketPath } from './socket-path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-control-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const config = { DATA_DIR: dataDir, DATABASE_URL: undefined, BETTER_AUTH_SECRET: undefined, PG_BIN_DIR: undefined };

let database: Database;
beforeAll(async () => {
  database = (await getRuntime()).database;
});

describe('the control socket of a PGlite server', () => {
  it('answers npm run db:backup with a backup, refuses a second server on the folder, and is gone once closed', async () => {
    const file = path.join(dataDir, 'backup.tar.gz');
    expect(await requestBackupFromServer(dataDir, file)).toBe(false);

    const errors: unknown[] = [];
    const control = await openControlSocket(config, {
      database: Promise.resolve(database),
      onError: (err) => errors.push(err),
    });
    expect((fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toString(8)).toBe('600');
    await expect(
      openControlSocket(config, { database: Promise.resolve(database), onError: () => undefined }),
    ).rejects.toThrow(/Another LifeOrbit server is running/);
    expect(await requestBackupFromServer(dataDir, file)).toBe(true);
    expect((await verifyBackup(file)).manifest.source).toBe(database.kind);
    expect(errors).toEqual([]);

    await control.close();
    expect(await requestBackupFromServer(dataDir, file)).toBe(false);
  });

  it('moves to the temporary folder when DATA_DIR is too long for a socket path', () => {
    const long = path.join(os.tmpdir(), 'x'.repeat(120));
    expect(controlSocketPath(long).startsWith(os.tmpdir())).toBe(true);
    expect(controlSocketPath(long)).toBe(controlSocketPath(long));
    expect(controlSocketPath(dataDir)).toBe(path.join(dataDir, 'control.sock'));
  });
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let folders = 0;
const freshFolder = () => path.join(root, `data-${++folders}`);
const writeLock = (folder: string, pid: number, since: number) => {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, LOCK_FILE), JSON.stringify({ pid, holder: 'npm start', since }));
};
const holderOf = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE), 'utf8')) as unknown;

/** A process that has ended: its pid is free (the system does not hand it out again at once). */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the data folder lock', () => {
  it('is taken with our pid, and released only by us', () => {
    const folder = freshFolder();
    const lock = lockDataDir(folder, 'npm run seed:demo');
    expect(holderOf(folder)).toEqual({ pid: process.pid, holder: 'npm run seed:demo', since: expect.any(Number) });
    expect(fs.readdirSync(folder)).toEqual([LOCK_FILE]);
    lock.release();
    expect(fs.existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    lock.release();
  });

  it('refuses while the process named in it runs, naming it and the folder', () => {
    const folder = freshFolder();
    // Our parent started before this lock was written, and still runs.
    writeLock(folder, process.ppid, Date.now());
    let error: unknown;
    try {
      lockDataDir(folder, 'npm start');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirBusyError);
    expect((error as Error).message).toContain(`Another LifeOrbit process (pid ${process.ppid}, npm start, since `);
    expect((error as Error).message).toContain(`is using the data folder ${path.resolve(folder)}`);
    expect(holderOf(folder)).toMatchObject({ pid: process.ppid });
  });

  it('takes over a stale lock: its process ended, or it is our own pid from before a restart', () => {
    for (const pid of [endedPid(), process.pid]) {
      const folder = freshFolder();
      writeLock(folder, pid, Date.now() - 60_000);
      const lock = lockDataDir(folder, 'npm start');
      expect(holderOf(folder)).toMatchObject({ pid: process.pid, holder: 'npm start' });
      lock.release();
    }
    const garbled = freshFolder();
    fs.mkdirSync(garbled);
    fs.writeFileSync(path.join(garbled, LOCK_FILE), 'not json');
    lockDataDir(garbled, 'npm start').release();
  });

  it('takes over a lock whose pid now belongs to a process started after it (a reused pid) where /proc tells', async () => {
    const folder = freshFolder();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
    try {
      writeLock(folder, child.pid!, Date.now() - 60_000);
      let taken: boolean;
      try {
        lockDataDir(folder, 'npm start').release();
        taken = true;
      } catch (err) {
        if (!(err instanceof DataDirBusyError)) throw err;
        taken = false;
      }
      // Without /proc (macOS) a running pid is taken at its word: refusing is the safe side.
      expect(taken).toBe(fs.existsSync('/proc/self/stat'));
    } finally {
      child.kill();
    }
  });
});

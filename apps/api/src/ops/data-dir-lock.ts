import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite's data folder belongs to one process at a time: a second one opening it reads stale pages and can corrupt
 * it. The owner (the server, or a command run while no server runs) holds DATA_DIR/lifeorbit.lock, a small JSON file
 * naming its pid. A lock whose process is gone, or whose pid now belongs to a process started after the lock was
 * written (a restarted container reuses pids), is stale and taken over.
 */
export const LOCK_FILE = 'lifeorbit.lock';

interface LockHolder {
  pid: number;
  /** What holds it, as a person would recognise it: `npm start`, `npm run seed:demo`. */
  holder: string;
  /** When it was taken (ms since the epoch). */
  since: number;
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly found: LockHolder,
  ) {
    super(
      `Another LifeOrbit process (pid ${found.pid}, ${found.holder}, since ${new Date(found.since).toISOString()}) ` +
        `is using the data folder ${dataDir}. Two processes must never open one PGlite folder: stop that one first, ` +
        'or give this one another DATA_DIR. The CLI commands (npm run admin:grant, seed:demo...) run inside a ' +
        `running server by themselves. If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  /** Deletes the lock file if it is still ours. Also done when the process exits. */
  release(): void;
}

/** Takes DATA_DIR's lock for this process, or throws DataDirBusyError naming the process that holds it. */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const folder = path.resolve(dataDir);
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, holder, since: Date.now() };
  // Written whole under a name of its own, then linked into place: link() fails when the lock exists, so two
  // processes starting together cannot both take it, and nobody ever reads a half-written lock. (Two processes that
  // both find a stale lock at the same instant could still race; the server's control socket is the second guard.)
  const draft = `${lockPath}.${process.pid}`;
  fs.writeFileSync(draft, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
  try {
    if (!linked(draft, lockPath)) {
      const found = readLock(lockPath);
      if (found && isHeld(found)) throw new DataDirBusyError(folder, found);
      fs.rmSync(lockPath, { force: true });
      if (!linked(draft, lockPath)) throw new DataDirBusyError(folder, readLock(lockPath) ?? UNKNOWN_HOLDER);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { release };
}

const UNKNOWN_HOLDER: LockHolder = { pid: 0, holder: 'unknown', since: 0 };

/** Links the draft in as the lock; false when a lock is there already. */
function linked(draft: string, lockPath: string): boolean {
  try {
    try {
      fs.linkSync(draft, lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw err;
      // A file system without hard links: an exclusive create, which a reader may catch half-written.
      fs.writeFileSync(lockPath, fs.readFileSync(draft), { flag: 'wx', mode: 0o600 });
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function readLock(lockPath: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.since !== 'number') return null;
    return { pid: parsed.pid, holder: String(parsed.holder ?? 'unknown'), since: parsed.since };
  } catch {
    return null;
  }
}

/** Whether the lock's process still runs: alive, not us, and (where /proc tells) started before the lock was taken. */
export function isHeld(lock: LockHolder): boolean {
  if (lock.pid === process.pid || !isAlive(lock.pid)) return false;
  const started = processStartMs(lock.pid);
  // One second of slack: /proc counts in hundredths of a second from a boot time given in whole seconds.
  return started === null || started <= lock.since + 1_000;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (ms since the epoch), on Linux; null where /proc cannot say. */
function processStartMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces); starttime is field 22 overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return null;
    // /proc reports in USER_HZ, which Linux fixes at 100 for user space.
    return bootSeconds * 1000 + ticks * 10;
  } catch {
    return null;
  }
}

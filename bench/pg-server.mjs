// A throw-away PostgreSQL cluster for `npm test`, benchmarks and fault tests, from PostgreSQL's server programs
// (Debian's postgresql package, or wherever scripts/lib/find-tools.mjs finds them). Used when no BENCH_DATABASE_URL is
// given; stopped and removed by stop(). As root it runs the server as the postgres user, as initdb requires.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBin } from '../scripts/lib/setup-tools.mjs';

/** `count` distinct TCP ports on 127.0.0.1 that nothing listens on right now. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Starts a cluster on `port` (a free one when not given) with one database, `database`.
 * @returns {Promise<{ url: string, port: number, pid: number, createDatabase: (name: string) => string, stop: () => void,
 *   pause: () => void, resume: () => void }>}
 */
export async function startPostgres({ port, database = 'bench' } = {}) {
  const bin = postgresBin();
  port ??= (await freePorts(1))[0];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', `cd / && ${command}`], { stdio: 'pipe' })
      : execSync(command, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const stop = () => {
    try {
      run(`'${bin}/pg_ctl' -D '${dir}/data' -m immediate stop`);
    } catch {
      // already gone
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const createDatabase = (name) => {
    run(`'${bin}/psql' -h 127.0.0.1 -p ${port} -U postgres -qc "CREATE DATABASE ${name}"`);
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  const startServer = () =>
    run(
      // pg_stat_statements: bench:api counts the SQL statements a request runs.
      `'${bin}/pg_ctl' -D '${dir}/data' -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c shared_preload_libraries=pg_stat_statements" -l '${dir}/log' -w start`,
    );
  /** Stops the server as a restart does (its connections are cut) and keeps the data for resume(). */
  const pause = () => run(`'${bin}/pg_ctl' -D '${dir}/data' -m fast -w stop`);
  try {
    run(`'${bin}/initdb' -D '${dir}/data' -U postgres -A trust`);
    startServer();
    const url = createDatabase(database);
    /** The postmaster's process id (its backends are its children). */
    const pid = Number(fs.readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url, port, pid, createDatabase, stop, pause, resume: startServer };
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : '';
    const output = `${error.stderr ?? ''}${log}`.trim().split('\n').slice(-8).join('\n');
    stop();
    throw new Error(`PostgreSQL did not start (${bin}, port ${port}): ${error.message}\n${output}`);
  }
}

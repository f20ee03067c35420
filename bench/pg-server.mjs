// A throw-away PostgreSQL cluster for benchmarks and fault tests, from the Debian packages (apt-get install
// postgresql). Used when no BENCH_DATABASE_URL is given; stopped and removed by stop().
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function pgBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root))
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql, or set BENCH_DATABASE_URL');
  const version = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return path.join(root, version, 'bin');
}

export async function startPostgres({ port = 55433 } = {}) {
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' })
      : execSync(command, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(`'${bin}/initdb' -D '${dir}/data' -U postgres -A trust`);
  run(
    // pg_stat_statements: bench:api counts the SQL statements a request runs.
    `'${bin}/pg_ctl' -D '${dir}/data' -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c shared_preload_libraries=pg_stat_statements" -l '${dir}/log' -w start`,
  );
  run(`'${bin}/psql' -h 127.0.0.1 -p ${port} -U postgres -qc "CREATE DATABASE bench"`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    /** The postmaster's process id (its backends are its children). */
    pid: Number(fs.readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run(`'${bin}/pg_ctl' -D '${dir}/data' -m immediate stop`);
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

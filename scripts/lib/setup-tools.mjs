// Finds, and when missing installs, the tools `npm test` needs beyond Node: a Chromium and PostgreSQL's server
// programs (scripts/lib/find-tools.mjs says where it looks and how it installs). Prints each thing it does.
//   LIFEORBIT_TOOLS_ROOT=/some/empty/dir  look for the tools under that folder instead of / (a dry run of a bare machine)
//   LIFEORBIT_NO_INSTALL=1                install nothing: report what is missing
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumCandidates, findChromium, findPostgres, installPlan, parseOsRelease } from './find-tools.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** This machine, as find-tools.mjs's functions take it. */
export function localMachine(env = process.env) {
  const files = {
    exists: (file) => fs.existsSync(file),
    list: (dir) => {
      try {
        return fs.readdirSync(dir);
      } catch {
        return [];
      }
    },
  };
  let osRelease = '';
  try {
    osRelease = fs.readFileSync('/etc/os-release', 'utf8');
  } catch {
    // not Linux, or a very bare one
  }
  const hasAptGet = (env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, 'apt-get')));
  return {
    env,
    home: os.homedir(),
    platform: process.platform,
    root: env.LIFEORBIT_TOOLS_ROOT ?? '',
    files,
    isRoot: process.getuid?.() === 0,
    os: parseOsRelease(osRelease),
    hasAptGet,
    noInstall: Boolean(env.LIFEORBIT_NO_INSTALL && env.LIFEORBIT_NO_INSTALL !== '0'),
  };
}

/** Whether a browser binary starts (a leftover wrapper, such as Ubuntu's snap one in a container, does not). */
function starts(file) {
  const child = spawnSync(file, ['--headless', '--no-sandbox', '--version'], { timeout: 30_000, encoding: 'utf8' });
  return child.status === 0;
}

/** The Chromium to use here, or why there is none; every candidate is started once to check it runs. */
function chromiumHere(machine) {
  const found = findChromium(machine);
  if (!found || 'error' in found) return found;
  if (found.source.endsWith('_PATH')) {
    return starts(found.path) ? found : { error: `${found.source} is ${found.path}, which does not start` };
  }
  return chromiumCandidates(machine).find((candidate) => starts(candidate.path)) ?? null;
}

/** The folder of PostgreSQL's server programs here, or null; throws with a hint when none is found. */
export function postgresBin(env = process.env) {
  const found = findPostgres(localMachine(env));
  if (found && 'bin' in found) return found.bin;
  throw new Error(
    found?.error ??
      "PostgreSQL's server programs are not installed: apt-get install -y postgresql, set POSTGRES_BIN, or set BENCH_DATABASE_URL",
  );
}

/**
 * The Chromium for a browser script or the Playwright config: CHROMIUM_PATH or CHROME_PATH, else the first one
 * installed (not started, to stay quick); throws saying how to get one.
 */
export function chromiumPath(env = process.env) {
  const found = findChromium(localMachine(env));
  if (found && 'path' in found) return found.path;
  throw new Error(
    `${found?.error ?? 'No Chromium found'}. Set CHROMIUM_PATH to a Chromium or Chrome binary, or leave it unset and let \`npm test\` find or install one (alone: node scripts/lib/setup-tools.mjs --no-postgresql).`,
  );
}

/** What `npm test` needs: each tool found ({ path } or { bin }) or missing with the reason. */
function locate(machine, need) {
  const result = {};
  if (need.chromium) result.chromium = chromiumHere(machine);
  if (need.postgresql) result.postgresql = findPostgres(machine);
  return result;
}

const shown = (command) => command.map((part) => (/\s/.test(part) ? `'${part}'` : part)).join(' ');

/**
 * Finds the tools, installs the missing ones where this machine allows, and says what it did.
 * @param {{ need: { chromium?: boolean, postgresql?: boolean }, dryRun?: boolean, env?: Record<string, string | undefined>,
 *   log?: (line: string) => void }} options
 * @returns {{ chromium?: { path: string, source: string } | { missing: string },
 *   postgresql?: { bin: string, source: string } | { missing: string } }}
 */
export function setUpTools({ need, dryRun = false, env = process.env, log = (line) => console.log(line) }) {
  const machine = localMachine(env);
  const before = locate(machine, need);
  const missing = Object.keys(before).filter((tool) => before[tool] === null);
  const plan = installPlan({ ...machine, missing });
  if (machine.root) log(`setup: looking for tools under ${machine.root} (LIFEORBIT_TOOLS_ROOT)`);

  const failed = {};
  for (const step of plan.steps) {
    if (dryRun) {
      log(`setup: would run: ${shown(step.command)}`);
      continue;
    }
    if (step.tools.some((tool) => failed[tool])) continue;
    log(`setup: ${step.tools.join(' and ')} missing, running: ${shown(step.command)}`);
    const started = Date.now();
    const child = spawnSync(step.command[0], step.command.slice(1), {
      cwd: root,
      encoding: 'utf8',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive', npm_config_update_notifier: 'false' },
      timeout: 15 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (child.status === 0) {
      log(`setup:   done in ${seconds}s`);
      continue;
    }
    const output = `${child.stdout ?? ''}${child.stderr ?? ''}`.trim().split('\n').slice(-12);
    for (const line of output) log(`setup:   | ${line}`);
    const why = child.error ? child.error.message : `exit ${child.status ?? child.signal}`;
    for (const tool of step.tools) failed[tool] = `\`${shown(step.command)}\` failed (${why})`;
  }

  const after = dryRun || plan.steps.length === 0 ? before : locate(machine, need);
  const result = {};
  for (const tool of Object.keys(after)) {
    const found = after[tool];
    const unavailable = plan.unavailable.find((entry) => entry.tool === tool);
    if (found && !('error' in found)) {
      const where = found.path ?? found.bin;
      log(`setup: ${tool}: ${where} (${found.source})${before[tool] ? '' : ', installed just now'}`);
      result[tool] = found;
    } else if (found) {
      log(`setup: ${tool}: ${found.error}`);
      result[tool] = { missing: found.error };
    } else if (dryRun) {
      const why = unavailable?.reason ?? 'not installed; the commands above would install it';
      log(`setup: ${tool}: ${why}`);
      result[tool] = { missing: why };
    } else {
      const why =
        unavailable?.reason ??
        `${failed[tool] ?? 'installed, yet still not found'}; to fix: ${plan.hint[tool]}, or set ${plan.set[tool]}`;
      log(`setup: ${tool}: not available: ${why}`);
      result[tool] = { missing: why };
    }
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/lib/setup-tools.mjs [--print-setup] [--no-chromium] [--no-postgresql]
  const result = setUpTools({
    need: { chromium: !process.argv.includes('--no-chromium'), postgresql: !process.argv.includes('--no-postgresql') },
    dryRun: process.argv.includes('--print-setup'),
  });
  process.exit(Object.values(result).some((tool) => 'missing' in tool) ? 1 : 0);
}

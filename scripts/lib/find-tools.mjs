// Where the tools that `npm test` needs beyond Node can be found, and how each can be installed when it is missing:
// a Chromium for the browser tests and the size budgets, PostgreSQL's binaries for the PostgreSQL suites. Pure
// functions of what they are given (environment, files that exist, /etc/os-release), so scripts/test/find-tools.test.mjs
// can try every machine; scripts/lib/setup-tools.mjs does the looking and installing.
import path from 'node:path';

/**
 * @typedef {{ exists: (file: string) => boolean, list: (dir: string) => string[] }} Files
 *   exists: whether a file is there; list: a folder's entries ([] when it is not there).
 * @typedef {{ path: string, source: string }} Candidate
 */

/** Release numbers first, highest first: ['9.6', '15', '16'] -> ['16', '15', '9.6']; 'chromium-1255' by its number. */
export function newestFirst(names) {
  const number = (name) => Number((/(\d+(?:\.\d+)?)$/.exec(name) ?? [])[1] ?? -1);
  return [...names].sort((a, b) => number(b) - number(a));
}

/**
 * Where a Chromium may be, in the order they are tried: Debian's and Ubuntu's packages, Google Chrome, then the
 * browsers `npx playwright install chromium` downloaded (newest first). `root` prefixes every path, so a test or a dry
 * run (LIFEORBIT_TOOLS_ROOT) can pretend to be a machine with nothing installed.
 * @param {{ env: Record<string, string | undefined>, home: string, platform: string, root?: string, files: Files }} machine
 * @returns {Candidate[]}
 */
export function chromiumCandidates({ env, home, platform, root = '', files }) {
  const at = (file) => path.join(root || '/', file);
  const system =
    platform === 'darwin'
      ? [
          ['/Applications/Chromium.app/Contents/MacOS/Chromium', 'Chromium.app'],
          ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', 'Google Chrome'],
        ]
      : [
          ['/usr/bin/chromium', "Debian's chromium package"],
          ['/usr/bin/chromium-browser', "Ubuntu's chromium-browser package"],
          ['/usr/bin/google-chrome', 'Google Chrome'],
          ['/usr/bin/google-chrome-stable', 'Google Chrome'],
          ['/opt/google/chrome/chrome', 'Google Chrome'],
        ];
  const cache =
    env.PLAYWRIGHT_BROWSERS_PATH && env.PLAYWRIGHT_BROWSERS_PATH !== '0'
      ? env.PLAYWRIGHT_BROWSERS_PATH
      : platform === 'darwin'
        ? path.join(home, 'Library/Caches/ms-playwright')
        : path.join(home, '.cache/ms-playwright');
  // Playwright's own builds: chrome-linux64 since Chrome for Testing (1.57), chrome-linux before.
  const inBuild =
    platform === 'darwin'
      ? [
          'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
          'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
          'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
        ]
      : ['chrome-linux64/chrome', 'chrome-linux-arm64/chrome', 'chrome-linux/chrome'];
  const builds = newestFirst(files.list(at(cache)).filter((name) => /^chromium-\d+$/.test(name)));
  return [
    ...system.map(([file, source]) => ({ path: at(file), source })),
    ...builds.flatMap((build) =>
      inBuild.map((file) => ({ path: at(path.join(cache, build, file)), source: `Playwright's ${build}` })),
    ),
  ].filter((candidate) => files.exists(candidate.path));
}

/**
 * The Chromium to use: CHROMIUM_PATH (or CHROME_PATH) when set, which must exist (a wrong path is reported, never
 * replaced by another browser), else the first candidate that exists.
 * @returns {{ path: string, source: string } | { error: string } | null} null: none there
 */
export function findChromium(machine) {
  for (const name of ['CHROMIUM_PATH', 'CHROME_PATH']) {
    const given = machine.env[name];
    if (!given) continue;
    return machine.files.exists(given)
      ? { path: given, source: name }
      : { error: `${name} is ${given}, which does not exist` };
  }
  return chromiumCandidates(machine)[0] ?? null;
}

const PG_PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'psql'];

/**
 * The folder with PostgreSQL's server programs (initdb, pg_ctl, postgres, psql): POSTGRES_BIN when set, else Debian's
 * and Ubuntu's /usr/lib/postgresql/<version>/bin (newest), PGDG's /usr/pgsql-<version>/bin, Homebrew's, then PATH.
 * @param {{ env: Record<string, string | undefined>, root?: string, files: Files }} machine
 * @returns {{ bin: string, source: string } | { error: string } | null}
 */
export function findPostgres({ env, root = '', files }) {
  const complete = (dir) => PG_PROGRAMS.every((program) => files.exists(path.join(dir, program)));
  if (env.POSTGRES_BIN) {
    return complete(env.POSTGRES_BIN)
      ? { bin: env.POSTGRES_BIN, source: 'POSTGRES_BIN' }
      : { error: `POSTGRES_BIN is ${env.POSTGRES_BIN}, which lacks one of ${PG_PROGRAMS.join(', ')}` };
  }
  const at = (dir) => path.join(root || '/', dir);
  const versions = (dir, pattern) =>
    newestFirst(files.list(at(dir)).filter((name) => pattern.test(name))).map((name) => path.join(at(dir), name));
  const candidates = [
    ...versions('/usr/lib/postgresql', /^\d+(\.\d+)?$/).map((dir) => ({
      bin: path.join(dir, 'bin'),
      source: "Debian's postgresql package",
    })),
    ...versions('/usr', /^pgsql-\d+$/).map((dir) => ({ bin: path.join(dir, 'bin'), source: 'PGDG packages' })),
    ...versions('/opt/homebrew/opt', /^postgresql@\d+$/).map((dir) => ({
      bin: path.join(dir, 'bin'),
      source: 'Homebrew',
    })),
    ...(env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => ({ bin: at(dir), source: 'PATH' })),
  ];
  return candidates.find((candidate) => complete(candidate.bin)) ?? null;
}

/** The fields of /etc/os-release: ID=debian, ID_LIKE="ubuntu debian", ... */
export function parseOsRelease(text) {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.replace(/^"(.*)"$/, '$1')]),
  );
}

/**
 * How to install what is missing on this machine, as commands to run in order, and what cannot be installed with why.
 * Chromium: Debian's package with apt-get as root on Debian (Ubuntu's is only a wrapper around a snap, which a
 * container cannot run), else Playwright's own download (needs the network to reach Playwright's CDN; as root on
 * Debian or Ubuntu with --with-deps for the libraries it needs). PostgreSQL: the postgresql package with apt-get as
 * root on Debian or Ubuntu; there is no download that works without root.
 * @param {{ missing: ('chromium' | 'postgresql')[], isRoot: boolean, os: Record<string, string>, platform: string,
 *   hasAptGet: boolean, noInstall: boolean }} machine
 * @returns {{ steps: { tools: string[], command: string[] }[], unavailable: { tool: string, reason: string }[] }}
 */
export function installPlan({ missing, isRoot, os, platform, hasAptGet, noInstall }) {
  const ids = [os.ID, ...(os.ID_LIKE ?? '').split(' ')].filter(Boolean);
  const ubuntu = ids.includes('ubuntu');
  const debianLike = platform === 'linux' && (ids.includes('debian') || ubuntu);
  const apt = isRoot && debianLike && hasAptGet;
  const hint = {
    chromium: debianLike ? 'sudo apt-get install -y chromium' : 'install Chromium or Google Chrome',
    postgresql:
      platform === 'darwin'
        ? 'brew install postgresql@17'
        : debianLike
          ? 'sudo apt-get install -y postgresql'
          : "install your system's postgresql server package",
  };
  const set = { chromium: 'CHROMIUM_PATH', postgresql: 'POSTGRES_BIN (or TEST_DATABASE_URL and BENCH_DATABASE_URL)' };
  const unavailable = [];
  const aptPackages = [];
  const steps = [];
  for (const tool of missing) {
    if (noInstall) {
      unavailable.push({
        tool,
        reason: `not installed, and installing is turned off (LIFEORBIT_NO_INSTALL); to fix: ${hint[tool]}, or set ${set[tool]}`,
      });
    } else if (tool === 'chromium' && apt && !ubuntu) {
      aptPackages.push('chromium');
    } else if (tool === 'chromium') {
      const deps = isRoot && debianLike && hasAptGet ? ['--with-deps'] : [];
      steps.push({
        tools: ['chromium'],
        command: ['npx', '--no-install', 'playwright', 'install', ...deps, 'chromium'],
      });
    } else if (apt) {
      aptPackages.push('postgresql');
    } else {
      unavailable.push({
        tool,
        reason: `PostgreSQL's server programs are not installed and only root can install them; to fix: ${hint[tool]}, or set ${set[tool]}`,
      });
    }
  }
  if (aptPackages.length > 0) {
    steps.unshift(
      { tools: aptPackages, command: ['apt-get', 'update', '-qq'] },
      { tools: aptPackages, command: ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...aptPackages] },
    );
  }
  return { steps, unavailable, hint, set };
}

// Where `npm test` looks for Chromium and PostgreSQL and what it installs, on machines made of a list of files.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  chromiumCandidates,
  findChromium,
  findPostgres,
  installPlan,
  newestFirst,
  parseOsRelease,
} from '../lib/find-tools.mjs';

/** A machine whose only files are `paths` (folders are implied by them). */
function filesOf(paths) {
  return {
    exists: (file) => paths.some((p) => p === file || p.startsWith(`${file}/`)),
    list: (dir) => [
      ...new Set(paths.filter((p) => p.startsWith(`${dir}/`)).map((p) => p.slice(dir.length + 1).split('/')[0])),
    ],
  };
}
const machine = (paths, env = {}, extra = {}) => ({
  env,
  home: '/home/ana',
  platform: 'linux',
  files: filesOf(paths),
  ...extra,
});
const pgPrograms = (dir) => ['initdb', 'pg_ctl', 'postgres', 'psql'].map((program) => path.join(dir, program));
const debian = parseOsRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n');
const ubuntu = parseOsRelease('NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n');

describe('Chromium lookup', () => {
  it('finds nothing on a bare machine', () => {
    assert.equal(findChromium(machine([])), null);
  });

  it("prefers Debian's package, then Ubuntu's, then Google Chrome, then Playwright's newest download", () => {
    const everything = machine([
      '/usr/bin/google-chrome',
      '/usr/bin/chromium-browser',
      '/usr/bin/chromium',
      '/home/ana/.cache/ms-playwright/chromium-1169/chrome-linux/chrome',
      '/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome',
      '/home/ana/.cache/ms-playwright/chromium_headless_shell-1255/chrome-linux/headless_shell',
    ]);
    assert.deepEqual(
      chromiumCandidates(everything).map((candidate) => candidate.path),
      [
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
        '/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome',
        '/home/ana/.cache/ms-playwright/chromium-1169/chrome-linux/chrome',
      ],
    );
    assert.deepEqual(findChromium(everything), { path: '/usr/bin/chromium', source: "Debian's chromium package" });
  });

  it("finds Playwright's download alone, also under PLAYWRIGHT_BROWSERS_PATH", () => {
    const cached = machine(['/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome']);
    assert.equal(findChromium(cached)?.path, '/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome');
    const elsewhere = machine(['/opt/pw/chromium-1255/chrome-linux64/chrome'], { PLAYWRIGHT_BROWSERS_PATH: '/opt/pw' });
    assert.equal(findChromium(elsewhere)?.source, "Playwright's chromium-1255");
  });

  it('takes CHROMIUM_PATH first, and reports a wrong one instead of picking another browser', () => {
    const files = ['/usr/bin/chromium', '/opt/my/chrome'];
    assert.deepEqual(findChromium(machine(files, { CHROMIUM_PATH: '/opt/my/chrome' })), {
      path: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
    });
    assert.deepEqual(findChromium(machine(files, { CHROME_PATH: '/nowhere/chrome' })), {
      error: 'CHROME_PATH is /nowhere/chrome, which does not exist',
    });
  });

  it('looks under LIFEORBIT_TOOLS_ROOT only, so a dry run can pretend nothing is installed', () => {
    const files = ['/usr/bin/chromium', '/tmp/bare/usr/bin/chromium-browser'];
    assert.equal(findChromium(machine(files, {}, { root: '/tmp/empty' })), null);
    assert.equal(findChromium(machine(files, {}, { root: '/tmp/bare' }))?.path, '/tmp/bare/usr/bin/chromium-browser');
  });

  it('knows the macOS applications', () => {
    const mac = machine(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'], {}, { platform: 'darwin' });
    assert.equal(findChromium(mac)?.source, 'Google Chrome');
  });
});

describe('PostgreSQL lookup', () => {
  it("takes the newest of Debian's clusters, and only a folder with all four programs", () => {
    const files = [...pgPrograms('/usr/lib/postgresql/9.6/bin'), ...pgPrograms('/usr/lib/postgresql/15/bin')];
    files.push('/usr/lib/postgresql/16/bin/psql'); // a client without the server
    assert.deepEqual(findPostgres(machine(files)), {
      bin: '/usr/lib/postgresql/15/bin',
      source: "Debian's postgresql package",
    });
  });

  it('falls back to PGDG, Homebrew and then PATH', () => {
    assert.equal(findPostgres(machine(pgPrograms('/usr/pgsql-16/bin')))?.bin, '/usr/pgsql-16/bin');
    assert.equal(
      findPostgres(machine(pgPrograms('/opt/homebrew/opt/postgresql@17/bin')))?.bin,
      '/opt/homebrew/opt/postgresql@17/bin',
    );
    const onPath = machine(pgPrograms('/usr/local/bin'), { PATH: '/usr/bin:/usr/local/bin' });
    assert.deepEqual(findPostgres(onPath), { bin: '/usr/local/bin', source: 'PATH' });
    assert.equal(findPostgres(machine(['/usr/bin/psql'], { PATH: '/usr/bin' })), null);
  });

  it('takes POSTGRES_BIN first and reports one that lacks a program', () => {
    const files = [...pgPrograms('/usr/lib/postgresql/15/bin'), ...pgPrograms('/srv/pg/bin')];
    assert.equal(findPostgres(machine(files, { POSTGRES_BIN: '/srv/pg/bin' }))?.bin, '/srv/pg/bin');
    assert.match(
      findPostgres(machine(files, { POSTGRES_BIN: '/srv/none' }))?.error ?? '',
      /POSTGRES_BIN is \/srv\/none/,
    );
  });

  it('finds nothing under an empty LIFEORBIT_TOOLS_ROOT', () => {
    const files = pgPrograms('/usr/lib/postgresql/15/bin');
    assert.equal(findPostgres(machine(files, { PATH: '/usr/bin' }, { root: '/tmp/empty' })), null);
  });
});

describe('install plan', () => {
  const base = { isRoot: true, os: debian, platform: 'linux', hasAptGet: true, noInstall: false };
  const commands = (plan) => plan.steps.map((step) => step.command.join(' '));

  it('as root on Debian: one apt-get for both', () => {
    const plan = installPlan({ ...base, missing: ['chromium', 'postgresql'] });
    assert.deepEqual(commands(plan), [
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium postgresql',
    ]);
    assert.deepEqual(plan.unavailable, []);
  });

  it('nothing to do when nothing is missing', () => {
    assert.deepEqual(installPlan({ ...base, missing: [] }).steps, []);
  });

  it("as root on Ubuntu: PostgreSQL from apt-get, Chromium from Playwright (Ubuntu's package is a snap)", () => {
    const plan = installPlan({ ...base, os: ubuntu, missing: ['chromium', 'postgresql'] });
    assert.deepEqual(commands(plan), [
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends postgresql',
      'npx --no-install playwright install --with-deps chromium',
    ]);
  });

  it("as a user: Playwright's download for Chromium, and PostgreSQL named as missing with the command to run", () => {
    const plan = installPlan({ ...base, isRoot: false, missing: ['chromium', 'postgresql'] });
    assert.deepEqual(commands(plan), ['npx --no-install playwright install chromium']);
    assert.equal(plan.unavailable.length, 1);
    assert.equal(plan.unavailable[0]?.tool, 'postgresql');
    assert.match(plan.unavailable[0]?.reason ?? '', /sudo apt-get install -y postgresql/);
  });

  it('on macOS: Homebrew is the hint for PostgreSQL', () => {
    const plan = installPlan({ ...base, os: {}, platform: 'darwin', hasAptGet: false, missing: ['postgresql'] });
    assert.match(plan.unavailable[0]?.reason ?? '', /brew install postgresql@17/);
  });

  it('with LIFEORBIT_NO_INSTALL: installs nothing and says so', () => {
    const plan = installPlan({ ...base, noInstall: true, missing: ['chromium', 'postgresql'] });
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(
      plan.unavailable.map((entry) => entry.tool),
      ['chromium', 'postgresql'],
    );
    assert.match(plan.unavailable[0]?.reason ?? '', /LIFEORBIT_NO_INSTALL/);
  });
});

describe('helpers', () => {
  it('sorts release numbers highest first', () => {
    assert.deepEqual(newestFirst(['9.6', '15', '16', '10']), ['16', '15', '10', '9.6']);
    assert.deepEqual(newestFirst(['chromium-1169', 'chromium-1255']), ['chromium-1255', 'chromium-1169']);
  });

  it('reads /etc/os-release', () => {
    assert.equal(debian.ID, 'debian');
    assert.equal(ubuntu.ID_LIKE, 'debian');
    assert.equal(debian.PRETTY_NAME, 'Debian GNU/Linux 12 (bookworm)');
  });
});

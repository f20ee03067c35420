#!/usr/bin/env node
// Runs every check and test suite of LifeOrbit and ends with one line: `N passed, N failed`.
//   node scripts/test-all.mjs                lint, prettier --check, typecheck, unit and API tests (PGlite and
//                                            PostgreSQL), the API as its own process beside the CLI, the fault and
//                                            two-process checks, web build, size budgets, browser tests
//   node scripts/test-all.mjs --no-e2e       everything but the build, the size budgets and the browser tests
//   node scripts/test-all.mjs --print-setup  only say which Chromium and PostgreSQL it would use or install
// First it finds a Chromium and PostgreSQL's server programs and installs the missing ones where it can
// (scripts/lib/setup-tools.mjs). Without TEST_DATABASE_URL the PostgreSQL suites run on a throw-away cluster it starts
// and removes. A suite whose tool is missing and cannot be installed is named in the summary and counts as a failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPostgres } from '../bench/pg-server.mjs';
import { setUpTools } from './lib/setup-tools.mjs';
import { notRun, summary } from './lib/summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.test-output');
const withE2e = !process.argv.includes('--no-e2e');

console.log('=== setup ===');
const tools = setUpTools({
  need: { chromium: withE2e, postgresql: true },
  dryRun: process.argv.includes('--print-setup'),
});
if (process.argv.includes('--print-setup')) {
  const own = [
    !process.env.TEST_DATABASE_URL && 'the API suite',
    !process.env.BENCH_DATABASE_URL && 'the fault checks',
  ];
  if (own.some(Boolean))
    console.log(`setup: would start a throw-away PostgreSQL cluster for ${own.filter(Boolean).join(' and ')}`);
  process.exit(0);
}
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

/** PostgreSQL for the API suite (TEST_DATABASE_URL, else a database in our own cluster) and the fault checks. */
const pg = { testUrl: process.env.TEST_DATABASE_URL, benchUrl: process.env.BENCH_DATABASE_URL, missing: '' };
let cluster = null;
if ('bin' in tools.postgresql && (!pg.testUrl || !pg.benchUrl)) {
  try {
    cluster = await startPostgres({ database: 'lifeorbit_test' });
    console.log(`setup: throw-away PostgreSQL cluster on 127.0.0.1:${cluster.port}, removed at the end`);
    pg.testUrl ??= cluster.url;
  } catch (error) {
    pg.missing = error.message.split('\n')[0];
    console.log(`setup: ${error.message}`);
  }
} else if (!('bin' in tools.postgresql)) {
  pg.missing = tools.postgresql.missing;
}
const stopCluster = () => {
  cluster?.stop();
  cluster = null;
};
process.on('exit', stopCluster);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopCluster();
    process.exit(130);
  });
}
const chromiumEnv = tools.chromium && 'path' in tools.chromium ? { CHROMIUM_PATH: tools.chromium.path } : null;

/** @type {import('./lib/summary.mjs').SuiteResult[]} */
const results = [];

function run(command, args, env = {}, cwd = root) {
  const started = Date.now();
  const child = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: child.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const { status, seconds } = run(command, args, env);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, note: `${seconds}s` });
}

/**
 * Starts a command beside what follows, its output into a log printed when it is awaited; answers a function that
 * waits for it and answers { status, seconds }.
 */
function startBeside(name, command, args, env = {}, cwd = root) {
  const log = reportFile(name, 'log');
  const fd = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const ended = new Promise((resolve) => {
    const end = (status) => resolve({ status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    child.on('error', () => end(1));
    child.on('close', (code) => end(code ?? 1));
  });
  console.log(`\n=== ${name} === (started beside the next suites; its output follows when it ends)`);
  return async () => {
    const outcome = await ended;
    fs.closeSync(fd);
    console.log(`\n=== ${name} === (output)`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    return outcome;
  };
}

/** A check (passes when its command exits 0) run beside the next ones; answers a function that records it. */
function checkBeside(name, command, args, env = {}) {
  const wait = startBeside(name, command, args, env);
  return async () => {
    const { status, seconds } = await wait();
    results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, note: `${seconds}s` });
  };
}

/**
 * Runs a suite that writes a report file and counts its tests from that report (`count` returns { passed, failed }).
 * A suite that failed outside its tests (coverage threshold, a crash in a file) counts as one more failure; one that
 * left no report, as one failure.
 */
function reportedSuite(name, suite) {
  console.log(`\n=== ${name} ===`);
  countReport(name, suite, run(suite.command, suite.args, suite.env, suite.cwd));
}

/**
 * Starts a reported suite beside the suites that follow (its output goes to a log, printed when it is awaited) and
 * answers a function that waits for it and records its result. For a suite that uses about one core, like the API
 * suite on PostgreSQL beside the one on PGlite, on a machine with two.
 */
function reportedSuiteBeside(name, suite) {
  const wait = startBeside(name, suite.command, suite.args, suite.env, suite.cwd ?? root);
  return async () => countReport(name, suite, await wait());
}

function countReport(name, { report, count }, { status, seconds }) {
  const counts = fs.existsSync(report) ? count(fs.readFileSync(report, 'utf8')) : null;
  if (!counts || !Number.isInteger(counts.passed) || !Number.isInteger(counts.failed)) {
    results.push({ name, passed: 0, failed: 1, note: `no report (exit ${status})` });
    return;
  }
  const extra = status !== 0 && counts.failed === 0 ? 1 : 0;
  results.push({
    name,
    passed: counts.passed,
    failed: counts.failed + extra,
    note: `${seconds}s`,
    failures: counts.failures,
  });
}

const reportFile = (name, extension) => path.join(outDir, `${name.replace(/\W+/g, '-')}.${extension}`);

function vitestSuite(name, workspaceDir, extraArgs = [], env = {}, { beside = false } = {}) {
  const report = reportFile(name, 'json');
  const suite = {
    report,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    env,
    cwd: path.join(root, workspaceDir),
    count: (text) => {
      const json = JSON.parse(text);
      const failures = json.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${path.relative(root, file.name)} > ${test.fullName}`),
      );
      return { passed: json.numPassedTests, failed: json.numFailedTests, failures };
    },
  };
  return beside ? reportedSuiteBeside(name, suite) : reportedSuite(name, suite);
}

function playwrightSuite(name, { beside = false } = {}) {
  const report = reportFile(name, 'json');
  return (beside ? reportedSuiteBeside : reportedSuite)(name, {
    report,
    command: 'npx',
    args: ['playwright', 'test'],
    env: { ...chromiumEnv, E2E_JSON: report },
    cwd: path.join(root, 'e2e'),
    count: (text) => {
      const { stats, suites } = JSON.parse(text);
      return {
        passed: stats.expected ?? 0,
        failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
        failures: playwrightFailures(suites ?? []),
      };
    },
  });
}

/** The tests of a Playwright JSON report that failed or passed only on a retry, as `file:line title [project]`. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) =>
            `${spec.file}:${spec.line} ${spec.title} [${test.projectName}${test.status === 'flaky' ? ', flaky' : ''}]`,
        ),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/** The size budgets (bench/web-size.mjs) on the fresh build: each page within its budget passes, each over it fails. */
function sizeBudgetSuite(name) {
  const report = reportFile(name, 'json');
  reportedSuite(name, {
    report,
    command: 'node',
    args: ['bench/web-size.mjs'],
    env: { ...chromiumEnv, BENCH_JSON: report },
    count: (text) => {
      const rows = JSON.parse(text);
      const over = rows.filter((row) => row.over);
      return { passed: rows.length - over.length, failed: over.length, failures: over.map((row) => row.label) };
    },
  });
}

/** The set-up scripts' own tests (node:test): where tools are looked for, what would be installed, the summary. */
function nodeTestSuite(name, dir) {
  const report = reportFile(name, 'tap');
  const files = fs.readdirSync(path.join(root, dir)).filter((file) => file.endsWith('.test.mjs'));
  reportedSuite(name, {
    report,
    command: 'node',
    args: [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${report}`,
      ...files.map((file) => path.join(dir, file)),
    ],
    count: (text) => {
      const count = (label) => Number((new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text) ?? [])[1]);
      return { passed: count('pass'), failed: count('fail') };
    },
  });
}

// Issue 38: on two cores the suites wait on each other more than on the processor (the browser suite waits on pages
// and its server most of the time), so they run side by side: the browser suite, the longest, starts first on a fresh
// build; the static checks run beside it and beside each other; then the API suite on PGlite and on PostgreSQL at
// once; the short suites follow one by one. Each suite's output is printed whole when it ends.
let browserSuite = null;
if (withE2e) {
  check('build', 'npm', ['run', '-s', 'build']);
  if (chromiumEnv) browserSuite = playwrightSuite('browser (Chromium)', { beside: true });
}
const staticChecks = [
  checkBeside('lint', 'npm', ['run', '-s', 'lint']),
  checkBeside('format (prettier --check)', 'npm', ['run', '-s', 'format:check']),
  checkBeside('typecheck', 'npm', ['run', '-s', 'typecheck']),
];
for (const done of staticChecks) await done();
nodeTestSuite('set-up scripts', 'scripts/test');
vitestSuite('domain', 'packages/domain', ['--coverage']);
vitestSuite('contracts', 'packages/contracts', ['--passWithNoTests']);
// The API suite runs its files one after another in one process (about one core): on PostgreSQL it runs beside the
// PGlite run instead of after it.
const apiOnPostgres = pg.testUrl
  ? vitestSuite('api (PostgreSQL)', 'apps/api', [], { TEST_DATABASE_URL: pg.testUrl }, { beside: true })
  : null;
vitestSuite('api (PGlite)', 'apps/api', [], { TEST_DATABASE_URL: '' });
if (apiOnPostgres) await apiOnPostgres();
else results.push(notRun('api (PostgreSQL)', pg.missing));
// `npm start` on PGlite in a process of its own, with the CLI beside it (once: it does not use the test database).
vitestSuite('api processes (PGlite)', 'apps/api', ['--config', 'vitest.processes.config.ts']);
vitestSuite('web', 'apps/web');
// Kill the API mid-write and check nothing is lost or doubled: on a fresh database of its own.
for (const [name, script, database] of [
  ['fault (kill the API mid-write)', 'bench/fault-log-sets.mjs', 'lifeorbit_fault'],
]) {
  let url = pg.benchUrl;
  try {
    url ??= cluster?.createDatabase(database);
  } catch (error) {
    pg.missing = `CREATE DATABASE ${database} failed: ${error.message}`;
  }
  if (url) check(name, 'node', [script], { BENCH_DATABASE_URL: url });
  else results.push(notRun(name, pg.missing));
}
// These start a cluster of their own: one restarts PostgreSQL under two API processes, the other needs several
// databases (issue 28).
for (const [name, script] of [
  ['two API processes', 'bench/two-processes.mjs'],
  ['backup and restore', 'bench/backup-restore.mjs'],
]) {
  if ('bin' in tools.postgresql) check(name, 'node', [script], { BENCH_DATABASE_URL: '' });
  else results.push(notRun(name, pg.missing));
}
if (withE2e) {
  if (chromiumEnv) {
    // Sizes in bytes, not times: the browser suite beside it changes nothing it measures.
    sizeBudgetSuite('size budgets');
    await browserSuite();
  } else {
    results.push(notRun('size budgets', `no Chromium: ${tools.chromium.missing}`));
    results.push(notRun('browser (Chromium)', `no Chromium: ${tools.chromium.missing}`));
  }
}

stopCluster();
const { lines, failed } = summary(results);
console.log(`\n${lines.join('\n')}`);
process.exit(failed === 0 ? 0 : 1);

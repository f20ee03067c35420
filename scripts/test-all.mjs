#!/usr/bin/env node
// Runs every check and test suite of LifeOrbit and ends with one line: `N passed, N failed`.
//   node scripts/test-all.mjs            lint, typecheck, unit and API tests (PGlite, and PostgreSQL when
//                                        TEST_DATABASE_URL is set), web build, size budgets, browser tests
//   node scripts/test-all.mjs --no-e2e   everything but the build, the size budgets and the browser tests
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const withE2e = !process.argv.includes('--no-e2e');

/** @type {{ name: string, passed: number, failed: number, note?: string }[]} */
const results = [];

function run(command, args, env = {}, cwd = root) {
  const started = Date.now();
  const child = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: child.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const { status, seconds } = run(command, args);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, note: `${seconds}s` });
}

function vitestSuite(name, workspaceDir, extraArgs = [], env = {}) {
  console.log(`\n=== ${name} ===`);
  const json = path.join(outDir, `${name.replace(/\W+/g, '-')}.json`);
  const { status, seconds } = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...extraArgs],
    env,
    path.join(root, workspaceDir),
  );
  if (!fs.existsSync(json)) {
    results.push({ name, passed: 0, failed: 1, note: `no report (exit ${status})` });
    return;
  }
  const report = JSON.parse(fs.readFileSync(json, 'utf8'));
  // A suite that failed outside its tests (coverage threshold, a crash in a file) counts as one more failure.
  const extra = status !== 0 && report.numFailedTests === 0 ? 1 : 0;
  results.push({ name, passed: report.numPassedTests, failed: report.numFailedTests + extra, note: `${seconds}s` });
}

function playwrightSuite(name) {
  console.log(`\n=== ${name} ===`);
  const json = path.join(outDir, 'e2e.json');
  const { status, seconds } = run('npx', ['playwright', 'test'], { E2E_JSON: json }, path.join(root, 'e2e'));
  if (!fs.existsSync(json)) {
    results.push({ name, passed: 0, failed: 1, note: `no report (exit ${status})` });
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(json, 'utf8'));
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  const extra = status !== 0 && failed === 0 ? 1 : 0;
  results.push({ name, passed: stats.expected ?? 0, failed: failed + extra, note: `${seconds}s` });
}

/** The size budgets (bench/web-size.mjs) on the fresh build: each page within its budget passes, each over it fails. */
function sizeBudgetSuite(name) {
  console.log(`\n=== ${name} ===`);
  const json = path.join(outDir, 'web-size.json');
  const { status, seconds } = run('node', ['bench/web-size.mjs'], { BENCH_JSON: json });
  if (!fs.existsSync(json)) {
    results.push({ name, passed: 0, failed: 1, note: `no report (exit ${status})` });
    return;
  }
  const rows = JSON.parse(fs.readFileSync(json, 'utf8'));
  const failed = rows.filter((row) => row.over).length;
  results.push({ name, passed: rows.length - failed, failed, note: `${seconds}s` });
}

check('lint', 'npm', ['run', '-s', 'lint']);
check('typecheck', 'npm', ['run', '-s', 'typecheck']);
vitestSuite('domain', 'packages/domain', ['--coverage']);
vitestSuite('contracts', 'packages/contracts', ['--passWithNoTests']);
vitestSuite('api (PGlite)', 'apps/api', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitestSuite('api (PostgreSQL)', 'apps/api');
vitestSuite('web', 'apps/web');
// Needs PostgreSQL's binaries (CI installs them): kills the API mid-write and checks nothing is lost or doubled.
if (fs.existsSync('/usr/lib/postgresql') || process.env.BENCH_DATABASE_URL) {
  check('fault (kill the API mid-write)', 'node', ['bench/fault-log-sets.mjs']);
  check('two API processes', 'node', ['bench/two-processes.mjs']);
}
if (withE2e) {
  check('build', 'npm', ['run', '-s', 'build']);
  sizeBudgetSuite('size budgets');
  playwrightSuite('browser (Chromium)');
}

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(22)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.note})`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

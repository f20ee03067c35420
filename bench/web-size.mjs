#!/usr/bin/env node
// Size budgets of the web app: gzipped JavaScript that a real Chromium downloads for each member entry page, and the
// admin area's own chunks. Sizes are stable from run to run, so unlike timings they are a fair gate: the command exits
// 1 when a budget is exceeded. Usage: npm run bench:web (builds first).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const BUDGET_KB = { member: 150, admin: 150 };

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first (npm run bench:web does).');
  process.exit(2);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error', AUTH_RATE_LIMIT: 'relaxed', WEB_DIST: dist },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** The JavaScript files (from dist) that loading `pagePath` makes the browser fetch. */
async function scriptsFor(context, pagePath) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === BASE && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
}

const sum = (scripts) => [...scripts].reduce((n, p) => n + gzipSize(path.join(dist, p)), 0);

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const anonymous = await browser.newContext();
  const member = await browser.newContext();
  await member.request.post(`${BASE}/api/auth/sign-in/email`, {
    data: { email: 'demo@lifeorbit.app', password: 'demo-member-2026' },
  });
  const admin = await browser.newContext();
  await admin.request.post(`${BASE}/api/auth/sign-in/email`, {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });

  // A real workout when the workouts API exists; the start page otherwise.
  let workoutPath = '/app/workouts';
  const started = await member.request.post(`${BASE}/api/workouts`, { data: { id: crypto.randomUUID() } });
  if (started.ok()) {
    const body = await started.json();
    const id = body.id ?? body.workoutId ?? body.workout?.id;
    if (id) workoutPath = `/app/workouts/${id}`;
  }

  const rows = [];
  for (const [label, context, pagePath] of [
    ['/', anonymous, '/'],
    ['/auth', anonymous, '/auth'],
    [workoutPath.replace(/[0-9a-f-]{36}$/, '{id}'), member, workoutPath],
  ]) {
    const scripts = await scriptsFor(context, pagePath);
    rows.push({ label, bytes: sum(scripts), files: scripts.size, budget: BUDGET_KB.member });
    if (process.env.BENCH_VERBOSE) {
      for (const s of [...scripts].sort((a, b) => gzipSize(path.join(dist, b)) - gzipSize(path.join(dist, a)))) {
        console.log(`  ${label} ${kb(gzipSize(path.join(dist, s))).padStart(6)} KB ${s}`);
      }
    }
  }
  const dashboard = await scriptsFor(admin, '/dashboard');
  const adminScripts = await scriptsFor(admin, '/admin');
  const adminOnly = new Set([...adminScripts].filter((s) => !dashboard.has(s)));
  rows.push({ label: 'admin chunks', bytes: sum(adminOnly), files: adminOnly.size, budget: BUDGET_KB.admin });
  await browser.close();

  console.log(
    'page'.padEnd(26),
    'gzip KB'.padStart(8),
    'files'.padStart(6),
    'budget KB'.padStart(10),
    ' share of budget',
  );
  let over = 0;
  for (const row of rows) {
    const share = row.bytes / 1024 / row.budget;
    if (share > 1) over++;
    console.log(
      row.label.padEnd(26),
      kb(row.bytes).padStart(8),
      String(row.files).padStart(6),
      String(row.budget).padStart(10),
      ` ${(share * 100).toFixed(0)}%${share > 1 ? '  OVER BUDGET' : ''}`,
    );
  }
  stop();
  process.exit(over ? 1 : 0);
} catch (err) {
  console.error(err);
  stop();
  process.exit(2);
}

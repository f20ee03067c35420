#!/usr/bin/env node
// Lighthouse at mobile settings (a mid-range phone on slow 4G, Lighthouse's default) on the landing page, the sign-in
// page and the demo member's workout page, against the built web app served by the API on a throwaway database.
// Prints the performance, accessibility, best-practices and SEO scores per page (issue 10 aims at >= 95 for the first
// three). Scores, not a gate: performance moves with the machine's load, so it is not part of `npm test`.
// Usage: npm run bench:lighthouse (builds first). CHROMIUM_PATH or CHROME_PATH picks the browser (else the one
// `npm test` uses: Debian's, Google Chrome or Playwright's), WEB_DIST another build, BENCH_PORT the port,
// BENCH_VERBOSE=1 lists every audit that lost points, LIGHTHOUSE_OUT=folder keeps each page's JSON report.
// Lighthouse 12, not 13: 13 and its puppeteer-core need Node 22, and the project runs on Node 20 (ADR 021).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../scripts/lib/setup-tools.mjs';
import { startWebServer, webDist } from './web-server.mjs';

// chrome-launcher is Lighthouse's own dependency: resolve it from there rather than rely on it being hoisted.
const chromeLauncher = createRequire(import.meta.resolve('lighthouse'))('chrome-launcher');

const dist = webDist('npm run bench:lighthouse');
const PORT = Number(process.env.BENCH_PORT ?? 3192);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AIM = 95;
const DEMO_MEMBER = { email: 'demo@lifeorbit.app', password: 'demo-member-2026' };
// STACK.md pitfall 9: the flags Debian's Chromium needs to run headless in a container.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let chromePath;
try {
  chromePath = chromiumPath();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const BASE = `http://localhost:${PORT}`;
let stopServer = () => {};
let chrome;
const stop = () => {
  stopServer();
  chrome?.kill();
};

/** Signs the demo member in and returns the session cookie, to send with every request Lighthouse makes. */
async function signInDemoMember() {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('demo sign-in set no cookie');
  return cookies.join('; ');
}

/** The demo member's workout in progress: started from their first template, so it has exercises to show. */
async function demoWorkoutPath(cookie) {
  const headers = { cookie, origin: BASE, 'content-type': 'application/json' };
  const active = await (await fetch(`${BASE}/api/workouts/active`, { headers })).json();
  if (active?.workout?.id) return `/app/workouts/${active.workout.id}`;
  const templates = await (await fetch(`${BASE}/api/templates`, { headers })).json();
  const list = Array.isArray(templates) ? templates : (templates.templates ?? templates.items ?? []);
  const body = { id: crypto.randomUUID(), ...(list[0]?.id ? { templateId: list[0].id } : {}) };
  const response = await fetch(`${BASE}/api/workouts`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`starting a workout failed: ${response.status} ${await response.text()}`);
  const started = await response.json();
  const id = started.id ?? started.workout?.id;
  if (!id) throw new Error(`no workout id in ${JSON.stringify(started).slice(0, 200)}`);
  return `/app/workouts/${id}`;
}

/** One Lighthouse run on `url`; a run whose trace came out unusable (NO_NAVSTART on a busy machine) is tried once more. */
async function audit(url, extraHeaders, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  if (failure && attempt === 1) {
    console.error(`${url}: ${failure.code}, running it again`);
    return audit(url, extraHeaders, 2);
  }
  if (failure) throw new Error(`${url}: ${failure.message}`);
  return result;
}

const score = (category) => (category?.score == null ? '-' : String(Math.round(category.score * 100)));

try {
  ({ stop: stopServer } = await startWebServer({ port: PORT, dist, name: 'lighthouse' }));
  const cookie = await signInDemoMember();
  const workoutPath = await demoWorkoutPath(cookie);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

  const pages = [
    { label: '/', path: '/' },
    { label: '/auth', path: '/auth' },
    { label: '/app/workouts/{id}', path: workoutPath, headers: { cookie } },
  ];
  const rows = [];
  for (const page of pages) {
    const { lhr, report } = await audit(`${BASE}${page.path}`, page.headers);
    rows.push({ label: page.label, lhr });
    if (process.env.LIGHTHOUSE_OUT) {
      fs.mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
      const file = path.join(
        process.env.LIGHTHOUSE_OUT,
        `${page.label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}.json`,
      );
      fs.writeFileSync(file, report);
    }
  }

  console.log(
    'page'.padEnd(22),
    ...['performance', 'accessibility', 'best practices', 'SEO'].map((name) => name.padStart(14)),
    '   LCP s   TBT ms  CLS',
  );
  for (const { label, lhr } of rows) {
    const metric = (id) => lhr.audits[id]?.numericValue;
    console.log(
      label.padEnd(22),
      ...CATEGORIES.map((id) => score(lhr.categories[id]).padStart(14)),
      `  ${(metric('largest-contentful-paint') / 1000).toFixed(1).padStart(6)}`,
      `${Math.round(metric('total-blocking-time')).toString().padStart(8)}`,
      ` ${metric('cumulative-layout-shift').toFixed(2)}`,
    );
  }
  const below = rows.flatMap(({ label, lhr }) =>
    CATEGORIES.slice(0, 3)
      .filter((id) => (lhr.categories[id]?.score ?? 0) * 100 < AIM)
      .map((id) => `${label} ${id}`),
  );
  console.log(
    below.length === 0
      ? `Performance, accessibility and best practices are >= ${AIM} on every page.`
      : `Below ${AIM}: ${below.join(', ')}. (Performance moves with the machine's load; run again on a quiet machine.)`,
  );

  if (process.env.BENCH_VERBOSE) {
    for (const { label, lhr } of rows) {
      for (const id of CATEGORIES) {
        const lost = lhr.categories[id].auditRefs
          .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
          .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1);
        for (const { audit } of lost) {
          const value = audit.displayValue ? ` (${audit.displayValue})` : '';
          console.log(`  ${label} ${id}: ${audit.id} ${Math.round(audit.score * 100)}${value} - ${audit.title}`);
        }
      }
    }
  }
  stop();
  process.exit(0);
} catch (error) {
  console.error(error);
  stop();
  process.exit(2);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/lib/setup-tools.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database per run, so tests never depend on what an earlier run left behind.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-e2e-'));

export default defineConfig({
  testDir: './tests',
  // Room for a 2-core machine running two browsers, the API and its embedded database at once: a cold page in a new
  // context took 7-12 s there, and a whole journey 33 s. A test that passes meets its expectations at once either way.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../.test-output/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // A browser names its page's origin on every write; the API refuses a signed-in write that does not (issue 25).
    // page.request, which tests use as a shortcut for the page's own fetches, sends it too.
    extraHTTPHeaders: { origin: BASE_URL },
    // A trace films every page (screencast frames encoded by the browser and GPU processes): a third of the suite's
    // time on 2 cores. CI keeps only what the run prints, so it records none; a person's run keeps a failure's trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // As a member who asks for reduced motion (issue 38): the app's own rule (styles.css) then ends every animation and
    // transition at once, so Chromium stops drawing skeleton pulses and spinners frame after frame while a test waits,
    // and nothing is read halfway through a fade. The phone specs of workouts, efforts, polish-workout and gyms used
    // 16% less CPU this way (106.5 s → 89.8 s, at one device pixel per CSS pixel). It found a bug such a member met: the
    // account menu opened with the keyboard kept no focus (styles.css, the reduced-motion rule; shell.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      // CHROMIUM_PATH (npm test sets the one it found or installed), else Debian's, Chrome's or Playwright's own.
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // A .phone spec pins the phone's width for every journey: here it would only repeat the phone project's run.
      testIgnore: /\.(phone|last)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // Specs that change app-wide state run once, in the desktop project.
      testIgnore: /\.(desktop|last)\.spec\.ts$/,
      // One device pixel per CSS pixel (issue 38): layout, touch and the mobile viewport are a phone's, but Chromium
      // rasterises without a GPU here, and twice the pixels cost the phone specs about 9% more CPU and 15% more time
      // (workouts, efforts, polish-workout and gyms phone specs: 98 s CPU / 206 s at 2x, 89.5 s / 176 s at 1x).
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      // Specs that turn on an app-wide rule others would meet (staff two-factor): after every other spec.
      name: 'last',
      testMatch: /\.last\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx ../apps/api/src/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A fresh PGlite database is created, migrated and seeded before /api/health answers: 17-27 s on a loaded
    // 2-core machine, so one minute left too little room.
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: 'relaxed',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      // The coach's journey answers from a model server on 127.0.0.1 (test/openai-test-server.ts).
      COACH_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});

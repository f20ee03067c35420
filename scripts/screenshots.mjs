// Takes screenshots of pages at phone (390x844) and desktop (1280x800) size, in a language and theme, optionally
// signed in as a demo account. Usage:
//   node scripts/screenshots.mjs --base http://localhost:3000 --out /tmp/shots --lang es --login demo /dashboard /settings
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './lib/setup-tools.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('base', 'http://localhost:3000');
const out = option('out', '/tmp/shots');
const lang = option('lang', 'en');
const theme = option('theme', 'dark');
const login = option('login', '');
const paths = args.length ? args : ['/'];
const ACCOUNTS = {
  demo: ['demo@lifeorbit.app', 'demo-member-2026'],
  admin: ['admin@lifeorbit.app', 'demo-admin-2026'],
  ambassador: ['ambassador@lifeorbit.app', 'demo-ambassador-2026'],
};

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
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
});
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, baseURL: base });
  await context.addInitScript(
    ([l, t]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('theme', t);
    },
    [lang, theme],
  );
  const page = await context.newPage();
  if (login) {
    const [email, password] = ACCOUNTS[login];
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: base },
    });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
    await page.request.patch('/api/profile', { data: { preferredLanguage: lang }, headers: { origin: base } });
  }
  for (const p of paths) {
    await page.goto(p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = path.join(out, `${name}-${lang}-${theme}${p.replace(/[/?=&]+/g, '_') || '_root'}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await context.close();
}
await browser.close();

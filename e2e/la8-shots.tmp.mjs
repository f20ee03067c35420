// Temporary screenshot driver for issue 8 (deleted after use).
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3318';
const out = process.env.OUT ?? '/tmp/la8-shots';
const theme = process.env.THEME ?? 'dark';
const lang = process.env.LANG_CODE ?? 'en';
const steps = JSON.parse(process.env.STEPS);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const context = await browser.newContext({ viewport, baseURL: base, reducedMotion: process.env.RM ? 'reduce' : 'no-preference' });
  await context.addInitScript(([l, t]) => { localStorage.setItem('lang', l); localStorage.setItem('theme', t); }, [lang, theme]);
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  page.on('pageerror', (e) => console.log('page error:', e.message));
  if (process.env.LOGIN) {
    const r = await page.request.post('/api/auth/sign-in/email', { data: { email: 'demo@lifeorbit.app', password: 'demo-member-2026' }, headers: { origin: base } });
    if (!r.ok()) throw new Error('login ' + r.status());
    await page.request.patch('/api/profile', { data: { preferredLanguage: lang }, headers: { origin: base } });
  }
  for (const step of steps) {
    if (step.goto) await page.goto(step.goto, { waitUntil: 'networkidle' });
    if (step.click) await page.getByRole(step.click[0], { name: step.click[1], exact: true }).first().click();
    if (step.wait) await page.waitForTimeout(step.wait);
    if (step.shot) await page.screenshot({ path: `${out}/${name}-${lang}-${theme}-${step.shot}.png`, fullPage: !!step.full });
  }
  await context.close();
}
await browser.close();

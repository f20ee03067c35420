#!/usr/bin/env node
// What drawing the workout pages costs, in figures the machine's load does not move (issue 15, item 2): DOM elements,
// React commits and component renders while the page loads (until the network is idle), and the renders that one
// logged set causes on the 8x5 workout in progress (a set row of another exercise should not draw again). The pages are
// those of bench:lighthouse (bench/lighthouse-data.mjs), at phone size, in a real Chromium.
// Renders are counted through React's DevTools hook (production React calls it on every commit): a component
// rendered when React marked its fiber PerformedWork in that commit. With an unminified build (`npx vite build
// --minify false --outDir /tmp/dist-plain` in apps/web, then WEB_DIST=/tmp/dist-plain) BENCH_VERBOSE=1 names them.
// Usage: npm run bench:render (builds first). BENCH_PORT picks the port.
/* global window, document -- countRenders and snapshot run in the page */
import { chromium } from '@playwright/test';
import { DEMO_MEMBER, demoWorkouts, phoneContext, signIn } from './lighthouse-data.mjs';
import { startWebServer, webDist } from './web-server.mjs';
import { chromiumPath } from '../scripts/lib/setup-tools.mjs';

const dist = webDist('npm run bench:render');
const PORT = Number(process.env.BENCH_PORT ?? 3193);
const BASE = `http://localhost:${PORT}`;
let stop = () => {};

/** Runs in the page before its scripts: a DevTools hook that counts commits and the components each one rendered. */
function countRenders(why) {
  const FUNCTION = 0;
  const CLASS = 1;
  const FORWARD_REF = 11;
  const MEMO = 14;
  const SIMPLE_MEMO = 15;
  const PERFORMED_WORK = 1;
  const stats = { commits: 0, renders: 0, byName: {}, why: {} };
  window.__renderStats = stats;
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    return type?.displayName || type?.name || 'anonymous';
  };
  const isComponent = (fiber) => [FUNCTION, CLASS, FORWARD_REF, MEMO, SIMPLE_MEMO].includes(fiber.tag);
  // As React DevTools does: a fiber with no alternate was mounted in this commit; an updated component rendered when
  // it has PerformedWork; a subtree whose child list is the previous one's was skipped by React.
  const visit = (next, prev) => {
    if (isComponent(next) && (prev === null || (next.flags & PERFORMED_WORK) === PERFORMED_WORK)) {
      stats.renders++;
      const name = nameOf(next);
      stats.byName[name] = (stats.byName[name] ?? 0) + 1;
      if (why.includes(name) && prev !== null) {
        const before = prev.memoizedProps ?? {};
        const after = next.memoizedProps ?? {};
        const props = Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
        const reason = props.length > 0 ? `props ${props.join(' ')}` : 'state, context or parent';
        stats.why[`${name}: ${reason}`] = (stats.why[`${name}: ${reason}`] ?? 0) + 1;
      }
    }
    if (prev !== null && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) visit(child, prev === null ? null : child.alternate);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      stats.commits++;
      visit(root.current, root.current.alternate);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const snapshot = (page) =>
  page.evaluate(() => ({
    elements: document.querySelectorAll('body *').length,
    commits: window.__renderStats.commits,
    renders: window.__renderStats.renders,
    byName: { ...window.__renderStats.byName },
    why: { ...window.__renderStats.why },
  }));

/**
 * Waits until the page's element count has not changed for a second (a loaded machine makes a fixed wait too short;
 * commits never stop on a running workout, whose clock ticks every second).
 */
async function settled(page) {
  let before = -1;
  for (;;) {
    const now = await page.evaluate(() => document.querySelectorAll('body *').length);
    if (now === before) return;
    before = now;
    await page.waitForTimeout(1000);
  }
}

const top = (byName, count = 12) =>
  Object.entries(byName)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

const diff = (after, before) =>
  Object.fromEntries(
    Object.entries(after.byName)
      .map(([name, n]) => [name, n - (before.byName[name] ?? 0)])
      .filter(([, n]) => n > 0),
  );

try {
  ({ stop } = await startWebServer({ port: PORT, dist, name: 'bench-render' }));
  const cookie = await signIn(BASE, DEMO_MEMBER);
  const workouts = await demoWorkouts(BASE, cookie);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  const context = await phoneContext(browser, { base: BASE, cookie, serviceWorkers: 'block' });
  await context.addInitScript(countRenders, (process.env.BENCH_WHY ?? '').split(',').filter(Boolean));

  const rows = [];
  for (const [label, pagePath, exercises] of [
    ['workout 8x5 (running)', workouts.running, 8],
    ['workout 12 (finished)', workouts.finished, 12],
  ]) {
    const page = await context.newPage();
    await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForFunction((n) => document.querySelectorAll('main [role="group"]').length >= n, exercises, {
      timeout: 120_000,
    });
    await settled(page);
    const loaded = await snapshot(page);
    rows.push({ label, ...loaded });
    if (process.env.BENCH_VERBOSE) console.log(`  ${label} load: ${top(loaded.byName)}`);

    if (label.includes('running')) {
      // One set logged in the second exercise: what draws again besides that exercise's grid.
      const card = page.getByRole('region').nth(1);
      await card.locator('[data-log-row] button[type="submit"]').click();
      await page.waitForLoadState('networkidle');
      await settled(page);
      const logged = await snapshot(page);
      const changed = diff(logged, loaded);
      rows.push({
        label: '  one set logged',
        elements: logged.elements,
        commits: logged.commits - loaded.commits,
        renders: logged.renders - loaded.renders,
        byName: changed,
      });
      if (process.env.BENCH_VERBOSE) console.log(`  one set logged: ${top(changed, 30)}`);
      if (process.env.BENCH_WHY) console.log('  why:', diff({ byName: logged.why }, { byName: loaded.why }));
    }
    await page.close();
  }
  await browser.close();

  console.log('page'.padEnd(26), 'DOM elements'.padStart(13), 'commits'.padStart(8), 'renders'.padStart(8));
  for (const row of rows) {
    console.log(
      row.label.padEnd(26),
      String(row.elements).padStart(13),
      String(row.commits).padStart(8),
      String(row.renders).padStart(8),
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  stop();
}
process.exit();

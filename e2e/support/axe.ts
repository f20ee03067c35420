import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// axe-core's own script, put into a page once per document: @axe-core/playwright's AxeBuilder injected all 580 KB of
// it again for every check, which cost more than the check itself (0.75 s a run against 0.15 s + 0.27 s + 0.15 s for
// injecting once and checking two themes on /fitness/programs).
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Counts the page's requests in flight, so that a check can wait for the page's data instead of a fixed time. */
export function trackRequests(page: Page): () => number {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A navigation abandons the last page's requests without finishing them.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) inFlight.clear();
  });
  return () => inFlight.size;
}

async function waitForQuiet(page: Page, inFlight: () => number, quietMs = 150, maxMs = 5_000): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(25);
  }
}

/**
 * Waits for the page's main content: the landmark, no request in flight and, unless the page shows skeletons on
 * purpose, no skeleton left (they stand in for data and for lazily loaded page chunks).
 */
export async function waitForMainContent(
  page: Page,
  inFlight: () => number,
  { keepsSkeletons = false } = {},
): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 15_000 });
  await waitForQuiet(page, inFlight);
  if (keepsSkeletons) return;
  await expect(page.locator('main [aria-hidden="true"].animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  await waitForQuiet(page, inFlight);
}

/** Switches the theme the way the app does (the stored mode and the root's class), without loading the page again. */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.classList.toggle('light', value === 'light');
  }, theme);
  // A colour's transition still reads as its start, the old theme's colour, until it has run; and the page may restyle
  // a moment later (a component that follows the theme draws again), starting more. Wait until two frames pass with no
  // transition left (the infinite pulses and spinners are animations, not transitions, and are left alone).
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const deadline = performance.now() + 3_000;
    for (;;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && animation.playState !== 'finished');
      if (running.length === 0 || performance.now() > deadline) return;
      // Bounded by the deadline too: a transition that is paused or left running never settles its promise.
      const left = Math.max(0, deadline - performance.now());
      await Promise.race([
        Promise.all(running.map((transition) => transition.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, left)),
      ]);
    }
  });
}

export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeInPage {
  run: (context: Document, options: object) => Promise<AxeResults>;
  getRules: (tags?: string[]) => { ruleId: string; tags: string[] }[];
}

/**
 * axe-core's serious and critical violations of WCAG 2.2 A/AA on the page as it is now. A tag filter leaves out the
 * rules axe-core tags "experimental" even when they test a WCAG A/AA criterion (label-content-name-mismatch, 2.5.3
 * label in name, among them; issue 37): those are turned on by name, whichever of them this axe-core has.
 * `coloursOnly` runs just the rules about colour, for the same page again after a theme switch (issue 38).
 */
export async function seriousViolations(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<A11yFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ tags, coloursOnly }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      if (coloursOnly) {
        // The same page in the other theme: only the rules about colour can answer differently (axe's cat.color:
        // contrast, links told apart from text by colour).
        const colourRules = axe
          .getRules(tags)
          .filter((rule) => rule.tags.includes('cat.color'))
          .map((rule) => rule.ruleId);
        return axe.run(document, { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] });
      }
      const experimental = axe.getRules(['experimental']).filter((rule) => rule.tags.some((tag) => tags.includes(tag)));
      const rules = Object.fromEntries(experimental.map((rule) => [rule.ruleId, { enabled: true }]));
      return axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    },
    { tags: WCAG_TAGS, coloursOnly },
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${node.target.join(' >> ')}${summary ? ` (${summary})` : ''}`;
      }),
    }));
}

export function formatFindings(where: string, findings: A11yFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${where} ${finding.rule} [${finding.impact}] ${finding.help}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  // A colour's transition (0.01 ms under reduced motion) still reads as its start, the old theme's colour, until the
  // next frames run: wait for two before anyone reads colours.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical violations of WCAG 2.2 A/AA on the page as it is now. */
export async function seriousViolations(page: Page): Promise<A11yFinding[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge frames' results, which
  // doubles the time and buys nothing here (the app has no iframes).
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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

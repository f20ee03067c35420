import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { signUpPlanner } from '../support/a11y-planner';
import { A11Y_CASES, hasParams, PARAM_FILLERS, ROUTES, type Role } from '../support/a11y-routes';
import { formatFindings, seriousViolations, switchTheme, trackRequests, waitForMainContent } from '../support/axe';
import { DEMO_ADMIN, DEMO_MEMBER, loadDemoIds, signInContext, type DemoIds } from '../support/demo-data';

// Every route of the manifest, in light and dark, at this project's size (phone 390x844, desktop 1280x800), held to
// WCAG 2.2 A/AA by axe-core (with its experimental rules for those levels): a serious or critical violation fails the
// route.

const THEMES = ['light', 'dark'] as const;

interface RolePage {
  page: Page;
  inFlight: () => number;
}

interface WorkerFixtures {
  /** One signed-in page per role and worker, reused from route to route. */
  rolePage: (role: Role) => Promise<RolePage>;
  demoIds: DemoIds;
}

const test = base.extend<object, WorkerFixtures>({
  rolePage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = workerInfo.project.use;
      const contexts: BrowserContext[] = [];
      const pages = new Map<Role, Promise<RolePage>>();
      const open = async (role: Role): Promise<RolePage> => {
        const context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor,
          userAgent,
          baseURL,
          // Colours are checked at rest, not halfway through a fade-in.
          reducedMotion: 'reduce',
        });
        contexts.push(context);
        if (role === 'member') await signInContext(context, DEMO_MEMBER);
        if (role === 'admin') await signInContext(context, DEMO_ADMIN);
        const page = await context.newPage();
        if (role === 'planner') await signUpPlanner(page);
        const inFlight = trackRequests(page);
        // The theme lives in localStorage: open the origin once so that it can be set before each route loads.
        await page.goto('/robots.txt');
        return { page, inFlight };
      };
      await use((role) => {
        let opened = pages.get(role);
        if (!opened) {
          opened = open(role);
          pages.set(role, opened);
        }
        return opened;
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
  demoIds: [
    async ({ rolePage }, use) => {
      const member = await rolePage('member');
      const admin = await rolePage('admin');
      await use(await loadDemoIds(member.page.request, admin.page.request));
    },
    { scope: 'worker' },
  ],
});

test('every route of the manifest has a case in the accessibility suite', () => {
  const manifestPatterns = ROUTES.map((route) => route.path);
  const withoutCase = manifestPatterns.filter((pattern) => hasParams(pattern) && !PARAM_FILLERS[pattern]);
  const stale = Object.keys(PARAM_FILLERS).filter((pattern) => !manifestPatterns.includes(pattern));
  expect(withoutCase, 'parametrised routes with no way to fill their parameters').toEqual([]);
  expect(stale, 'cases for patterns that are no longer in the manifest').toEqual([]);
});

test('the second theme is checked for colour: a contrast failure is found, a missing name is left to the first', async ({
  page,
}) => {
  await page.setContent(
    '<main><h1>Plan</h1><p style="color:#777;background:#888">Faint text</p><button type="button"></button></main>',
  );
  const colours = await seriousViolations(page, { coloursOnly: true });
  expect(colours.map((finding) => finding.rule)).toEqual(['color-contrast']);
  const all = await seriousViolations(page);
  expect(all.map((finding) => finding.rule)).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  expect(colours.length).toBeLessThan(all.length);
});

test("the suite runs axe-core's experimental WCAG rules, label in name among them", async ({ page }) => {
  // A button whose name does not begin with its visible text (WCAG 2.5.3): a WCAG tag filter alone skips the rule.
  await page.setContent('<main><h1>Plan</h1><button type="button" aria-label="Begin Push day">Start</button></main>');
  const findings = await seriousViolations(page);
  expect(findings.map((finding) => finding.rule)).toContain('label-content-name-mismatch');
});

for (const a11yCase of A11Y_CASES) {
  test(`${a11yCase.pattern} (${a11yCase.role}) has no serious accessibility violation`, async ({
    rolePage,
    demoIds,
  }, testInfo) => {
    const { page, inFlight } = await rolePage(a11yCase.role);
    const urls = a11yCase.urls(demoIds);
    expect(urls.length, `${a11yCase.pattern} has no URL to open`).toBeGreaterThan(0);
    const reports: string[] = [];
    for (const url of urls) {
      // Loaded once in the first theme, then switched: only colours change between the two.
      await page.evaluate((value) => localStorage.setItem('theme', value), THEMES[0]);
      await page.goto(url);
      await waitForMainContent(page, inFlight, { keepsSkeletons: a11yCase.keepsSkeletons });
      for (const theme of THEMES) {
        if (theme !== THEMES[0]) await switchTheme(page, theme);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        // The first theme gets every rule; the second only the rules about colour, the one thing a switch changes.
        const findings = await seriousViolations(page, { coloursOnly: theme !== THEMES[0] });
        if (findings.length > 0) reports.push(formatFindings(`${url} [${testInfo.project.name} ${theme}]`, findings));
      }
    }
    expect(reports, `serious or critical violations:\n${reports.join('\n')}`).toEqual([]);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

// The service worker would answer the chunks itself, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

const PROGRAMS_CHUNK = '**/assets/programs-page-*.js';

/** The dashboard of a new member, with its heading; the Programs link is in the header (desktop) and the tab bar. */
async function openDashboard(page: Page) {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Settled: a namespace or card that arrives late must not be mistaken for the navigation.
  await page.waitForLoadState('networkidle');
  return { heading: page.getByRole('heading', { level: 1, name: (await heading.textContent()) ?? '' }) };
}

const programsLink = (page: Page) =>
  page.getByRole('link', { name: 'Programs', exact: true }).filter({ visible: true });

test('a page whose code fails to load shows Unexpected Application Error!, and going back draws the page before', async ({
  page,
}) => {
  const { heading } = await openDashboard(page);
  await page.route(PROGRAMS_CHUNK, (route) => route.abort());
  await programsLink(page).first().click();

  const error = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Unexpected Application Error!' }) });
  await expect(error).toBeVisible();
  await expect(error.locator('pre')).toContainText(/programs-page/);
  await expect(error.getByRole('button', { name: 'Reload' })).toBeVisible();

  // Another address clears the error: the dashboard is drawn again.
  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  // Coming back asks for the code again (still refused here); in a browser that keeps a failed module for the life of
  // the document, only Reload brings the page, so Reload is the way back that works in every browser.
  await page.goForward();
  await expect(error).toBeVisible();
  await page.unrouteAll();
  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
});

test('the page being left stays on screen until the next page’s code has arrived, with no skeleton between', async ({
  page,
}) => {
  const { heading } = await openDashboard(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PROGRAMS_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await programsLink(page).first().click();

  await expect(page).toHaveURL(/\/app\/programs$/);
  // Still the dashboard, not the page skeleton that a Suspense fallback would show in its place.
  await expect(heading).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await expect(heading).toHaveCount(0);
});

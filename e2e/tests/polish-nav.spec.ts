import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

/** The spec's lists (§2): every one of these stays one or two taps away. */
const SPEC_LINKS = [
  '/dashboard',
  '/marketplace',
  '/social',
  '/progress',
  '/insights',
  '/analytics',
  '/settings',
  '/gyms',
  '/ambassador',
  '/user-dashboard',
  '/app/programs',
  '/atlas',
  '/planets',
];

async function linkNames(scope: Locator): Promise<{ name: string; href: string; icon: string }[]> {
  return scope.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? '').trim(),
      href: new URL((link as HTMLAnchorElement).href).pathname,
      icon: link.querySelector('svg')?.getAttribute('class') ?? '',
    })),
  );
}

async function hrefs(_page: Page, scope: Locator): Promise<string[]> {
  return (await linkNames(scope)).map((link) => link.href);
}

/** Desktop: nothing twice, distinct icons, no scrolling at 900 px. */
async function checkDesktopShell(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  const header = page.getByRole('banner').getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Training' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Training' })).toBeVisible();
  await expect(sidebar.getByText('Fitness', { exact: true })).toHaveCount(0);

  const inSidebar = await linkNames(sidebar);
  const inHeader = await linkNames(header);
  // Programs (and anything else in the header) is not repeated in the sidebar; no label shows twice there.
  for (const link of inHeader.filter((l) => l.href !== '/fitness')) {
    expect(inSidebar.map((l) => l.href)).not.toContain(link.href);
  }
  const names = inSidebar.map((l) => l.name);
  expect(new Set(names).size).toBe(names.length);
  const icons = inSidebar.map((l) => l.icon.split(' ').find((c) => c.startsWith('lucide-')));
  expect(new Set(icons).size).toBe(icons.length);

  // The sidebar fits without scrolling; the folded More holds the rest of the spec's links.
  const scroller = page.locator('aside > div.overflow-y-auto');
  expect(await scroller.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  await sidebar.getByText('More', { exact: true }).click();
  await expect(sidebar.getByRole('link', { name: 'Life Planets Hub' })).toBeVisible();
  const reachable = [...(await hrefs(page, sidebar)), ...(await hrefs(page, header))];
  for (const path of SPEC_LINKS) expect(reachable, path).toContain(path);
  const allIcons = (await linkNames(sidebar)).map((l) => l.icon.split(' ').find((c) => c.startsWith('lucide-')));
  expect(new Set(allIcons).size).toBe(allIcons.length);
}

/** Phone: the drawer and the tab bar reach every spec link, each once. */
async function checkPhoneShell(page: Page): Promise<void> {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const tabBar = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabBar.getByRole('link', { name: 'Programs' })).toBeVisible();
  const tabs = await hrefs(page, tabBar);
  expect(tabs).toContain('/app/programs');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByText('More', { exact: true }).click();
  await expect(drawer.getByRole('link', { name: 'Life Planets Hub' })).toBeVisible();
  const inDrawer = await hrefs(page, drawer);
  for (const path of SPEC_LINKS) expect([...inDrawer, ...tabs], path).toContain(path);
  // Programs is a tab on phones, so the drawer does not repeat it.
  expect(inDrawer).not.toContain('/app/programs');
  expect(new Set(inDrawer).size).toBe(inDrawer.length);
}

test('the shell has one clear hierarchy that reaches every list of the spec', async ({ page }) => {
  if ((page.viewportSize()?.width ?? 1280) >= 768) await checkDesktopShell(page);
  else await checkPhoneShell(page);
});

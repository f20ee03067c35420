import { expect, test } from '@playwright/test';
import { openNavigation, signUpViaApi } from '../support/members';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme is dark by default and the toggle persists across a reload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await openNavigation(page);
  await page.getByRole('button', { name: 'Switch to light mode' }).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  await openNavigation(page);
  await expect(
    page.getByRole('button', { name: 'Switch to dark mode' }).filter({ visible: true }).first(),
  ).toBeVisible();
});

test('choosing Español changes the shell and survives a reload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await openNavigation(page);
  await page.getByLabel('Language').filter({ visible: true }).selectOption('es');
  await expect(page.getByRole('link', { name: 'Ajustes' }).first()).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola');
  await openNavigation(page);
  await expect(page.getByRole('link', { name: 'Ajustes' }).filter({ visible: true }).first()).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.preferredLanguage).toBe('es');
});

test('every page is served with the security headers and a nonce for the theme script', async ({ page }) => {
  const response = await page.goto('/auth');
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the account menu works from the keyboard and gives the focus back', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // A click opens it on the menu itself; Escape still closes it and returns to the trigger.
  await trigger.click();
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});

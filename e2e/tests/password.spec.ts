import { expect, test } from '@playwright/test';
import { PASSWORD, signUpViaApi } from '../support/members';

test('changing the password in settings signs every other device out', async ({ page, browser }) => {
  // Two devices, three sign-ins and a password hash or two: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = await signUpViaApi(page);
  // The same member on another device.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto('/auth');
  await phonePage.getByLabel('E-mail').fill(email);
  await phonePage.getByLabel('Password').fill(PASSWORD);
  await phonePage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phonePage).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password-1');
  await page.getByLabel('New password again').fill('a-brand-new-password-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That is not your current password.')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'signed out on every other device' })).toBeVisible();

  // This device stays signed in; the phone is signed out and back on the sign-in page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/auth/);
  await phone.close();

  // The new password is the one that works now.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a-brand-new-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpViaApi } from '../support/members';
import { codeFor } from '../support/totp';
import { turnOnTwoFactor } from '../support/two-factor';

// Two-factor sign-in (issue 29, item 5). The staff setting's test is staff-two-factor.last.spec.ts: it turns an
// app-wide admin setting on, so it runs after every other spec.

async function passwordStep(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('turn on two-factor, then sign in with a code and with a backup code that works once', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUpViaApi(page);
  const { key, backupCodes } = await turnOnTwoFactor(page);

  // Signed out, the password alone is not enough: a code from the app follows.
  await passwordStep(page, email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await passwordStep(page, email);
  await page.getByLabel('Code', { exact: true }).fill(await codeFor(key));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A backup code instead of the app.
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same backup code a second time is refused.
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('That backup code is wrong or was used already.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Backup code').fill(backupCodes[1]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off asks the password; then the password alone signs in again.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Turn off two-factor' }).click();
  await page.getByLabel('Your password, to confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(page.getByRole('button', { name: 'Turn on two-factor' })).toBeVisible();
});

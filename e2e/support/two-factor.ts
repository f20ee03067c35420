import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './members';
import { codeFor } from './totp';

/** Turns two-factor on in settings the way a member does; answers the key the page showed and the backup codes. */
export async function turnOnTwoFactor(page: Page): Promise<{ key: string; backupCodes: string[] }> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await page.getByLabel('Your password, to confirm').fill('not-my-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That password is wrong.')).toBeVisible();
  await page.getByLabel('Your password, to confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('That code is wrong or has expired.')).toBeVisible();
  await page.getByLabel('Code from the app').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const list = page.getByRole('list', { name: 'Your backup codes' });
  await expect(list).toBeVisible();
  const backupCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(backupCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
  return { key, backupCodes };
}

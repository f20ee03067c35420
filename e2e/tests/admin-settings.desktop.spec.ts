import { expect, test } from '@playwright/test';

// App-wide settings are one shared row: this file runs in the desktop project only (see playwright.config.ts), so two
// browsers never change the same setting at once.
test('admin settings save and survive a reload', async ({ page }) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/admin/settings');
  const select = page.getByLabel('Default warm-up strategy');
  await select.selectOption('power');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Default warm-up strategy')).toHaveValue('power');
  await page.getByLabel('Default warm-up strategy').selectOption('ramped');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

// A backup is the whole database: the password is asked again before the download (issue 36).
test('a backup download asks for the password again, then saves the file', async ({ page }) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Download a backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(dialog.getByText('That password is wrong.')).toBeVisible();
  const refused = await page.request.get('/api/admin/backup');
  expect(refused.status()).toBe(400);

  await dialog.getByLabel('Password').fill('demo-admin-2026');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^lifeorbit-backup-.*\.tar\.gz$/);
  await expect(dialog).toBeHidden();
});

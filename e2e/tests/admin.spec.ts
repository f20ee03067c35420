import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(response.status()).toBe(200);
}

test('a superadmin finds a member, grants a role, and the audit log shows it', async ({ page }) => {
  const memberEmail = await signUpViaApi(page);
  await page.context().clearCookies();
  await signInAsAdmin(page);

  await page.goto('/admin/users');
  await page.getByLabel('Search by e-mail or name').fill(memberEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: memberEmail }).click();
  await expect(page.getByRole('heading', { level: 1, name: memberEmail })).toBeVisible();
  await expect(page.getByText('No roles: an ordinary member.')).toBeVisible();

  await page.getByLabel('Add a role').selectOption('mentor');
  await page.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByRole('button', { name: 'Remove the role Mentor' })).toBeVisible();

  await page.goto('/admin/audit');
  await page.getByLabel('Action type').fill('role_granted');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'role_granted' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@lifeorbit.app' }).first()).toBeVisible();
});

test('a member is refused by every admin API call', async ({ page }) => {
  await signUpViaApi(page);
  for (const path of ['/api/admin/users', '/api/admin/settings', '/api/admin/audit', '/api/admin/signin-secrets']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
});

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

test('the admin selectors live in the query string and a new life category resets the subcategory', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // On a phone the selectors are folded into one line until opened.
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByLabel('Life category')).toHaveValue('health');
  await expect(page.getByLabel('Subcategory')).toHaveValue('fitness-exercise');
  await expect(page.getByLabel('Class')).toHaveValue('ambassadors');

  await page.getByLabel('Class').selectOption('users');
  await expect(page).toHaveURL(/class=users/);
  await page.getByLabel('Life category').selectOption('wealth');
  await expect(page).toHaveURL(/life_cat=wealth/);
  await expect(page).toHaveURL(/subcat=income-career-growth/);
  await expect(page.getByLabel('Class')).toHaveCount(0);

  await page.getByLabel('Subcategory').selectOption('saving-investing');
  await expect(page).toHaveURL(/subcat=saving-investing/);
  await page.reload();
  await expect(page.getByLabel('Subcategory')).toHaveValue('saving-investing');
  // Pages the selectors mean nothing to do not show them.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Roles' })).toBeVisible();
  await expect(page.getByLabel('Life category')).toHaveCount(0);
  await expect(page.getByText('Filters', { exact: true })).toHaveCount(0);
});

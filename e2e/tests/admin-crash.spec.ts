import { expect, test } from '@playwright/test';

// The service worker would answer some requests itself, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

/**
 * A render error inside the admin area (spec §8): the users page gets a body it cannot draw (a user whose roles are
 * null, as an API and a web app of different versions could produce), so the page throws while rendering. The admin
 * shell's boundary shows Admin crashed with the message, the technical details and Reload Page; reloading with a
 * sound answer brings the page back.
 */
test('a render error inside admin shows Admin crashed, and Reload Page recovers', async ({ page }) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(signIn.status()).toBe(200);
  const malformed = {
    users: [
      {
        id: 'u1',
        email: 'broken@example.com',
        name: 'broken',
        createdAt: '2026-01-01T00:00:00.000Z',
        roles: null,
        bannedAt: null,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 25,
  };
  await page.route('**/api/admin/users?*', (route) => route.fulfill({ json: malformed }));
  await page.route('**/api/admin/users', (route) => route.fulfill({ json: malformed }));

  await page.goto('/admin/users');
  const crash = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Admin crashed' }) });
  await expect(crash).toBeVisible();
  await expect(crash).toContainText("Cannot read properties of null (reading 'map')");
  await crash.getByText('Technical details').click();
  await expect(crash.locator('pre')).toContainText('TypeError');
  // The shell around the page still stands: the way back to the app and the selectors.
  await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();

  await page.unrouteAll();
  await crash.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Roles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin crashed' })).toHaveCount(0);
});

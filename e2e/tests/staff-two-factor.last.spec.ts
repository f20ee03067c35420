import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { signUpViaApi } from '../support/members';
import { turnOnTwoFactor } from '../support/two-factor';

// "Staff must use two-factor" (issue 29, item 5) is app-wide: while it is on, every superadmin without two-factor is
// kept out of the admin. The "last" project runs this file after every other spec (playwright.config.ts), so no admin
// test of another worker meets it.

test('"Staff must use two-factor" keeps a superadmin out of the admin until they set it up', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  // The demo admin makes this new member a superadmin (the demo admin's own sign-in is left as it is).
  const adminContext = await browser.newContext();
  await signInContext(adminContext, DEMO_ADMIN);
  const granted = await adminContext.request.post(`/api/admin/users/${me.id}/roles`, { data: { role: 'superadmin' } });
  expect(granted.status(), await granted.text()).toBe(200);
  await adminContext.close();

  await page.goto('/admin/settings');
  const staffBox = page.getByRole('checkbox', { name: 'Staff must use two-factor' });
  await expect(staffBox).not.toBeChecked();
  await staffBox.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  try {
    // Kept out: the admin says how to set it up, and its API answers 403 with the code.
    await expect(page.getByRole('heading', { name: 'Turn on two-factor sign-in to use the admin' })).toBeVisible();
    const refused = await page.request.get('/api/admin/settings');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('two_factor_required');
    await page.getByRole('link', { name: 'Set it up in Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await turnOnTwoFactor(page);

    // Let in after setting it up.
    await page.goto('/admin/settings');
    await expect(page.getByRole('checkbox', { name: 'Staff must use two-factor' })).toBeChecked();
  } finally {
    // Off again at once: the other specs sign the demo admin in without a second factor.
    const off = await page.request.put('/api/admin/settings', { data: { staffTwoFactorRequired: false } });
    expect(off.status(), await off.text()).toBe(200);
  }
});

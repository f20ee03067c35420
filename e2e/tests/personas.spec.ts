import { expect, test } from '@playwright/test';
import { signInAsAdminViaApi, signUpViaApi } from '../support/members';

test('the translated profile demo shows one profile in English, Spanish and Romanian side by side', async ({
  page,
}) => {
  await page.goto('/translated-profile-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Translated profile demo' })).toBeVisible();
  const en = page.getByRole('region', { name: 'English' });
  const es = page.getByRole('region', { name: 'Español' });
  const ro = page.getByRole('region', { name: 'Română' });
  await expect(en).toContainText('Training days a week');
  await expect(en).toContainText('4 days');
  await expect(es).toContainText('Días de entrenamiento');
  await expect(es).toContainText('4 días');
  await expect(ro).toContainText('4 zile');
  // Each language's own number format: 64.5 in English, 64,5 in Spanish and Romanian.
  await expect(en).toContainText('64.5');
  await expect(es).toContainText('64,5');
});

test('a member is told the persona pages are for superadmins, and the API refuses them', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/persona-seeding');
  await expect(page.getByRole('heading', { name: 'For superadmins only' })).toBeVisible();
  expect((await page.request.post('/api/personas', { data: { persona: 'beginner', months: 1 } })).status()).toBe(403);
});

test('a superadmin seeds a powerlifter and reads its dashboard', async ({ page }) => {
  await signInAsAdminViaApi(page);
  await page.goto('/persona-seeding');
  await page.getByLabel('Persona').selectOption('powerlifter');
  await page.getByLabel('History').selectOption('3');
  await page.getByRole('button', { name: 'Create persona member' }).click();
  const link = page.getByRole('link', { name: /^Dashboard of Powerlifter [0-9a-f]{8}$/ }).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const name = ((await link.textContent()) ?? '').replace('Dashboard of ', '');
  await link.click();

  await expect(page).toHaveURL(/\/persona-dashboard\?member=/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const lifts = page.getByRole('table').first();
  await expect(lifts.getByRole('rowheader').first()).toHaveText('Deadlift');
  await expect(page.getByRole('heading', { name: 'Last eight weeks' })).toBeVisible();
});

import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(response.status()).toBe(200);
}

test('a superadmin adds an exercise in three languages; a member finds it by its Spanish alias; it is fully translated', async ({
  page,
}) => {
  // A long journey (two accounts, three pages); other suites share the machine.
  test.setTimeout(90_000);
  const word = `zorblat${crypto.randomUUID().slice(0, 6)}`;
  const names = { en: `Landmine ${word} press`, es: `Press landmine ${word}`, ro: `Împins landmine ${word}` };
  const alias = `mina ${word}`;

  await signInAsAdmin(page);
  await page.goto('/admin/exercises');
  await page.getByRole('link', { name: 'Add exercise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add exercise' })).toBeVisible();

  await page.getByLabel('Name in English *').fill(names.en);
  await page.getByLabel('Name in Spanish').fill(names.es);
  await page.getByLabel('Name in Romanian').fill(names.ro);
  await page.getByLabel('Main muscle *').selectOption({ label: 'Chest' });
  await page.getByLabel('Equipment', { exact: true }).selectOption({ label: 'Barbell' });
  await page.getByLabel('Movement pattern', { exact: true }).selectOption({ label: 'Horizontal push' });
  await page.getByLabel('New alias in Spanish').fill(alias);
  await page.getByRole('button', { name: 'Add ES' }).click();
  await expect(page.getByRole('list', { name: 'Aliases in Spanish' })).toContainText(alias);
  await page.getByRole('button', { name: 'Create exercise' }).click();

  // Saved: the edit page of the new exercise, with its creation in the edit history.
  await expect(page).toHaveURL(/\/admin\/exercises\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: names.en })).toBeVisible();
  await expect(page.getByLabel('Name in Romanian')).toHaveValue(names.ro);
  await expect(page.getByRole('table', { name: 'Edit history' }).getByRole('cell', { name: 'Created' })).toBeVisible();

  // The translations page shows it complete: nothing missing, and every language filled in.
  await page.goto('/admin/translations/exercises');
  await page.getByLabel('Search by name or slug').fill(word);
  await expect(page.getByText('Nothing is missing here. Well done.')).toBeVisible();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'All rows' });
  const slug = `landmine-${word}-press`;
  await expect(page.getByLabel(`Name of ${slug} in Spanish`)).toHaveValue(names.es);
  await expect(page.getByLabel(`Name of ${slug} in Romanian`)).toHaveValue(names.ro);

  // A member, reading the app in Spanish, finds it by the Spanish alias, named in Spanish.
  await page.context().clearCookies();
  await signUpViaApi(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  expect((await page.request.patch('/api/profile', { data: { preferredLanguage: 'es' } })).status()).toBe(200);
  await page.goto('/fitness/exercises');
  await page.getByLabel('Buscar ejercicios').fill(alias);
  await expect(page.getByRole('region', { name: 'Ejercicios' }).getByText(names.es, { exact: true })).toBeVisible();
});

test('a member is refused by the catalogue admin API, and the data quality report is public', async ({ page }) => {
  await signUpViaApi(page);
  for (const path of ['/api/admin/exercises', '/api/admin/catalogue/muscles', '/api/admin/translations']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  await page.context().clearCookies();
  await page.goto('/data-quality-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Data quality report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Duplicate names within a language' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Translated into Spanish', exact: true })).toBeVisible();
});

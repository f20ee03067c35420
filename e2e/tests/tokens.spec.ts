import { expect, test, type Page } from '@playwright/test';
import { formatFindings, seriousViolations, switchTheme } from '../support/axe';
import { signUpViaApi } from '../support/members';
import { shot } from '../support/shots';

// Personal access tokens (issue 41, item 2): made in settings, shown once, used as a Bearer token, revoked.

async function createToken(page: Page, labels: { name: string; scope: string; create: string; field: string }) {
  await page.getByLabel(labels.name).fill('Spreadsheet sync');
  await page.getByRole('checkbox', { name: labels.scope }).check();
  await page.getByRole('button', { name: labels.create, exact: true }).click();
  const field = page.getByRole('textbox', { name: labels.field, exact: true });
  await expect(field).toBeVisible();
  return field.inputValue();
}

test('create a token in settings, see it once, call the API with it, revoke it', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto('/settings');
  // The cards above it draw once their reads answer: click once the page has stopped moving.
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  const manage = page.getByRole('link', { name: 'Manage tokens' });
  await expect(manage).toHaveAttribute('href', '/settings/tokens');
  await manage.scrollIntoViewIfNeeded();
  await manage.click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal access tokens' })).toBeVisible();
  await expect(page.getByText('Tokens you create for scripts and apps appear here.')).toBeVisible();
  await shot(page, 'tokens-empty-en');

  // Nothing picked: the form names what is missing.
  await page.getByRole('button', { name: 'Create a token' }).click();
  await page.getByRole('button', { name: 'Create token', exact: true }).click();
  await expect(page.getByText('Give the token a name.')).toBeVisible();
  await expect(page.getByText('Pick at least one area the token may read.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Journal: read' }).check();
  await page.getByLabel('Expires').selectOption('30');
  await shot(page, 'tokens-form-en');
  const token = await createToken(page, {
    name: 'Token name',
    scope: 'Workouts and sets: write',
    create: 'Create token',
    field: 'New token',
  });
  expect(token).toMatch(/^lo_[A-Za-z]{40}$/);
  await expect(page.getByText('it will not be shown again', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your tokens' });
  await expect(list.getByText('Spreadsheet sync')).toBeVisible();
  await expect(list).toContainText('Workouts and sets: read and write · Journal: read');
  await expect(list).toContainText(`${token.slice(0, 9)}…`);
  await expect(list).not.toContainText(token);
  await expect(list).toContainText('Never');
  await shot(page, 'tokens-created-en');

  // Once gone, the token is never shown again: only its first characters.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(list.getByText('Spreadsheet sync')).toBeVisible();
  expect(await page.content()).not.toContain(token);

  // A script calls the API with it: within its scopes only, and its last use shows in settings.
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/workouts', { headers })).status()).toBe(200);
  const outside = await page.request.get('/api/templates', { headers });
  expect(outside.status()).toBe(403);
  expect(((await outside.json()) as { error: { code: string } }).error.code).toBe('insufficient_scope');
  expect((await page.request.get('/api/tokens', { headers })).status()).toBe(403);
  await page.reload();
  await expect(list.getByText('Spreadsheet sync')).toBeVisible();
  await expect(list).not.toContainText('Never');
  await shot(page, 'tokens-used-en');

  // Revoked after a confirmation: the same call is now a 401.
  await page.getByRole('button', { name: 'Revoke Spreadsheet sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Spreadsheet sync”?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'tokens-revoke-en');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token revoked.')).toBeVisible();
  await expect(page.getByText('Tokens you create for scripts and apps appear here.')).toBeVisible();
  expect((await page.request.get('/api/workouts', { headers })).status()).toBe(401);
});

/** axe-core finds nothing serious on the page as it is now, in the dark theme and then the light one. */
async function expectAccessible(page: Page, where: string) {
  await switchTheme(page, 'dark');
  expect(formatFindings(`${where} dark`, await seriousViolations(page))).toBe('');
  await switchTheme(page, 'light');
  expect(formatFindings(`${where} light`, await seriousViolations(page, { coloursOnly: true }))).toBe('');
}

test('the tokens page in Spanish, light and dark, its form and new token accessible', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  expect((await page.request.patch('/api/profile', { data: { preferredLanguage: 'es' } })).status()).toBe(200);
  await page.goto('/settings/tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens de acceso personal' })).toBeVisible();
  await expect(page.getByText('Los tokens que crees para scripts y apps aparecen aquí.')).toBeVisible();
  await page.getByRole('button', { name: 'Crear un token' }).click();
  await expectAccessible(page, 'form');
  const token = await createToken(page, {
    name: 'Nombre del token',
    scope: 'Entrenamientos y series: escribir',
    create: 'Crear token',
    field: 'Nuevo token',
  });
  expect(token).toMatch(/^lo_/);
  await expect(page.getByText('no se volverá a mostrar', { exact: false })).toBeVisible();
  await expectAccessible(page, 'new token');
  await shot(page, 'tokens-created-es-light');
  await switchTheme(page, 'dark');
  await shot(page, 'tokens-created-es-dark');
});

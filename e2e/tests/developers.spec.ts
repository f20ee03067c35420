import { expect, test, type Page } from '@playwright/test';
import { formatFindings, seriousViolations, switchTheme } from '../support/axe';
import { shot } from '../support/shots';

// The public API's reference (issue 41, item 1): /developers, signed out, drawn from /api/openapi.json.

const LOG_SET = '/api/workout-exercises/{id}/sets';

async function openLogSet(page: Page) {
  const route = page.locator('details').filter({ hasText: LOG_SET }).first();
  await route.locator('summary').click();
  await expect(route).toHaveAttribute('open', '');
  return route;
}

test('a visitor searches the reference for sets and reads the log-set route', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'API for developers' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Workouts' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ routes$/ })).toHaveText('56 routes');
  await shot(page, 'developers-en');

  await page.getByLabel('Search the routes').fill('sets');
  await expect(page.getByRole('heading', { level: 2, name: 'Sets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Journal' })).toHaveCount(0);

  const route = await openLogSet(page);
  await expect(route).toContainText('Logs a set of a workout exercise');
  await expect(route).toContainText('workouts:write');
  const fields = route.getByRole('list', { name: `Fields · POST ${LOG_SET}` });
  for (const name of ['weight', 'reps', 'rpe', 'setKind', 'isCompleted']) {
    await expect(fields.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(fields).toContainText('0–1000');
  await expect(route).toContainText('validation_failed');
  await expect(route.getByRole('region', { name: `Example request · POST ${LOG_SET}` })).toContainText('"reps": 8');
  await shot(page, 'developers-log-set-en');

  await page.getByLabel('Search the routes').fill('no such thing');
  await expect(page.getByRole('heading', { name: 'No route matches' })).toBeVisible();
});

test('the reference in Spanish, light and dark, with a route open, accessible', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'API para desarrolladores' })).toBeVisible();
  await expect(page.getByText('Primeros pasos')).toBeVisible();
  await shot(page, 'developers-es');
  await page.getByLabel('Buscar rutas').fill('sets');
  const route = await openLogSet(page);
  await expect(route.getByText('obligatorio').first()).toBeVisible();
  await shot(page, 'developers-log-set-es');
  await expect(route).toContainText('≤ 1000 caracteres');
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme);
    expect(formatFindings(`/developers ${theme}`, await seriousViolations(page))).toBe('');
  }
  await shot(page, 'developers-log-set-es-light');
});

test('the API answers carry its version, and the document is public', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['lifeorbit-api-version']).toBe('1');
  expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
});

import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

async function addExercise(page: Page, query: string, name: string) {
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByLabel('Search exercises').fill(query);
  await picker.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible();
}

test('a new template is kept as a draft until its first save, and a member can start afresh', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/app/templates/add');
  await page.getByLabel('Template name').fill('Upper A');
  await addExercise(page, 'bench press', 'Bench Press');
  await expect(page.getByText('Draft kept on this device until you save')).toBeVisible();

  // Leave without saving, then come back: nothing is lost.
  await page.goto('/dashboard');
  await page.goto('/app/templates/add');
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved template is back' })).toBeVisible();
  await expect(page.getByLabel('Template name')).toHaveValue('Upper A');
  await expect(page.getByRole('listitem', { name: 'Bench Press', exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/templates')).json()).templates).toEqual([]);

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/fitness\/templates\/[0-9a-f-]{36}\/edit$/);
  const saved = (await (await page.request.get('/api/templates')).json()) as { templates: { name: string }[] };
  expect(saved.templates.map((t) => t.name)).toEqual(['Upper A']);

  // Saved, the draft is gone: the next new template starts empty.
  await page.goto('/app/templates/add');
  await expect(page.getByLabel('Template name')).toHaveValue('');
  await page.getByLabel('Template name').fill('Lower A');
  await page.reload();
  await expect(page.getByLabel('Template name')).toHaveValue('Lower A');
  await page.getByRole('button', { name: 'Start afresh' }).click();
  await expect(page.getByLabel('Template name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Template name')).toHaveValue('');
});

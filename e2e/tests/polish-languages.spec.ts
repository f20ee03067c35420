import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { exerciseIdOf } from '../support/journeys';
import { signUpViaApi } from '../support/members';

const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]/u;

/** The one language picker on the page: a select by native name, with a drawn flag beside it. */
async function expectOnePicker(page: Page, scope: Locator = page.locator('body')): Promise<void> {
  const pickers = scope.getByRole('combobox', { name: /^(Language|Idioma)$/ }).filter({ visible: true });
  await expect(pickers).toHaveCount(1);
  const picker = pickers.first();
  await expect(picker.locator('option')).toHaveText(['English', 'Español', 'Română']);
  expect(FLAG_EMOJI.test((await picker.textContent()) ?? '')).toBe(false);
  await expect(picker.locator('xpath=..').locator('svg')).toBeVisible();
}

test('one language picker, with flags that always render, on auth, onboarding, the app and admin', async ({
  page,
  browser,
}) => {
  await page.goto('/auth');
  await expectOnePicker(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

  await signUpViaApi(page);
  await page.goto('/onboarding');
  await expectOnePicker(page);
  await page.goto('/dashboard');
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectOnePicker(page, page.getByRole('dialog', { name: 'Menu' }));
  } else {
    await expectOnePicker(page);
  }

  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await signInContext(admin, DEMO_ADMIN);
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/users');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users & Roles' })).toBeVisible();
  await expectOnePicker(adminPage, adminPage.getByRole('banner'));
  await admin.close();
});

test('a Spanish member types dates as dd/mm/aaaa and sees numbers one way in grid and dialog', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.patch('/api/profile', { data: { preferredLanguage: 'es' } });
  await page.goto('/dashboard?cat=wealth&sub=saving-investing');
  await page.getByRole('button', { name: 'Añade tu primera meta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Meta', { exact: true }).fill('Fondo de emergencia');
  await dialog.getByLabel('Objetivo', { exact: true }).fill('3000,5');
  await dialog.getByLabel('Unidad').fill('EUR');
  const due = dialog.getByLabel('Fecha límite');
  await expect(due).toHaveAttribute('placeholder', '31/12/2026');
  expect(await due.getAttribute('type')).toBe('text');
  await due.fill('05/01/2027');
  await dialog.getByRole('button', { name: 'Crear meta' }).click();
  await expect(dialog).toBeHidden();
  const goals = (await (await page.request.get('/api/life-areas/goals')).json()) as {
    goals: { name: string; dueDate: string | null; target: number }[];
  };
  const saved = goals.goals.find((g) => g.name === 'Fondo de emergencia');
  expect(saved?.dueDate).toBe('2027-01-05');
  expect(saved?.target).toBe(3000.5);

  // A set of 97.5 kg reads 97,5 in the grid and in the dialog that edits it.
  const started = await page.request.post('/api/workouts', {
    data: { id: crypto.randomUUID(), title: 'Rápido' },
  });
  const { workoutId } = (await started.json()) as { workoutId: string };
  const benchId = await exerciseIdOf(page, 'Bench Press');
  const exerciseRowId = crypto.randomUUID();
  expect(
    (
      await page.request.post(`/api/workouts/${workoutId}/exercises`, {
        data: { id: exerciseRowId, exerciseId: benchId, weightUnit: 'kg' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post(`/api/workout-exercises/${exerciseRowId}/sets`, {
        data: { id: crypto.randomUUID(), weight: 97.5, reps: 5, weightUnit: 'kg', isCompleted: true },
      })
    ).status(),
  ).toBe(201);
  await page.goto(`/app/workouts/${workoutId}`);
  const row = page.getByRole('button', { name: /^Serie 1: 97,5 kg × 5/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Peso', exact: true })).toHaveValue('97,5');
  await row.click();
  await expect(page.getByRole('dialog').getByLabel(/^Peso/)).toHaveValue('97,5');
});

test('coming back to onboarding shows the name and units the member already has', async ({ page }) => {
  await signUpViaApi(page);
  const saved = await page.request.patch('/api/profile', { data: { displayName: 'Ana María', weightUnit: 'lb' } });
  expect(saved.status()).toBe(200);
  await page.goto('/onboarding');
  await expect(page.getByLabel('What should we call you?')).toHaveValue('Ana María');
  await expect(page.getByRole('radio', { name: 'Pounds (lb)' })).toBeChecked();
});

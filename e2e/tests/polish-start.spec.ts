import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { exerciseIdOf } from '../support/journeys';
import { signUpViaApi } from '../support/members';

async function createTemplate(page: Page, name: string, exercise: string): Promise<string> {
  const id = crypto.randomUUID();
  const response = await page.request.post('/api/templates', {
    data: { id, name, exercises: [{ exerciseId: exercise, targetSets: 3, targetReps: 8 }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return id;
}

/** A member with a program (Push day next) and a template of their own that a workout started from yesterday. */
async function memberWithPlans(page: Page): Promise<void> {
  await signUpViaApi(page);
  const bench = await exerciseIdOf(page, 'Bench Press');
  const squat = await exerciseIdOf(page, 'Back Squat');
  const push = await createTemplate(page, 'Push day', bench);
  const legs = await createTemplate(page, 'Leg day', squat);
  await createTemplate(page, 'Arms', bench);
  const program = await page.request.post('/api/programs', {
    data: { id: crypto.randomUUID(), name: 'Strength block', templateIds: [push, legs], activate: true },
  });
  expect(program.status(), await program.text()).toBe(201);
  const started = await page.request.post('/api/workouts', { data: { id: crypto.randomUUID(), templateId: legs } });
  const { workoutId } = (await started.json()) as { workoutId: string };
  expect((await page.request.post(`/api/workouts/${workoutId}/end`, { data: {} })).status()).toBe(200);
}

test('the start page offers the program’s next workout and the recent templates, one tap each', async ({ page }) => {
  await memberWithPlans(page);
  await page.goto('/app/workouts');
  const choices = page.getByRole('region', { name: 'Start from your plan' });
  const buttons = choices.getByRole('button');
  await expect(buttons.first()).toHaveAccessibleName('Push day Next in Strength block Start workout');
  // The template used last comes first among the templates; the program's next one is not offered twice.
  await expect(buttons.nth(1)).toHaveAccessibleName('Leg day Last done today Start workout');
  await expect(buttons.nth(2)).toHaveAccessibleName('Arms 1 exercise Start workout');
  await expect(buttons).toHaveCount(3);

  await buttons.first().click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Push day' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bench Press', exact: true })).toBeVisible();
});

test('the dashboard’s Start a workout offers the same one-tap starts, in Spanish too', async ({ page }) => {
  await memberWithPlans(page);
  await page.request.patch('/api/profile', { data: { preferredLanguage: 'es' } });
  await page.goto('/dashboard');
  const choices = page.getByRole('region', { name: 'Empieza con tu plan' });
  // The name begins with the visible text (WCAG 2.5.3), then says what the button does.
  await expect(choices.getByRole('button').first()).toHaveAccessibleName(
    'Push day Siguiente en Strength block Empezar entrenamiento',
  );
  await choices.getByRole('button', { name: /Leg day/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leg day' })).toBeVisible();
});

test('a member with no templates or program is told what will appear there', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/app/workouts');
  const choices = page.getByRole('region', { name: 'Start from your plan' });
  await expect(choices.getByText(/your recent templates appear here/)).toBeVisible();
  await expect(choices.getByRole('link', { name: 'Make a template' })).toBeVisible();
});

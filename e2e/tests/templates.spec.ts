import { expect, test, type Page } from '@playwright/test';
import { addExerciseToTemplate } from '../support/journeys';
import { signUpViaApi } from '../support/members';

const addExercise = addExerciseToTemplate;

function card(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

async function exerciseOrder(page: Page): Promise<string[]> {
  return page.locator('ol > li h3').allInnerTexts();
}

test('a member finds exercises in two languages, builds a template with a superset and a program that rotates it', async ({
  page,
}) => {
  // One long journey through three pages and two languages.
  test.setTimeout(180_000);
  await signUpViaApi(page);

  // Search in English.
  await page.goto('/fitness/exercises');
  await page.getByLabel('Search exercises').fill('bench');
  const results = page.getByRole('region', { name: 'Exercises' });
  await expect(results.getByText('Bench Press', { exact: true })).toBeVisible();
  await results.getByText('Bench Press', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Exercise' }).getByText('Chest', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Build a template of three exercises: targets, a superset of the last two, then a reorder.
  await page.goto('/fitness/templates');
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).first().click();
  await expect(page).toHaveURL(/\/app\/templates\/add$/);
  await page.getByLabel('Template name').fill('Push day');
  await addExercise(page, 'bench press', 'Bench Press');
  await addExercise(page, 'barbell row', 'Barbell Row');
  await addExercise(page, 'barbell curl', 'Barbell Curl');

  const bench = card(page, 'Bench Press');
  await bench.getByLabel('Sets').fill('4');
  await bench.getByText('Range', { exact: true }).click();
  await bench.getByLabel('Min reps').fill('6');
  await bench.getByLabel('Max reps').fill('8');
  await bench.getByLabel('Weight (kg)').fill('80');
  await bench.getByLabel('Rest (s)').fill('150');
  for (const name of ['Barbell Row', 'Barbell Curl']) {
    await card(page, name).getByLabel('Superset').selectOption('A');
    await card(page, name).getByRole('textbox', { name: 'Reps', exact: true }).fill('12');
  }
  await card(page, 'Barbell Curl').getByLabel('Notes').fill('Slow negatives');
  await page.getByRole('button', { name: 'Move Barbell Curl up' }).click();
  expect(await exerciseOrder(page)).toEqual(['Bench Press', 'Barbell Curl', 'Barbell Row']);

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/fitness\/templates\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Everything is still there after a reload.
  await page.reload();
  await expect(page.getByLabel('Template name')).toHaveValue('Push day');
  expect(await exerciseOrder(page)).toEqual(['Bench Press', 'Barbell Curl', 'Barbell Row']);
  await expect(bench.getByLabel('Sets')).toHaveValue('4');
  await expect(bench.getByLabel('Min reps')).toHaveValue('6');
  await expect(bench.getByLabel('Max reps')).toHaveValue('8');
  await expect(bench.getByLabel('Weight (kg)')).toHaveValue('80');
  await expect(card(page, 'Barbell Curl').getByLabel('Superset')).toHaveValue('A');
  await expect(card(page, 'Barbell Row').getByLabel('Superset')).toHaveValue('A');
  await expect(card(page, 'Barbell Curl').getByLabel('Notes')).toHaveValue('Slow negatives');
  await expect(card(page, 'Barbell Curl').getByText('Superset A ·')).toBeVisible();

  // A second template, made through the API, then a program that rotates the two.
  const squat = (await (await page.request.get('/api/exercises?q=back%20squat&lang=en')).json()).items[0].id;
  const pullDay = await page.request.post('/api/templates', {
    data: {
      id: crypto.randomUUID(),
      name: 'Leg day',
      exercises: [{ exerciseId: squat, targetSets: 5, targetReps: 5 }],
    },
  });
  expect(pullDay.status()).toBe(201);

  await page.goto('/app/programs');
  await page.getByRole('button', { name: 'New program' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New program' });
  await dialog.getByLabel('Program name').fill('Push / Legs');
  for (const name of ['Push day', 'Leg day']) {
    await dialog.getByLabel('Template to add').selectOption({ label: name });
    await dialog.getByRole('button', { name: 'Add to rotation' }).click();
  }
  await expect(dialog.getByLabel('Make it my active program')).toBeChecked();
  await dialog.getByRole('button', { name: 'Create program' }).click();
  await expect(dialog).toBeHidden();
  const program = card(page, 'Push / Legs');
  await expect(program.getByText('Next up: Push day')).toBeVisible();
  await expect(program.getByText('Active', { exact: true })).toBeVisible();
  await expect(program.getByRole('link', { name: 'Start Push day' })).toHaveAttribute(
    'href',
    /templateId=[0-9a-f-]{36}/,
  );

  // Finishing a program workout advances the rotation; the next one is the other template.
  const { programs } = await (await page.request.get('/api/programs')).json();
  expect((await page.request.post(`/api/programs/${programs[0].id}/advance`)).status()).toBe(200);
  await page.reload();
  await expect(card(page, 'Push / Legs').getByText('Next up: Leg day')).toBeVisible();

  // The rotation editor reorders it; the member's place stays, so the next template changes with the order.
  await page.goto('/fitness/templates/rotation');
  await page.getByRole('button', { name: 'Move Leg day (day 2) up' }).click();
  await page.getByRole('button', { name: 'Save rotation' }).click();
  await expect(page.getByText('Next up: Push day')).toBeVisible();
  await page.goto('/app/programs');
  await expect(card(page, 'Push / Legs').getByRole('list', { name: 'Rotation' })).toHaveText(
    /1\. Leg day\s*2\. Push day/,
  );

  // Search in Spanish: "banca" finds the bench press, named in Spanish.
  expect((await page.request.patch('/api/profile', { data: { preferredLanguage: 'es' } })).status()).toBe(200);
  await page.goto('/fitness/exercises');
  await page.getByLabel('Buscar ejercicios').fill('banca');
  await expect(
    page.getByRole('region', { name: 'Ejercicios' }).getByText('Press de banca', { exact: true }),
  ).toBeVisible();
});

import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addExerciseToTemplate, exerciseIdOf } from '../support/journeys';
import { signUpViaApi } from '../support/members';

const addExercise = addExerciseToTemplate;

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

test('exercises of a template are reordered by dragging their handle, as well as with the buttons', async ({
  page,
}) => {
  await signUpViaApi(page);
  const ids: string[] = [];
  for (const name of ['Bench Press', 'Back Squat', 'Barbell Row']) ids.push(await exerciseIdOf(page, name));
  const templateId = crypto.randomUUID();
  const created = await page.request.post('/api/templates', {
    data: { id: templateId, name: 'Full body', exercises: ids.map((exerciseId) => ({ exerciseId, targetSets: 3 })) },
  });
  expect(created.status()).toBe(201);
  // Tall enough to show the three cards at once, so the drag needs no scrolling.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 2000 });
  await page.goto(`/fitness/templates/${templateId}/edit`);
  const names = () => page.locator('ol > li h3').allInnerTexts();
  await expect.poll(names).toEqual(['Bench Press', 'Back Squat', 'Barbell Row']);

  // Drag the last card's handle above the first card.
  const handle = page.getByRole('listitem', { name: 'Barbell Row', exact: true }).locator('[data-drag-handle]');
  const first = (await page.getByRole('listitem', { name: 'Bench Press', exact: true }).boundingBox())!;
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, first.y + 5, { steps: 12 });
  await page.mouse.up();
  await expect.poll(names).toEqual(['Barbell Row', 'Bench Press', 'Back Squat']);

  // The buttons still move it too.
  await page.getByRole('button', { name: 'Move Back Squat up' }).click();
  await expect.poll(names).toEqual(['Barbell Row', 'Back Squat', 'Bench Press']);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const saved = (await (await page.request.get(`/api/templates/${templateId}?lang=en`)).json()) as {
    exercises: { exercise: { name: string } }[];
  };
  expect(saved.exercises.map((x) => x.exercise.name)).toEqual(['Barbell Row', 'Back Squat', 'Bench Press']);
});

test('a grip is chosen in the template form and in the workout', async ({ page }) => {
  await signUpViaApi(page);
  const benchId = await exerciseIdOf(page, 'Bench Press');
  const detail = (await (await page.request.get(`/api/exercises/${benchId}?lang=en`)).json()) as {
    allowedGrips: { id: string; name: string }[];
  };
  expect(detail.allowedGrips.length).toBeGreaterThan(1);
  const [first, second] = detail.allowedGrips;

  await page.goto('/app/templates/add');
  await page.getByLabel('Template name').fill('Press day');
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByLabel('Search exercises').fill('bench press');
  await picker.getByRole('button', { name: /^Bench Press\b/ }).click();
  await page.getByLabel('Grip', { exact: true }).selectOption({ label: first!.name });
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/fitness\/templates\/[0-9a-f-]{36}\/edit$/);
  const templateId = /templates\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
  const template = (await (await page.request.get(`/api/templates/${templateId}?lang=en`)).json()) as {
    exercises: { gripId: string | null }[];
  };
  expect(template.exercises[0]!.gripId).toBe(first!.id);
  await expect(page.getByLabel('Grip', { exact: true })).toHaveValue(first!.id);

  const started = await page.request.post('/api/workouts', { data: { id: crypto.randomUUID(), templateId } });
  const { workoutId } = (await started.json()) as { workoutId: string };
  await page.goto(`/app/workouts/${workoutId}`);
  await page.getByRole('button', { name: 'Options for Bench Press' }).click();
  await page.getByRole('menuitem', { name: 'Grip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grip for Bench Press' });
  await expect(dialog.getByLabel('Grip', { exact: true })).toHaveValue(first!.id);
  await dialog.getByLabel('Grip', { exact: true }).selectOption({ label: second!.name });
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const workout = (await (await page.request.get(`/api/workouts/${workoutId}?lang=en`)).json()) as {
        exercises: { gripId: string | null }[];
      };
      return workout.exercises[0]!.gripId;
    })
    .toBe(second!.id);
});

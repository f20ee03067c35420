import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { exerciseIdOf } from '../support/journeys';
import { signUpViaApi } from '../support/members';

// Issue 16: a workout starts from a template without a network, from the copy the start page kept of it.
test.use({ viewport: { width: 390, height: 844 } });

test('starting from a template works offline, and the sets logged meanwhile reach the server', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  const ids = [await exerciseIdOf(page, 'Bench Press'), await exerciseIdOf(page, 'Back Squat')];
  const templateId = crypto.randomUUID();
  const created = await page.request.post('/api/templates', {
    data: {
      id: templateId,
      name: 'Upper A',
      exercises: ids.map((exerciseId) => ({ exerciseId, targetSets: 3, targetReps: 8 })),
    },
  });
  expect(created.status()).toBe(201);

  const kept = page.waitForResponse((r) => r.url().includes(`/api/templates/${templateId}`) && r.ok());
  await page.goto('/app/workouts');
  const choice = page.getByRole('button', { name: /^Upper A.*Start workout$/ });
  await expect(choice).toBeVisible();
  await kept;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The copy is written just after the answer arrives.
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('lifeorbit-offline');
            open.onsuccess = () => {
              const keys = open.result.transaction('snapshots').objectStore('snapshots').getAllKeys();
              keys.onsuccess = () => resolve(keys.result.some((key) => String(key).includes(`template:${id}:`)));
              keys.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
        templateId,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await choice.click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Upper A' })).toBeVisible();
  const bench = page.getByRole('region', { name: 'Bench Press', exact: true });
  await expect(bench).toBeVisible();
  await expect(page.getByRole('region', { name: 'Back Squat', exact: true })).toBeVisible();
  await bench.getByLabel('Weight', { exact: true }).fill('60');
  await bench.getByLabel('Reps', { exact: true }).fill('8');
  await bench.getByRole('button', { name: 'Log set' }).click();
  await expect(bench.getByRole('button', { name: 'Set 1: 60 kg × 8' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Sync status' })).toHaveText('Saved', { timeout: 20_000 });
  const response = await page.request.get(`/api/workouts/${workoutId}?lang=en`);
  expect(response.status()).toBe(200);
  const workout = (await response.json()) as WorkoutDetail;
  expect(workout.templateId).toBe(templateId);
  expect(workout.exercises.map((x) => [x.name, x.sets.map((s) => [s.weight, s.reps])])).toEqual([
    ['Bench Press', [[60, 8]]],
    ['Back Squat', []],
  ]);
});

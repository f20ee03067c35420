import crypto from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { addExerciseToWorkout } from '../support/journeys';
import { signUpViaApi } from '../support/members';

// The workout page is built for a phone in one hand: every journey here runs at phone size (a .phone spec: the phone
// project runs it, the desktop one would only repeat it at the same width).

const addExercise = addExerciseToWorkout;

async function logSet(card: Locator, weight: string | null, reps: string | null): Promise<void> {
  if (weight !== null) await card.getByLabel('Weight', { exact: true }).fill(weight);
  if (reps !== null) await card.getByLabel('Reps', { exact: true }).fill(reps);
  await card.getByRole('button', { name: 'Log set' }).click();
}

const setRow = (card: Locator, label: string) => card.getByRole('button', { name: new RegExp(`^Set ${label}:`) });

test('a member logs a whole workout at phone size and finds it in history', async ({ page }) => {
  // About forty taps and checks: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto('/app/workouts');
  await expect(page.getByRole('heading', { name: 'Continue Your Workout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Quick Workout' }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  const workoutUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick workout' })).toBeVisible();

  const bench = await addExercise(page, 'bench press', 'Bench Press');
  const squat = await addExercise(page, 'back squat', 'Back Squat');

  // Three sets each; the second reuses the first set's values (the log row defaults to the last set).
  await logSet(bench, '60', '8');
  await expect(setRow(bench, '1')).toHaveAccessibleName('Set 1: 60 kg × 8');
  await expect(bench.getByLabel('Weight', { exact: true })).toHaveValue('60');
  await logSet(bench, null, null);
  await logSet(bench, '70', '5');
  await logSet(squat, '100', '5');
  await logSet(squat, null, null);
  await logSet(squat, '110', '3');
  await expect(setRow(bench, '3')).toHaveAccessibleName('Set 3: 70 kg × 5');
  await expect(setRow(squat, '3')).toHaveAccessibleName('Set 3: 110 kg × 3');

  // Edit the second bench set, delete the third squat set.
  await setRow(bench, '2').click();
  const editDialog = page.getByRole('dialog', { name: 'Set 2' });
  await editDialog.getByLabel('Weight (kg)').fill('65');
  await editDialog.getByLabel('Reps').fill('6');
  await editDialog.getByLabel('Notes').fill('Feel: -');
  await editDialog.getByRole('button', { name: 'Save set' }).click();
  await expect(setRow(bench, '2')).toHaveAccessibleName('Set 2: 65 kg × 6');
  await expect(bench.getByLabel('Feel -')).toBeVisible();

  await setRow(squat, '3').click();
  await page.getByRole('dialog', { name: 'Set 3' }).getByRole('button', { name: 'Delete set' }).click();
  await expect(setRow(squat, '3')).toHaveCount(0);

  // Leave, see the workout waiting, and continue it: everything was stored.
  await page.goto('/app/workouts');
  await expect(page.getByRole('heading', { name: 'Continue Your Workout' })).toBeVisible();
  await expect(page.getByText('You have an active workout in progress')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Workout' }).click();
  await expect(page).toHaveURL(workoutUrl);
  await expect(setRow(page.getByRole('region', { name: 'Bench Press', exact: true }), '2')).toHaveAccessibleName(
    'Set 2: 65 kg × 6',
  );
  await expect(setRow(page.getByRole('region', { name: 'Back Squat', exact: true }), '1')).toHaveAccessibleName(
    'Set 1: 100 kg × 5',
  );
  await expect(setRow(page.getByRole('region', { name: 'Back Squat', exact: true }), '3')).toHaveCount(0);

  // End it: 5 working sets, 60x8 + 65x6 + 70x5 + 100x5 + 100x5 = 2,220 kg.
  await page.getByRole('button', { name: 'End workout' }).click();
  const confirm = page.getByRole('dialog', { name: 'End workout?' });
  await expect(confirm).toContainText('You logged 5 sets.');
  await confirm.getByRole('button', { name: 'End workout' }).click();
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary.locator('dd')).toHaveText([/^\d+:\d{2}:\d{2}$/, '5', '2,220 kg']);
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'End workout' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log set' })).toHaveCount(0);

  await page.goto('/app/workouts');
  await expect(page.getByRole('button', { name: 'Start Quick Workout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue Your Workout' })).toHaveCount(0);

  await page.goto('/fitness/history');
  const entry = page.getByRole('link', { name: /Quick workout/ });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('5 sets');
  await expect(entry).toContainText('2,220 kg');
  await expect(entry).toContainText('Bench Press, Back Squat');
  await entry.click();
  await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);
  const historyBench = page.getByRole('region', { name: 'Bench Press', exact: true });
  const benchSets = historyBench.getByRole('button', { name: /^Set \d:/ });
  await expect(benchSets).toHaveCount(3);
  for (const [index, name] of ['Set 1: 60 kg × 8', 'Set 2: 65 kg × 6', 'Set 3: 70 kg × 5'].entries()) {
    await expect(benchSets.nth(index)).toHaveAccessibleName(name);
  }
  await expect(page.getByRole('region', { name: 'Back Squat', exact: true }).getByRole('button')).toHaveCount(2);
});

test('starting from a template brings its title and exercises', async ({ page }) => {
  await signUpViaApi(page);
  const find = async (q: string) => {
    const response = await page.request.get(`/api/exercises?q=${encodeURIComponent(q)}&lang=en&limit=1`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { id: string; name: string }[] }).items[0]!;
  };
  const [row, curl] = [await find('barbell row'), await find('barbell curl')];
  const templateId = crypto.randomUUID();
  const created = await page.request.post('/api/templates', {
    data: {
      id: templateId,
      name: 'Pull day',
      exercises: [
        { exerciseId: row.id, targetSets: 4, targetRepsMin: 6, targetRepsMax: 10 },
        { exerciseId: curl.id, targetSets: 3, targetReps: 12 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await page.goto(`/app/workouts?templateId=${templateId}`);
  await expect(page.getByText('Pull day')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pull day' })).toBeVisible();
  const rowCard = page.getByRole('region', { name: row.name, exact: true });
  await expect(rowCard).toContainText('4 sets · 6–10 reps');
  await expect(page.getByRole('region', { name: curl.name, exact: true })).toContainText('3 sets · 12 reps');
  // The rep target fills the log row, so the first set is one tap.
  await expect(rowCard.getByLabel('Reps', { exact: true })).toHaveValue('10');
});

test('a superset is logged round by round, in the member unit, and exercises can be moved and removed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page);
  expect((await page.request.patch('/api/profile', { data: { weightUnit: 'lb' } })).status()).toBe(200);
  await page.goto('/app/workouts');
  await page.getByRole('button', { name: 'Start Quick Workout' }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  await addExercise(page, 'barbell row', 'Barbell Row');
  await addExercise(page, 'barbell curl', 'Barbell Curl');

  await page.getByRole('button', { name: 'Options for Barbell Curl' }).click();
  await page.getByRole('menuitem', { name: 'Superset with previous' }).click();
  const superset = page.getByRole('region', { name: 'Superset A: Barbell Row + Barbell Curl' });
  await expect(superset).toContainText('Round 1');
  const row = superset.getByRole('region', { name: 'Barbell Row', exact: true });
  const curl = superset.getByRole('region', { name: 'Barbell Curl', exact: true });
  await expect(row).toContainText('Up next');
  await expect(row).toContainText('lb');

  // Logging moves through the group: row, then curl, then row again in round 2.
  await logSet(row, '135', '10');
  await expect(curl.getByLabel('Weight', { exact: true })).toBeFocused();
  await expect(curl).toContainText('Up next');
  await logSet(curl, '65', '12');
  await expect(row.getByLabel('Weight', { exact: true })).toBeFocused();
  await expect(superset).toContainText('Round 2');
  await expect(setRow(row, '1')).toHaveAccessibleName('Set 1: 135 lb × 10');

  // Stored in the unit it was logged in.
  await expect
    .poll(async () => {
      const detail = (await (await page.request.get(`/api/workouts/${workoutId}`)).json()) as {
        exercises: { name: string; sets: { weight: number; weightUnit: string }[] }[];
      };
      return detail.exercises.map((x) => [x.name, x.sets.map((s) => `${s.weight} ${s.weightUnit}`)]);
    })
    .toEqual([
      ['Barbell Row', ['135 lb']],
      ['Barbell Curl', ['65 lb']],
    ]);

  await curl.getByRole('button', { name: 'Options for Barbell Curl' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(page.getByRole('region', { name: 'Superset A: Barbell Curl + Barbell Row' })).toBeVisible();

  await page.getByRole('button', { name: 'Options for Barbell Row' }).click();
  await page.getByRole('menuitem', { name: 'Remove exercise' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Barbell Row?' });
  await expect(confirm).toContainText('Its 1 logged set is deleted too.');
  await confirm.getByRole('button', { name: 'Remove exercise' }).click();
  await expect(page.getByRole('region', { name: 'Barbell Row', exact: true })).toHaveCount(0);
  // A superset of one is shown as a plain exercise.
  await expect(page.getByRole('region', { name: /^Superset/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Barbell Curl', exact: true })).toBeVisible();
});

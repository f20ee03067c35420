import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, signInContext } from '../support/demo-data';
import { signUpViaApi } from '../support/members';

/** A finished workout of the member's, through the API: one catalogue exercise, working sets as given. */
async function trainViaApi(page: Page, sets: { weight: number; reps: number }[]): Promise<string> {
  const workoutId = crypto.randomUUID();
  expect((await page.request.post('/api/workouts', { data: { id: workoutId } })).status()).toBe(201);
  const catalogue = await (await page.request.get('/api/exercises?q=bench%20press&lang=en')).json();
  const exerciseId = (catalogue as { items: { id: string; name: string }[] }).items.find(
    (x) => x.name === 'Bench Press',
  )!.id;
  const workoutExerciseId = crypto.randomUUID();
  const added = await page.request.post(`/api/workouts/${workoutId}/exercises`, {
    data: { id: workoutExerciseId, exerciseId },
  });
  expect(added.status()).toBe(201);
  for (const set of sets) {
    const logged = await page.request.post(`/api/workout-exercises/${workoutExerciseId}/sets`, {
      data: { id: crypto.randomUUID(), ...set, weightUnit: 'kg' },
    });
    expect(logged.status()).toBe(201);
  }
  return workoutId;
}

async function endViaApi(page: Page, workoutId: string): Promise<void> {
  expect((await page.request.post(`/api/workouts/${workoutId}/end`, { data: {} })).status()).toBe(200);
}

test.describe('a new member', () => {
  test('sees what each page will show and a way to start a workout', async ({ page }) => {
    await signUpViaApi(page);
    for (const [path, heading] of [
      ['/progress', 'No progress to show yet'],
      ['/analytics', 'No analytics yet'],
      ['/achievements', 'No badges yet'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      const start = page.getByRole('link', { name: 'Start a workout' });
      await expect(start).toHaveAttribute('href', '/app/workouts');
    }
    // Every badge is there with its progress, none earned.
    await expect(page.getByRole('progressbar', { name: 'First workout' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText(/^Earned /)).toHaveCount(0);

    await page.goto('/fitness/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness profile' })).toBeVisible();
    await expect(page.getByLabel('Goal')).toHaveValue('');
    await page.getByLabel('Goal').selectOption('strength');
    await page.getByLabel('Default rest').selectOption('120');
    await page.getByLabel('Body weight (kg)').fill('-70');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter a body weight between 20 and 400 kg')).toBeVisible();
    await page.getByLabel('Body weight (kg)').fill('80');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Fitness profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Goal')).toHaveValue('strength');
    await expect(page.getByLabel('Default rest')).toHaveValue('120');
    await expect(page.getByLabel('Body weight (kg)')).toHaveValue('80');
  });
});

test.describe('a member with training', () => {
  test('charts an exercise with a table, lists records and logs body weight', async ({ page }) => {
    await signUpViaApi(page);
    await endViaApi(page, await trainViaApi(page, [{ weight: 80, reps: 5 }]));
    await endViaApi(page, await trainViaApi(page, [{ weight: 85, reps: 5 }]));

    await page.goto('/progress');
    await expect(page.getByLabel('Exercise (most trained first)')).toContainText('Bench Press · 2 sessions');
    const strength = page
      .locator('section:not([aria-labelledby])')
      .filter({ has: page.getByRole('heading', { name: 'Bench Press: strength' }) });
    await expect(strength).toBeVisible();
    await strength.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: /Bench Press: strength/ });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('85');
    const records = page.getByRole('table', { name: 'Personal records: Bench Press' });
    await expect(records.getByRole('link')).toHaveCount(1);

    // The day is typed in the page's language and order (the localized field, not the browser's mm/dd/yyyy).
    await page.getByLabel('Day').fill('not a day');
    await page.getByLabel('Body weight (kg)').fill('81.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Choose today or an earlier day.')).toBeVisible();
    const today = new Date();
    const [dd, mm] = [today.getDate(), today.getMonth() + 1].map((n) => String(n).padStart(2, '0'));
    await page.getByLabel('Day').fill(`${mm}/${dd}/${today.getFullYear()}`);
    await page.getByLabel('Body weight (kg)').fill('81.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Body weight', exact: true })).toBeVisible();

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Workouts per week' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sets per muscle group' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Training days' })).toBeVisible();
    await expect(page.getByText(/Last 12 months .*: 1 training day/)).toBeVisible();
    await expect(page.getByText(/Last 12 weeks \(/).first()).toBeVisible();

    await page.goto('/achievements');
    await expect(page.getByText(/badges earned/)).toBeVisible();
    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'First workout' }) });
    await expect(first).toContainText('Earned');
    await expect(page.getByRole('progressbar', { name: '10 workouts' })).toHaveAttribute('aria-valuenow', '2');
  });

  test('ending the workout that earns a badge shows it at once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    const workoutId = await trainViaApi(page, [{ weight: 60, reps: 8 }]);
    await page.goto(`/app/workouts/${workoutId}`);
    await page.getByRole('button', { name: 'End workout' }).click();
    await page.getByRole('dialog', { name: 'End workout?' }).getByRole('button', { name: 'End workout' }).click();
    await expect(page.getByText('Badge earned: First workout')).toBeVisible();
  });
});

test('a member never sees another member’s progress', async ({ page, browser }) => {
  await signUpViaApi(page);
  await endViaApi(page, await trainViaApi(page, [{ weight: 100, reps: 3 }]));
  const other = await browser.newPage();
  await signUpViaApi(other);
  await other.goto('/progress');
  await expect(other.getByRole('heading', { name: 'No progress to show yet' })).toBeVisible();
  const records = await (await other.request.get('/api/progress/records')).json();
  expect(records).toEqual({ records: [] });
  await other.close();
});

test('the demo member’s records link to the workouts they were set in (issue 37)', async ({ page }) => {
  await signInContext(page.context(), DEMO_MEMBER);
  await page.goto('/progress');
  const latest = page.getByRole('table', { name: 'Latest personal records' });
  // Bench press climbs 75, 77.5, 80 kg for 12 reps over the seeded push days: the last two are records.
  const bench = latest.getByRole('row').filter({ hasText: 'Bench Press' });
  await expect(bench).toHaveCount(2);
  await expect(bench.first()).toContainText('80');
  await bench.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Push day' })).toBeVisible();
  await expect(page.getByText('Bench Press').first()).toBeVisible();
});

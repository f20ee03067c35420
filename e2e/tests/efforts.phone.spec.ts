import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { addExerciseToWorkout } from '../support/journeys';
import { signUpViaApi } from '../support/members';

// Issue 39: sets by the exercise's effort mode, at phone size: a plank held against the countdown, a 2,000 m row in
// 7:45 with its pace, a farmer's walk with 32 kg dumbbells over 40 m (read "2 × 32 kg", as a lifter holds it); in the
// workout, its history and as records; then the same three logged offline reach the server once each.

const PLANK = 'Plank';
const ROW = 'Rowing Machine';
const CARRY = 'Farmer’s Walk';

const setRow = (card: Locator, label: string) => card.getByRole('button', { name: new RegExp(`^Set ${label}:`) });

async function startQuickWorkout(page: Page): Promise<{ workoutId: string; cards: Record<string, Locator> }> {
  await page.goto('/app/workouts');
  await page.getByRole('button', { name: 'Start Quick Workout' }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  const cards = {
    [PLANK]: await addExerciseToWorkout(page, 'plank', PLANK),
    [ROW]: await addExerciseToWorkout(page, 'rowing machine', ROW),
    [CARRY]: await addExerciseToWorkout(page, 'farmer', CARRY),
  };
  // Each card draws the fields of its mode: a plank's time alone, a row's distance and time, a carry's weight too (the
  // weight of each hand).
  await expect(cards[PLANK]!.getByLabel('Time', { exact: true })).toBeVisible();
  await expect(cards[PLANK]!.getByLabel('Weight', { exact: true })).toHaveCount(0);
  await expect(cards[PLANK]!.getByLabel('Reps', { exact: true })).toHaveCount(0);
  await expect(cards[ROW]!.getByLabel('Distance (km)')).toBeVisible();
  await expect(cards[CARRY]!.getByLabel('Distance (m)')).toBeVisible();
  await expect(cards[CARRY]!.getByLabel('Weight per hand', { exact: true })).toBeVisible();
  await expect(cards[CARRY]!.getByText('kg each', { exact: true })).toBeVisible();
  return { workoutId, cards };
}

async function logRow(row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'm', exact: true }).click();
  await row.getByLabel('Distance (m)').fill('2000');
  await row.getByLabel('Time', { exact: true }).fill('7:45');
  await expect(row.getByText('3:53 /km', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Log set' }).click();
}

async function logCarry(carry: Locator): Promise<void> {
  await carry.getByLabel('Weight per hand', { exact: true }).fill('32');
  await carry.getByLabel('Distance (m)').fill('40');
  await carry.getByRole('button', { name: 'Log set' }).click();
}

test('a plank, a row and a carry are logged, shown, kept in history and celebrated as records', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  // The hold's countdown runs on the page's clock, moved on by the test instead of waited for.
  await page.clock.install();
  const { workoutId, cards } = await startQuickWorkout(page);
  const [plank, row, carry] = [cards[PLANK]!, cards[ROW]!, cards[CARRY]!];

  // A 60 s plank against the countdown: start, a minute passes, the end is said, Stop puts the time held in the row.
  await plank.getByLabel('Time', { exact: true }).fill('1:00');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await plank.getByRole('button', { name: 'Start 1:00' }).click();
  await expect(plank.getByRole('timer')).toHaveText('1:00');
  await page.clock.runFor(30_000);
  await expect(plank.getByRole('timer')).toHaveAccessibleName('0:30 left');
  await page.clock.runFor(30_000);
  await expect(plank.getByRole('status')).toHaveText('Time!');
  await plank.getByRole('button', { name: 'Stop' }).click();
  await expect(plank.getByLabel('Time', { exact: true })).toHaveValue('1:00');
  await plank.getByRole('button', { name: 'Log set' }).click();
  await page.clock.resume();
  await expect(setRow(plank, '1')).toHaveAccessibleName('Set 1: 1:00');
  await expect(plank.getByText('New personal record!')).toBeVisible();
  await expect(plank).toContainText('Longest time');

  // 2,000 m in 7:45, typed in metres: the pace shows in the row, then with the set.
  await logRow(row);
  await expect(setRow(row, '1')).toHaveAccessibleName('Set 1: 2 km · 7:45 · 3:53 /km');
  await expect(row.getByText('New personal record!')).toBeVisible();
  await expect(row).toContainText('Farthest');
  await expect(row).toContainText('Fastest pace');

  // Two 32 kg dumbbells over 40 m: typed as the weight of each hand, read as the lifter holds them.
  await logCarry(carry);
  await expect(setRow(carry, '1')).toHaveAccessibleName('Set 1: 2 × 32 kg · 40 m');
  await expect(carry.getByText('New personal record!')).toBeVisible();
  await expect(carry).toContainText('Heaviest weight');
  await expect(carry).toContainText(`${CARRY}: 2 × 32 kg · 40 m`);

  // Stored as logged: seconds and metres.
  const stored = (await (await page.request.get(`/api/workouts/${workoutId}?lang=en`)).json()) as WorkoutDetail;
  expect(
    stored.exercises.map((x) => [x.effortMode, x.sets.map((s) => [s.weight, s.distanceM, s.durationSec])]),
  ).toEqual([
    ['time', [[null, null, 60]]],
    ['distance', [[null, 2000, 465]]],
    ['distance', [[32, 40, null]]],
  ]);

  // The end summary and the history add the distance and the timed sets' time (60 s + 7:45).
  await page.getByRole('button', { name: 'End workout' }).click();
  await page.getByRole('dialog', { name: 'End workout?' }).getByRole('button', { name: 'End workout' }).click();
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary.locator('dd')).toHaveText([/^\d+:\d{2}:\d{2}$/, '3', '2.04 km', '8:45']);
  await summary.getByRole('button', { name: 'Done' }).click();

  await page.goto('/fitness/history');
  const entry = page.getByRole('link', { name: /Quick workout/ });
  await expect(entry).toContainText('3 sets');
  await expect(entry).toContainText('2.04 km');
  await expect(entry).toContainText('8:45 timed');
  await entry.click();
  await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);
  for (const [name, set] of [
    [PLANK, 'Set 1: 1:00'],
    [ROW, 'Set 1: 2 km · 7:45 · 3:53 /km'],
    [CARRY, 'Set 1: 2 × 32 kg · 40 m'],
  ] as const) {
    await expect(page.getByRole('region', { name, exact: true }).getByRole('button', { name: set })).toBeVisible();
  }

  // Progress: the row's distance and pace in its chart's table, each exercise's record in its records table.
  await page.goto('/progress');
  const picker = page.getByLabel('Exercise (most trained first)');
  await expect(picker).toContainText(`${ROW} · 1 session`);
  await picker.selectOption({ label: `${ROW} · 1 session` });
  const distance = page
    .locator('section:not([aria-labelledby])')
    .filter({ has: page.getByRole('heading', { name: `${ROW}: distance (km)` }) });
  await distance.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table', { name: new RegExp(`${ROW}: distance`) })).toContainText('2');
  const rowRecords = page.getByRole('table', { name: `Personal records: ${ROW}` });
  await expect(rowRecords).toContainText('Farthest 2.00 km');
  await expect(rowRecords).toContainText('Fastest pace 3:53 /km');
  await picker.selectOption({ label: `${PLANK} · 1 session` });
  await expect(page.getByRole('table', { name: `Personal records: ${PLANK}` })).toContainText('Longest time 1:00');
});

test('the same three logged offline reach the server once each', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const { workoutId, cards } = await startQuickWorkout(page);
  const [plank, row, carry] = [cards[PLANK]!, cards[ROW]!, cards[CARRY]!];
  const status = page.getByRole('status', { name: 'Sync status' });
  await expect(status).toHaveText('Saved');
  // The service worker has taken the app shell before the network goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !(await caches.match('/index.html')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  await context.setOffline(true);
  await plank.getByLabel('Time', { exact: true }).fill('60');
  await plank.getByRole('button', { name: 'Log set' }).click();
  await logRow(row);
  await logCarry(carry);
  // Shown at once, from this device.
  await expect(setRow(plank, '1')).toHaveAccessibleName('Set 1: 1:00');
  await expect(setRow(row, '1')).toHaveAccessibleName('Set 1: 2 km · 7:45 · 3:53 /km');
  await expect(setRow(carry, '1')).toHaveAccessibleName('Set 1: 2 × 32 kg · 40 m');
  await expect(status).not.toHaveText('Saved');

  await context.setOffline(false);
  await expect(status).toHaveText('Saved', { timeout: 30_000 });
  const response = await page.request.get(`/api/workouts/${workoutId}?lang=en`);
  expect(response.status()).toBe(200);
  const workout = (await response.json()) as WorkoutDetail;
  expect(workout.exercises.map((x) => [x.name, x.sets.map((s) => [s.weight, s.distanceM, s.durationSec])])).toEqual([
    [PLANK, [[null, null, 60]]],
    [ROW, [[null, 2000, 465]]],
    [CARRY, [[32, 40, null]]],
  ]);
  // A reload shows them once too (the outbox is empty, the server's copy is the one drawn).
  await page.reload();
  await expect(
    page.getByRole('region', { name: PLANK, exact: true }).getByRole('button', { name: /^Set / }),
  ).toHaveCount(1);
  await expect(page.getByRole('region', { name: ROW, exact: true }).getByRole('button', { name: /^Set / })).toHaveCount(
    1,
  );
  await expect(
    page.getByRole('region', { name: CARRY, exact: true }).getByRole('button', { name: /^Set / }),
  ).toHaveCount(1);
});

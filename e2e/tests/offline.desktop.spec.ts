import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { PASSWORD, signUpViaApi } from '../support/members';

// Issue #7: a set that a member logged is never lost and never stored twice, online or offline. Phone size, once
// (the journey takes a minute; the phone project would only repeat it).
test.use({ viewport: { width: 390, height: 844 } });

const status = (page: Page) => page.getByRole('status', { name: 'Sync status' });

async function logSet(card: Locator, weight: number, reps: number): Promise<void> {
  await card.getByLabel('Weight', { exact: true }).fill(String(weight));
  await card.getByLabel('Reps', { exact: true }).fill(String(reps));
  await card.getByRole('button', { name: 'Log set' }).click();
}

const setRows = (card: Locator) => card.getByRole('button', { name: /^Set \d+:/ });

async function startWithBench(page: Page): Promise<{ workoutId: string; bench: Locator }> {
  await page.goto('/app/workouts');
  await page.getByRole('button', { name: 'Start Quick Workout' }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  return { workoutId, bench: await addBench(page) };
}

async function addBench(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exercise' });
  await dialog.getByLabel('Search exercises').fill('bench press');
  await dialog
    .getByRole('button', { name: /^Bench Press/ })
    .first()
    .click();
  const bench = page.getByRole('region', { name: 'Bench Press', exact: true });
  await expect(bench).toBeVisible();
  return bench;
}

async function serverSets(page: Page, workoutId: string): Promise<[number | null, number | null][]> {
  const response = await page.request.get(`/api/workouts/${workoutId}`);
  expect(response.status()).toBe(200);
  const workout = (await response.json()) as WorkoutDetail;
  return workout.exercises.flatMap((x) => x.sets.map((s): [number | null, number | null] => [s.weight, s.reps]));
}

test('20 sets logged offline, one edited, one deleted, a reload offline and 5 more: the server gets exactly 24', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  const { workoutId, bench } = await startWithBench(page);
  await expect(status(page)).toHaveText('Saved');
  // The service worker has taken the app shell before the network goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !(await caches.match('/index.html')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  await context.setOffline(true);
  // What the member logs: set i is (40 + i) kg x (5 + i % 5).
  const logged = Array.from({ length: 20 }, (_, i) => ({ weight: 40 + i, reps: 5 + (i % 5) }));
  // Each set shows before the next is typed, as a member sees it: typing into the log row while the previous set is
  // still being stored would go into a row that is then replaced.
  for (const [i, set] of logged.entries()) {
    await logSet(bench, set.weight, set.reps);
    await expect(setRows(bench)).toHaveCount(i + 1);
  }
  await expect(status(page)).toHaveText('Offline – 20 changes waiting');

  // Edit the third set, delete the fifth.
  await setRows(bench).nth(2).click();
  const edit = page.getByRole('dialog', { name: 'Set 3' });
  await edit.getByLabel('Weight (kg)').fill('99');
  await edit.getByLabel('Reps').fill('9');
  await edit.getByRole('button', { name: 'Save set' }).click();
  await expect(setRows(bench).nth(2)).toHaveAccessibleName(/^Set 3: 99 kg × 9/);
  await setRows(bench).nth(4).click();
  await page.getByRole('dialog', { name: 'Set 5' }).getByRole('button', { name: 'Delete set' }).click();
  await expect(setRows(bench)).toHaveCount(19);
  await expect(status(page)).toHaveText('Offline – 22 changes waiting');

  // A reload without a network: the shell, the member, the workout and every waiting write come back.
  await page.reload();
  const benchAgain = page.getByRole('region', { name: 'Bench Press', exact: true });
  await expect(setRows(benchAgain)).toHaveCount(19);
  await expect(setRows(benchAgain).nth(2)).toHaveAccessibleName(/^Set 3: 99 kg × 9/);
  await expect(status(page)).toHaveText('Offline – 22 changes waiting');
  const more = Array.from({ length: 5 }, (_, i) => ({ weight: 70 + i * 2.5, reps: 3 }));
  for (const [i, set] of more.entries()) {
    await logSet(benchAgain, set.weight, set.reps);
    await expect(setRows(benchAgain)).toHaveCount(20 + i);
  }
  await expect(status(page)).toHaveText('Offline – 27 changes waiting');

  // Nothing reached the server while offline.
  await context.setOffline(false);
  await expect(status(page)).toHaveText('Saved', { timeout: 30_000 });

  const response = await page.request.get(`/api/workouts/${workoutId}`);
  expect(response.status()).toBe(200);
  const workout = (await response.json()) as WorkoutDetail;
  const stored = workout.exercises[0]!.sets.map((s) => ({ weight: s.weight, reps: s.reps }));
  const expected = [...logged, ...more];
  expected[2] = { weight: 99, reps: 9 };
  expected.splice(4, 1);
  expect(stored).toEqual(expected);
  expect(new Set(workout.exercises[0]!.sets.map((s) => s.id)).size).toBe(24);
});

test('a write the server refuses is shown with its reason and dropped, and the next ones still arrive', async ({
  page,
}) => {
  await signUpViaApi(page);
  const { workoutId, bench } = await startWithBench(page);
  await expect(status(page)).toHaveText('Saved');

  // Another device deletes the workout exercise; this one, not knowing, logs a set to it and then renames the workout.
  const detail = (await (await page.request.get(`/api/workouts/${workoutId}`)).json()) as WorkoutDetail;
  const removed = await page.request.delete(`/api/workout-exercises/${detail.exercises[0]!.id}`);
  expect(removed.status()).toBe(204);
  await logSet(bench, 60, 5);
  await expect(page.getByText('A change was not saved')).toBeVisible();
  await expect(status(page)).toHaveText('Saved');
  // The screen goes back to the truth: the exercise is gone.
  await expect(bench).toHaveCount(0);
  const after = (await (await page.request.get(`/api/workouts/${workoutId}`)).json()) as WorkoutDetail;
  expect(after.exercises).toEqual([]);
});

test('signing out with changes waiting warns first; staying keeps them and they are sent once online', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const { workoutId, bench } = await startWithBench(page);
  await expect(status(page)).toHaveText('Saved');

  await context.setOffline(true);
  await logSet(bench, 60, 5);
  await logSet(bench, 62.5, 5);
  await expect(status(page)).toHaveText('Offline – 2 changes waiting');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const warning = page.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(warning).toContainText('2 changes made on this device have not reached the server yet.');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();

  await context.setOffline(false);
  await expect(status(page)).toHaveText('Saved', { timeout: 30_000 });
  const detail = (await (await page.request.get(`/api/workouts/${workoutId}`)).json()) as WorkoutDetail;
  expect(detail.exercises[0]!.sets.map((s) => [s.weight, s.reps])).toEqual([
    [60, 5],
    [62.5, 5],
  ]);
});

test('the app is installable: a manifest with icons and a service worker that controls the page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; display: string; icons: { sizes: string }[] };
  expect(body.name).toBe('LifeOrbit');
  expect(body.display).toBe('standalone');
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
    const response = await page.request.get(icon);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Chromium's own installability check (what decides whether it offers "Install app").
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are incognito ones, where Chromium never offers to install; nothing else may be
  // missing.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a quick workout started, logged and ended without a network reaches the server and history once online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/app/workouts');
  await expect(page.getByRole('button', { name: 'Start Quick Workout' })).toBeVisible();
  // The catalogue search is kept by the service worker: search once online so it is there offline.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Start Quick Workout' }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  const workoutId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Quick workout' })).toBeVisible();
  await expect(status(page)).toHaveText('Offline – 1 change waiting');

  await context.setOffline(false);
  const bench = await addBench(page);
  await expect(status(page)).toHaveText('Saved');
  await context.setOffline(true);
  for (const weight of [60, 65, 70]) await logSet(bench, weight, 5);
  await page.getByRole('button', { name: 'End workout' }).click();
  await page.getByRole('dialog', { name: 'End workout?' }).getByRole('button', { name: 'End workout' }).click();
  const summary = page.getByRole('dialog', { name: 'Workout complete' });
  await expect(summary.locator('dd')).toHaveText([/^\d+:\d{2}:\d{2}$/, '3', '975 kg']);
  await summary.getByRole('button', { name: 'Done' }).click();

  await context.setOffline(false);
  await expect(status(page)).toHaveCount(0); // A finished workout shows its date instead.
  await expect
    .poll(async () => (await (await page.request.get(`/api/workouts/${workoutId}`)).json()) as WorkoutDetail, {
      timeout: 30_000,
    })
    .toMatchObject({ endedAt: expect.any(String) });
  expect(await serverSets(page, workoutId)).toEqual([
    [60, 5],
    [65, 5],
    [70, 5],
  ]);
  await page.goto('/fitness/history');
  await expect(page.getByRole('link', { name: /Quick workout/ })).toContainText('975 kg');
});

test('two devices on one workout: sets from both are kept, and the later edit of a set wins on both', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await signUpViaApi(page);
  const { workoutId, bench } = await startWithBench(page);
  await logSet(bench, 60, 5);
  await expect(status(page)).toHaveText('Saved');

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  const signIn = await phone.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await phone.goto(`/app/workouts/${workoutId}`);
  const phoneBench = phone.getByRole('region', { name: 'Bench Press', exact: true });
  await expect(setRows(phoneBench)).toHaveCount(1);

  // This device logs offline while the other logs online.
  await context.setOffline(true);
  await logSet(bench, 62.5, 5);
  await logSet(phoneBench, 65, 5);
  await expect(status(phone)).toHaveText('Saved');
  await context.setOffline(false);
  await expect(status(page)).toHaveText('Saved', { timeout: 30_000 });
  expect(await serverSets(page, workoutId)).toEqual([
    [60, 5],
    [65, 5],
    [62.5, 5],
  ]);
  await expect(setRows(bench)).toHaveCount(3);

  // Both edit the first set; the one the server gets last wins, and the other device shows it on its next sync.
  await setRows(phoneBench).first().click();
  const phoneEdit = phone.getByRole('dialog', { name: 'Set 1' });
  await phoneEdit.getByLabel('Weight (kg)').fill('70');
  await phoneEdit.getByRole('button', { name: 'Save set' }).click();
  await expect(status(phone)).toHaveText('Saved');
  await setRows(bench).first().click();
  const edit = page.getByRole('dialog', { name: 'Set 1' });
  await edit.getByLabel('Weight (kg)').fill('72.5');
  await edit.getByRole('button', { name: 'Save set' }).click();
  await expect(status(page)).toHaveText('Saved');
  expect((await serverSets(page, workoutId))[0]).toEqual([72.5, 5]);
  await logSet(phoneBench, 75, 3);
  await expect(setRows(phoneBench).first()).toHaveAccessibleName(/^Set 1: 72\.5 kg × 5/);
  await other.close();
});

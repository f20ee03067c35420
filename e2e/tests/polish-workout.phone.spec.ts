import { expect, test, type Locator, type Page } from '@playwright/test';
import { addExerciseToWorkout } from '../support/journeys';
import { signUpViaApi } from '../support/members';

// Issue 16: what a member meets on the workout page and in history, at phone size (a .phone spec: the phone project
// runs it, the desktop one would only repeat it at the same width).

const addExercise = addExerciseToWorkout;

async function startQuickWorkout(page: Page): Promise<void> {
  await page.goto('/app/workouts');
  await page.getByRole('button', { name: 'Start Quick Workout' }).click();
  await expect(page).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
}

/** Whether the element at the middle of `target` is `target` itself (or inside it), i.e. nothing is drawn over it. */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const bottom = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
    return Boolean(top && element.contains(top) && bottom && element.contains(bottom));
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the rest timer never covers Add exercise and ends with the workout (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await startQuickWorkout(page);
    const bench = await addExercise(page, 'bench press', 'Bench Press');
    await bench.getByLabel('Weight', { exact: true }).fill('60');
    await bench.getByLabel('Reps', { exact: true }).fill('8');
    await bench.getByRole('button', { name: 'Log set' }).click();
    const timer = page.getByRole('region', { name: 'Rest timer' });
    await expect(timer).toBeVisible();

    // Scrolled to the end of the page, as a member reaching for the button does.
    const add = page.getByRole('button', { name: 'Add exercise' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await isUncovered(add)).toBe(true);
    await add.scrollIntoViewIfNeeded();
    expect(await isUncovered(add)).toBe(true);

    await page.getByRole('button', { name: 'End workout' }).click();
    await page.getByRole('dialog', { name: 'End workout?' }).getByRole('button', { name: 'End workout' }).click();
    await expect(timer).toBeHidden();
    await page.getByRole('button', { name: 'View in history' }).click();
    await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(timer).toHaveCount(0);
    await page.goto('/fitness/history');
    await expect(timer).toHaveCount(0);
  });
}

test('a finished workout shows each RPE as a number, the feel once and translated, one duration format, and can be renamed', async ({
  page,
}) => {
  await signUpViaApi(page);
  await startQuickWorkout(page);
  // Ending is a quiet, secondary action until a set is logged.
  const end = page.getByRole('button', { name: 'End workout' });
  const background = () => end.evaluate((el) => getComputedStyle(el).backgroundColor);
  const quiet = await background();
  const bench = await addExercise(page, 'bench press', 'Bench Press');
  await bench.getByLabel('Weight', { exact: true }).fill('60');
  await bench.getByLabel('Reps', { exact: true }).fill('8');
  await bench.getByLabel('RPE', { exact: true }).fill('8');
  await bench.getByRole('button', { name: 'Log set' }).click();
  await expect(bench.getByRole('button', { name: 'Set 1: 60 kg × 8' })).toBeVisible();
  await expect.poll(background).not.toBe(quiet);

  await bench.getByRole('button', { name: 'Set 1: 60 kg × 8' }).click();
  const edit = page.getByRole('dialog', { name: 'Set 1' });
  await edit.getByLabel('Notes').fill('Feel: =');
  await edit.getByRole('button', { name: 'Save set' }).click();
  await end.click();
  await page.getByRole('dialog', { name: 'End workout?' }).getByRole('button', { name: 'End workout' }).click();
  await page.getByRole('button', { name: 'View in history' }).click();
  await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);

  const card = page.getByRole('region', { name: 'Bench Press', exact: true });
  const row = card.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Set 1:/ }) });
  await expect(row).toContainText('RPE 8');
  await expect(row.getByRole('img', { name: 'Feel =' })).toHaveCount(1);
  await expect(row).not.toContainText('Feel: =');
  // Durations read h:mm:ss wherever they show.
  await expect(page.locator('main dd').first()).toHaveText(/^0:00:\d\d$/);
  await expect(page.locator('main h1 + p time')).toHaveText(/^0:00:\d\d$/);

  await page.getByRole('button', { name: 'Workout options' }).click();
  await page.getByRole('menuitem', { name: 'Rename workout' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename workout' });
  await rename.getByRole('textbox').fill('Morning bench');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning bench' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Morning bench' })).toBeVisible();

  await page.request.patch('/api/profile', { data: { preferredLanguage: 'es' } });
  await page.reload();
  const spanishRow = page
    .getByRole('region', { name: 'Press de banca', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Serie 1:/ }) });
  await expect(spanishRow.getByRole('img', { name: 'Sensación =' })).toHaveCount(1);
  await expect(spanishRow).not.toContainText('Feel');
  await page.goto('/fitness/history');
  await expect(page.getByText('Morning bench')).toBeVisible();
});

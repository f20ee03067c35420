import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

// The workout page with the keyboard alone: Tab, Shift+Tab, Enter, Space and Escape to move and act, typing only to
// fill a number in. No click anywhere. Focus must always be visible and never fall to <body> when a dialog closes.

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks its focus ring. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return expectVisibleFocusOn(target);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** The focused element is `target`, and it shows a focus ring (the app's 2 px :focus-visible outline). */
async function expectVisibleFocusOn(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  // Focus, :focus-visible and the ring are read together, on what the locator finds now, until focus has settled
  // there (focus comes back to an opener a moment after its dialog has closed).
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focused: element === document.activeElement,
          focusVisible: element.matches(':focus-visible'),
          outlineShown: style.outlineStyle !== 'none',
          outlineAtLeast2px: Number.parseFloat(style.outlineWidth) >= 2,
        };
      }),
    )
    .toEqual({ focused: true, focusVisible: true, outlineShown: true, outlineAtLeast2px: true });
}

async function selectAllAndType(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('a set is logged, edited and deleted on the workout page with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  const started = await page.request.post('/api/workouts', { data: { title: 'Keyboard day' } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = ((await started.json()) as { workout: { id: string } }).workout;
  await page.goto(`/app/workouts/${id}`);
  // The first page a fresh server draws can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard day' })).toBeVisible({ timeout: 20_000 });

  // Add an exercise: focus moves into the dialog, a result is chosen with Enter, focus returns to the opener.
  const addExercise = page.getByRole('button', { name: 'Add exercise' });
  await tabTo(page, addExercise);
  // The empty workout's button is the one the filled workout keeps: marked here, found focused once the card is in.
  await addExercise.evaluate((element) => Object.assign(element, { openedThePicker: true }));
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await expect(picker).toBeVisible();
  const search = picker.getByLabel('Search exercises');
  await tabTo(page, search);
  await page.keyboard.type('bench press');
  const result = picker.getByRole('button', { name: /^Bench Press/ }).first();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  const card = page.getByRole('region', { name: 'Bench Press', exact: true });
  await expect(card).toBeVisible();
  await expectVisibleFocusOn(addExercise);
  expect(await addExercise.evaluate((element) => 'openedThePicker' in element)).toBe(true);

  // Log a set: weight, Tab, reps, Enter. The log row stays put, so focus stays in it.
  const weight = card.getByLabel('Weight', { exact: true });
  await tabTo(page, weight, { backwards: true });
  await selectAllAndType(page, '60');
  await page.keyboard.press('Tab');
  await selectAllAndType(page, '8');
  await page.keyboard.press('Enter');
  const setRow = card.getByRole('button', { name: /^Set 1:/ });
  await expect(setRow).toHaveAccessibleName('Set 1: 60 kg × 8');
  await expectVisibleFocusOn(card.getByLabel('Reps', { exact: true }));

  // Edit it: Enter opens the set, Tab to reps, Enter saves; focus is back on the row.
  await tabTo(page, setRow, { backwards: true });
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Set 1' });
  await expect(editor).toBeVisible();
  const editReps = editor.getByLabel('Reps');
  await tabTo(page, editReps);
  await selectAllAndType(page, '6');
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect(setRow).toHaveAccessibleName('Set 1: 60 kg × 6');
  await expectVisibleFocusOn(setRow);

  // Escape closes the dialog without a change; focus is back on the row again.
  await page.keyboard.press('Enter');
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expectVisibleFocusOn(setRow);

  // Delete it with Space on the dialog's Delete button: the row is gone, focus goes to the log row, not <body>.
  await page.keyboard.press('Enter');
  await expect(editor).toBeVisible();
  const deleteSet = editor.getByRole('button', { name: 'Delete set' });
  await tabTo(page, deleteSet);
  await page.keyboard.press('Space');
  await expect(editor).toBeHidden();
  await expect(card.getByRole('button', { name: /^Set \d+:/ })).toHaveCount(0);
  await expectVisibleFocusOn(weight);

  // What the server holds in the end: the exercise, and no set.
  await expect
    .poll(async () => {
      const workout = (await (await page.request.get(`/api/workouts/${id}`)).json()) as {
        exercises: { sets: unknown[] }[];
      };
      return workout.exercises.map((exercise) => exercise.sets.length);
    })
    .toEqual([0]);
});

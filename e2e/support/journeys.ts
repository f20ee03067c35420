import { expect, type Locator, type Page } from '@playwright/test';

/** A catalogue exercise's id by its English name. */
export async function exerciseIdOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/exercises?q=${encodeURIComponent(name)}&lang=en`);
  const found = ((await response.json()) as { items: { id: string; name: string }[] }).items.find(
    (item) => item.name === name,
  );
  if (!found) throw new Error(`No exercise named ${name}`);
  return found.id;
}

/** Adds an exercise on the workout page through its picker; answers the exercise's card. */
export async function addExerciseToWorkout(page: Page, query: string, name: string): Promise<Locator> {
  const dialog = await openPicker(page);
  await dialog.getByLabel('Search exercises').fill(query);
  await settledResults(dialog);
  await dialog
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/**
 * Opens the exercise picker with the page's Add exercise button, and clicks again only while no picker is open: once
 * in a CI run (in three loaded runs out of four) a click right after the previous pick left no picker open for the
 * rest of the test. Noted as a suspected bug of the template editor (issue 38's note); the journeys wait on the
 * picker's state, not on time.
 */
async function openPicker(page: Page): Promise<Locator> {
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await expect(async () => {
    if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Add exercise' }).click();
    await expect(picker.getByLabel('Search exercises')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return picker;
}

/**
 * Waits until the picker's results are those of the typed query: the search waits for the typing to pause, and a
 * click on a list being replaced can land on nothing (the picker then stays open).
 */
async function settledResults(picker: Locator): Promise<void> {
  await expect(picker.locator('ul[aria-busy]')).toHaveAttribute('aria-busy', 'false');
}

/** Adds an exercise in the template editor through its picker: search, then the result whose name starts the button. */
export async function addExerciseToTemplate(page: Page, query: string, name: string): Promise<void> {
  const picker = await openPicker(page);
  await picker.getByLabel('Search exercises').fill(query);
  await settledResults(picker);
  await picker.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible();
}

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
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exercise' });
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
 * Waits until the picker's results are those of the typed query: the search waits for the typing to pause, and a
 * click on a list being replaced can land on nothing (the picker then stays open).
 */
async function settledResults(picker: Locator): Promise<void> {
  await expect(picker.locator('ul[aria-busy]')).toHaveAttribute('aria-busy', 'false');
}

/** Adds an exercise in the template editor through its picker: search, then the result whose name starts the button. */
export async function addExerciseToTemplate(page: Page, query: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByLabel('Search exercises').fill(query);
  await settledResults(picker);
  await picker.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible();
}

import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { localDay } from '../support/days';
import { shot } from '../support/shots';
import { signUpViaApi } from '../support/members';

const WORDS = {
  en: {
    empty: 'No entries yet',
    good: 'Good',
    great: 'Great',
    text: 'What happened?',
    tags: 'Tags',
    save: 'Save entry',
    edit: 'Edit entry',
    saveChanges: 'Save changes',
    search: 'Search',
    noMatch: 'No entry matches',
    del: 'Delete entry',
    deleted: 'Entry deleted',
    undo: 'Undo',
    greatWord: 'Great',
    day: 'Day',
    badDay: 'Type a day, today or earlier',
  },
  es: {
    empty: 'Aún no hay entradas',
    good: 'Bien',
    great: 'Genial',
    text: '¿Qué pasó?',
    tags: 'Etiquetas',
    save: 'Guardar entrada',
    edit: 'Editar entrada',
    saveChanges: 'Guardar cambios',
    search: 'Buscar',
    noMatch: 'Ninguna entrada coincide',
    del: 'Eliminar entrada',
    deleted: 'Entrada eliminada',
    undo: 'Deshacer',
    greatWord: 'Genial',
    day: 'Día',
    badDay: 'Escribe un día de hoy o anterior',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`a member writes, edits, finds, deletes and undoes an entry (${lang})`, async ({ page }) => {
    const w = WORDS[lang];
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await signUpViaApi(page);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await shot(page, `journal-empty-${lang}`);

    // The day is written in the language's order (day first in Spanish), and what is no day is named before saving.
    const [year, month, date] = localDay(0).split('-');
    const dayField = page.getByLabel(w.day, { exact: true });
    await expect(dayField).toHaveValue(lang === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`);
    await dayField.fill('31/31/2026');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.badDay })).toBeVisible();
    const [y1, m1, d1] = localDay(1).split('-');
    await dayField.fill(lang === 'es' ? `${d1}/${m1}/${y1}` : `${m1}/${d1}/${y1}`);
    await expect(page.getByRole('alert').filter({ hasText: w.badDay })).toHaveCount(0);

    const word = `orbit${crypto.randomBytes(3).toString('hex')}`;
    await page.getByRole('radio', { name: w.good, exact: true }).click();
    await page.getByLabel(w.text).fill(`Long walk <script>alert(1)</script> ${word}\nSecond line`);
    await page.getByLabel(w.tags, { exact: true }).fill('walk');
    await page.getByLabel(w.tags, { exact: true }).press('Enter');
    await page.getByRole('button', { name: w.save }).click();
    const entries = page.locator('article').filter({ hasText: word });
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('#walk');
    // The text is shown as text: the script tag typed is neither run nor dropped silently as markup.
    await expect(entries.first()).toContainText('<script>alert(1)</script>');

    await entries.first().getByRole('button', { name: w.edit }).click();
    const editing = page.getByRole('form', { name: w.edit });
    await editing.getByRole('radio', { name: w.great, exact: true }).click();
    await editing.getByRole('button', { name: w.saveChanges }).click();
    await expect(page.locator('article').filter({ hasText: word }).first()).toContainText(w.greatWord);
    await shot(page, `journal-entry-${lang}`);

    await page.getByLabel(w.search).fill(word);
    await expect(page.locator('article').filter({ hasText: word })).toHaveCount(1);
    await page.getByLabel(w.search).fill('nothing-like-this');
    await expect(page.getByRole('heading', { name: w.noMatch })).toBeVisible();
    await page.getByLabel(w.search).fill('');

    await page.locator('article').filter({ hasText: word }).getByRole('button', { name: w.del }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.del }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(page.locator('article').filter({ hasText: word })).toHaveCount(0);
    await page.getByRole('button', { name: w.undo }).click();
    await expect(page.locator('article').filter({ hasText: word })).toHaveCount(1);
  });
}

test('a new member sees how many days insights need; a journal with a real effect gets its statement', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'No insight yet' })).toBeVisible();
  await expect(page.getByText(/Needs 14 more days/).first()).toBeVisible();
  await shot(page, 'insights-empty-en');

  // Six weeks of entries: days tagged "walk" (every third) are good, the others middling.
  for (let n = 0; n < 42; n += 1) {
    const walk = n % 3 === 0;
    const response = await page.request.post('/api/journal/entries', {
      data: {
        id: crypto.randomUUID(),
        day: localDay(n),
        mood: walk ? 5 - (n % 2) : 2 + (n % 2),
        energy: 3,
        body: walk ? 'Walked by the river' : 'Desk day',
        tags: walk ? ['walk'] : ['desk'],
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/insights');
  await expect(page.getByText(/On days you tagged “walk”, your mood was [\d.]+ higher/)).toBeVisible();
  await expect(page.getByText(/95% interval/).first()).toBeVisible();
  await shot(page, 'insights-found-en');
  await page.goto('/journal');
  await expect(
    page
      .getByRole('list', { name: /Days of .* by mood/ })
      .getByRole('listitem')
      .first(),
  ).toBeAttached();
  await shot(page, 'journal-data-en');
});

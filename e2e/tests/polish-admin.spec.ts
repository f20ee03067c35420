import { expect, test, type Locator } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';

/** Whether the chosen option's text fits the select's box (padding and the arrow taken off). */
async function showsWholeChoice(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = el.options[el.selectedIndex]?.text ?? '';
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return context.measureText(text).width <= room;
  });
}

test('the admin selectors show only where they apply, folded on a phone', async ({ page, context }) => {
  await signInContext(context, DEMO_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  if (isPhone) {
    const summary = page.getByText('Filters', { exact: true });
    await expect(summary).toBeVisible();
    await expect(page.getByLabel('Life category')).toBeHidden();
    // One line, not 40% of the screen.
    const box = (await page.locator('details:has(> summary)').first().boundingBox())!;
    expect(box.height).toBeLessThan(844 * 0.1);
    await summary.click();
  }
  await expect(page.getByLabel('Life category')).toBeVisible();
  for (const path of ['/admin/users', '/admin/exercises', '/admin/setup/grips']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Life category'), path).toHaveCount(0);
  }
  await page.goto('/admin/category');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Life category')).toHaveCount(1);
});

test('Spanish admin filters show their whole text and a disabled button looks disabled', async ({ page, context }) => {
  await signInContext(context, DEMO_ADMIN);
  // The device's language (the demo admin's profile is shared with other tests, so it is left alone).
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.goto('/admin/exercises');
  const muscle = page.getByLabel('Músculo', { exact: true });
  await expect(muscle).toBeVisible();
  for (const select of await page.locator('main select').filter({ visible: true }).all()) {
    expect(await showsWholeChoice(select), await select.evaluate((el) => el.id)).toBe(true);
  }

  await page.goto('/admin/setup/equipment-grip-compatibility');
  const save = page.getByRole('button', { name: 'No hay cambios que guardar' });
  await expect(save).toBeDisabled();
  const discard = page.getByRole('button', { name: 'Descartar cambios' });
  const look = (button: Locator) =>
    button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color };
    });
  // A disabled primary button is not the accent green; it is drawn like the disabled secondary one.
  const disabledLook = await look(save);
  expect(disabledLook).toEqual(await look(discard));
  await page.getByRole('checkbox').first().click();
  const enabled = page.getByRole('button', { name: /^Guardar/ });
  await expect(enabled).toBeEnabled();
  // Read until the button's colour transition (150 ms) has ended: read at once, it may still be the disabled grey.
  await expect.poll(async () => (await look(enabled)).background).not.toBe(disabledLook.background);
});

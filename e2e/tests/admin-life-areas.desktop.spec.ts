import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

// A subcategory's names and bar are app-wide: this file runs in the desktop project only (see playwright.config.ts),
// so two browsers never edit the same subcategory at once. It puts the subcategory back as it found it.
const SUBCATEGORY = 'medical-checkups';

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(response.status()).toBe(200);
}

interface Saved {
  path: string;
  body: Record<string, unknown>;
}

/** The subcategory as stored now, as a body that saves it back unchanged. */
async function snapshot(request: APIRequestContext): Promise<Saved> {
  const list = (await (await request.get('/api/admin/life-areas')).json()) as {
    categories: { id: string; subcategories: { id: string; slug: string }[] }[];
  };
  const category = list.categories.find((c) => c.subcategories.some((s) => s.slug === SUBCATEGORY))!;
  const sub = category.subcategories.find((s) => s.slug === SUBCATEGORY)!;
  const path = `/api/admin/life-areas/categories/${category.id}/subcategories/${sub.id}`;
  const stored = (await (await request.get(path)).json()) as Record<string, unknown> & {
    navItems: { target: string; slug: string; icon: string; names: object }[];
  };
  return {
    path,
    body: {
      names: stored.names,
      descriptions: stored.descriptions,
      icon: stored.icon,
      displayOrder: stored.displayOrder,
      navItems: stored.navItems.map(({ target, slug, icon, names }) => ({ target, slug, icon, names })),
    },
  };
}

test('the superadmin renames a subcategory in Spanish and adds a bar item; a Spanish member sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const word = crypto.randomUUID().slice(0, 6);
  const spanishName = `Chequeos ${word}`;
  const itemName = `Dormir ${word}`;
  await signInAsAdmin(page);
  const original = await snapshot(page.request);

  try {
    // From the admin shell: the life areas list, then the subcategory.
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'LifeOrbit Admin' }).getByRole('link', { name: 'Life areas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Life areas' })).toBeVisible();
    await page.getByRole('link', { name: /Medical check-ups/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medical check-ups' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Health' })).toBeVisible();

    await page.getByRole('tab', { name: /Spanish/ }).click();
    const spanish = page.getByRole('tabpanel', { name: /Spanish/ });
    await expect(spanish.getByLabel('Name in Spanish')).toHaveValue('Revisiones médicas');
    await spanish.getByLabel('Name in Spanish').fill(spanishName);

    await page.getByRole('button', { name: 'Add item' }).click();
    const item = page.getByRole('group', { name: 'Item 1' });
    await item.getByLabel('Opens').selectOption('subcategory');
    await item.getByLabel('Which one').selectOption('sleep-quality');
    // The item's names start from the subcategory's own.
    await expect(item.getByLabel('Name in English *')).toHaveValue('Sleep quality');
    await item.getByLabel('Name in Spanish').fill(itemName);
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Preview' })).toContainText(itemName);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Medical check-ups saved')).toBeVisible();

    // The write is in the audit log.
    const audit = (await (await page.request.get('/api/admin/audit?actionType=life_subcategory_updated')).json()) as {
      entries: { actorEmail: string; details: { after: { names: { es: string } } } }[];
    };
    expect(audit.entries[0]).toMatchObject({
      actorEmail: 'admin@lifeorbit.app',
      details: { after: { names: { es: spanishName } } },
    });

    // A member reading in Spanish: the subcategory's page, its bar, and the hub.
    // The hub's planets orbit; without motion they hold still to be tapped.
    const memberContext = await browser.newContext({ reducedMotion: 'reduce' });
    const member = await memberContext.newPage();
    await member.addInitScript(() => localStorage.setItem('lang', 'es'));
    await signUpViaApi(member);
    await member.goto(`/dashboard?cat=health&sub=${SUBCATEGORY}`);
    await expect(member.getByRole('heading', { level: 1, name: spanishName })).toBeVisible();
    const bar = member.getByRole('navigation', { name: 'Accesos directos' });
    await expect(bar.getByRole('link')).toHaveText([itemName]);
    await bar.getByRole('link', { name: itemName }).click();
    await expect(member).toHaveURL(/\/dashboard\?cat=health&sub=sleep-quality$/);
    await expect(member.getByRole('heading', { level: 1, name: 'Calidad del sueño' })).toBeVisible();
    // Off that subcategory's page the bar is the member's own (none yet).
    await expect(member.getByRole('navigation', { name: 'Accesos directos' })).toHaveCount(0);

    await member.goto('/planets');
    await member.getByRole('button', { name: 'Salud', exact: true }).click();
    await expect(
      member.getByRole('list', { name: 'Áreas de Salud' }).getByRole('link', { name: spanishName }),
    ).toBeVisible();
    await memberContext.close();
  } finally {
    const restored = await page.request.put(original.path, { data: original.body });
    expect(restored.status()).toBe(200);
  }
});

test('a bad colour is refused beside the field and nothing is saved', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/category');
  await page.getByRole('link', { name: 'Edit Wealth' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wealth' })).toBeVisible();
  await page.getByLabel('Colour', { exact: true }).fill('yellow');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Use hue 0–360, saturation and lightness 0–100%, like 152 65% 45%.')).toBeVisible();
  await expect(page.getByText('Check the marked fields.')).toBeVisible();
  const categories = (await (await page.request.get('/api/life-areas/categories')).json()) as {
    categories: { slug: string; color: string }[];
  };
  expect(categories.categories.find((c) => c.slug === 'wealth')!.color).toBe('45 90% 55%');
});

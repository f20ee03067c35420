import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { localDay } from '../support/days';
import { PASSWORD, openNavigation, signUpViaApi } from '../support/members';

// The hub's planets orbit slowly; a browser test taps them as someone with reduced motion would, standing still.
test.use({ reducedMotion: 'reduce' });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function pinnedInSidebar(page: Page) {
  await openNavigation(page);
  return page.getByRole('list', { name: 'Pinned life areas' }).getByRole('link');
}

test('the landing shows Sneak peek with its 9:16 slides and both buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sneak peek' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start with Fitness' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Explore all life areas' })).toBeVisible();
  const slides = page.getByRole('img', { name: /set grid|suggestion|Life Planets Hub|streak|tracker|workout page/i });
  await expect(slides.first()).toBeVisible();
  expect(await page.locator('main img[src^="/carousel/"]').count()).toBeGreaterThanOrEqual(4);
  const box = await page.locator('main img[src^="/carousel/"]').first().boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(16 / 9, 1);
  await page.getByRole('link', { name: 'Start with Fitness' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('Explore all life areas shows the hub with six numbered planets in order', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore all life areas' }).click();
  await expect(page.getByRole('heading', { name: 'Life Planets Hub' })).toBeVisible();
  await expect(page.getByText('Tap the orbiting planets to explore different life areas')).toBeVisible();
  const planets = page.getByRole('list', { name: 'Life areas' }).getByRole('listitem');
  await expect(planets).toHaveCount(6);
  const names = [
    'Health',
    'Wealth',
    'Relationships',
    'Mind & Emotions',
    'Purpose & Growth',
    'Lifestyle & Contribution',
  ];
  for (const [index, name] of names.entries()) {
    const planet = planets.nth(index);
    await expect(planet.getByRole('button', { name })).toBeVisible();
    await expect(planet).toContainText(String(index + 1));
  }
  // The defaults of spec §9 when nobody is signed in.
  const chips = page.getByRole('list', { name: 'Pinned subcategories' }).getByRole('link');
  await expect(chips).toHaveText(['Fitness & exercise', 'Long-term wealth building', 'Romantic life']);
  // Toggling again goes back to the sneak peek.
  await page.getByRole('button', { name: 'Explore all life areas' }).click();
  await expect(page.getByRole('heading', { name: 'Sneak peek' })).toBeVisible();
});

test('tapping Wealth then a subcategory on the landing signs in and lands on its dashboard', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Explore all life areas' }).click();
  await page.getByRole('button', { name: 'Wealth', exact: true }).click();
  // The centre becomes the way back; Wealth's subcategories sit around it.
  await expect(page.getByRole('button', { name: /Back to all life areas/ })).toBeFocused();
  const moons = page.getByRole('list', { name: 'Areas of Wealth' }).getByRole('link');
  await expect(moons).toHaveCount(5);
  await moons.filter({ hasText: 'Saving & investing' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsubcategory%2Fsaving-investing/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\?cat=wealth&sub=saving-investing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saving & investing' })).toBeVisible();
});

test('the hub at /planets goes back from a category and sends fitness to the training dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/planets');
  await page.getByRole('button', { name: 'Wealth', exact: true }).click();
  await page.getByRole('link', { name: 'Budgeting & debt' }).click();
  await expect(page).toHaveURL(/\/dashboard\?cat=wealth&sub=budgeting-debt$/);
  await page.goto('/planets');
  await page.getByRole('button', { name: 'Health', exact: true }).click();
  await page.getByRole('button', { name: /Back to all life areas/ }).click();
  await expect(page.getByRole('list', { name: 'Life areas' }).getByRole('button')).toHaveCount(6);
  await page.getByRole('button', { name: 'Health', exact: true }).click();
  await page.getByRole('list', { name: 'Areas of Health' }).getByRole('link', { name: 'Fitness & exercise' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
});

/**
 * The server's answer to the save of exactly these pins. The page shows a pin at once and saves it after the saves
 * before it: a test that loads another page must first wait for it, or the load cancels the save.
 */
async function pinsSaved(page: Page, slugs: string[]): Promise<void> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.url().includes('/api/life-areas/pins') &&
      candidate.request().method() === 'PUT' &&
      JSON.stringify((candidate.request().postDataJSON() as { subcategorySlugs: string[] }).subcategorySlugs) ===
        JSON.stringify(slugs),
  );
  expect(response.status()).toBe(200);
}

test('three pins at /user-dashboard show in the sidebar and on the hub; fitness-exercise leaves two', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Configure' })).toBeVisible();
  const allSaved = pinsSaved(page, ['sleep-quality', 'wealth-building', 'friendships']);
  for (const name of ['Sleep quality', 'Long-term wealth building', 'Friendships']) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('3 of 3 pinned')).toBeVisible();
  await allSaved;
  // A fourth is not possible.
  await expect(page.getByRole('button', { name: 'Romantic life', exact: true })).toBeDisabled();
  await expect(await pinnedInSidebar(page)).toHaveText(['Sleep quality', 'Long-term wealth building', 'Friendships']);
  if (isPhone(page)) await page.keyboard.press('Escape');

  await page.goto('/planets');
  await expect(page.getByRole('list', { name: 'Pinned subcategories' }).getByRole('link')).toHaveText([
    'Sleep quality',
    'Long-term wealth building',
    'Friendships',
  ]);

  // Swap Sleep quality for Fitness & exercise: the sidebar lists the other two, the hub all three.
  await page.goto('/user-dashboard');
  await page.getByRole('button', { name: 'Sleep quality', exact: true }).click();
  await expect(page.getByText('2 of 3 pinned')).toBeVisible();
  const swapSaved = pinsSaved(page, ['wealth-building', 'friendships', 'fitness-exercise']);
  await page.getByRole('button', { name: 'Fitness & exercise', exact: true }).click();
  await expect(page.getByText('3 of 3 pinned')).toBeVisible();
  await swapSaved;
  await expect(await pinnedInSidebar(page)).toHaveText(['Long-term wealth building', 'Friendships']);
  if (isPhone(page)) await page.keyboard.press('Escape');
  await page.goto('/planets');
  await expect(page.getByRole('list', { name: 'Pinned subcategories' }).getByRole('link')).toHaveText([
    'Long-term wealth building',
    'Friendships',
    'Fitness & exercise',
  ]);
  const pins = await (await page.request.get('/api/life-areas/pins')).json();
  expect(pins.pins.map((p: { slug: string }) => p.slug)).toEqual([
    'wealth-building',
    'friendships',
    'fitness-exercise',
  ]);
});

test('three quick pins and a reload at once: the server keeps all three', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Configure' })).toBeVisible();
  // On a slow connection (each request 1.5 s on its way), tapped as fast as a member can, then the page is reloaded
  // without waiting for any save: the first save is still on its way, the others wait their turn. Without the page
  // sending the newest list on its way out, the server would keep none or one.
  const network = await page.context().newCDPSession(page);
  const slow = { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 };
  await network.send('Network.emulateNetworkConditions', slow);
  for (const name of ['Sleep quality', 'Long-term wealth building', 'Friendships']) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await expect(page.getByText('3 of 3 pinned')).toBeVisible();
  await page.reload({ waitUntil: 'commit' });
  await network.send('Network.emulateNetworkConditions', { ...slow, latency: 0 });
  const wanted = ['sleep-quality', 'wealth-building', 'friendships'];
  await expect
    .poll(async () => {
      const pins = await (await page.request.get('/api/life-areas/pins')).json();
      return pins.pins.map((p: { slug: string }) => p.slug);
    })
    .toEqual(wanted);
  await expect(page.getByText('3 of 3 pinned')).toBeVisible();
});

test('a goal with three daily check-ins shows a streak of 3, and today can be edited', async ({ page }) => {
  await signUpViaApi(page);
  const goalId = crypto.randomUUID();
  const created = await page.request.post(`/api/life-areas/goals?today=${localDay(0)}`, {
    data: { id: goalId, subcategorySlug: 'sleep-quality', name: 'Lights out by 23:00', measure: 'rating', target: 4 },
  });
  expect(created.status()).toBe(201);
  for (const [days, rating] of [
    [2, 3],
    [1, 4],
    [0, 5],
  ]) {
    const response = await page.request.post(`/api/life-areas/goals/${goalId}/checkins`, {
      data: { id: crypto.randomUUID(), date: localDay(days!), rating, note: `Night ${days}` },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/dashboard?cat=health&sub=sleep-quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep quality' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Streak: 3 days' })).toBeVisible();
  await expect(page.getByText('3-day streak')).toBeVisible();
  await expect(page.getByText('Checked in today: 5/5')).toBeVisible();

  // The table view of the trend lists the three nights.
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Edit today’s check-in: Lights out by 23:00' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit check-in' })).toBeVisible();
  await dialog.getByRole('radio', { name: '4 out of 5' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Checked in today: 4/5')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Streak: 3 days' })).toBeVisible();
});

test('a new goal is created in the tracker and the first check-in starts its streak', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard?cat=wealth&sub=saving-investing');
  await expect(page.getByRole('heading', { name: 'Nothing tracked in Saving & investing yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add your first goal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create goal' }).click();
  await expect(dialog.getByText('Give the goal a name.')).toBeVisible();
  await dialog.getByLabel('Goal', { exact: true }).fill('Emergency fund');
  await dialog.getByLabel('Target', { exact: true }).fill('3000');
  await dialog.getByLabel('Unit').fill('EUR');
  await dialog.getByRole('button', { name: 'Create goal' }).click();
  await expect(page.getByRole('heading', { name: 'Emergency fund' })).toBeVisible();
  await expect(page.getByText('No streak yet')).toBeVisible();

  await page.getByRole('button', { name: 'Check in: Emergency fund' }).click();
  await page.getByRole('dialog').getByLabel('Value (EUR)').fill('250,5');
  await page.getByRole('dialog').getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByRole('img', { name: 'Streak: 1 day' })).toBeVisible();
  await expect(page.getByText('Checked in today: 250.5 EUR')).toBeVisible();
});

test('the drawer opens at 390 px wide and the sidebar is fixed at 1280 px', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  if (isPhone(page)) {
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Training' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const sidebar = page.locator('aside');
    await expect(sidebar.getByRole('link', { name: 'Training' })).toBeVisible();
    expect(await sidebar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect((await sidebar.boundingBox())!.width).toBe(256);
  }
});

test('the shortcut bar appears once the member adds shortcuts', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Atlas', exact: true }).click();
  await page.getByRole('button', { name: 'Wealth', exact: true }).click();
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar.getByRole('link')).toHaveText(['Atlas', 'Wealth']);
  await bar.getByRole('link', { name: 'Wealth' }).click();
  await expect(page).toHaveURL(/\/dashboard\?cat=wealth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wealth' })).toBeVisible();
  await bar.getByRole('link', { name: 'Atlas' }).click();
  await expect(page).toHaveURL(/\/atlas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atlas' })).toBeVisible();
});

test('the hub and its areas read in Romanian', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ro'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Avanpremieră' })).toBeVisible();
  await page.getByRole('button', { name: 'Explorează toate domeniile vieții' }).click();
  await expect(page.getByRole('heading', { name: 'Hub-ul Planetelor Vieții' })).toBeVisible();
  await expect(
    page.getByText('Atinge planetele de pe orbită ca să explorezi diferitele domenii ale vieții'),
  ).toBeVisible();
  const planets = page.getByRole('list', { name: 'Domeniile vieții' }).getByRole('button');
  await expect(planets).toHaveText([
    /Sănătate/,
    /Finanțe/,
    /Relații/,
    /Minte și emoții/,
    /Scop și dezvoltare/,
    /Stil de viață și contribuție/,
  ]);
  await expect(page.getByRole('list', { name: 'Subcategorii fixate' }).getByRole('link')).toHaveText([
    'Fitness și mișcare',
    'Avere pe termen lung',
    'Viața de cuplu',
  ]);
  await page.getByRole('button', { name: 'Relații', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Domeniile din Relații' }).getByRole('link')).toHaveText([
    'Relațiile de familie',
    'Viața de cuplu',
    'Prietenii',
    'Comunitate și abilități sociale',
    'Networking și colaborare',
  ]);
});

test('an unknown /subcategory/{slug} says so and offers the hub', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/subcategory/astrology');
  await expect(page.getByRole('heading', { name: 'This life area does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the Life Planets Hub' }).click();
  await expect(page).toHaveURL(/\/planets$/);
});

import crypto from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { signUpViaApi } from '../support/members';

// Gyms (issue 20), at phone size: a member finds, joins and trains at a gym with a phone in hand (a .phone spec: the
// phone project runs it, the desktop one would only repeat it at the same width).

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function benchPressId(page: Page): Promise<string> {
  const found = await ok<{ items: { id: string }[] }>(
    await page.request.get('/api/exercises?q=bench%20press&lang=en&limit=1'),
  );
  return found.items[0]!.id;
}

/** A finished workout with one bench press set of 80 kg × 12 at Feel "=": the history the suggestion reads. */
async function benchHistory(page: Page, exerciseId: string): Promise<void> {
  const { workoutId } = await ok<{ workoutId: string }>(
    await page.request.post('/api/workouts', { data: { id: crypto.randomUUID() } }),
  );
  const added = await ok<{ id: string }>(
    await page.request.post(`/api/workouts/${workoutId}/exercises`, {
      data: { id: crypto.randomUUID(), exerciseId },
    }),
  );
  await ok(
    await page.request.post(`/api/workout-exercises/${added.id}/sets`, {
      data: { id: crypto.randomUUID(), weight: 80, reps: 12, notes: 'Feel: =' },
    }),
  );
  await ok(await page.request.post(`/api/workouts/${workoutId}/end`));
}

test('a member creates a gym, a superadmin verifies it, another member joins; the gym’s plates change the suggestion', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `E2E Gym ${crypto.randomUUID().slice(0, 6)}`;
  const slug = `e2e-gym-${crypto.randomUUID().slice(0, 6)}`;

  // A member creates a gym: they are its first admin, and it waits for verification.
  const owner = await (await browser.newContext()).newPage();
  await signUpViaApi(owner);
  await owner.goto('/gyms');
  await expect(owner.getByRole('heading', { name: 'You have no gym yet' })).toBeVisible();
  await owner.getByRole('button', { name: 'Create a gym' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Create a gym' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('City').fill('Brașov');
  await dialog.getByRole('button', { name: 'Create gym' }).click();
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(owner.getByText('Waiting for verification')).toBeVisible();
  const gymId = new URL(owner.url()).pathname.split('/').pop()!;

  // A workout there (the member's home gym, with no plates of its own yet) suggests 82.5 kg: it needs 1.25 kg plates.
  const bench = await benchPressId(owner);
  await benchHistory(owner, bench);
  const { workoutId } = await ok<{ workoutId: string }>(
    await owner.request.post('/api/workouts', { data: { id: crypto.randomUUID() } }),
  );
  const exercise = await ok<{ id: string }>(
    await owner.request.post(`/api/workouts/${workoutId}/exercises`, {
      data: { id: crypto.randomUUID(), exerciseId: bench },
    }),
  );
  const atGym = await ok<{ gym: { id: string } | null }>(await owner.request.get(`/api/workouts/${workoutId}/gym`));
  expect(atGym.gym?.id).toBe(gymId);
  await owner.goto(`/app/workouts/${workoutId}`);
  const card = owner.getByRole('region', { name: 'Bench Press', exact: true });
  await expect(owner.getByLabel('Training at')).toHaveValue(gymId);
  await expect(card).toContainText('Next: 82.5 kg × 8');
  await expect(card).toContainText('Plates: 25 + 5 + 1.25 per side');

  // A superadmin verifies it from the admin's Gyms page.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(adminContext, DEMO_ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/gyms');
  await admin.getByLabel('Search by name or city').fill(name);
  await admin.getByRole('button', { name: `Verify ${name}` }).click();
  await expect(admin.getByText(`${name} is verified.`)).toBeVisible();

  // Another member finds it by name and joins it.
  const member = await (await browser.newContext()).newPage();
  await signUpViaApi(member);
  await member.goto('/gyms');
  await member.getByLabel('Search by name or city').fill(name.toLowerCase());
  await member.getByRole('button', { name: `Join ${name}` }).click();
  await expect(member.getByText(`You joined ${name}.`)).toBeVisible();
  await expect(member.getByRole('region', { name: 'My gyms' }).getByRole('link', { name })).toBeVisible();
  await member.getByRole('region', { name: 'My gyms' }).getByRole('link', { name }).click();
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(member.getByText('2 members')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Manage gym' })).toHaveCount(0);
  // Not an admin here: the admin page says so, and the API refuses the change.
  expect((await member.request.patch(`/api/gyms/${gymId}`, { data: { city: 'Sibiu' } })).status()).toBe(403);

  // The gym admin sets plates without 1.25 kg ones.
  await owner.goto(`/gyms/${gymId}/admin`);
  await owner.getByLabel('Plates per side, kg (comma-separated)').fill('25, 20, 15, 10, 5, 2.5');
  await owner.getByRole('button', { name: 'Save plates' }).click();
  await expect(owner.getByText('Saved.')).toBeVisible();

  // Bad input gets a clear answer and changes nothing: a slug with spaces, hours that end before they start.
  await owner.getByLabel('Public address').fill('my gym');
  await owner.getByRole('button', { name: 'Save details' }).click();
  await expect(
    owner.getByText('Use lower-case letters, digits and hyphens, with no spaces (like iron-temple).'),
  ).toBeVisible();
  await owner.getByLabel('Public address').fill(slug);
  await owner.getByRole('button', { name: 'Add opening hours' }).click();
  await owner.getByLabel('Closes').fill('05:00');
  await owner.getByRole('button', { name: 'Save details' }).click();
  await expect(owner.getByText('The closing time must be after the opening time.')).toBeVisible();
  await owner.getByLabel('Closes').fill('22:00');
  await owner.getByLabel('Show the public page to everyone, signed in or not').check();
  await owner.getByRole('button', { name: 'Save details' }).click();
  await expect(owner.getByText('Saved.').first()).toBeVisible();

  // The workout at that gym no longer suggests a weight that needs 1.25 kg plates.
  const suggestion = await ok<{ suggestion: { weightKg: number }; plates: { perSideKg: number[] } | null }>(
    await owner.request.get(`/api/workout-exercises/${exercise.id}/suggestion`),
  );
  expect((suggestion.suggestion.weightKg - 20) % 5).toBe(0);
  expect(suggestion.plates?.perSideKg).not.toContain(1.25);
  await owner.goto(`/app/workouts/${workoutId}`);
  await expect(card).toContainText(`Next: ${suggestion.suggestion.weightKg} kg`);
  await expect(card).not.toContainText('Next: 82.5 kg');
  await expect(card).toContainText('Rounded 82.5 kg to a loadable');
  await expect(card).not.toContainText('1.25');

  // The public page opens signed out, with its link-preview tags; Join goes through sign-in and comes back.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const html = await (await visitor.request.get(`/g/${slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${name} · LifeOrbit" />`);
  await visitor.goto(`/g/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(visitor).toHaveURL(/\/auth\?redirect=/);
  const back = new URL(visitor.url()).searchParams.get('redirect')!;
  expect(back).toBe(`/g/${slug}?join=1`);
  await signUpViaApi(visitor);
  await visitor.goto(back);
  await expect(visitor.getByText('You are a member')).toBeVisible();
  await visitorContext.close();
  await adminContext.close();
});

test('a gym’s members see a private member as “a member”; its admin sees them by handle; others see no list', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pageOf = async () => (await browser.newContext()).newPage();
  const [owner, member, hidden, stranger] = [await pageOf(), await pageOf(), await pageOf(), await pageOf()];
  // With no display name, a member's card shows the e-mail's local part.
  const cardNames: string[] = [];
  for (const page of [owner, member, hidden, stranger]) cardNames.push((await signUpViaApi(page)).split('@')[0]!);
  const [ownerName, , hiddenName] = cardNames;
  await ok(await hidden.request.patch('/api/profile', { data: { privacy: 'private' } }));
  const gym = await ok<{ id: string }>(
    await owner.request.post('/api/gyms', { data: { name: `E2E Members ${crypto.randomUUID().slice(0, 6)}` } }),
  );
  const adminContext = await browser.newContext();
  await signInContext(adminContext, DEMO_ADMIN);
  await ok(await adminContext.request.post(`/api/admin/gyms/${gym.id}/status`, { data: { status: 'verified' } }));
  await adminContext.close();
  for (const page of [member, hidden])
    await ok(await page.request.post(`/api/gyms/${gym.id}/membership`, { data: {} }));

  await member.goto(`/gyms/${gym.id}`);
  await expect(member.getByRole('link', { name: ownerName, exact: true })).toBeVisible();
  await expect(member.getByText('A member', { exact: true })).toBeVisible();
  await expect(member.getByText(hiddenName!)).toHaveCount(0);

  await owner.goto(`/gyms/${gym.id}/admin`);
  await expect(owner.getByRole('button', { name: `Make ${hiddenName} an admin` })).toBeVisible();

  await stranger.goto(`/gyms/${gym.id}`);
  await expect(stranger.getByText('Members see who trains here.')).toBeVisible();
  await expect(stranger.getByRole('link', { name: ownerName, exact: true })).toHaveCount(0);
  for (const page of [owner, member, hidden, stranger]) await page.context().close();
});

test('my gym shows the demo member’s home gym, its plates and equipment', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, { email: 'demo@lifeorbit.app', password: 'demo-member-2026' });
  const page = await context.newPage();
  await page.goto('/fitness/my-gym');
  await expect(page.getByRole('heading', { level: 2, name: 'Iron Temple' })).toBeVisible();
  await expect(page.getByText('25 · 20 · 15 · 10 · 5 · 2.5 · 1.25 kg')).toBeVisible();
  await expect(page.getByText('Olympic bars, 20 kg')).toBeVisible();
  await context.close();
});

/** A real PNG of `width` × `height`, drawn by the browser's canvas. */
async function pngOf(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const context = canvas.getContext('2d')!;
      context.fillStyle = String(fill);
      context.fillRect(0, 0, Number(w), Number(h));
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height, colour] as const,
  );
  return Buffer.from(base64, 'base64');
}

test('a gym admin uploads a logo and a cover, sees them on the gym page, and removes the logo', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `E2E Logo Gym ${crypto.randomUUID().slice(0, 6)}`;
  const owner = await (await browser.newContext()).newPage();
  await signUpViaApi(owner);
  const gym = await ok<{ id: string }>(await owner.request.post('/api/gyms', { data: { name, city: 'Sibiu' } }));

  await owner.goto(`/gyms/${gym.id}/admin`);
  await expect(owner.getByRole('heading', { name: 'Logo and cover' })).toBeVisible();
  await expect(owner.getByText('No cover yet: a wide photo of the gym floor appears here')).toBeVisible();
  await owner
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngOf(owner, 300, 200, '#1d6f5f') });
  await expect(owner.getByText('The logo is saved.')).toBeVisible();
  await expect(owner.getByRole('img', { name: `${name}'s logo` })).toHaveAttribute(
    'src',
    new RegExp(`^/api/gym-images/${gym.id}/logo-[0-9a-f]{16}-512\\.webp$`),
  );
  await owner
    .getByLabel('Upload a cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngOf(owner, 1600, 700, '#c2552b') });
  await expect(owner.getByText('The cover is saved.')).toBeVisible();
  await expect(owner.getByRole('img', { name: `${name}'s cover` })).toBeVisible();

  // A file that is not a picture gets a clear answer and changes nothing.
  await owner
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(owner.getByText('That file is not a picture we can read.')).toBeVisible();

  // The gym's page draws both, loaded from the server.
  await owner.goto(`/gyms/${gym.id}`);
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
  const pictures = owner.locator(`img[src^="/api/gym-images/${gym.id}/"]`);
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // Removing the logo leaves the cover.
  await owner.goto(`/gyms/${gym.id}/admin`);
  await owner.getByRole('button', { name: 'Remove logo' }).click();
  await expect(owner.getByText('The logo is removed.')).toBeVisible();
  await expect(owner.getByRole('img', { name: `${name}'s logo` })).toHaveCount(0);
  await expect(owner.getByRole('img', { name: `${name}'s cover` })).toBeVisible();
  await owner.context().close();
});

import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { signUpViaApi, uniqueEmail } from '../support/members';

/**
 * Mentors and the marketplace (issue 21), walked as people do it: a superadmin makes a member a mentor, the mentor
 * publishes a program, a member finds it in Discover, copies it (one copy for two taps), starts a workout from the
 * copy and rates it; the mentor's public page opens signed out.
 */

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function exerciseId(page: Page, q: string): Promise<string> {
  const found = (await (await page.request.get(`/api/exercises?q=${encodeURIComponent(q)}`)).json()) as {
    items: { id: string }[];
  };
  return found.items[0]!.id;
}

/** A two-workout program of the mentor's, made through the API (the templates area has its own browser tests). */
async function makeProgram(page: Page, name: string): Promise<void> {
  const push = crypto.randomUUID();
  const pull = crypto.randomUUID();
  const [bench, row] = [await exerciseId(page, 'bench press'), await exerciseId(page, 'barbell row')];
  for (const [id, title, exercise] of [
    [push, 'Push power', bench],
    [pull, 'Pull power', row],
  ] as const) {
    const made = await page.request.post('/api/templates', {
      data: { id, name: title, exercises: [{ exerciseId: exercise, targetSets: 4, targetReps: 6 }] },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  const program = await page.request.post('/api/programs', {
    data: { id: crypto.randomUUID(), name, templateIds: [push, pull] },
  });
  expect(program.status(), await program.text()).toBe(201);
}

test('a superadmin makes a mentor, who publishes a program that a member copies, trains with and rates', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = crypto.randomUUID().slice(0, 6);
  const mentor = await newPage(browser);
  const mentorEmail = await signUpViaApi(mentor, uniqueEmail('mentor'));

  // The superadmin creates the mentor from the member's e-mail.
  const admin = await newPage(browser);
  await signInContext(admin.context(), DEMO_ADMIN);
  await admin.goto('/admin/mentors/new');
  await admin.getByLabel('E-mail').fill(mentorEmail);
  await admin.getByLabel('Name', { exact: true }).fill(`Coach ${suffix}`);
  await expect(admin.getByLabel('Link', { exact: true })).toHaveValue(`coach-${suffix}`);
  await admin.getByLabel('Headline').fill('Strength for busy people');
  await admin.getByRole('checkbox', { name: 'Strength' }).check();
  await admin.getByRole('checkbox', { name: 'English' }).check();
  await admin.getByRole('button', { name: 'Create the mentor' }).click();
  await expect(admin).toHaveURL(/\/admin\/mentors\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: `Coach ${suffix}` })).toBeVisible();
  await expect(admin.getByText('Linked to an account')).toBeVisible();

  // The mentor publishes a program from Discover's "Published by me".
  const title = `Busy strength ${suffix}`;
  await makeProgram(mentor, `Program ${suffix}`);
  await mentor.goto('/marketplace?tab=mine');
  await expect(mentor.getByRole('heading', { name: 'You have published nothing' })).toBeVisible();
  await mentor.getByRole('button', { name: 'Publish' }).click();
  const dialog = mentor.getByRole('dialog', { name: 'Publish to Discover' });
  await dialog.getByLabel('Program', { exact: true }).selectOption({ label: `Program ${suffix}` });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Two alternating sessions, three times a week.');
  await dialog.getByLabel('Level').selectOption('intermediate');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(mentor.getByText('Published in Discover.')).toBeVisible();
  await expect(mentor.getByRole('link', { name: title })).toBeVisible();

  // A member finds it in Discover, with filters, and opens it: every week and day.
  const member = await newPage(browser);
  await signUpViaApi(member);
  await member.goto('/marketplace');
  await member.getByRole('searchbox', { name: 'Search programs and templates' }).fill(suffix);
  await member.getByLabel('Level').selectOption('intermediate');
  await member.getByRole('link', { name: title }).click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Week 2' })).toBeVisible();
  await expect(member.getByRole('table', { name: 'Exercises of Push power' })).toBeVisible();

  // "Use this": two taps on the confirmation make one copy.
  await member.getByRole('button', { name: 'Use this' }).click();
  await member.getByRole('button', { name: 'Copy it' }).dblclick();
  await expect(member.getByText(`${title} is in your programs.`)).toBeVisible();
  const programs = (await (await member.request.get('/api/programs')).json()) as { programs: { name: string }[] };
  expect(programs.programs.map((p) => p.name)).toEqual([title]);

  // A workout from the copy.
  await member.getByRole('link', { name: 'Open my programs' }).click();
  await member.getByRole('link', { name: 'Start Push power' }).click();
  await expect(member.getByRole('heading', { name: 'From your template' })).toBeVisible();
  await member.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(member).toHaveURL(/\/app\/workouts\/[0-9a-f-]{36}$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Push power' })).toBeVisible();

  // Rated, with a short review.
  await member.goto('/marketplace?tab=copies');
  await member.getByRole('link', { name: title }).click();
  await expect(member.getByText('You copied version 1.')).toBeVisible();
  // The stars are radio buttons drawn as icons: a tap on the fifth star's label picks it.
  await member
    .locator('label')
    .filter({ has: member.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(member.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await member.getByLabel('Short review').fill('Clear and quick.');
  await member.getByRole('button', { name: 'Rate', exact: true }).click();
  await expect(member.getByText('Thanks, your rating is saved.')).toBeVisible();
  await expect(member.getByRole('region', { name: 'Reviews' }).getByText('Clear and quick.')).toBeVisible();
  await expect(member.getByText('5 (1 rating)').first()).toBeVisible();

  // The public mentor page, signed out: the mentor, the program and its rating; link-preview tags with the HTML.
  const visitor = await newPage(browser);
  await visitor.goto(`/m/coach-${suffix}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Coach ${suffix}` })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
  const html = await (await visitor.request.get(`/m/coach-${suffix}`)).text();
  expect(html).toContain(`<meta property="og:title" content="Coach ${suffix} · LifeOrbit" />`);
  expect(html).toContain('<meta property="og:description" content="Strength for busy people" />');
});

test("a member's submission waits for a superadmin's review before it shows in Discover", async ({ browser }) => {
  test.setTimeout(90_000);
  const suffix = crypto.randomUUID().slice(0, 6);
  const member = await newPage(browser);
  await signUpViaApi(member);
  const templateId = crypto.randomUUID();
  const made = await member.request.post('/api/templates', {
    data: { id: templateId, name: `Home ${suffix}`, exercises: [{ exerciseId: await exerciseId(member, 'push-up') }] },
  });
  expect(made.status(), await made.text()).toBe(201);
  await member.goto('/marketplace?tab=mine');
  await member.getByRole('button', { name: 'Publish' }).click();
  const dialog = member.getByRole('dialog', { name: 'Publish to Discover' });
  await expect(dialog.getByText('A superadmin reviews it before it shows in Discover.')).toBeVisible();
  await dialog.getByLabel('What').selectOption('template');
  await dialog.getByLabel('Template', { exact: true }).selectOption({ label: `Home ${suffix}` });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(member.getByText('Sent for review.')).toBeVisible();
  await expect(member.getByText('Waiting for review')).toBeVisible();

  const admin = await newPage(browser);
  await signInContext(admin.context(), DEMO_ADMIN);
  await admin.goto('/admin/mentors');
  await admin.getByRole('button', { name: `Approve Home ${suffix}` }).click();
  await expect(admin.getByText('Approved: it shows in Discover.')).toBeVisible();

  const other = await newPage(browser);
  await signUpViaApi(other);
  await other.goto(`/marketplace?q=${suffix}`);
  await expect(other.getByRole('link', { name: `Home ${suffix}` })).toBeVisible();
});

test('the directory lists the demo mentors and filters them by speciality', async ({ browser }) => {
  test.setTimeout(60_000);
  const member = await newPage(browser);
  await signUpViaApi(member);
  await member.goto('/mentors');
  await expect(member.getByRole('link', { name: 'Ana Ruiz' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Radu Ionescu' })).toBeVisible();
  await member.getByLabel('Speciality').selectOption('hypertrophy');
  await expect(member.getByRole('link', { name: 'Ana Ruiz' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Follow Radu Ionescu' }).click();
  await expect(member.getByRole('button', { name: 'Stop following Radu Ionescu' })).toBeVisible();
});

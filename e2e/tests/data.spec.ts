import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { PASSWORD, signUpViaApi } from '../support/members';

// Import, export and deleting the account (issue 24), as a member does it in Settings.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-data-e2e-'));
function file(name: string, text: string): string {
  const target = path.join(folder, name);
  fs.writeFileSync(target, text);
  return target;
}

/** A Strong export in its newest layout (`;`, weights in kg) with an exercise no catalogue has, and a formula. */
const STRONG_KG = [
  'Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (kg);Reps;Distance (meters);Seconds;Notes;Workout Notes;RPE',
  '1;2024-03-01 18:00:00;Strong Push;3600;Bench Press (Barbell);W;40;10;0;0;;;',
  '1;2024-03-01 18:00:00;Strong Push;3600;Bench Press (Barbell);1;80;5;0;0;=HYPERLINK("http://evil.test");;8',
  '1;2024-03-01 18:00:00;Strong Push;3600;Quux Press Machine;1;50;12;0;0;;;',
].join('\n');

/** A Hevy export in pounds, with one broken row (a weight that is no number). */
const HEVY_LB = [
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe',
  'Hevy Legs,"26 Jan 2024, 18:04","26 Jan 2024, 19:10",,Squat (Barbell),,,0,warmup,135,5,,,',
  'Hevy Legs,"26 Jan 2024, 18:04","26 Jan 2024, 19:10",,Squat (Barbell),,,1,normal,225,5,,,8',
  'Hevy Legs,"26 Jan 2024, 18:04","26 Jan 2024, 19:10",,Squat (Barbell),,,2,normal,lots,5,,,',
].join('\n');

async function chooseFile(page: Page, target: string) {
  await page.getByLabel('Export file').setInputFiles(target);
}

test('import Strong and Hevy, map a name, see the history, export, delete the account', async ({ page }) => {
  // A long journey (four uploads, two imports, a download and a deletion): three times the usual time.
  test.slow();
  const email = await signUpViaApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Import your history' })).toBeVisible();

  // Not a CSV at all, then a file of another app's columns: refused, nothing changes.
  await chooseFile(page, file('photo.csv', '\u0000\u0001binary'));
  await expect(page.getByRole('alert')).toHaveText(/^This file is not one the import reads/);

  // Strong: the dry run, an unknown name mapped to the catalogue, then the import.
  await chooseFile(page, file('strong.csv', STRONG_KG));
  await expect(page.getByRole('heading', { name: /strong\.csv \(Strong\)/ })).toBeVisible();
  await expect(page.getByText('Exercises not in the catalogue')).toBeVisible();
  const choice = page.getByLabel(/Quux Press Machine/);
  const firstMatch = (await choice.locator('option').nth(1).textContent())!;
  await choice.selectOption({ label: firstMatch });
  await expect(choice).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 1 workout and 3 sets.')).toBeVisible();

  // Hevy in lb with a broken row: reported by line, imported without it once the member says so.
  await chooseFile(page, file('hevy.csv', HEVY_LB));
  await expect(page.getByText('Line 4, weight: not a number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.getByLabel('Import the other rows and leave these out').check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 1 workout and 2 sets.')).toBeVisible();

  // The same Strong file again creates nothing.
  await chooseFile(page, file('strong.csv', STRONG_KG));
  await expect(page.getByText('1 workout of this file is already here and stays as it is.')).toBeVisible();

  await page.goto('/fitness/history');
  await expect(page.getByText('Strong Push')).toBeVisible();
  await expect(page.getByText('Hevy Legs')).toBeVisible();

  // Export: the CSV keeps the formula as text.
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download workouts (CSV)' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')).toHaveLength(7);
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);

  // Delete: the wrong password is refused, the right one removes the account and signing in fails.
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('I understand that this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('That is not your password.')).toBeVisible();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(/\/auth/);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
});

test('every workout of an imported Hevy file opens from the history (issue 37)', async ({ page }) => {
  // An upload, an import and eight workout pages: twice the usual time.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/settings');
  // 8 workouts, 56 sets, as the API's import tests use it.
  await chooseFile(page, path.join(import.meta.dirname, '../../apps/api/test/fixtures/imports/hevy-kg.csv'));
  await expect(page.getByRole('heading', { name: /hevy-kg\.csv \(Hevy\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 8 workouts and 56 sets.')).toBeVisible();

  await page.goto('/fitness/history');
  const links = page.locator('a[href^="/fitness/history/"]');
  await expect(links).toHaveCount(8);
  const workouts = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href')!, title: a.querySelector('span')!.textContent! })),
  );
  for (const workout of workouts) {
    await page.goto(workout.href);
    await expect(page.getByRole('heading', { level: 1, name: workout.title })).toBeVisible();
    await expect(page.getByText('Workout not found')).toHaveCount(0);
  }
});

test('a file over 50 MB is refused before it is sent', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  const big = path.join(folder, 'big.csv');
  fs.writeFileSync(big, Buffer.alloc(60 * 1024 * 1024, 'a'));
  await chooseFile(page, big);
  await expect(page.getByRole('alert')).toHaveText('The file is larger than 50 MB.');
  const exported = await page.request.get('/api/data/export.json');
  expect(((await exported.json()) as { workouts: unknown[] }).workouts).toHaveLength(0);
});

test('reset a forgotten password through the development mailbox', async ({ page, browser }) => {
  // Two people, a mailbox read and two resets: three times the usual time.
  test.slow();
  const email = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in form has an E-mail field too: wait for the page to change first.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If this e-mail has an account');

  // The superadmin reads the mailbox of a server without SMTP_URL.
  const admin = await browser.newContext();
  await signInContext(admin, DEMO_ADMIN);
  const adminPage = await admin.newPage();
  let link = '';
  await expect(async () => {
    await adminPage.goto('/admin/mailbox');
    const mail = adminPage
      .getByRole('article')
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: 'Reset' });
    const text = (await mail.first().locator('pre').textContent({ timeout: 10_000 })) ?? '';
    link = /https?:\/\/\S+\/auth\/reset\?token=\S+/.exec(text)![0];
  }).toPass({ timeout: 60_000 });
  await admin.close();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('New password again').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('New password again').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid');

  const old = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'a-brand-new-password' },
  });
  expect(fresh.status()).toBe(200);
});

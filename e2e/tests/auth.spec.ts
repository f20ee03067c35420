import { expect, test } from '@playwright/test';
import { PASSWORD, signUpViaApi, uniqueEmail, verificationLink } from '../support/members';

const CHECK_EMAIL = 'If this address can be used, we sent a link to it. Open it to finish signing up.';

test('a newcomer signs up, passes onboarding and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start with Fitness' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  const email = uniqueEmail('newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // No session before the e-mail is confirmed (issue 36, item 6): the mailed link signs in and opens onboarding.
  await expect(page.getByRole('status')).toHaveText(CHECK_EMAIL);
  await page.goto(await verificationLink(page, email));

  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole('heading', { name: 'Make LifeOrbit yours' })).toBeVisible();
  await page.getByLabel('What should we call you?').fill('Ana');
  await page.getByText('Pounds (lb)').click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ana' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ email, name: 'Ana', profile: { weightUnit: 'lb', onboardingDone: true } });
});

test('onboarding can be skipped', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const email = uniqueEmail('skipper');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(CHECK_EMAIL);
  await page.goto(await verificationLink(page, email));
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-up and sign-in errors are explained', async ({ page }) => {
  const taken = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth?mode=signup');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid e-mail, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

  // A taken e-mail gets the same answer as a new one (issue 36, item 6): the mail to its owner says the rest.
  await page.getByLabel('E-mail').fill(taken);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(CHECK_EMAIL);
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();

  // The password of an account not confirmed yet does not sign in: a new link is mailed.
  const unconfirmed = uniqueEmail('unconfirmed');
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: unconfirmed, password: PASSWORD },
  });
  expect(signedUp.status()).toBe(200);
  await page.getByLabel('E-mail').fill(unconfirmed);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Confirm your e-mail first: we sent a new link.')).toBeVisible();

  await page.getByLabel('E-mail').fill(taken);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
});

test('a signed-out visit to /progress goes to /auth and back to /progress after sign-in', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprogress/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
});

test('signing out goes to /auth and the session is gone', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings/);
});

test('the avatar menu shows Admin to the demo superadmin only', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});

test('a member opening /admin sees that it is for admins only', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../support/members';
import {
  addPasskeyInSettings,
  addVirtualAuthenticator,
  controlPasskeyAutofill,
  setPasskeyAutofill,
  signOut,
} from '../support/passkeys';

// Passkeys (issue 29, item 4), with Chromium's virtual authenticator.

test('add a named passkey in settings, sign out, sign in with it and land signed in, then remove it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpViaApi(page);
  await addVirtualAuthenticator(page);
  await controlPasskeyAutofill(page);

  await page.goto('/settings');
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  await addPasskeyInSettings(page, 'Test laptop');
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/^Added /)).toBeVisible();

  // Signed out, the button signs in without a password and lands on the page the member was going to.
  await setPasskeyAutofill(page, false);
  await signOut(page);
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprogress/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { email: string };
  expect(me.email).toBe(email);

  // Signed out, nothing but the e-mail field's autofill request (the always-present authenticator picks the passkey at
  // once) brings the member from /auth back to settings.
  await signOut(page);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await setPasskeyAutofill(page, true);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);

  // Renaming, then removing after a confirmation; the password stays, so it can go.
  await page.getByRole('button', { name: 'Rename Test laptop' }).click();
  await page.getByLabel('Passkey name').fill('Old laptop');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Passkey renamed.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Old laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove “Old laptop”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  const ways = (await (await page.request.get('/api/sign-in/ways')).json()) as { passkeys: unknown[] };
  expect(ways.passkeys).toEqual([]);
});

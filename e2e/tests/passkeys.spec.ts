import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../support/members';

// Passkeys (issue 29, item 4), with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a
// platform authenticator that keeps resident keys and verifies the member (as a fingerprint would), always present.

async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Signs out through the account menu, as a member would. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/**
 * The virtual authenticator is always present, so the page's autofill request (conditional mediation) would sign in
 * by itself before the button is pressed. While this flag is set, the page finds a browser without autofill support.
 */
const NO_AUTOFILL = 'e2e-no-passkey-autofill';

test('add a named passkey in settings, sign out, sign in with it and land signed in, then remove it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUpViaApi(page);
  await addVirtualAuthenticator(page);
  await page.addInitScript((flag) => {
    if (localStorage.getItem(flag)) PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  }, NO_AUTOFILL);

  await page.goto('/settings');
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const name = page.getByLabel('Passkey name');
  // A sensible name is offered: this browser on this system.
  await expect(name).toHaveValue(/Chrome/);
  await name.fill('Test laptop');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('Passkey added. You can now sign in with it.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(list.getByText(/^Added /)).toBeVisible();

  // Signed out, the button signs in without a password and lands on the page the member was going to.
  await page.evaluate((flag) => localStorage.setItem(flag, '1'), NO_AUTOFILL);
  await signOut(page);
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprogress/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { email: string };
  expect(me.email).toBe(email);

  // The e-mail field's autofill offers the passkey (the always-present authenticator picks it at once).
  // Signed out, nothing but the page's own autofill request brings the member from /auth back to settings.
  await signOut(page);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.evaluate((flag) => localStorage.removeItem(flag), NO_AUTOFILL);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop')).toBeVisible();

  // Removing it asks first; the password stays, so it can go.
  await page.getByRole('button', { name: 'Remove Test laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove “Test laptop”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  const ways = (await (await page.request.get('/api/sign-in/ways')).json()) as { passkeys: unknown[] };
  expect(ways.passkeys).toEqual([]);
});

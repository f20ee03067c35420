import { expect, type Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) for the passkey specs (issue 29): a
 * platform authenticator that keeps passkeys and verifies the member (as a fingerprint would), always present.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
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

const NO_AUTOFILL = 'e2e-no-passkey-autofill';

/**
 * The authenticator is always present, so /auth's autofill request (conditional mediation) would sign in by itself
 * before the button is pressed. While `setPasskeyAutofill(page, false)` holds, the page finds a browser without
 * autofill support. Call once per page, before its first navigation to the app. The flag is read at each question,
 * not when the document loads: signing out reaches /auth without loading a document, and the autofill request it
 * would start there signed the member straight back in (issue 38's side-by-side run).
 */
export async function controlPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript((flag) => {
    const supported = PublicKeyCredential.isConditionalMediationAvailable?.bind(PublicKeyCredential);
    PublicKeyCredential.isConditionalMediationAvailable = async () =>
      localStorage.getItem(flag) ? false : supported ? supported() : false;
  }, NO_AUTOFILL);
}

export async function setPasskeyAutofill(page: Page, on: boolean): Promise<void> {
  await page.evaluate(([flag, enable]) => (enable ? localStorage.removeItem(flag) : localStorage.setItem(flag, '1')), [
    NO_AUTOFILL,
    on,
  ] as const);
}

/** Adds a passkey with this name in settings, the way a member does. */
export async function addPasskeyInSettings(page: Page, name: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const field = page.getByLabel('Passkey name');
  // A sensible name is offered: this browser on this system.
  await expect(field).toHaveValue(/Chrome/);
  await field.fill(name);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('Passkey added. You can now sign in with it.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(name)).toBeVisible();
}

/** Signs out through the account menu, as a member would. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

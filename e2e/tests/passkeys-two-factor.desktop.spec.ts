import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../support/members';
import {
  addPasskeyInSettings,
  addVirtualAuthenticator,
  controlPasskeyAutofill,
  setPasskeyAutofill,
  signOut,
} from '../support/passkeys';
import { turnOnTwoFactor } from '../support/two-factor';

// Passkeys and two-factor (issue 29, ADR 036): with two-factor on, a passkey signs in without the code when the
// authenticator verified the person (PIN, fingerprint, face). One that only proved presence is refused: Chrome makes
// and uses passkeys only with verification, so that rule is tested in apps/api (passkey-options.test.ts).

test('with two-factor on, a passkey that verified the member signs in without asking the code', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await addVirtualAuthenticator(page);
  await controlPasskeyAutofill(page);
  await turnOnTwoFactor(page);
  await setPasskeyAutofill(page, false);
  await addPasskeyInSettings(page, 'Travel key');
  await signOut(page);

  // A passkey that verified the person is two factors in one: signed in with no code asked, where they were going.
  await page.goto('/auth?redirect=%2Fsettings');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
});

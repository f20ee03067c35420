import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'e2e-password-2026';

/** A new member signed up through the API; the page's context carries the session cookie afterwards. */
export async function signUpViaApi(page: Page, email = uniqueEmail()): Promise<string> {
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const profile = await page.request.patch('/api/profile', { data: { onboardingDone: true } });
  expect(profile.status()).toBe(200);
  return email;
}

/** Opens the drawer on phones so that sidebar content is reachable; does nothing on desktop. */
export async function openNavigation(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await page.getByRole('button', { name: /open menu|abrir menú|deschide meniul/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Signs the page's context in as the demo superadmin (README: Demo accounts) through the API. */
export async function signInAsAdminViaApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(response.status()).toBe(200);
}

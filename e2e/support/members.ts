import crypto from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from './demo-data';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'e2e-password-2026';

/**
 * A new member signed up through the API; the page's context carries the session cookie afterwards. As a person does
 * (issue 36, item 6): sign-up gives no session, the link of the mailed e-mail check (read from the development
 * mailbox) confirms the address and starts it.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail()): Promise<string> {
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const link = new URL(await verificationLink(page, email), 'http://localhost');
  const verified = await page.request.post('/api/data/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(await verified.json()).toMatchObject({ verified: true, signedIn: true });
  const profile = await page.request.patch('/api/profile', { data: { onboardingDone: true } });
  expect(profile.status()).toBe(200);
  return email;
}

/** Per browser (one a worker), a context signed in as the demo superadmin: the reader of the development mailbox. */
const mailboxReaders = new WeakMap<Browser, Promise<BrowserContext>>();

function mailboxReader(browser: Browser): Promise<BrowserContext> {
  let reader = mailboxReaders.get(browser);
  if (!reader) {
    reader = browser.newContext().then(async (context) => {
      await signInContext(context, DEMO_ADMIN);
      return context;
    });
    mailboxReaders.set(browser, reader);
  }
  return reader;
}

/**
 * The path (with its token) of the newest e-mail check mailed to this address, read from the development mailbox as
 * the demo superadmin, waiting for it (mails are sent in the background).
 */
export async function verificationLink(page: Page, email: string): Promise<string> {
  const browser = page.context().browser()!;
  let link = '';
  await expect(async () => {
    const reader = await mailboxReader(browser);
    const response = await reader.request.get('/api/admin/dev-mailbox?limit=100');
    if (response.status() !== 200) mailboxReaders.delete(browser);
    expect(response.status(), 'the demo superadmin reads the mailbox').toBe(200);
    const { mails } = (await response.json()) as { mails: { to: string; body: string }[] };
    const mail = mails.find((m) => m.to === email.toLowerCase() && m.body.includes('/auth/verify?token='));
    expect(mail, `an e-mail check mailed to ${email}`).toBeTruthy();
    const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(mail!.body)![0]);
    link = url.pathname + url.search;
  }).toPass({ timeout: 30_000 });
  return link;
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

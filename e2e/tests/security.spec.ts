import { expect, test } from '@playwright/test';

test('the safeguard page shows the sanitisers at work and the monitor reporting an injected handler', async ({
  page,
}) => {
  await page.goto('/safeguard-testing');
  await expect(page.getByTestId('out-html')).toHaveText('"<p>Hi <b>there</b>link</p>"');
  await expect(page.getByTestId('out-uuid')).toHaveText('false');

  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/security/events') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add an image with an onerror handler' }).click();
  await expect(page.getByText('"suspicious_attribute_detected"', { exact: false })).toBeVisible();
  const body = JSON.parse((await report).postData() ?? '{}') as { type: string; attribute: string };
  expect(body).toMatchObject({ type: 'suspicious_attribute_detected', attribute: 'onerror' });

  // The handler never ran: the CSP refuses inline handlers.
  expect(await page.evaluate(() => (window as unknown as { __xssRan?: boolean }).__xssRan)).toBeUndefined();

  // The event reached the admin-action log.
  await page.context().clearCookies();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@lifeorbit.app', password: 'demo-admin-2026' },
  });
  expect(signIn.status()).toBe(200);
  await expect
    .poll(async () => {
      const audit = (await (
        await page.request.get('/api/admin/audit?actionType=suspicious_attribute_detected')
      ).json()) as {
        entries: unknown[];
      };
      return audit.entries.length;
    })
    .toBeGreaterThan(0);
});

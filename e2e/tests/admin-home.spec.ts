import { expect, test } from '@playwright/test';
import { signInAsAdminViaApi, signUpViaApi } from '../support/members';

test('a superadmin opens the admin home, reads the counts and follows a card to its page', async ({ page }) => {
  await signUpViaApi(page);
  expect((await page.request.get('/api/admin/overview')).status()).toBe(403);
  await page.context().clearCookies();
  await signInAsAdminViaApi(page);

  const overview = (await (await page.request.get('/api/admin/overview')).json()) as {
    members: { total: number; joined: { current: number } };
    pendingGyms: number;
  };
  expect(overview.members.joined.current).toBeGreaterThan(0);

  await page.goto('/admin');
  const cards = page.getByRole('list', { name: 'Overview' });
  const members = cards.getByRole('link', { name: /^Members/ });
  // Other workers sign members up meanwhile: the card shows this count or a few more, never fewer.
  const counts = Array.from({ length: 20 }, (_, i) => new Intl.NumberFormat('en').format(overview.members.total + i));
  await expect(members).toContainText(new RegExp(`^Members(${counts.join('|')})`));
  await expect(members).toContainText('new in the last 7 days');
  // The trend is words, not only an arrow.
  await expect(members).toContainText(/(Up|Down) \d+ from \d+ in the 7 days before|Same as the 7 days before/);

  // Workouts logged have no admin page: the count is shown, not offered as a link to somewhere else.
  await expect(cards.getByRole('listitem').filter({ hasText: 'Workouts logged today' })).toContainText(
    'in the last 7 days',
  );
  await expect(cards.getByRole('link', { name: /^Workouts logged today/ })).toHaveCount(0);

  const gyms = cards.getByRole('link', { name: /^Gyms to verify/ });
  await expect(gyms).toContainText(String(overview.pendingGyms));
  await gyms.click();
  await expect(page).toHaveURL(/\/admin\/gyms$/);

  await page.goBack();
  await cards.getByRole('link', { name: /^Coach answers today/ }).click();
  await expect(page).toHaveURL(/\/admin\/coach-logs$/);
});

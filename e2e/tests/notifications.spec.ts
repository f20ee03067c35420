import { expect, test, type Page } from '@playwright/test';
import { finishWorkout, newMember } from '../support/social-members';

// The bell comes 2.5 s after the page settles and polls the unread count every 15 s: each step waits for it without
// reloading the page.
const POLL_WAIT = { timeout: 25_000 };

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test('two members: a follow, a like and a comment each light the bell, and reading them clears it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [author, fan] = [await newMember(browser), await newMember(browser)];
  await finishWorkout(author, 'Leg day');
  const { page } = author;
  await page.goto('/social');
  await expect(bell(page)).toHaveAccessibleName('Notifications', POLL_WAIT);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The fan follows the author: the author's bell shows 1 without a reload.
  await fan.page.goto(`/u/${author.handle}`);
  await fan.page.getByRole('button', { name: `Follow ${author.handle}` }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', POLL_WAIT);
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  // The author opens the list: the follow is there; "Mark all as read" takes the count to 0.
  await bell(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`${fan.handle} started following you`);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications', POLL_WAIT);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The fan likes the workout in their feed: 1 again; marking that one read takes it to 0.
  await fan.page.goto('/social');
  const card = fan.page.getByRole('article', { name: 'Leg day' });
  await card.getByRole('button', { name: '0 likes' }).click();
  await expect(card.getByRole('button', { name: '1 like' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', POLL_WAIT);
  await page.reload();
  await expect(list).toContainText(`${fan.handle} liked your workout “Leg day”`, POLL_WAIT);
  await page.getByRole('button', { name: `Mark the notification from ${fan.handle} as read` }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications', POLL_WAIT);

  // The fan comments: 1 again; following the notification opens the workout and reads it.
  await card.getByRole('button', { name: '0 comments' }).click();
  await card.getByLabel('Comment').fill('Deep squats!');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByText('Deep squats!')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', POLL_WAIT);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3, POLL_WAIT);
  await list.getByRole('link', { name: /commented on your workout “Leg day”/ }).click();
  await expect(page).toHaveURL(/\/fitness\/history\/[0-9a-f-]{36}$/);
  await expect(bell(page)).toHaveAccessibleName('Notifications', POLL_WAIT);

  // The fan takes the like back: its notification goes from the author's list.
  await card.getByRole('button', { name: '1 like' }).click();
  await expect(card.getByRole('button', { name: '0 likes' })).toBeVisible();
  await page.goto('/notifications');
  await expect(list.getByRole('listitem')).toHaveCount(2, POLL_WAIT);
  await expect(list).not.toContainText('liked your workout');
});

test('a member without notifications sees what will appear there', async ({ browser }) => {
  const member = await newMember(browser);
  await member.page.goto('/notifications');
  await expect(member.page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { signUpViaApi, uniqueEmail } from '../support/members';
import { finishWorkout, newMember } from '../support/social-members';

// Social is used on a phone: every journey here runs at phone size (a .phone spec: the phone project runs it, the
// desktop one would only repeat it at the same width).

const post = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a new member sees what will appear on /social and /profile', async ({ browser }) => {
  const member = await newMember(browser);
  await member.page.goto('/social');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Social' })).toBeVisible();
  await expect(member.page.getByRole('heading', { name: 'Your feed is empty' })).toBeVisible();
  await expect(member.page.getByText('No suggestions yet.')).toBeVisible();
  await member.page.goto('/profile');
  await expect(member.page.getByRole('heading', { name: member.handle, exact: true })).toBeVisible();
  await expect(member.page.getByText('Your finished workouts and records appear here.')).toBeVisible();

  // A photo: picked, re-encoded by the server, shown from its hashed URL.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwXtUBRwzEcQA/IhZRMPWcDwAAAABJRU5ErkJggg==',
    'base64',
  );
  await member.page.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(member.page.getByText('Photo saved')).toBeVisible();
  const photo = member.page.getByRole('img', { name: `Photo of ${member.handle}` });
  await expect(photo).toHaveAttribute('src', /^\/api\/avatars\/[^/]+\/[0-9a-f]{16}-512\.webp$/);
  await expect(member.page.getByRole('button', { name: 'Change photo' })).toBeVisible();
});

test('Find people finds a new member by the name on their card, whatever its case and accents', async ({ browser }) => {
  const seeker = await newMember(browser);
  const newcomer = await (await browser.newContext()).newPage();
  // No display name yet: the card shows the e-mail's local part, which is not the handle (that drops the dots).
  const cardName = (await signUpViaApi(newcomer, uniqueEmail('zoe.card'))).split('@')[0]!;
  const search = seeker.page.getByLabel('Name or handle');
  await seeker.page.goto('/social');
  await search.fill(cardName.toUpperCase());
  await expect(seeker.page.getByRole('button', { name: `Follow ${cardName}` })).toBeVisible();

  // Once they choose a display name, that is the card's name, found without its accents.
  const displayName = `Zoë Ștefănescu ${crypto.randomUUID().slice(0, 6)}`;
  const saved = await newcomer.request.patch('/api/profile', { data: { displayName } });
  expect(saved.status(), await saved.text()).toBe(200);
  await search.fill(displayName.replace('Zoë Ștefănescu', 'zoe stefanescu'));
  await expect(seeker.page.getByRole('button', { name: `Follow ${displayName}` })).toBeVisible();
  await newcomer.context().close();
});

test('two members: follow, the post appears, like and comment; a private workout stays hidden; a block acts at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [author, fan] = [await newMember(browser), await newMember(browser)];
  await finishWorkout(author, 'Heavy bench day');
  const hidden = await finishWorkout(author, 'Secret session');
  const setPrivate = await author.page.request.put(`/api/social/workouts/${hidden}/visibility`, {
    data: { visibility: 'private' },
  });
  expect(setPrivate.status()).toBe(200);

  // The fan finds the author by handle and follows them; the post appears in the feed.
  const { page } = fan;
  await page.goto('/social');
  await page.getByLabel('Name or handle').fill(author.handle);
  await page.getByRole('button', { name: `Follow ${author.handle}` }).click();
  await expect(page.getByRole('button', { name: `Stop following ${author.handle}` })).toBeVisible();
  const card = post(page, 'Heavy bench day');
  await expect(card).toBeVisible();
  await expect(card).toContainText('400 kg');
  await expect(post(page, 'Secret session')).toHaveCount(0);

  // Like and comment.
  await card.getByRole('button', { name: '0 likes' }).click();
  await expect(card.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: '0 comments' }).click();
  await card.getByLabel('Comment').fill('Strong work!');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByText('Strong work!')).toBeVisible();

  // The author sees the like, the comment and a follower on their profile.
  await author.page.goto('/profile');
  const own = post(author.page, 'Heavy bench day');
  await expect(own.getByRole('button', { name: '1 like' })).toBeVisible();
  await expect(author.page.getByText('follower', { exact: true })).toBeVisible();
  await own.getByRole('button', { name: '1 comment' }).click();
  await expect(own.getByText('Strong work!')).toBeVisible();

  // The author blocks the fan from the fan's profile: the fan's feed and the author's profile lose them at once.
  await author.page.goto(`/u/${fan.handle}`);
  await author.page.getByRole('button', { name: 'Block' }).click();
  await author.page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(author.page.getByRole('button', { name: `Unblock ${fan.handle}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your feed is empty' })).toBeVisible();
  await page.goto(`/u/${author.handle}`);
  await expect(page.getByRole('heading', { name: 'No such member' })).toBeVisible();
});

test('three members: a private member approves one request; the other sees nothing of their workouts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [owner, asker, stranger] = [
    await newMember(browser, 'private'),
    await newMember(browser),
    await newMember(browser),
  ];
  await finishWorkout(owner, 'Private pull day');

  await asker.page.goto(`/u/${owner.handle}`);
  await expect(asker.page.getByRole('heading', { name: 'Workouts are not shared with you' })).toBeVisible();
  await asker.page.getByRole('button', { name: `Follow ${owner.handle}` }).click();
  await expect(
    asker.page.getByRole('button', { name: `Withdraw the request to follow ${owner.handle}` }),
  ).toBeVisible();

  await owner.page.goto('/social');
  await owner.page.getByRole('button', { name: `Approve ${asker.handle}'s request` }).click();
  await expect(owner.page.getByRole('heading', { name: /follow request/ })).toHaveCount(0);

  await asker.page.goto('/social');
  await expect(post(asker.page, 'Private pull day')).toBeVisible();

  // Signed out or signed in, a non-follower sees the profile but neither the workout nor its count.
  await stranger.page.goto(`/u/${owner.handle}`);
  await expect(stranger.page.getByRole('heading', { name: 'Workouts are not shared with you' })).toBeVisible();
  await expect(post(stranger.page, 'Private pull day')).toHaveCount(0);
});

test('a report reaches the admin list, and hiding the workout takes it from the feed', async ({ browser }) => {
  test.setTimeout(120_000);
  const [author, reporter] = [await newMember(browser), await newMember(browser)];
  const title = `Reported ${crypto.randomUUID().slice(0, 6)}`;
  await finishWorkout(author, title);
  expect((await reporter.page.request.post(`/api/social/follows/${author.handle}`)).status()).toBe(200);

  await reporter.page.goto('/social');
  await post(reporter.page, title).getByRole('button', { name: 'Report' }).click();
  const dialog = reporter.page.getByRole('dialog', { name: `Report “${title}”` });
  await dialog.getByLabel('Reason').selectOption('harassment');
  await dialog.getByLabel('Details (optional)').fill('Not nice');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thank you. The moderators will look at it.')).toBeVisible();

  const adminContext = await browser.newContext();
  await signInContext(adminContext, DEMO_ADMIN);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await admin.getByRole('button', { name: `Hide “${title}”` }).click();
  await expect(admin.getByRole('heading', { name: title })).toHaveCount(0);

  await reporter.page.reload();
  await expect(post(reporter.page, title)).toHaveCount(0);
  await adminContext.close();
});

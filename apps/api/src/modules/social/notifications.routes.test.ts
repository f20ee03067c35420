import { beforeAll, describe, expect, it } from 'vitest';
import type { CommentsResponse, NotificationsResponse, UnreadCountResponse } from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, type TestMember } from '../../../test/harness';
import { follow, json, member, workout } from './social.test-kit';

const unread = async (m: TestMember) =>
  (await json<UnreadCountResponse>(await call('GET', '/api/notifications/unread-count', { cookie: m.cookie }))).unread;
const listOf = async (m: TestMember, query = '') =>
  json<NotificationsResponse>(await call('GET', `/api/notifications${query}`, { cookie: m.cookie }));
const like = (m: TestMember, workoutId: string, liked = true) =>
  call(liked ? 'PUT' : 'DELETE', `/api/social/workouts/${workoutId}/like`, { cookie: m.cookie });
const comment = async (m: TestMember, workoutId: string, body: string) => {
  const { comments } = await json<CommentsResponse>(
    await call('POST', `/api/social/workouts/${workoutId}/comments`, { cookie: m.cookie, body: { body } }),
    201,
  );
  return comments[comments.length - 1]!.id;
};

beforeAll(async () => {
  await getRuntime();
}, 180_000);

describe('notifications of follows', () => {
  it('tells the followed member, not the follower, and takes it back on unfollow', async () => {
    const [a, b] = [await member(), await member()];
    await json(await follow(a, b.handle));
    expect(await unread(b)).toBe(1);
    expect(await unread(a)).toBe(0);
    const { notifications } = await listOf(b);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'follow', actor: expect.objectContaining({ handle: a.handle }), read: false }),
    ]);
    // Following again changes nothing: one notification.
    await json(await follow(a, b.handle));
    expect(await unread(b)).toBe(1);
    await json(await call('DELETE', `/api/social/follows/${b.handle}`, { cookie: a.cookie }));
    expect(await unread(b)).toBe(0);
    expect((await listOf(b)).notifications).toEqual([]);
  });

  it('tells a private member of a request; approving makes it a read follow, declining removes it', async () => {
    const [a, c, d] = [await member(), await member('private'), await member()];
    await json(await follow(a, c.handle));
    await json(await follow(d, c.handle));
    expect((await listOf(c)).notifications.map((n) => n.kind)).toEqual(['follow_request', 'follow_request']);
    expect(await unread(c)).toBe(2);
    await call('POST', `/api/social/follow-requests/${a.handle}/approve`, { cookie: c.cookie });
    await call('DELETE', `/api/social/follow-requests/${d.handle}`, { cookie: c.cookie });
    expect((await listOf(c)).notifications).toEqual([
      expect.objectContaining({ kind: 'follow', actor: expect.objectContaining({ handle: a.handle }), read: true }),
    ]);
    expect(await unread(c)).toBe(0);
  });

  it('removes the follow notification when the member removes the follower', async () => {
    const [a, b] = [await member(), await member()];
    await json(await follow(a, b.handle));
    await call('DELETE', `/api/social/followers/${a.handle}`, { cookie: b.cookie });
    expect(await unread(b)).toBe(0);
  });
});

describe('notifications of likes and comments', () => {
  it("tells the workout's owner of a like once, and takes it back on unlike; never for one's own", async () => {
    const [a, b] = [await member(), await member()];
    const workoutId = await workout(b);
    await json(await like(a, workoutId));
    await json(await like(a, workoutId));
    await json(await like(b, workoutId));
    const { notifications } = await listOf(b);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'like', workout: { id: workoutId, title: expect.any(String) }, excerpt: null }),
    ]);
    await json(await like(a, workoutId, false));
    expect(await unread(b)).toBe(0);
  });

  it('tells the owner of a comment with its start; deleting the comment removes it', async () => {
    const [a, b] = [await member(), await member()];
    const workoutId = await workout(b);
    const commentId = await comment(a, workoutId, `Strong day! ${'x'.repeat(200)}`);
    await comment(b, workoutId, 'Thanks');
    const { notifications } = await listOf(b);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: 'comment', workout: { id: workoutId } });
    expect(notifications[0]!.excerpt).toHaveLength(140);
    expect(notifications[0]!.excerpt!.startsWith('Strong day!')).toBe(true);
    expect((await call('DELETE', `/api/social/comments/${commentId}`, { cookie: b.cookie })).status).toBe(204);
    expect(await unread(b)).toBe(0);
  });

  it('removes everything between two members when one blocks the other', async () => {
    const [a, b] = [await member(), await member()];
    const workoutId = await workout(b);
    await json(await follow(a, b.handle));
    await json(await like(a, workoutId));
    await json(await follow(b, a.handle));
    expect(await unread(b)).toBe(2);
    await json(await call('POST', `/api/social/blocks/${a.handle}`, { cookie: b.cookie }));
    expect(await unread(b)).toBe(0);
    expect(await unread(a)).toBe(0);
  });
});

describe('reading notifications', () => {
  it('pages newest first, and marks one or all read', async () => {
    const [b, ...others] = [await member(), await member(), await member(), await member()];
    for (const other of others) await json(await follow(other, b.handle));
    const first = await listOf(b, '?limit=2');
    expect(first.notifications.map((n) => n.actor.handle)).toEqual([others[2]!.handle, others[1]!.handle]);
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(b, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.actor.handle)).toEqual([others[0]!.handle]);
    expect(second.nextCursor).toBeNull();

    const one = first.notifications[0]!.id;
    const afterOne = await json<UnreadCountResponse>(
      await call('POST', `/api/notifications/${one}/read`, { cookie: b.cookie }),
    );
    expect(afterOne.unread).toBe(2);
    expect((await listOf(b)).notifications.map((n) => n.read)).toEqual([true, false, false]);
    const afterAll = await json<UnreadCountResponse>(
      await call('POST', '/api/notifications/read-all', { cookie: b.cookie }),
    );
    expect(afterAll.unread).toBe(0);
    expect((await listOf(b)).notifications.every((n) => n.read)).toBe(true);
  });

  it("answers 404 for another member's notification and 400 naming the field for bad input", async () => {
    const [a, b] = [await member(), await member()];
    await json(await follow(a, b.handle));
    const [note] = (await listOf(b)).notifications;
    const stolen = await call('POST', `/api/notifications/${note!.id}/read`, { cookie: a.cookie });
    expect(stolen.status).toBe(404);
    expect(await unread(b)).toBe(1);
    const badId = await call('POST', '/api/notifications/not-an-id/read', { cookie: b.cookie });
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).details).toEqual([expect.objectContaining({ field: 'id' })]);
    const badCursor = await call('GET', '/api/notifications?cursor=bm9wZQ', { cookie: b.cookie });
    expect(badCursor.status).toBe(400);
    expect((await errorOf(badCursor)).details).toEqual([expect.objectContaining({ field: 'cursor' })]);
    const badLimit = await call('GET', '/api/notifications?limit=0', { cookie: b.cookie });
    expect((await errorOf(badLimit)).details).toEqual([expect.objectContaining({ field: 'limit' })]);
  });
});

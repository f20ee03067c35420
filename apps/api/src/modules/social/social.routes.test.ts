import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CommentsResponse,
  FeedResponse,
  PeopleResponse,
  ProfileSettings,
  PublicProfile,
} from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { logEffortSets } from '../../../test/effort-support';
import { end, startQuick } from '../../../test/workouts-support';
import { follow, json, member, workout } from './social.test-kit';

const profileOf = async (handle: string, viewer?: TestMember) =>
  call('GET', `/api/social/profiles/${handle}`, { cookie: viewer?.cookie });
const feedOf = async (viewer: TestMember, query = '') =>
  json<FeedResponse>(await call('GET', `/api/social/feed${query}`, { cookie: viewer.cookie }));

// Creating and migrating the suite's database can take a while on a loaded machine.
beforeAll(async () => {
  await getRuntime();
}, 180_000);

describe('profile settings', () => {
  it('gives every new member a handle, and saves a chosen handle, bio and privacy', async () => {
    const m = await signUp();
    const before = await json<ProfileSettings>(await call('GET', '/api/profile', { cookie: m.cookie }));
    expect(before.handle).toMatch(/^[a-z0-9_]{3,40}$/);
    expect(before).toMatchObject({ privacy: 'public', defaultWorkoutVisibility: 'public', bio: null });
    const handle = `Ana_${crypto.randomUUID().slice(0, 6)}`;
    await json(
      await call('PATCH', '/api/profile', {
        cookie: m.cookie,
        body: { handle, bio: 'Lifts\r\nthings', privacy: 'followers', defaultWorkoutVisibility: 'followers' },
      }),
    );
    const after = await json<ProfileSettings>(await call('GET', '/api/profile', { cookie: m.cookie }));
    expect(after).toMatchObject({ handle: handle.toLowerCase(), bio: 'Lifts\nthings', privacy: 'followers' });
  });

  it('refuses a handle another member has (409 naming handle) and a malformed one (400)', async () => {
    const [a, b] = [await member(), await member()];
    const taken = await call('PATCH', '/api/profile', { cookie: b.cookie, body: { handle: a.handle } });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).details).toEqual([expect.objectContaining({ field: 'handle', code: 'duplicate' })]);
    const bad = await call('PATCH', '/api/profile', { cookie: b.cookie, body: { handle: 'no spaces!' } });
    expect(bad.status).toBe(400);
  });
});

describe('privacy', () => {
  it("shows a public member's public workouts to anyone, even signed out, with counts", async () => {
    const owner = await member();
    const id = await workout(owner);
    const profile = await json<PublicProfile>(await profileOf(owner.handle));
    expect(profile).toMatchObject({ handle: owner.handle, followState: 'none', canSeeWorkouts: true });
    expect(profile.counts.workouts).toBe(1);
    expect(profile.recentWorkouts.map((w) => w.id)).toEqual([id]);
    expect(profile.recentWorkouts[0]).toMatchObject({ setCount: 1, volumeKg: 480, likeCount: 0 });
  });

  it("never shows a private member's workouts to a non-follower: not in the profile, a count or the feed", async () => {
    const owner = await member('private');
    const id = await workout(owner);
    const stranger = await member();
    for (const viewer of [undefined, stranger]) {
      const profile = await json<PublicProfile>(await profileOf(owner.handle, viewer));
      expect(profile).toMatchObject({ canSeeWorkouts: false, recentWorkouts: [] });
      expect(profile.counts.workouts).toBe(0);
    }
    // A request is not a follow: still nothing, until the owner approves it.
    expect(await json(await follow(stranger, owner.handle))).toEqual({ followState: 'requested' });
    expect((await feedOf(stranger)).posts.map((p) => p.id)).not.toContain(id);
    const requests = await json<{ requests: { handle: string }[] }>(
      await call('GET', '/api/social/follow-requests', { cookie: owner.cookie }),
    );
    expect(requests.requests.map((r) => r.handle)).toEqual([stranger.handle]);
    const approve = `/api/social/follow-requests/${stranger.handle}/approve`;
    expect((await call('POST', approve, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call('POST', approve, { cookie: owner.cookie })).status).toBe(204);
    expect((await feedOf(stranger)).posts.map((p) => p.id)).toContain(id);
    const seen = await json<PublicProfile>(await profileOf(owner.handle, stranger));
    expect(seen).toMatchObject({
      followState: 'following',
      canSeeWorkouts: true,
      counts: { workouts: 1, followers: 1 },
    });
  });

  it("keeps a private workout to its owner, and a followers' workout from non-followers", async () => {
    const owner = await member();
    const [hidden, forFollowers] = [await workout(owner), await workout(owner)];
    const setVisibility = (id: string, visibility: string) =>
      call('PUT', `/api/social/workouts/${id}/visibility`, { cookie: owner.cookie, body: { visibility } });
    await json(await setVisibility(hidden, 'private'));
    await json(await setVisibility(forFollowers, 'followers'));
    const [follower, stranger] = [await member(), await member()];
    await json(await follow(follower, owner.handle));
    expect((await feedOf(follower)).posts.map((p) => p.id)).toEqual([forFollowers]);
    const anonymous = await json<PublicProfile>(await profileOf(owner.handle));
    expect(anonymous.counts.workouts).toBe(0);
    const own = await json<PublicProfile>(await profileOf(owner.handle, owner));
    expect(own).toMatchObject({ followState: 'self', counts: { workouts: 2 } });
    // Another member cannot change it, and a hidden workout is a 404 to like or comment on.
    const theirs = await call('PUT', `/api/social/workouts/${hidden}/visibility`, {
      cookie: stranger.cookie,
      body: { visibility: 'public' },
    });
    expect(theirs.status).toBe(404);
    expect((await call('PUT', `/api/social/workouts/${hidden}/like`, { cookie: follower.cookie })).status).toBe(404);
  });
});

describe('the feed', () => {
  it('lists the workouts of the people I follow and my own, newest first, a page at a time', async () => {
    const [me, a, b, notFollowed] = [await member(), await member(), await member(), await member()];
    await json(await follow(me, a.handle));
    await json(await follow(me, b.handle));
    const made = [];
    for (const author of [a, me, b, a, b]) made.push(await workout(author));
    await workout(notFollowed);
    const first = await feedOf(me, '?limit=2');
    expect(first.posts.map((p) => p.id)).toEqual([made[4], made[3]]);
    const second = await feedOf(me, `?limit=2&cursor=${first.nextCursor}`);
    const third = await feedOf(me, `?limit=2&cursor=${second.nextCursor}`);
    expect([...second.posts, ...third.posts].map((p) => p.id)).toEqual([made[2], made[1], made[0]]);
    expect(third.nextCursor).toBeNull();
    expect(first.posts[0]).toMatchObject({ author: { handle: b.handle }, exerciseNames: [expect.any(String)] });
    expect((await call('GET', '/api/social/feed?cursor=bm90LWEtY3Vyc29y', { cookie: me.cookie })).status).toBe(400);
  });

  it('shows the distance and time of a workout’s time and distance sets, and their records (issue 39)', async () => {
    const me = await member();
    const lifted = await workout(me);
    const workoutId = await startQuick(me);
    await logEffortSets(me, workoutId, 'rowing-machine', [
      { distanceM: 500, durationSec: 150, setKind: 'warmup' },
      { distanceM: 2000, durationSec: 465 },
    ]);
    await logEffortSets(me, workoutId, 'plank', [{ durationSec: 60 }]);
    await end(me, workoutId);
    const [post, older] = (await feedOf(me)).posts;
    expect(older).toMatchObject({ id: lifted, distanceM: 0, timedSec: 0 });
    expect(post).toMatchObject({ id: workoutId, setCount: 2, volumeKg: 0, distanceM: 2000, timedSec: 525 });
    expect(post!.records).toEqual([
      expect.objectContaining({ distanceM: 2000, durationSec: 465, weightKg: null, reps: null }),
      expect.objectContaining({ kinds: ['longest_duration'], durationSec: 60, distanceM: null }),
    ]);
  });
});

describe('likes and comments', () => {
  it('counts likes, lets authors edit their comments and owners delete any on their workout', async () => {
    const [owner, fan, other] = [await member(), await member(), await member()];
    const id = await workout(owner);
    expect(await json(await call('PUT', `/api/social/workouts/${id}/like`, { cookie: fan.cookie }))).toEqual({
      likeCount: 1,
      likedByMe: true,
    });
    await json(await call('PUT', `/api/social/workouts/${id}/like`, { cookie: fan.cookie }));
    const comment = (who: TestMember, body: string) =>
      call('POST', `/api/social/workouts/${id}/comments`, { cookie: who.cookie, body: { body } });
    const added = await json<CommentsResponse>(await comment(fan, '  Strong\u202e one  '), 201);
    expect(added.comments).toEqual([expect.objectContaining({ body: 'Strong one', canEdit: true, canDelete: true })]);
    const commentId = added.comments[0]!.id;
    const edit = (who: TestMember) =>
      call('PATCH', `/api/social/comments/${commentId}`, { cookie: who.cookie, body: { body: 'Edited' } });
    expect((await edit(owner)).status).toBe(403);
    expect((await json<CommentsResponse>(await edit(fan))).comments[0]!.body).toBe('Edited');
    expect((await call('DELETE', `/api/social/comments/${commentId}`, { cookie: other.cookie })).status).toBe(403);
    const ownersView = await json<CommentsResponse>(
      await call('GET', `/api/social/workouts/${id}/comments`, { cookie: owner.cookie }),
    );
    expect(ownersView.comments[0]).toMatchObject({ canEdit: false, canDelete: true });
    expect((await call('DELETE', `/api/social/comments/${commentId}`, { cookie: owner.cookie })).status).toBe(204);
    const post = (await json<PublicProfile>(await profileOf(owner.handle, fan))).recentWorkouts[0]!;
    expect(post).toMatchObject({ likeCount: 1, likedByMe: true, commentCount: 0 });
    expect((await comment(fan, '   ')).status).toBe(400);
  });
});

describe('blocks and finding people', () => {
  it('takes effect at once: no profile, follow, like, comment or search result for the blocked member', async () => {
    const [owner, blocked] = [await member(), await member()];
    const id = await workout(owner);
    await json(await follow(blocked, owner.handle));
    await json(await follow(owner, blocked.handle));
    expect(await json(await call('POST', `/api/social/blocks/${blocked.handle}`, { cookie: owner.cookie }))).toEqual({
      followState: 'blocked',
    });
    expect((await profileOf(owner.handle, blocked)).status).toBe(404);
    expect((await follow(blocked, owner.handle)).status).toBe(404);
    expect((await call('PUT', `/api/social/workouts/${id}/like`, { cookie: blocked.cookie })).status).toBe(404);
    expect(
      (await call('POST', `/api/social/workouts/${id}/comments`, { cookie: blocked.cookie, body: { body: 'Hi' } }))
        .status,
    ).toBe(404);
    expect((await feedOf(blocked)).posts.map((p) => p.id)).not.toContain(id);
    const search = await json<PeopleResponse>(
      await call('GET', `/api/social/people?q=${owner.handle}`, { cookie: blocked.cookie }),
    );
    expect(search.people).toEqual([]);
    const own = await json<PublicProfile>(await profileOf(blocked.handle, owner));
    expect(own).toMatchObject({ followState: 'blocked', recentWorkouts: [], counts: { followers: 0, following: 0 } });
    expect((await call('DELETE', `/api/social/blocks/${blocked.handle}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await profileOf(owner.handle, blocked)).status).toBe(200);
  });

  it('finds people by the start of their handle or name, and suggests whom my follows follow', async () => {
    const [me, friend, friendOfFriend] = [await member(), await member(), await member()];
    await json(await follow(me, friend.handle));
    await json(await follow(friend, friendOfFriend.handle));
    const found = await json<PeopleResponse>(
      await call('GET', `/api/social/people?q=${friend.handle.toUpperCase()}`, { cookie: me.cookie }),
    );
    expect(found.people).toEqual([expect.objectContaining({ handle: friend.handle, followState: 'following' })]);
    const suggested = await json<PeopleResponse>(await call('GET', '/api/social/people', { cookie: me.cookie }));
    expect(suggested.people.map((p) => p.handle)).toEqual([friendOfFriend.handle]);
    expect((await follow(me, me.handle)).status).toBe(400);
  });

  it('finds a new member by the name on their card, ignoring case and accents, but never by their e-mail', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const me = await member();
    // Signed up with no name: the card (and the sign-up name) is the e-mail's local part until a display name is set.
    const newcomer = await signUp(`zoe.martin.${tag}@example.com`);
    const people = async (q: string) =>
      (
        await json<PeopleResponse>(
          await call('GET', `/api/social/people?q=${encodeURIComponent(q)}`, { cookie: me.cookie }),
        )
      ).people.map((p) => p.name);
    expect(await people(`Zoë.Martin.${tag}`)).toEqual([`zoe.martin.${tag}`]);
    expect(await people(`zoe.martin.${tag}@example.com`)).toEqual([]);
    const handle = `n_${tag}`;
    const named = { displayName: `Ștefan Ângelescu ${tag}`, handle };
    await json(await call('PATCH', '/api/profile', { cookie: newcomer.cookie, body: named }));
    expect(await people(`stefan angelescu ${tag}`)).toEqual([named.displayName]);
    expect(await people(`ȘTEFAN ÂNGELESCU ${tag}`)).toEqual([named.displayName]);
    expect(await people(`@${handle.toUpperCase()}`)).toEqual([named.displayName]);
    // The card no longer shows the e-mail's local part: it no longer finds them.
    expect(await people(`zoe.martin.${tag}`)).toEqual([]);
  });

  it('suggests people at my verified gyms after whom my follows follow', async () => {
    const [me, mate, friend, friendOfFriend] = [await member(), await member(), await member(), await member()];
    await json(await follow(me, friend.handle));
    await json(await follow(friend, friendOfFriend.handle));
    const { database } = await getRuntime();
    const [gym] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO gyms (name, status) VALUES ('Suggestion Gym', 'pending') RETURNING id`,
    );
    await database.db.execute(
      sql`INSERT INTO gym_members (gym_id, user_id) VALUES (${gym!.id}, ${me.id}), (${gym!.id}, ${mate.id})`,
    );
    const suggested = async () =>
      (await json<PeopleResponse>(await call('GET', '/api/social/people', { cookie: me.cookie }))).people.map(
        (p) => p.handle,
      );
    // A gym waiting for verification suggests nobody.
    expect(await suggested()).toEqual([friendOfFriend.handle]);
    await database.db.execute(sql`UPDATE gyms SET status = 'verified' WHERE id = ${gym!.id}`);
    expect(await suggested()).toEqual([friendOfFriend.handle, mate.handle]);
    await json(await follow(me, mate.handle));
    expect(await suggested()).toEqual([friendOfFriend.handle]);
  });
});

import crypto from 'node:crypto';
import { call, signUp, type TestMember } from '../../../test/harness';
import {
  everyone,
  ownerOnly,
  signedIn,
  superadminOnly,
  type Actor,
  type AreaMatrix,
  type Fixtures,
} from '../../../test/permission-matrix-kit';
import { fixtureId, makeFinishedWorkout } from '../../../test/member-fixtures';

/**
 * The social area (issue 19). memberA is public with a finished public workout and a comment on it; a member outside
 * the matrix ("private") has a private profile and a finished workout that no actor follows, so every actor but its
 * owner gets the same 404 for it as for a workout that does not exist.
 */

async function setHandle(member: TestMember, extra: Record<string, unknown> = {}): Promise<string> {
  const handle = `mx_${crypto.randomUUID().slice(0, 8)}`;
  const response = await call('PATCH', '/api/profile', { cookie: member.cookie, body: { handle, ...extra } });
  if (response.status !== 200) throw new Error(`social fixture: ${response.status} ${await response.text()}`);
  return handle;
}

async function addComment(member: TestMember, workoutId: string): Promise<string> {
  const response = await call('POST', `/api/social/workouts/${workoutId}/comments`, {
    cookie: member.cookie,
    body: { body: 'Matrix comment' },
  });
  const { comments } = (await response.json()) as { comments: { id: string }[] };
  return comments[comments.length - 1]!.id;
}

async function buildSocialFixtures(f: Fixtures): Promise<void> {
  const memberA = f.members.memberA;
  await fixtureId(f, 'handleA', () => setHandle(memberA));
  const workout = await fixtureId(f, 'socialWorkout', () => makeFinishedWorkout(memberA));
  await fixtureId(f, 'commentA', () => addComment(memberA, workout));
  const hidden = await signUp();
  await fixtureId(f, 'privateHandle', () => setHandle(hidden, { privacy: 'private' }));
  await fixtureId(f, 'privateWorkout', () => makeFinishedWorkout(hidden));
  await fixtureId(f, 'notificationA', () => followerNotification(memberA, f.ids.handleA!));
}

/** A member outside the matrix follows memberA: memberA's notification of it. */
async function followerNotification(memberA: TestMember, handleA: string): Promise<string> {
  const follower = await signUp();
  await call('POST', `/api/social/follows/${handleA}`, { cookie: follower.cookie });
  const response = await call('GET', '/api/notifications', { cookie: memberA.cookie });
  const { notifications } = (await response.json()) as { notifications: { id: string }[] };
  return notifications[0]!.id;
}

/** Signed in: memberA gets `own`, everyone else `others`. */
const aOr = (own: number, others: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'memberA' ? own : others;

/** memberB's open report of a fresh workout of memberA's, made per call: hiding it hides no other row's workout. */
async function freshReport(f: Fixtures): Promise<string> {
  const workoutId = await makeFinishedWorkout(f.members.memberA);
  await call('POST', `/api/social/workouts/${workoutId}/report`, {
    cookie: f.members.memberB.cookie,
    body: { reason: 'spam' },
  });
  const response = await call('GET', '/api/admin/reports', { cookie: f.members.superadmin.cookie });
  const { reports } = (await response.json()) as { reports: { id: string; workoutId: string }[] };
  return reports.find((report) => report.workoutId === workoutId)!.id;
}

const workoutPath =
  (suffix: string, key = 'socialWorkout') =>
  (f: Fixtures) =>
    `/api/social/workouts/${f.ids[key]}/${suffix}`;

export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildSocialFixtures,
  rows: [
    {
      method: 'GET',
      route: '/api/social/profiles/:handle',
      path: (f) => `/api/social/profiles/${f.ids.handleA}`,
      expect: everyone(200),
    },
    {
      method: 'GET',
      route: '/api/social/profiles/:handle',
      path: (f) => `/api/social/profiles/${f.ids.privateHandle}`,
      expect: everyone(200),
    },
    { method: 'GET', route: '/api/social/feed', expect: signedIn(200) },
    { method: 'GET', route: '/api/social/people', path: () => '/api/social/people?q=mx_', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/social/follows/:handle',
      path: (f) => `/api/social/follows/${f.ids.handleA}`,
      expect: aOr(400, 200),
    },
    {
      method: 'DELETE',
      route: '/api/social/follows/:handle',
      path: (f) => `/api/social/follows/${f.ids.handleA}`,
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/social/followers/:handle',
      path: (f) => `/api/social/followers/${f.ids.handleA}`,
      expect: signedIn(204),
    },
    { method: 'GET', route: '/api/social/follow-requests', expect: signedIn(200) },
    // Nobody asked to follow memberA (a public member is followed at once): approving or declining is a 404.
    {
      method: 'POST',
      route: '/api/social/follow-requests/:handle/approve',
      path: (f) => `/api/social/follow-requests/${f.ids.privateHandle}/approve`,
      expect: signedIn(404),
    },
    {
      method: 'DELETE',
      route: '/api/social/follow-requests/:handle',
      path: (f) => `/api/social/follow-requests/${f.ids.privateHandle}`,
      expect: signedIn(404),
    },
    {
      method: 'POST',
      route: '/api/social/blocks/:handle',
      // A member of its own per call, so a block never hides memberA from the other rows.
      path: async () => `/api/social/blocks/${await setHandle(await signUp())}`,
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/social/blocks/:handle',
      path: (f) => `/api/social/blocks/${f.ids.handleA}`,
      expect: signedIn(404),
    },
    {
      method: 'PUT',
      route: '/api/social/workouts/:id/visibility',
      path: workoutPath('visibility'),
      body: () => ({ visibility: 'public' }),
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/social/workouts/:id/visibility',
      path: workoutPath('visibility', 'privateWorkout'),
      body: () => ({ visibility: 'public' }),
      expect: signedIn(404),
    },
    { method: 'PUT', route: '/api/social/workouts/:id/like', path: workoutPath('like'), expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/social/workouts/:id/like',
      path: workoutPath('like', 'privateWorkout'),
      expect: signedIn(404),
    },
    { method: 'DELETE', route: '/api/social/workouts/:id/like', path: workoutPath('like'), expect: signedIn(200) },
    {
      method: 'GET',
      route: '/api/social/workouts/:id/comments',
      path: workoutPath('comments'),
      expect: signedIn(200),
    },
    // (Commenting on the hidden workout is refused the same way: social.routes.test.ts; the text walk takes every row
    // of a route with a text field as one that accepts it.)
    {
      method: 'GET',
      route: '/api/social/workouts/:id/comments',
      path: workoutPath('comments', 'privateWorkout'),
      expect: signedIn(404),
    },
    {
      method: 'POST',
      route: '/api/social/workouts/:id/comments',
      path: workoutPath('comments'),
      body: () => ({ body: 'Nice set' }),
      expect: signedIn(201),
    },
    {
      method: 'PATCH',
      route: '/api/social/comments/:id',
      path: (f) => `/api/social/comments/${f.ids.commentA}`,
      body: () => ({ body: 'Edited in the matrix' }),
      expect: aOr(200, 403),
    },
    {
      method: 'DELETE',
      route: '/api/social/comments/:id',
      // memberB's comment on memberA's workout, made per call: its author and the workout's owner may delete it.
      path: async (f) => `/api/social/comments/${await addComment(f.members.memberB, f.ids.socialWorkout!)}`,
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'memberA' || actor === 'memberB' ? 204 : 403),
    },
    {
      method: 'POST',
      route: '/api/social/workouts/:id/report',
      path: workoutPath('report'),
      body: () => ({ reason: 'other', details: 'Matrix report' }),
      expect: aOr(400, 204),
    },
    { method: 'GET', route: '/api/admin/reports', expect: superadminOnly(200) },
    { method: 'GET', route: '/api/notifications', expect: signedIn(200) },
    { method: 'GET', route: '/api/notifications/unread-count', expect: signedIn(200) },
    { method: 'POST', route: '/api/notifications/read-all', expect: signedIn(200) },
    // Only its member marks a notification read; for anyone else it does not exist.
    {
      method: 'POST',
      route: '/api/notifications/:id/read',
      path: (f) => `/api/notifications/${f.ids.notificationA}/read`,
      expect: aOr(200, 404),
    },
    {
      method: 'POST',
      route: '/api/admin/reports/:id/hide',
      path: async (f) => `/api/admin/reports/${await freshReport(f)}/hide`,
      expect: superadminOnly(204),
    },
    {
      method: 'POST',
      route: '/api/admin/reports/:id/dismiss',
      path: async (f) => `/api/admin/reports/${await freshReport(f)}/dismiss`,
      expect: superadminOnly(204),
    },
  ],
};

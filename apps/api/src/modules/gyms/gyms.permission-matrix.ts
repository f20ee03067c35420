import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../core/db';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
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
 * Gyms (issue 20). Gym admin is a role per gym: the gymAdmin actor created and administers "gymA" (verified, public)
 * and is a plain member of memberA's "gymB" (verified), so every admin route is tried as the admin of this gym and as
 * a member of another. memberA also has a gym still waiting for verification, which only its admin and superadmins
 * see (anyone else gets the 404 of a gym that does not exist).
 */

async function json<T>(response: Response, what: string): Promise<T> {
  if (response.status >= 300) throw new Error(`gyms fixture ${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createGym(owner: TestMember, name: string): Promise<string> {
  const gym = await json<{ id: string }>(
    await call('POST', '/api/gyms', { cookie: owner.cookie, body: { name, city: 'Cluj-Napoca' } }),
    'create',
  );
  return gym.id;
}

async function verify(f: Fixtures, gymId: string): Promise<void> {
  await json(
    await call('POST', `/api/admin/gyms/${gymId}/status`, {
      cookie: f.members.superadmin.cookie,
      body: { status: 'verified' },
    }),
    'verify',
  );
}

async function join(member: TestMember, gymId: string): Promise<void> {
  await json(await call('POST', `/api/gyms/${gymId}/membership`, { cookie: member.cookie, body: {} }), 'join');
}

async function handleOf(member: TestMember): Promise<string> {
  return (await json<{ handle: string }>(await call('GET', '/api/profile', { cookie: member.cookie }), 'profile'))
    .handle;
}

async function buildGymFixtures(f: Fixtures): Promise<void> {
  const { gymAdmin, memberA, memberB } = f.members;
  const gymA = await fixtureId(f, 'gymA', () => createGym(gymAdmin, 'Matrix Gym A'));
  await verify(f, gymA);
  const slug = `matrix-${gymA.slice(0, 8)}`;
  await json(
    await call('PATCH', `/api/gyms/${gymA}`, { cookie: gymAdmin.cookie, body: { slug, isPublic: true } }),
    'publish',
  );
  f.ids.gymASlug = slug;
  await join(memberB, gymA);
  const gymB = await fixtureId(f, 'gymB', () => createGym(memberA, 'Matrix Gym B'));
  await verify(f, gymB);
  await join(gymAdmin, gymB);
  await fixtureId(f, 'pendingGym', () => createGym(memberA, 'Matrix Gym Pending'));
  await fixtureId(f, 'gymWorkout', () => makeFinishedWorkout(memberA));
  await fixtureId(f, 'gymAdminHandle', () => handleOf(gymAdmin));
  await fixtureId(f, 'memberBHandle', () => handleOf(memberB));
  const { database } = await getRuntime();
  const [equipment] = await queryRows<{ id: string }>(
    database.db,
    sql`SELECT id FROM equipment WHERE slug = 'barbell'`,
  );
  f.ids.barbellEquipment = equipment!.id;
  await fixtureId(f, 'gymLogo', async () => {
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const { app } = await getRuntime();
    const response = await app.request(`/api/gyms/${gymA}/logo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: 'http://localhost:3000', cookie: gymAdmin.cookie },
      body: new Uint8Array(picture),
    });
    return (await json<{ url: string }>(response, 'logo')).url;
  });
}

/** The picture is the body in its own media type, which the matrix's JSON calls never send: its admins get a 415. */
const imageRows = (kind: 'logo' | 'cover'): AreaMatrix['rows'] => [
  {
    method: 'PUT',
    route: `/api/gyms/:gymId/${kind}`,
    path: gymPath('gymA', `/${kind}`),
    expect: adminOf('gymAdmin', 415),
  },
  // gymAdmin is a plain member of gymB: refused like any other member.
  {
    method: 'PUT',
    route: `/api/gyms/:gymId/${kind}`,
    path: gymPath('gymB', `/${kind}`),
    expect: adminOf('memberA', 415),
  },
  {
    method: 'DELETE',
    route: `/api/gyms/:gymId/${kind}`,
    path: gymPath('gymB', `/${kind}`),
    expect: adminOf('memberA', 204),
  },
  {
    method: 'DELETE',
    route: `/api/gyms/:gymId/${kind}`,
    path: gymPath('pendingGym', `/${kind}`),
    expect: pendingSeenBy(204),
  },
];

/** A change only a gym's admins and superadmins may make: `admin` is the actor administering that gym. */
const adminOf =
  (admin: Actor, status: number) =>
  (actor: Actor): number =>
    actor === 'anonymous' ? 401 : actor === admin || actor === 'superadmin' ? status : 403;

/** A gym waiting for verification: memberA (its admin) and superadmins see it, anyone else gets a 404. */
const pendingSeenBy = (status: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'memberA' || actor === 'superadmin' ? status : 404;

const gymPath =
  (key: string, suffix = '') =>
  (f: Fixtures) =>
    `/api/gyms/${f.ids[key]}${suffix}`;

/** A verified gym of memberA's made per call, which the calling actor (anyone but memberA) has joined. */
async function freshGymJoinedBy(f: Fixtures, actor: Actor): Promise<string> {
  const gymId = await createGym(f.members.memberA, 'Matrix Gym Fresh');
  await verify(f, gymId);
  if (actor !== 'anonymous' && actor !== 'memberA') await join(f.members[actor], gymId);
  return gymId;
}

const PLATES = {
  barbellKg: 20,
  ezbarKg: 10,
  fixedKg: 15,
  platesKgPerSide: [25, 20, 10, 5, 2.5],
  singleMinIncrementKg: 2.5,
  stackIncrementKg: 5,
  auxIncrementsKg: [2],
};

export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildGymFixtures,
  rows: [
    { method: 'GET', route: '/api/gyms', path: () => '/api/gyms?q=matrix', expect: signedIn(200) },
    { method: 'POST', route: '/api/gyms', body: () => ({ name: 'Matrix New Gym' }), expect: signedIn(201) },
    { method: 'GET', route: '/api/gyms/mine', expect: signedIn(200) },
    {
      method: 'GET',
      route: '/api/gyms/public/:slug',
      path: (f) => `/api/gyms/public/${f.ids.gymASlug}`,
      expect: everyone(200),
    },
    // Not public (it has no address yet): nobody sees it there.
    {
      method: 'GET',
      route: '/api/gyms/public/:slug',
      path: () => '/api/gyms/public/no-such-gym',
      expect: everyone(404),
    },
    { method: 'GET', route: '/api/gyms/:gymId', path: gymPath('gymA'), expect: signedIn(200) },
    { method: 'GET', route: '/api/gyms/:gymId', path: gymPath('pendingGym'), expect: pendingSeenBy(200) },
    {
      method: 'PATCH',
      route: '/api/gyms/:gymId',
      path: gymPath('gymA'),
      body: () => ({ description: 'Edited in the matrix' }),
      expect: adminOf('gymAdmin', 200),
    },
    // gymAdmin is a plain member of gymB: refused like any other member.
    {
      method: 'PATCH',
      route: '/api/gyms/:gymId',
      path: gymPath('gymB'),
      body: () => ({ city: 'Iași' }),
      expect: adminOf('memberA', 200),
    },
    {
      method: 'PATCH',
      route: '/api/gyms/:gymId',
      path: gymPath('pendingGym'),
      body: () => ({ address: 'Strada Matrix 1' }),
      expect: pendingSeenBy(200),
    },
    {
      method: 'PUT',
      route: '/api/gyms/:gymId/equipment',
      path: gymPath('gymA', '/equipment'),
      body: (f) => ({ items: [{ equipmentId: f.ids.barbellEquipment, count: 4, notes: 'Olympic bars' }] }),
      expect: adminOf('gymAdmin', 200),
    },
    {
      method: 'PUT',
      route: '/api/gyms/:gymId/equipment',
      path: gymPath('gymB', '/equipment'),
      body: (f) => ({ items: [{ equipmentId: f.ids.barbellEquipment, count: 1, notes: null }] }),
      expect: adminOf('memberA', 200),
    },
    {
      method: 'PUT',
      route: '/api/gyms/:gymId/plate-profile',
      path: gymPath('gymA', '/plate-profile'),
      body: () => PLATES,
      expect: adminOf('gymAdmin', 200),
    },
    {
      method: 'PUT',
      route: '/api/gyms/:gymId/plate-profile',
      path: gymPath('gymB', '/plate-profile'),
      body: () => PLATES,
      expect: adminOf('memberA', 200),
    },
    {
      method: 'DELETE',
      route: '/api/gyms/:gymId/plate-profile',
      path: gymPath('gymB', '/plate-profile'),
      expect: adminOf('memberA', 200),
    },
    ...imageRows('logo'),
    ...imageRows('cover'),
    // Logos and covers are public, like the gym's public page (gym-images.routes.test.ts uploads and replaces real ones).
    { method: 'GET', route: '/api/gym-images/:gymId/:file', path: (f) => f.ids.gymLogo!, expect: everyone(200) },
    {
      method: 'POST',
      route: '/api/gyms/:gymId/membership',
      path: gymPath('gymA', '/membership'),
      body: () => ({ isHome: false }),
      expect: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/gyms/:gymId/membership',
      path: gymPath('pendingGym', '/membership'),
      body: () => ({}),
      expect: (actor) =>
        actor === 'anonymous'
          ? 401
          : actor === 'memberA' || actor === 'superadmin'
            ? actor === 'memberA'
              ? 200
              : 400
            : 404,
    },
    // Members of gymB (memberA its admin, gymAdmin a member) change their own membership; others are not members.
    {
      method: 'PATCH',
      route: '/api/gyms/:gymId/membership',
      path: gymPath('gymB', '/membership'),
      body: () => ({ leaderboardOptIn: true }),
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'memberA' || actor === 'gymAdmin' ? 200 : 400),
    },
    // Leaving: anyone who joined may; memberA is the gym's last admin and must promote someone first.
    {
      method: 'DELETE',
      route: '/api/gyms/:gymId/membership',
      path: async (f, actor) => `/api/gyms/${await freshGymJoinedBy(f, actor)}/membership`,
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'memberA' ? 409 : 204),
    },
    // Only the gym's members (of gymB: memberA its admin, gymAdmin a member) and superadmins see who trains there
    // (issue 36, item 7); everyone joined gymA above.
    {
      method: 'GET',
      route: '/api/gyms/:gymId/members',
      path: gymPath('gymB', '/members'),
      expect: (actor) =>
        actor === 'anonymous' ? 401 : ['memberA', 'gymAdmin', 'superadmin'].includes(actor) ? 200 : 403,
    },
    {
      method: 'GET',
      route: '/api/gyms/:gymId/members',
      path: gymPath('pendingGym', '/members'),
      expect: pendingSeenBy(200),
    },
    {
      method: 'PATCH',
      route: '/api/gyms/:gymId/members/:handle',
      path: (f) => `/api/gyms/${f.ids.gymA}/members/${f.ids.memberBHandle}`,
      body: () => ({ role: 'member' }),
      expect: adminOf('gymAdmin', 200),
    },
    {
      method: 'PATCH',
      route: '/api/gyms/:gymId/members/:handle',
      path: (f) => `/api/gyms/${f.ids.gymB}/members/${f.ids.gymAdminHandle}`,
      body: () => ({ role: 'member' }),
      expect: adminOf('memberA', 200),
    },
    {
      method: 'DELETE',
      route: '/api/gyms/:gymId/members/:handle',
      // A member of its own per call, so removing them leaves gymA's other rows alone.
      path: async (f) => {
        const member = await signUp();
        await join(member, f.ids.gymA!);
        return `/api/gyms/${f.ids.gymA}/members/${await handleOf(member)}`;
      },
      expect: adminOf('gymAdmin', 204),
    },
    {
      method: 'DELETE',
      route: '/api/gyms/:gymId/members/:handle',
      path: async (f) => {
        const member = await signUp();
        await join(member, f.ids.gymB!);
        return `/api/gyms/${f.ids.gymB}/members/${await handleOf(member)}`;
      },
      expect: adminOf('memberA', 204),
    },
    {
      method: 'GET',
      route: '/api/gyms/:gymId/leaderboard',
      path: gymPath('gymA', '/leaderboard'),
      expect: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/gyms/:gymId/leaderboard',
      path: gymPath('pendingGym', '/leaderboard'),
      expect: pendingSeenBy(200),
    },
    { method: 'GET', route: '/api/gyms/:gymId/workouts', path: gymPath('gymA', '/workouts'), expect: signedIn(200) },
    {
      method: 'GET',
      route: '/api/workouts/:id/gym',
      path: (f) => `/api/workouts/${f.ids.gymWorkout}/gym`,
      expect: ownerOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/workouts/:id/gym',
      path: (f) => `/api/workouts/${f.ids.gymWorkout}/gym`,
      body: (f) => ({ gymId: f.ids.gymB }),
      expect: ownerOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/gyms',
      path: () => '/api/admin/gyms?status=pending',
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/gyms/:gymId/status',
      path: (f) => `/api/admin/gyms/${f.ids.gymA}/status`,
      body: () => ({ status: 'verified' }),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/gyms/:gymId/transfer',
      path: (f) => `/api/admin/gyms/${f.ids.gymA}/transfer`,
      body: (f) => ({ handle: f.ids.gymAdminHandle }),
      expect: superadminOnly(200),
    },
  ],
};

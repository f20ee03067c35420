import crypto from 'node:crypto';
import sharp from 'sharp';
import { call, getRuntime, uniqueEmail, type TestMember } from '../../../test/harness';
import {
  ACTORS,
  everyone,
  ownerOnly,
  signedIn,
  superadminOnly,
  type Actor,
  type AreaMatrix,
  type Fixtures,
} from '../../../test/permission-matrix-kit';
import { anyCatalogueExerciseId, fixtureId, newTemplate } from '../../../test/member-fixtures';

/**
 * Mentors and the marketplace (issue 21). The matrix's mentor actor gets a mentor profile (so their items publish at
 * once) with a photo and a published template; memberA has an item waiting for review. Every actor has a template of
 * their own to publish. Rows that change an item's state make a fresh one per call.
 */

async function ok<T>(response: Response, what: string): Promise<T> {
  if (response.status >= 300) throw new Error(`mentors fixture ${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const slug = () => `mx-${crypto.randomUUID().slice(0, 8)}`;

async function createMentor(f: Fixtures, email: string): Promise<string> {
  const body = { email, slug: slug(), displayName: 'Matrix Mentor', specialities: ['strength'], languages: ['en'] };
  const created = await ok<{ mentor: { id: string } }>(
    await call('POST', '/api/admin/mentors', { cookie: f.members.superadmin.cookie, body }),
    'mentor',
  );
  return created.mentor.id;
}

async function publish(member: TestMember, templateId: string): Promise<string> {
  const body = {
    kind: 'template',
    sourceId: templateId,
    level: 'beginner',
    goal: 'strength',
    daysPerWeek: 3,
    sessionMinutes: 45,
    language: 'en',
  };
  const item = await ok<{ id: string }>(
    await call('POST', '/api/marketplace/items', { cookie: member.cookie, body }),
    'publish',
  );
  return item.id;
}

/** A fresh item of memberA's, waiting for review. */
async function freshMemberItem(f: Fixtures): Promise<string> {
  return publish(f.members.memberA, await newTemplate(f.members.memberA, await anyCatalogueExerciseId()));
}

async function buildMentorsFixtures(f: Fixtures): Promise<void> {
  const exerciseId = await anyCatalogueExerciseId();
  for (const actor of ACTORS) {
    if (actor === 'anonymous') continue;
    await fixtureId(f, `mxTemplate:${actor}`, () => newTemplate(f.members[actor], exerciseId));
  }
  const mentorId = await fixtureId(f, 'mentorProfile', () => createMentor(f, f.members.mentor.email));
  await fixtureId(f, 'adminMentor', () => createMentor(f, uniqueEmail('invited-mentor')));
  await fixtureId(f, 'mentorItem', async () =>
    publish(f.members.mentor, await newTemplate(f.members.mentor, exerciseId)),
  );
  await fixtureId(f, 'memberItem', () => freshMemberItem(f));
  await fixtureId(f, 'mentorPhoto', async () => {
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#47a' } })
      .png()
      .toBuffer();
    const { app } = await getRuntime();
    const response = await app.request(`/api/admin/mentors/${mentorId}/photo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: 'http://localhost:3000', cookie: f.members.superadmin.cookie },
      body: new Uint8Array(picture),
    });
    return (await ok<{ photoUrl: string }>(response, 'photo')).photoUrl;
  });
}

/** Copies the mentor's item for the actor, so that they may rate it. */
async function copied(f: Fixtures, actor: Actor): Promise<void> {
  if (actor === 'anonymous') return;
  await call('POST', `/api/marketplace/items/${f.ids.mentorItem}/copies`, {
    cookie: f.members[actor].cookie,
    body: { id: crypto.randomUUID() },
  });
}

const itemBody = () => ({
  level: 'intermediate',
  goal: 'hypertrophy',
  daysPerWeek: 4,
  sessionMinutes: 60,
  language: 'en',
});

export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildMentorsFixtures,
  rows: [
    { method: 'GET', route: '/api/mentors', expect: everyone(200) },
    {
      method: 'GET',
      route: '/api/mentors/:slugOrId',
      path: (f) => `/api/mentors/${f.ids.mentorProfile}`,
      expect: everyone(200),
    },
    {
      method: 'PUT',
      route: '/api/mentors/:id/follow',
      path: (f) => `/api/mentors/${f.ids.mentorProfile}/follow`,
      // A mentor does not follow themself.
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'mentor' ? 400 : 200),
    },
    {
      method: 'DELETE',
      route: '/api/mentors/:id/follow',
      path: (f) => `/api/mentors/${f.ids.mentorProfile}/follow`,
      expect: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/me/mentor',
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'mentor' ? 200 : 404),
    },
    {
      method: 'GET',
      route: '/api/mentor-photos/:mentorId/:file',
      path: (f) => f.ids.mentorPhoto!,
      expect: everyone(200),
    },
    { method: 'GET', route: '/api/admin/mentors', expect: superadminOnly(200) },
    {
      method: 'POST',
      route: '/api/admin/mentors',
      body: () => ({ email: uniqueEmail('new-mentor'), slug: slug(), displayName: 'New Mentor' }),
      expect: superadminOnly(201),
    },
    {
      method: 'GET',
      route: '/api/admin/mentors/:id',
      path: (f) => `/api/admin/mentors/${f.ids.adminMentor}`,
      expect: superadminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/admin/mentors/:id',
      path: (f) => `/api/admin/mentors/${f.ids.adminMentor}`,
      body: (f) => ({
        slug: `mx-admin-${f.ids.adminMentor!.slice(0, 8)}`,
        displayName: 'Edited Mentor',
        bio: 'Coach.',
      }),
      expect: superadminOnly(200),
    },
    // The picture is the body in its own media type, which the matrix's JSON calls never send (mentors.routes.test.ts
    // uploads a real one).
    {
      method: 'PUT',
      route: '/api/admin/mentors/:id/photo',
      path: (f) => `/api/admin/mentors/${f.ids.adminMentor}/photo`,
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'superadmin' ? 415 : 403),
    },
    {
      method: 'DELETE',
      route: '/api/admin/mentors/:id/photo',
      path: (f) => `/api/admin/mentors/${f.ids.adminMentor}/photo`,
      expect: superadminOnly(204),
    },

    { method: 'GET', route: '/api/marketplace/items', expect: everyone(200) },
    {
      method: 'GET',
      route: '/api/marketplace/items/:id',
      path: (f) => `/api/marketplace/items/${f.ids.mentorItem}`,
      expect: everyone(200),
    },
    // memberA's item waits for review: only its owner (and a superadmin) sees it.
    {
      method: 'GET',
      route: '/api/marketplace/items/:id',
      path: (f) => `/api/marketplace/items/${f.ids.memberItem}`,
      expect: (actor) => (actor === 'anonymous' ? 404 : actor === 'memberA' || actor === 'superadmin' ? 200 : 404),
    },
    {
      method: 'POST',
      route: '/api/marketplace/items',
      body: (f, actor) => ({
        kind: 'template',
        sourceId: actor === 'anonymous' ? crypto.randomUUID() : f.ids[`mxTemplate:${actor}`],
        ...itemBody(),
      }),
      expect: signedIn(201),
    },
    // Publishing another member's template: it is not mine, so there is none.
    {
      method: 'POST',
      route: '/api/marketplace/items',
      body: (f) => ({ kind: 'template', sourceId: f.ids['mxTemplate:memberA'], ...itemBody() }),
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'memberA' ? 201 : 404),
    },
    {
      method: 'PUT',
      route: '/api/marketplace/items/:id',
      path: (f) => `/api/marketplace/items/${f.ids.memberItem}`,
      body: () => itemBody(),
      // Another member's item (a mentor's too) is not theirs to edit: 404, as for an item that does not exist.
      expect: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: '/api/marketplace/items/:id',
      path: async (f) => `/api/marketplace/items/${await freshMemberItem(f)}`,
      expect: ownerOnly(204),
    },
    {
      method: 'POST',
      route: '/api/marketplace/items/:id/copies',
      path: (f) => `/api/marketplace/items/${f.ids.mentorItem}/copies`,
      body: () => ({ id: crypto.randomUUID() }),
      expect: signedIn(201),
    },
    {
      method: 'PUT',
      route: '/api/marketplace/items/:id/rating',
      path: async (f, actor) => {
        await copied(f, actor);
        return `/api/marketplace/items/${f.ids.mentorItem}/rating`;
      },
      body: () => ({ rating: 4, review: 'Solid plan.' }),
      // Its mentor does not rate their own item.
      expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'mentor' ? 400 : 200),
    },
    { method: 'GET', route: '/api/marketplace/mine', expect: signedIn(200) },
    { method: 'GET', route: '/api/marketplace/my-gym-equipment', expect: signedIn(200) },
    { method: 'GET', route: '/api/marketplace/copies', expect: signedIn(200) },
    { method: 'GET', route: '/api/admin/marketplace/review', expect: superadminOnly(200) },
    {
      method: 'POST',
      route: '/api/admin/marketplace/items/:id/approve',
      path: async (f) => `/api/admin/marketplace/items/${await freshMemberItem(f)}/approve`,
      expect: superadminOnly(204),
    },
    {
      method: 'POST',
      route: '/api/admin/marketplace/items/:id/reject',
      path: async (f) => `/api/admin/marketplace/items/${await freshMemberItem(f)}/reject`,
      body: () => ({ note: 'Add a description, please.' }),
      expect: superadminOnly(204),
    },
  ],
};

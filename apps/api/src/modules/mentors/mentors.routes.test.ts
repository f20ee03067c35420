import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMentorDetail, AdminMentorsResponse, MentorsResponse } from '@lifeorbit/contracts/mentors';
import type { ItemDetail, ItemsResponse, MentorPage, MyCopiesResponse } from '@lifeorbit/contracts/marketplace';
import { grantRole } from '../../auth';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp, uniqueEmail, type TestMember } from '../../../test/harness';

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

let admin: TestMember;
/** Two catalogue exercises that need different equipment, and one that needs only the body. */
let barbell: { id: string; equipmentId: string };
let dumbbell: { id: string; equipmentId: string };
let bodyweight: string;

async function exerciseWith(equipment: 'barbell' | 'dumbbell' | 'bodyweight') {
  const { database } = await getRuntime();
  const [row] = await queryRows<{ id: string; equipment_id: string }>(
    database.db,
    sql`SELECT e.id, e.equipment_id FROM exercises e JOIN equipment q ON q.id = e.equipment_id
        WHERE e.owner_user_id IS NULL AND q.slug = ${equipment} ORDER BY e.slug LIMIT 1`,
  );
  return { id: row!.id, equipmentId: row!.equipment_id };
}

beforeAll(async () => {
  const { database } = await getRuntime();
  admin = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
  barbell = await exerciseWith('barbell');
  dumbbell = await exerciseWith('dumbbell');
  bodyweight = (await exerciseWith('bodyweight')).id;
}, 180_000);

/** How many audit entries of this type name the member. */
async function audited(actionType: string, targetUserId: string): Promise<number> {
  const { database } = await getRuntime();
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM admin_action_log
        WHERE action_type = ${actionType} AND target_user_id = ${targetUserId} AND actor_user_id = ${admin.id}`,
  );
  return row!.n;
}

const slug = () => `coach-${crypto.randomUUID().slice(0, 8)}`;

async function makeMentor(member: TestMember, extra: Record<string, unknown> = {}) {
  const body = { email: member.email, slug: slug(), displayName: 'Ana Coach', headline: 'Strength first', ...extra };
  return json<AdminMentorDetail>(await call('POST', '/api/admin/mentors', { cookie: admin.cookie, body }), 201);
}

async function template(member: TestMember, exerciseIds: string[], name = 'Day A'): Promise<string> {
  const id = crypto.randomUUID();
  const exercises = exerciseIds.map((exerciseId) => ({ exerciseId, targetSets: 3, targetReps: 8 }));
  await json(await call('POST', '/api/templates', { cookie: member.cookie, body: { id, name, exercises } }), 201);
  return id;
}

async function program(member: TestMember, templateIds: string[]): Promise<string> {
  const id = crypto.randomUUID();
  const body = { id, name: 'Mentor Split', description: 'Two days, rotating.', templateIds };
  await json(await call('POST', '/api/programs', { cookie: member.cookie, body }), 201);
  return id;
}

const details = { level: 'intermediate', goal: 'strength', daysPerWeek: 3, sessionMinutes: 60, language: 'en' };

async function publish(member: TestMember, kind: 'program' | 'template', sourceId: string, extra = {}) {
  const body = { kind, sourceId, ...details, description: 'Build a base.', ...extra };
  return json<ItemDetail>(await call('POST', '/api/marketplace/items', { cookie: member.cookie, body }), 201);
}

describe('mentors', () => {
  it('links an existing member, grants the role, audits it, and shows the public page signed out', async () => {
    const coach = await signUp();
    const created = await makeMentor(coach, { specialities: ['strength', 'beginners'], languages: ['en', 'es'] });
    expect(created.mentor).toMatchObject({ status: 'linked', userId: coach.id, displayName: 'Ana Coach' });
    const me = await json<{ roles: string[] }>(await call('GET', '/api/me', { cookie: coach.cookie }));
    expect(me.roles).toContain('mentor');
    expect(await audited('mentors.create', coach.id)).toBe(1);

    const page = await json<MentorPage>(await call('GET', `/api/mentors/${created.mentor.slug}`));
    expect(page.mentor).toMatchObject({ displayName: 'Ana Coach', headline: 'Strength first', following: false });
    const byId = await json<MentorPage>(await call('GET', `/api/mentors/${created.mentor.id}`));
    expect(byId.mentor.slug).toBe(created.mentor.slug);

    const directory = await json<MentorsResponse>(await call('GET', '/api/mentors?speciality=beginners&language=es'));
    expect(directory.mentors.map((m) => m.id)).toContain(created.mentor.id);
    const otherLanguage = await json<MentorsResponse>(
      await call('GET', '/api/mentors?speciality=beginners&language=ro'),
    );
    expect(otherLanguage.mentors.map((m) => m.id)).not.toContain(created.mentor.id);
  });

  it('invites an e-mail without an account; signing up with it and opening the tools claims it', async () => {
    const email = uniqueEmail('invitee');
    const invited = await json<AdminMentorDetail>(
      await call('POST', '/api/admin/mentors', {
        cookie: admin.cookie,
        body: { email, slug: slug(), displayName: 'Ivo' },
      }),
      201,
    );
    expect(invited.mentor).toMatchObject({ status: 'invited', userId: null, email });
    // Not on the public page until someone is the mentor.
    expect((await call('GET', `/api/mentors/${invited.mentor.slug}`)).status).toBe(404);
    const member = await signUp(email);
    const mine = await json<{ id: string; status: string }>(
      await call('GET', '/api/me/mentor', { cookie: member.cookie }),
    );
    expect(mine).toMatchObject({ id: invited.mentor.id, status: 'linked' });
    expect((await call('GET', `/api/mentors/${invited.mentor.slug}`)).status).toBe(200);
  });

  it('refuses a taken slug or a second profile with a 400 naming the field, and changes nothing', async () => {
    const coach = await signUp();
    const first = await makeMentor(coach);
    const again = await call('POST', '/api/admin/mentors', {
      cookie: admin.cookie,
      body: { email: (await signUp()).email, slug: first.mentor.slug, displayName: 'Copycat' },
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).details).toContainEqual(
      expect.objectContaining({ field: 'slug', code: 'duplicate' }),
    );
    const twice = await call('POST', '/api/admin/mentors', {
      cookie: admin.cookie,
      body: { email: coach.email, slug: slug(), displayName: 'Twice' },
    });
    expect((await errorOf(twice)).details).toContainEqual(
      expect.objectContaining({ field: 'email', code: 'duplicate' }),
    );
    const bad = await call('PUT', `/api/admin/mentors/${first.mentor.id}`, {
      cookie: admin.cookie,
      body: { slug: 'Bad Slug!', displayName: '', links: ['javascript:alert(1)'], specialities: ['juggling'] },
    });
    expect(bad.status).toBe(400);
    const fields = (await errorOf(bad)).details.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['slug', 'displayName', 'links.0', 'specialities.0']));
    const list = await json<AdminMentorsResponse>(
      await call('GET', `/api/admin/mentors?q=${first.mentor.slug}`, { cookie: admin.cookie }),
    );
    expect(list.mentors).toHaveLength(1);
    expect(list.mentors[0]!.displayName).toBe('Ana Coach');
  });

  it('uploads a photo through the avatar pipeline and serves it publicly', async () => {
    const detail = await makeMentor(await signUp());
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a52' } })
      .jpeg()
      .toBuffer();
    const { app } = await getRuntime();
    const uploaded = await app.request(`/api/admin/mentors/${detail.mentor.id}/photo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', origin: 'http://localhost:3000', cookie: admin.cookie },
      body: new Uint8Array(picture),
    });
    const { photoUrl } = await json<{ photoUrl: string }>(uploaded);
    const served = await call('GET', photoUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const { width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([width, height]).toEqual([512, 512]);
  });

  it('follows and unfollows; a mentor cannot follow themself', async () => {
    const coach = await signUp();
    const { mentor } = await makeMentor(coach);
    const fan = await signUp();
    const followed = await json<{ following: boolean; followerCount: number }>(
      await call('PUT', `/api/mentors/${mentor.id}/follow`, { cookie: fan.cookie }),
    );
    expect(followed).toEqual({ following: true, followerCount: 1 });
    const page = await json<MentorPage>(await call('GET', `/api/mentors/${mentor.slug}`, { cookie: fan.cookie }));
    expect(page.mentor).toMatchObject({ following: true, followerCount: 1 });
    expect((await call('PUT', `/api/mentors/${mentor.id}/follow`, { cookie: coach.cookie })).status).toBe(400);
    const left = await json<{ following: boolean; followerCount: number }>(
      await call('DELETE', `/api/mentors/${mentor.id}/follow`, { cookie: fan.cookie }),
    );
    expect(left).toEqual({ following: false, followerCount: 0 });
  });

  it('serves link-preview tags with the public page, escaped', async () => {
    const { mentor } = await makeMentor(await signUp(), { displayName: 'Dana <b>"Bar"</b>', headline: 'Lift & learn' });
    const html = await (await call('GET', `/m/${mentor.slug}`)).text();
    expect(html).toContain(
      '<meta property="og:title" content="Dana &lt;b&gt;&quot;Bar&quot;&lt;/b&gt; · LifeOrbit" />',
    );
    expect(html).toContain('<meta property="og:description" content="Lift &amp; learn" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    const unknown = await (await call('GET', '/m/nobody-here')).text();
    expect(unknown).not.toContain('og:title');
  });
});

describe('the marketplace', () => {
  it('publishes a program, finds it with filters, copies it once per tap, starts a workout and rates it', async () => {
    const coach = await signUp();
    const { mentor } = await makeMentor(coach);
    const dayA = await template(coach, [barbell.id, bodyweight], 'Push');
    const dayB = await template(coach, [dumbbell.id], 'Pull');
    const source = await program(coach, [dayA, dayB, dayA]);
    const item = await publish(coach, 'program', source, { title: `Split ${mentor.slug}` });
    expect(item).toMatchObject({ status: 'published', version: 1, dayCount: 2, rotation: [0, 1, 0] });
    expect(item.author).toMatchObject({ mentorSlug: mentor.slug, name: 'Ana Coach' });
    expect(item.equipment.map((q) => q.id).sort()).toEqual([barbell.equipmentId, dumbbell.equipmentId].sort());
    expect(item.days[0]!.exercises.map((x) => x.exerciseId)).toEqual([barbell.id, bodyweight]);

    const member = await signUp();
    const q = `q=${encodeURIComponent(mentor.slug)}`;
    const found = await json<ItemsResponse>(
      await call('GET', `/api/marketplace/items?${q}&kind=program&level=intermediate`),
    );
    expect(found.items.map((i) => i.id)).toEqual([item.id]);
    // Equipment I have: the barbell alone is not enough for this program; barbell and dumbbells are.
    const barbellOnly = await json<ItemsResponse>(
      await call('GET', `/api/marketplace/items?${q}&equipment=${barbell.equipmentId}`),
    );
    expect(barbellOnly.items).toEqual([]);
    const both = await json<ItemsResponse>(
      await call('GET', `/api/marketplace/items?${q}&equipment=${barbell.equipmentId},${dumbbell.equipmentId}`),
    );
    expect(both.items.map((i) => i.id)).toEqual([item.id]);
    const otherGoal = await json<ItemsResponse>(await call('GET', `/api/marketplace/items?${q}&goal=endurance`));
    expect(otherGoal.items).toEqual([]);

    const copyId = crypto.randomUUID();
    const [first, second] = await Promise.all([
      call('POST', `/api/marketplace/items/${item.id}/copies`, { cookie: member.cookie, body: { id: copyId } }),
      call('POST', `/api/marketplace/items/${item.id}/copies`, { cookie: member.cookie, body: { id: copyId } }),
    ]);
    const copy = await json<{ programId: string; version: number }>(first, 201);
    expect(await json<{ programId: string }>(second, 201)).toMatchObject({ programId: copy.programId });
    const programs = await json<{ programs: { id: string; name: string; rotation: { name: string }[] }[] }>(
      await call('GET', '/api/programs', { cookie: member.cookie }),
    );
    expect(programs.programs).toHaveLength(1);
    expect(programs.programs[0]!.rotation.map((r) => r.name)).toEqual(['Push', 'Pull', 'Push']);
    const templates = await json<{ templates: unknown[] }>(
      await call('GET', '/api/templates', { cookie: member.cookie }),
    );
    expect(templates.templates).toHaveLength(2);
    const after = await json<ItemDetail>(
      await call('GET', `/api/marketplace/items/${item.id}`, { cookie: member.cookie }),
    );
    expect(after).toMatchObject({ copyCount: 1, canRate: true, myCopy: { version: 1, hasNewerVersion: false } });

    const started = await call('POST', '/api/workouts', {
      cookie: member.cookie,
      body: { id: crypto.randomUUID(), programId: copy.programId },
    });
    expect(started.status, await started.clone().text()).toBe(201);

    const rated = await json<{ ratingAvg: number; ratingCount: number }>(
      await call('PUT', `/api/marketplace/items/${item.id}/rating`, {
        cookie: member.cookie,
        body: { rating: 5, review: 'Great split.' },
      }),
    );
    expect(rated).toEqual({ ratingAvg: 5, ratingCount: 1 });
    const edited = await json<{ ratingAvg: number; ratingCount: number }>(
      await call('PUT', `/api/marketplace/items/${item.id}/rating`, { cookie: member.cookie, body: { rating: 3 } }),
    );
    expect(edited).toEqual({ ratingAvg: 3, ratingCount: 1 });
    const outOfRange = await call('PUT', `/api/marketplace/items/${item.id}/rating`, {
      cookie: member.cookie,
      body: { rating: 6 },
    });
    expect((await errorOf(outOfRange)).details).toContainEqual(
      expect.objectContaining({ field: 'rating', code: 'too_large' }),
    );
    // Someone who never used it cannot rate it.
    const stranger = await call('PUT', `/api/marketplace/items/${item.id}/rating`, {
      cookie: (await signUp()).cookie,
      body: { rating: 1 },
    });
    expect((await errorOf(stranger)).details).toContainEqual(
      expect.objectContaining({ field: 'id', code: 'not_allowed' }),
    );

    // The mentor publishes a new version: the member's copy stays and says a newer one exists.
    const updated = await json<ItemDetail>(
      await call('PUT', `/api/marketplace/items/${item.id}`, {
        cookie: coach.cookie,
        body: { ...details, description: 'Now with more volume.' },
      }),
    );
    expect(updated.version).toBe(2);
    const copies = await json<MyCopiesResponse>(
      await call('GET', '/api/marketplace/copies', { cookie: member.cookie }),
    );
    expect(copies.copies[0]).toMatchObject({ itemId: item.id, version: 1, latestVersion: 2 });
    const seen = await json<ItemDetail>(
      await call('GET', `/api/marketplace/items/${item.id}`, { cookie: member.cookie }),
    );
    expect(seen.myCopy?.hasNewerVersion).toBe(true);

    const page = await json<MentorPage>(await call('GET', `/api/mentors/${mentor.slug}`));
    expect(page.items.map((i) => i.id)).toEqual([item.id]);
    expect(page.mentor).toMatchObject({ itemCount: 1, ratingCount: 1, ratingAvg: 3 });
    const stats = await json<AdminMentorDetail>(
      await call('GET', `/api/admin/mentors/${mentor.id}`, { cookie: admin.cookie }),
    );
    expect(stats.stats).toEqual({ followers: 0, published: 1, copies: 1, ratings: 1, ratingAvg: 3 });
  });

  it("holds a member's item for review; a superadmin approves or rejects it (audited)", async () => {
    const member = await signUp();
    const source = await template(member, [bodyweight], 'Home day');
    const item = await publish(member, 'template', source, { title: `Home ${crypto.randomUUID().slice(0, 6)}` });
    expect(item.status).toBe('pending_review');
    const other = await signUp();
    expect((await call('GET', `/api/marketplace/items/${item.id}`, { cookie: other.cookie })).status).toBe(404);
    const queue = await json<ItemsResponse>(
      await call('GET', '/api/admin/marketplace/review', { cookie: admin.cookie }),
    );
    expect(queue.items.map((i) => i.id)).toContain(item.id);
    expect(
      (await call('POST', `/api/admin/marketplace/items/${item.id}/approve`, { cookie: admin.cookie })).status,
    ).toBe(204);
    expect((await call('GET', `/api/marketplace/items/${item.id}`, { cookie: other.cookie })).status).toBe(200);

    const second = await publish(member, 'template', await template(member, [bodyweight], 'Other'));
    const rejected = await call('POST', `/api/admin/marketplace/items/${second.id}/reject`, {
      cookie: admin.cookie,
      body: { note: 'Say who it is for.' },
    });
    expect(rejected.status).toBe(204);
    const mine = await json<{ items: { id: string; status: string; reviewNote: string | null }[] }>(
      await call('GET', '/api/marketplace/mine', { cookie: member.cookie }),
    );
    expect(mine.items.find((i) => i.id === second.id)).toMatchObject({
      status: 'rejected',
      reviewNote: 'Say who it is for.',
    });
    expect(await audited('marketplace.approve', member.id)).toBe(1);
    expect(await audited('marketplace.reject', member.id)).toBe(1);
  });

  it('refuses a template with private exercises or none, and pages Discover by a cursor it gave out', async () => {
    const member = await signUp();
    const empty = await call('POST', '/api/marketplace/items', {
      cookie: member.cookie,
      body: { kind: 'template', sourceId: await template(member, []), ...details },
    });
    expect((await errorOf(empty)).details).toContainEqual(
      expect.objectContaining({ field: 'sourceId', code: 'empty' }),
    );
    const missing = await call('POST', '/api/marketplace/items', {
      cookie: member.cookie,
      body: { kind: 'program', sourceId: crypto.randomUUID(), ...details, daysPerWeek: 9 },
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).details).toContainEqual(expect.objectContaining({ field: 'daysPerWeek' }));
    expect((await call('GET', '/api/marketplace/items?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await call('GET', '/api/marketplace/items?equipment=nope')).status).toBe(400);

    const coach = await signUp();
    await makeMentor(coach);
    for (const name of ['One', 'Two', 'Three'])
      await publish(coach, 'template', await template(coach, [bodyweight], name));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ItemsResponse = await json<ItemsResponse>(
        await call('GET', `/api/marketplace/items?sort=newest&limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});

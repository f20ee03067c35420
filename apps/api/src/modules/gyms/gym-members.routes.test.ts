import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GymDetail, GymMembersResponse, MyGymsResponse } from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { createGym, join, json, superadmin as superadminOf, verify } from '../../../test/gyms-support';
import { uuid } from '../../../test/workouts-support';

// A gym's member list (issue 20; issue 36, item 7): who may read it, how a private member appears, and promoting or
// removing members by handle, with no member id in any answer.

let superadmin: TestMember;

beforeAll(async () => {
  superadmin = await superadminOf();
}, 180_000);

/** A verified gym created by `owner`, its first admin, joined by each of `members`. */
async function gymWith(owner: TestMember, ...members: TestMember[]): Promise<string> {
  const gym = await createGym(owner, { name: `Members Gym ${uuid().slice(0, 8)}` });
  await verify(gym.id);
  for (const member of members) await json(await join(member, gym.id));
  return gym.id;
}

async function handleOf(member: TestMember): Promise<string> {
  return (await json<{ handle: string }>(await call('GET', '/api/profile', { cookie: member.cookie }))).handle;
}

const membersOf = (gymId: string, viewer: TestMember | null, cursor?: string) =>
  call('GET', `/api/gyms/${gymId}/members${cursor ? `?cursor=${cursor}` : ''}`, { cookie: viewer?.cookie });

describe("a gym's member list", () => {
  it('is for its members, its admins and superadmins: 403 for any other member', async () => {
    const [owner, member, stranger] = [await signUp(), await signUp(), await signUp()];
    const gymId = await gymWith(owner, member);
    const refused = await membersOf(gymId, stranger);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('forbidden');
    expect((await membersOf(gymId, null)).status).toBe(401);
    for (const reader of [owner, member, superadmin]) {
      expect((await json<GymMembersResponse>(await membersOf(gymId, reader))).members).toHaveLength(2);
    }
  });

  it('shows a private member to the other members as "a member", and their handle to the admins; no member id', async () => {
    const [owner, member, hidden] = [await signUp(), await signUp(), await signUp()];
    await json(await call('PATCH', '/api/profile', { cookie: hidden.cookie, body: { privacy: 'private' } }));
    const gymId = await gymWith(owner, member, hidden);
    const [ownerHandle, memberHandle, hiddenHandle] = [
      await handleOf(owner),
      await handleOf(member),
      await handleOf(hidden),
    ];

    const response = await membersOf(gymId, member);
    const text = await response.clone().text();
    const seen = await json<GymMembersResponse>(response);
    expect(seen.members).toEqual([
      expect.objectContaining({ handle: ownerHandle, role: 'admin', isMe: false }),
      expect.objectContaining({ handle: memberHandle, role: 'member', isMe: true }),
      { handle: null, name: null, avatarUrl: null, role: 'member', joinedAt: expect.any(String), isMe: false },
    ]);
    expect(text).not.toContain('userId');
    for (const id of [owner.id, member.id, hidden.id]) expect(text).not.toContain(id);
    expect(text).not.toContain(hiddenHandle);

    // The private member sees themselves; the gym's admins see everyone (they promote and remove by handle).
    const own = await json<GymMembersResponse>(await membersOf(gymId, hidden));
    expect(own.members[2]).toMatchObject({ handle: hiddenHandle, isMe: true });
    const admins = await json<GymMembersResponse>(await membersOf(gymId, owner));
    expect(admins.members.map((m) => m.handle)).toEqual([ownerHandle, memberHandle, hiddenHandle]);
  });

  it('pages members who joined at the same moment, with cursors that hold no member id', async () => {
    const owner = await signUp();
    const gymId = await gymWith(owner);
    const { database } = await getRuntime();
    const tag = uuid().slice(0, 8);
    // 31 members who joined in one statement: the same joined_at, told apart by the hash of their id.
    await database.db.execute(sql`INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
      SELECT 'page-' || ${tag} || '-' || g, 'Page ' || g, 'page-' || ${tag} || '-' || g || '@example.com', true,
             now(), now()
      FROM generate_series(1, 31) g`);
    await database.db.execute(sql`INSERT INTO profiles (user_id) SELECT 'page-' || ${tag} || '-' || g
      FROM generate_series(1, 31) g`);
    await database.db.execute(sql`INSERT INTO gym_members (gym_id, user_id)
      SELECT ${gymId}, 'page-' || ${tag} || '-' || g FROM generate_series(1, 31) g`);
    const first = await json<GymMembersResponse>(await membersOf(gymId, owner));
    expect(first.members).toHaveLength(30);
    expect(first.nextCursor).not.toBeNull();
    expect(Buffer.from(first.nextCursor!, 'base64url').toString()).not.toContain(`page-${tag}`);
    const second = await json<GymMembersResponse>(await membersOf(gymId, owner, first.nextCursor!));
    expect(second.nextCursor).toBeNull();
    const handles = [...first.members, ...second.members].map((m) => m.handle);
    expect(handles).toHaveLength(32);
    expect(new Set(handles).size).toBe(32);
  });

  it('keeps the last admin until another is promoted; promotes, demotes and removes by handle', async () => {
    const [owner, member] = [await signUp(), await signUp()];
    const gymId = await gymWith(owner, member);
    const [ownerHandle, memberHandle] = [await handleOf(owner), await handleOf(member)];
    const leave = await call('DELETE', `/api/gyms/${gymId}/membership`, { cookie: owner.cookie });
    expect(leave.status).toBe(409);
    expect((await errorOf(leave)).details).toEqual([expect.objectContaining({ field: 'gymId', code: 'in_use' })]);
    const demote = await call('PATCH', `/api/gyms/${gymId}/members/${ownerHandle}`, {
      cookie: owner.cookie,
      body: { role: 'member' },
    });
    expect(demote.status).toBe(409);

    const promoted = await json<GymMembersResponse>(
      await call('PATCH', `/api/gyms/${gymId}/members/${memberHandle.toUpperCase()}`, {
        cookie: owner.cookie,
        body: { role: 'admin' },
      }),
    );
    expect(promoted.members.map((m) => [m.handle, m.role])).toEqual([
      [ownerHandle, 'admin'],
      [memberHandle, 'admin'],
    ]);
    expect((await call('DELETE', `/api/gyms/${gymId}/membership`, { cookie: owner.cookie })).status).toBe(204);
    expect((await membersOf(gymId, member)).status).toBe(200);
    const gone = await call('DELETE', `/api/gyms/${gymId}/members/${ownerHandle}`, { cookie: member.cookie });
    expect(gone.status).toBe(400);
    expect((await errorOf(gone)).details).toEqual([expect.objectContaining({ field: 'handle', code: 'not_found' })]);
    const malformed = await call('DELETE', `/api/gyms/${gymId}/members/not%20a%20handle`, { cookie: member.cookie });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).details).toEqual([expect.objectContaining({ field: 'handle' })]);
  });
});

describe('gyms: create, verify, find and join', () => {
  it('keeps one home gym and moves it when another is marked home', async () => {
    const owner = await signUp();
    const member = await signUp();
    const first = await createGym(owner);
    const second = await createGym(owner);
    await verify(first.id);
    await verify(second.id);
    await json(await join(member, first.id));
    const moved = await json<GymDetail>(await join(member, second.id, { isHome: true }));
    expect(moved.membership?.isHome).toBe(true);
    const mine = await json<MyGymsResponse>(await call('GET', '/api/gyms/mine', { cookie: member.cookie }));
    expect(mine.gyms.map((g) => [g.id, g.membership?.isHome])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });
});

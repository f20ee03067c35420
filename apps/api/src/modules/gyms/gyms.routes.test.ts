import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  GymDetail,
  GymLeaderboardResponse,
  GymsResponse,
  MyGymsResponse,
  PublicGym,
  SuggestionResponse,
  WorkoutGymResponse,
} from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { grantRole } from '../../auth/access.repository';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { logSet, startQuick, uuid } from '../../../test/workouts-support';
import { homeGymEquipmentIds } from '.';

let admin: TestMember;

beforeAll(async () => {
  const { database } = await getRuntime();
  admin = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
});

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const name = (prefix: string) => `${prefix} ${uuid().slice(0, 8)}`;

async function createGym(owner: TestMember, body: Record<string, unknown> = {}): Promise<GymDetail> {
  return json<GymDetail>(
    await call('POST', '/api/gyms', { cookie: owner.cookie, body: { name: name('Iron Temple'), ...body } }),
    201,
  );
}

async function verify(gymId: string) {
  return json<GymDetail>(
    await call('POST', `/api/admin/gyms/${gymId}/status`, { cookie: admin.cookie, body: { status: 'verified' } }),
  );
}

const patch = (member: TestMember, gymId: string, body: unknown) =>
  call('PATCH', `/api/gyms/${gymId}`, { cookie: member.cookie, body });
const join = (member: TestMember, gymId: string, body: unknown = {}) =>
  call('POST', `/api/gyms/${gymId}/membership`, { cookie: member.cookie, body });

async function findGyms(member: TestMember, q: string): Promise<GymsResponse> {
  return json<GymsResponse>(await call('GET', `/api/gyms?q=${encodeURIComponent(q)}`, { cookie: member.cookie }));
}

describe('gyms: create, verify, find and join', () => {
  it('lists a new gym once a superadmin verified it; its admins see it meanwhile', async () => {
    const owner = await signUp();
    const other = await signUp();
    const gym = await createGym(owner, { city: 'Cluj-Napoca', description: 'Free weights and a sauna' });
    expect(gym).toMatchObject({ status: 'pending', memberCount: 1, canAdmin: true, city: 'Cluj-Napoca' });
    expect(gym.membership).toEqual({ role: 'admin', isHome: true, leaderboardOptIn: false });

    expect((await findGyms(owner, gym.name)).gyms.map((g) => g.id)).toEqual([gym.id]);
    expect((await findGyms(other, gym.name)).gyms).toEqual([]);
    expect((await call('GET', `/api/gyms/${gym.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await join(other, gym.id)).status).toBe(404);

    await verify(gym.id);
    const audit = await queryRows<{ action_type: string }>(
      (await getRuntime()).database.db,
      sql`SELECT action_type FROM admin_action_log WHERE details->>'gymId' = ${gym.id}`,
    );
    expect(audit.map((row) => row.action_type)).toEqual(['gym.verify']);

    // Found by the start of its city, or of a word of its name.
    const byCity = await findGyms(other, 'cluj');
    expect(byCity.gyms.map((g) => g.id)).toContain(gym.id);
    expect((await findGyms(other, 'temple')).gyms.map((g) => g.id)).toContain(gym.id);

    const joined = await json<GymDetail>(await join(other, gym.id));
    expect(joined.memberCount).toBe(2);
    expect(joined.membership).toEqual({ role: 'member', isHome: true, leaderboardOptIn: false });
    const mine = await json<MyGymsResponse>(await call('GET', '/api/gyms/mine', { cookie: other.cookie }));
    expect(mine.gyms.map((g) => g.id)).toEqual([gym.id]);
  });

  it('pages the directory by name in SQL', async () => {
    const owner = await signUp();
    const prefix = `Paged ${uuid().slice(0, 6)}`;
    for (const suffix of ['A', 'B', 'C']) {
      await verify((await createGym(owner, { name: `${prefix} ${suffix}` })).id);
    }
    const first = await json<GymsResponse>(
      await call('GET', `/api/gyms?q=${encodeURIComponent(prefix)}&limit=2`, { cookie: owner.cookie }),
    );
    expect(first.gyms.map((g) => g.name)).toEqual([`${prefix} A`, `${prefix} B`]);
    const second = await json<GymsResponse>(
      await call('GET', `/api/gyms?q=${encodeURIComponent(prefix)}&limit=2&cursor=${first.nextCursor}`, {
        cookie: owner.cookie,
      }),
    );
    expect(second).toEqual({ gyms: [expect.objectContaining({ name: `${prefix} C` })], nextCursor: null });
    const bad = await call('GET', '/api/gyms?cursor=bm9wZQ', { cookie: owner.cookie });
    expect((await errorOf(bad)).details).toEqual([expect.objectContaining({ field: 'cursor', code: 'invalid_value' })]);
  });

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

describe('gyms: bad input gets a 400 naming the field, and nothing changes', () => {
  it.each([
    ['a slug with spaces', { slug: 'iron temple' }, 'slug', 'invalid_format'],
    ['a 5,000-character name', { name: 'x'.repeat(5000) }, 'name', 'too_long'],
    [
      'hours that end before they start',
      { openingHours: [{ day: 0, opens: '18:00', closes: '06:00' }] },
      'openingHours.0.closes',
      'out_of_range',
    ],
    [
      'a time that is not one',
      { openingHours: [{ day: 7, opens: '25:00', closes: '26:00' }] },
      'openingHours.0.day',
      'too_large',
    ],
    ['public without an address', { isPublic: true }, 'slug', 'required'],
  ])('refuses %s', async (_what, body, field, code) => {
    const owner = await signUp();
    const gym = await createGym(owner);
    const response = await patch(owner, gym.id, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toContainEqual(expect.objectContaining({ field, code }));
    const after = await json<GymDetail>(await call('GET', `/api/gyms/${gym.id}`, { cookie: owner.cookie }));
    expect(after).toEqual(gym);
  });

  it('refuses a slug another gym has', async () => {
    const owner = await signUp();
    const slug = `taken-${uuid().slice(0, 8)}`;
    await json(await patch(owner, (await createGym(owner)).id, { slug }));
    const second = await createGym(owner);
    const response = await patch(owner, second.id, { slug });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([expect.objectContaining({ field: 'slug', code: 'duplicate' })]);
  });

  it('refuses equipment twice or unknown, and a plate list with no plates', async () => {
    const owner = await signUp();
    const gym = await createGym(owner);
    const [barbell] = await queryRows<{ id: string }>(
      (await getRuntime()).database.db,
      sql`SELECT id FROM equipment WHERE slug = 'barbell'`,
    );
    const twice = await call('PUT', `/api/gyms/${gym.id}/equipment`, {
      cookie: owner.cookie,
      body: { items: [1, 2].map((count) => ({ equipmentId: barbell!.id, count })) },
    });
    expect((await errorOf(twice)).details).toEqual([
      expect.objectContaining({ field: 'items.1.equipmentId', code: 'duplicate' }),
    ]);
    const unknown = await call('PUT', `/api/gyms/${gym.id}/equipment`, {
      cookie: owner.cookie,
      body: { items: [{ equipmentId: uuid(), count: 1 }] },
    });
    expect((await errorOf(unknown)).details).toEqual([
      expect.objectContaining({ field: 'items.0.equipmentId', code: 'not_found' }),
    ]);
    const noPlates = await call('PUT', `/api/gyms/${gym.id}/plate-profile`, {
      cookie: owner.cookie,
      body: {
        barbellKg: 20,
        ezbarKg: 10,
        fixedKg: 20,
        platesKgPerSide: [],
        singleMinIncrementKg: 2.5,
        stackIncrementKg: 5,
      },
    });
    expect((await errorOf(noPlates)).details).toEqual([
      expect.objectContaining({ field: 'platesKgPerSide', code: 'too_few' }),
    ]);
    expect(await json<GymDetail>(await call('GET', `/api/gyms/${gym.id}`, { cookie: owner.cookie }))).toEqual(gym);
  });
});

describe('gyms: admins per gym', () => {
  it('lets only this gym’s admins edit it: an admin of another gym is a plain member here', async () => {
    const ownerA = await signUp();
    const ownerB = await signUp();
    const gymA = await createGym(ownerA);
    const gymB = await createGym(ownerB);
    await verify(gymB.id);
    await json(await join(ownerA, gymB.id));
    expect((await patch(ownerA, gymB.id, { city: 'Iași' })).status).toBe(403);
    expect((await patch(ownerA, gymA.id, { city: 'Iași' })).status).toBe(200);
    expect((await patch(admin, gymB.id, { city: 'Brașov' })).status).toBe(200);
  });

  it('transfers ownership and logs it; suspends a gym out of the directory', async () => {
    const owner = await signUp();
    const heir = await signUp();
    const gym = await createGym(owner);
    await verify(gym.id);
    const handle = ((await (await call('GET', '/api/profile', { cookie: heir.cookie })).json()) as { handle: string })
      .handle;
    const moved = await json<GymDetail>(
      await call('POST', `/api/admin/gyms/${gym.id}/transfer`, { cookie: admin.cookie, body: { handle } }),
    );
    expect(moved.ownerHandle).toBe(handle);
    const heirView = await json<GymDetail>(await call('GET', `/api/gyms/${gym.id}`, { cookie: heir.cookie }));
    expect(heirView.membership?.role).toBe('admin');
    await json(
      await call('POST', `/api/admin/gyms/${gym.id}/status`, { cookie: admin.cookie, body: { status: 'suspended' } }),
    );
    const stranger = await signUp();
    expect((await findGyms(stranger, gym.name)).gyms).toEqual([]);
    const suspended = await json<GymsResponse>(
      await call('GET', `/api/admin/gyms?status=suspended&q=${encodeURIComponent(gym.name)}`, { cookie: admin.cookie }),
    );
    expect(suspended.gyms.map((g) => g.id)).toEqual([gym.id]);
    const audit = await queryRows<{ action_type: string }>(
      (await getRuntime()).database.db,
      sql`SELECT action_type FROM admin_action_log WHERE details->>'gymId' = ${gym.id} ORDER BY created_at`,
    );
    expect(audit.map((row) => row.action_type)).toEqual(['gym.verify', 'gym.transfer', 'gym.suspend']);
  });
});

describe('gyms: the public page', () => {
  it('is readable signed out once the gym is verified, public and has an address', async () => {
    const owner = await signUp();
    const gym = await createGym(owner, { description: 'Chalk allowed' });
    const slug = `public-${uuid().slice(0, 8)}`;
    await json(await patch(owner, gym.id, { slug, isPublic: true }));
    expect((await call('GET', `/api/gyms/public/${slug}`)).status).toBe(404);
    await verify(gym.id);
    const page = await json<PublicGym>(await call('GET', `/api/gyms/public/${slug}`));
    expect(page).toMatchObject({ id: gym.id, slug, description: 'Chalk allowed', membership: null });
    const html = await (await call('GET', `/g/${slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${gym.name} · LifeOrbit" />`);
    expect(html).toContain('Chalk allowed');
    expect(html).toMatch(/<script nonce="[^_]/);
    await json(await patch(owner, gym.id, { description: '<script>alert(1)</script> & "quotes"' }));
    const escaped = await (await call('GET', `/g/${slug}`)).text();
    expect(escaped).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(escaped).not.toContain('<script>alert');
    await json(await patch(owner, gym.id, { isPublic: false }));
    expect(await (await call('GET', `/g/${slug}`)).text()).not.toContain('og:title');
    expect((await call('GET', `/api/gyms/public/${slug}`)).status).toBe(404);
  });
});

describe('gyms: workouts at a gym', () => {
  async function barbellExerciseId(): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      (await getRuntime()).database.db,
      sql`SELECT id FROM exercises WHERE owner_user_id IS NULL AND load_type = 'barbell' AND load_mode = 'total'
          ORDER BY slug LIMIT 1`,
    );
    return row!.id;
  }

  it('starts at the home gym, and snaps the suggestion to the gym’s plates (no 1.25 kg plates there)', async () => {
    const owner = await signUp();
    const gym = await createGym(owner);
    await json(
      await call('PUT', `/api/gyms/${gym.id}/plate-profile`, {
        cookie: owner.cookie,
        body: {
          barbellKg: 20,
          ezbarKg: 10,
          fixedKg: 20,
          platesKgPerSide: [20, 10, 5, 2.5],
          singleMinIncrementKg: 5,
          stackIncrementKg: 5,
          auxIncrementsKg: [2.5],
        },
      }),
    );
    const workoutId = await startQuick(owner);
    const at = await json<WorkoutGymResponse>(
      await call('GET', `/api/workouts/${workoutId}/gym`, { cookie: owner.cookie }),
    );
    expect(at.gym).toMatchObject({ id: gym.id, hasPlateProfile: true });

    const added = await json<{ id: string }>(
      await call('POST', `/api/workouts/${workoutId}/exercises`, {
        cookie: owner.cookie,
        body: { id: uuid(), exerciseId: await barbellExerciseId() },
      }),
      201,
    );
    expect((await logSet(owner, added.id, { weight: 61.25, reps: 12 })).status).toBe(201);
    const suggestion = async () =>
      json<SuggestionResponse>(
        await call('GET', `/api/workout-exercises/${added.id}/suggestion`, { cookie: owner.cookie }),
      );
    const atGym = await suggestion();
    expect(atGym.weightModel.platesKgPerSide).toEqual([20, 10, 5, 2.5]);
    // Pairs of 2.5 kg plates: the bar moves in 5 kg steps.
    expect((atGym.suggestion.weightKg - 20) % 5).toBe(0);
    expect(atGym.plates?.perSideKg.every((plate) => plate !== 1.25)).toBe(true);

    await json(await call('PUT', `/api/workouts/${workoutId}/gym`, { cookie: owner.cookie, body: { gymId: null } }));
    const away = await suggestion();
    expect(away.weightModel.platesKgPerSide).toContain(1.25);
    expect((away.suggestion.weightKg - 20) % 2.5).toBe(0);

    const stranger = await createGym(await signUp());
    const refused = await call('PUT', `/api/workouts/${workoutId}/gym`, {
      cookie: owner.cookie,
      body: { gymId: stranger.id },
    });
    expect((await errorOf(refused)).details).toEqual([expect.objectContaining({ field: 'gymId', code: 'not_found' })]);
  });

  it('ranks opted-in members by the week’s volume at the gym, and lists public workouts there', async () => {
    const owner = await signUp();
    const shy = await signUp();
    const gym = await createGym(owner);
    await verify(gym.id);
    await json(await join(shy, gym.id));
    await json(
      await call('PATCH', `/api/gyms/${gym.id}/membership`, { cookie: owner.cookie, body: { leaderboardOptIn: true } }),
    );
    for (const member of [owner, shy]) {
      const workoutId = await startQuick(member);
      const added = await json<{ id: string }>(
        await call('POST', `/api/workouts/${workoutId}/exercises`, {
          cookie: member.cookie,
          body: { id: uuid(), exerciseId: await barbellExerciseId() },
        }),
        201,
      );
      expect((await logSet(member, added.id, { weight: 100, reps: 5 })).status).toBe(201);
      await json(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }));
    }
    const board = await json<GymLeaderboardResponse>(
      await call('GET', `/api/gyms/${gym.id}/leaderboard`, { cookie: shy.cookie }),
    );
    expect(board.rows).toEqual([expect.objectContaining({ rank: 1, volumeKg: 500, workouts: 1 })]);
    const recent = await json<{ workouts: { author: { handle: string } }[] }>(
      await call('GET', `/api/gyms/${gym.id}/workouts`, { cookie: shy.cookie }),
    );
    expect(recent.workouts).toHaveLength(2);
  });

  it('tells other areas the equipment of a member’s home gym', async () => {
    const owner = await signUp();
    const gym = await createGym(owner);
    const ids = await queryRows<{ id: string }>(
      (await getRuntime()).database.db,
      sql`SELECT id FROM equipment WHERE slug IN ('barbell', 'dumbbell') ORDER BY id`,
    );
    await json(
      await call('PUT', `/api/gyms/${gym.id}/equipment`, {
        cookie: owner.cookie,
        body: { items: ids.map((row) => ({ equipmentId: row.id, count: 2, notes: 'by the window' })) },
      }),
    );
    const { database } = await getRuntime();
    expect(await homeGymEquipmentIds(database.db, owner.id)).toEqual(ids.map((row) => row.id));
    expect(await homeGymEquipmentIds(database.db, (await signUp()).id)).toEqual([]);
  });
});

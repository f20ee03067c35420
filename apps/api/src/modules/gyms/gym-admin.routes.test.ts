import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GymDetail, GymsResponse } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { createGym, findGyms, join, json, patch, superadmin, verify } from '../../../test/gyms-support';
import { uuid } from '../../../test/workouts-support';

let admin: TestMember;

beforeAll(async () => {
  admin = await superadmin();
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

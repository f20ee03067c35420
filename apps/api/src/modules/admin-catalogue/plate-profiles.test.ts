import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlateProfile, PlateProfilesResponse } from '@lifeorbit/contracts/admin-catalogue';
import type { TestMember } from '../../../test/harness';
import { adminAndMember, auditOf, call, expectFieldError, idOf, json, rows, unique } from '../../../test/admin-support';

let admin: TestMember;
let member: TestMember;
const created: string[] = [];

function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: unique('profile'),
    name: 'Garage',
    barbellKg: 15,
    ezbarKg: 7.5,
    fixedKg: 20,
    platesKgPerSide: [10, 20, 5, 20, 1.25],
    singleMinIncrementKg: 2.5,
    stackIncrementKg: 5,
    auxIncrementsKg: [1.25],
    isDefault: false,
    ...overrides,
  };
}

async function createProfile(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  const response = await call('POST', '/api/admin/plate-profiles', {
    cookie: admin.cookie,
    body: { id, ...profileBody(overrides) },
  });
  if (response.status === 201) created.push(id);
  return { id, response };
}

async function defaults(): Promise<string[]> {
  return (await rows<{ slug: string }>(sql`SELECT slug FROM plate_profiles WHERE is_default`)).map((r) => r.slug);
}

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

afterAll(async () => {
  // The seeded standard profile stays the default for every other suite.
  await rows(sql`UPDATE plate_profiles SET is_default = false WHERE is_default AND slug <> 'standard-gym'`);
  await rows(sql`UPDATE plate_profiles SET is_default = true WHERE slug = 'standard-gym'`);
  for (const id of created) await rows(sql`DELETE FROM plate_profiles WHERE id = ${id}`);
});

describe('plate profiles', () => {
  it('answers 401 without a session and 403 to a member', async () => {
    expect((await call('GET', '/api/admin/plate-profiles')).status).toBe(401);
    expect((await call('GET', '/api/admin/plate-profiles', { cookie: member.cookie })).status).toBe(403);
  });

  it('lists the catalogue profiles, the default first', async () => {
    const list = await json<PlateProfilesResponse>(
      await call('GET', '/api/admin/plate-profiles', { cookie: admin.cookie }),
      200,
    );
    expect(list.items[0]).toMatchObject({
      slug: 'standard-gym',
      isDefault: true,
      platesKgPerSide: [25, 20, 15, 10, 5, 2.5, 1.25],
    });
    expect(list.items.map((p) => p.slug)).toContain('home-gym');
  });

  it('creates a profile with its plates heaviest first, each once (audited), and reads it back', async () => {
    const { id, response } = await createProfile();
    const profile = await json<AdminPlateProfile>(response, 201);
    expect(profile).toMatchObject({ barbellKg: 15, platesKgPerSide: [20, 10, 5, 1.25], isDefault: false });
    expect((await auditOf(admin.id, 'plate_profile_created'))[0]?.details).toMatchObject({ id, barbellKg: 15 });
    expect(
      (
        await json<AdminPlateProfile>(
          await call('GET', `/api/admin/plate-profiles/${id}`, { cookie: admin.cookie }),
          200,
        )
      ).id,
    ).toBe(id);
    const again = await call('POST', '/api/admin/plate-profiles', {
      cookie: admin.cookie,
      body: { id, ...profileBody() },
    });
    expect((await json<AdminPlateProfile>(again, 200)).slug).toBe(profile.slug);
  });

  it.each([
    [{ platesKgPerSide: [] }, 'platesKgPerSide'],
    [{ platesKgPerSide: [20, -5] }, 'platesKgPerSide.1'],
    [{ barbellKg: -1 }, 'barbellKg'],
    [{ singleMinIncrementKg: 0 }, 'singleMinIncrementKg'],
    [{ name: ' ' }, 'name'],
    [{ slug: 'Home Gym' }, 'slug'],
  ])('refuses %o with a 400 naming %s', async (overrides, field) => {
    const { id, response } = await createProfile(overrides);
    await expectFieldError(response, field);
    expect(await rows(sql`SELECT id FROM plate_profiles WHERE id = ${id}`)).toEqual([]);
  });

  it('keeps exactly one default: making another the default moves it; unsetting or deleting the default is refused', async () => {
    const { id } = await createProfile();
    const body = profileBody({ slug: unique('profile'), isDefault: true });
    const moved = await json<AdminPlateProfile>(
      await call('PUT', `/api/admin/plate-profiles/${id}`, { cookie: admin.cookie, body }),
      200,
    );
    expect(moved.isDefault).toBe(true);
    expect(await defaults()).toEqual([body.slug]);
    expect((await auditOf(admin.id, 'plate_profile_updated'))[0]?.details).toMatchObject({ id });

    await expectFieldError(
      await call('PUT', `/api/admin/plate-profiles/${id}`, {
        cookie: admin.cookie,
        body: { ...body, isDefault: false },
      }),
      'isDefault',
    );
    expect((await call('DELETE', `/api/admin/plate-profiles/${id}`, { cookie: admin.cookie })).status).toBe(409);
    expect(await defaults()).toEqual([body.slug]);

    const standard = await idOf('plate_profiles', 'standard-gym');
    const current = await json<AdminPlateProfile>(
      await call('GET', `/api/admin/plate-profiles/${standard}`, { cookie: admin.cookie }),
      200,
    );
    const { id: _, updatedAt: __, ...rest } = current;
    await json(
      await call('PUT', `/api/admin/plate-profiles/${standard}`, {
        cookie: admin.cookie,
        body: { ...rest, isDefault: true },
      }),
      200,
    );
    expect(await defaults()).toEqual(['standard-gym']);
    expect((await call('DELETE', `/api/admin/plate-profiles/${id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await auditOf(admin.id, 'plate_profile_deleted'))[0]?.details).toMatchObject({ id });
  });

  it('refuses a slug another profile has (409) and answers 404 for unknown ids', async () => {
    await expectFieldError((await createProfile({ slug: 'home-gym' })).response, 'slug', 409);
    const unknown = crypto.randomUUID();
    expect((await call('GET', `/api/admin/plate-profiles/${unknown}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/plate-profiles/${unknown}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await call('GET', '/api/admin/plate-profiles/not-a-uuid', { cookie: admin.cookie })).status).toBe(400);
  });
});

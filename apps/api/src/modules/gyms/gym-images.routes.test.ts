import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GymDetail, PublicGym } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { BAD_PICTURES, jpegWithLocation, picture } from '../../../test/image-fixtures';
import { createGym, json, patch, superadmin as superadminOf, verify } from '../../../test/gyms-support';
import { uuid } from '../../../test/workouts-support';

let superadmin: TestMember;

beforeAll(async () => {
  superadmin = await superadminOf();
}, 180_000);

/** A verified, public gym administered by `owner`. */
async function publicGym(owner: TestMember): Promise<GymDetail> {
  const created = await createGym(owner, { name: `Logo Gym ${uuid().slice(0, 8)}` });
  await verify(created.id);
  return json<GymDetail>(await patch(owner, created.id, { slug: `logo-${created.id.slice(0, 8)}`, isPublic: true }));
}

async function upload(
  member: TestMember | null,
  gymId: string,
  kind: 'logo' | 'cover',
  body: Buffer,
  type: string,
): Promise<Response> {
  const { app } = await getRuntime();
  return app.request(`/api/gyms/${gymId}/${kind}`, {
    method: 'PUT',
    headers: { 'content-type': type, origin: 'http://localhost:3000', ...(member && { cookie: member.cookie }) },
    body: new Uint8Array(body),
  });
}

async function gymOf(member: TestMember, gymId: string): Promise<GymDetail> {
  return json<GymDetail>(await call('GET', `/api/gyms/${gymId}`, { cookie: member.cookie }));
}

async function servedMeta(url: string) {
  const served = await call('GET', url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  return sharp(Buffer.from(await served.arrayBuffer())).metadata();
}

describe('gyms: logo and cover', () => {
  it('makes the logo square WebP 512 and 96 and the cover 1200x400 and 600x200, without EXIF, served publicly', async () => {
    const owner = await signUp();
    const gym = await publicGym(owner);
    const original = await jpegWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { url: logoUrl } = await json<{ url: string }>(await upload(owner, gym.id, 'logo', original, 'image/jpeg'));
    expect(logoUrl).toMatch(new RegExp(`^/api/gym-images/${gym.id}/logo-[0-9a-f]{16}-512\\.webp$`));
    const wide = await picture(2000, 900).png().toBuffer();
    const { url: coverUrl } = await json<{ url: string }>(await upload(owner, gym.id, 'cover', wide, 'image/png'));
    expect(coverUrl).toMatch(new RegExp(`^/api/gym-images/${gym.id}/cover-[0-9a-f]{16}-1200\\.webp$`));

    for (const [url, width, height] of [
      [logoUrl, 512, 512],
      [logoUrl.replace('-512.webp', '-96.webp'), 96, 96],
      [coverUrl, 1200, 400],
      [coverUrl.replace('-1200.webp', '-600.webp'), 600, 200],
    ] as const) {
      const meta = await servedMeta(url);
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
    }
    // A cover from a phone photo (EXIF and all) keeps none of it either.
    const { url: phoneCover } = await json<{ url: string }>(
      await upload(owner, gym.id, 'cover', original, 'image/jpeg'),
    );
    expect((await servedMeta(phoneCover)).exif).toBeUndefined();

    const detail = await gymOf(owner, gym.id);
    expect({ logoUrl: detail.logoUrl, coverUrl: detail.coverUrl }).toEqual({ logoUrl, coverUrl: phoneCover });
    const page = await json<PublicGym>(await call('GET', `/api/gyms/public/${gym.slug}`));
    expect({ logoUrl: page.logoUrl, coverUrl: page.coverUrl }).toEqual({ logoUrl, coverUrl: phoneCover });
    const html = await (await call('GET', `/g/${gym.slug}`)).text();
    expect(html).toContain(phoneCover);
  });

  it('deletes the old files on replace and on DELETE', async () => {
    const owner = await signUp();
    const gym = await publicGym(owner);
    for (const kind of ['logo', 'cover'] as const) {
      const first = (
        await json<{ url: string }>(await upload(owner, gym.id, kind, await picture().png().toBuffer(), 'image/png'))
      ).url;
      const second = (
        await json<{ url: string }>(await upload(owner, gym.id, kind, await jpegWithLocation(), 'image/jpeg'))
      ).url;
      expect(second).not.toBe(first);
      expect((await call('GET', first)).status).toBe(404);
      expect((await call('GET', second)).status).toBe(200);
      expect((await call('DELETE', `/api/gyms/${gym.id}/${kind}`, { cookie: owner.cookie })).status).toBe(204);
      expect((await call('GET', second)).status).toBe(404);
    }
    const detail = await gymOf(owner, gym.id);
    expect([detail.logoUrl, detail.coverUrl]).toEqual([null, null]);
  });

  it("audits a superadmin's change to a gym they do not administer; refuses members of it", async () => {
    const owner = await signUp();
    const member = await signUp();
    const gym = await publicGym(owner);
    await json(await call('POST', `/api/gyms/${gym.id}/membership`, { cookie: member.cookie, body: {} }));
    const png = await picture().png().toBuffer();
    expect((await upload(member, gym.id, 'logo', png, 'image/png')).status).toBe(403);
    expect((await upload(null, gym.id, 'logo', png, 'image/png')).status).toBe(401);
    expect((await upload(member, uuid(), 'logo', png, 'image/png')).status).toBe(404);
    expect((await gymOf(owner, gym.id)).logoUrl).toBeNull();

    await json(await upload(superadmin, gym.id, 'cover', png, 'image/png'));
    await json(await upload(owner, gym.id, 'logo', png, 'image/png'));
    expect((await call('DELETE', `/api/gyms/${gym.id}/cover`, { cookie: superadmin.cookie })).status).toBe(204);
    const { database } = await getRuntime();
    const audit = await queryRows<{ action_type: string }>(
      database.db,
      sql`SELECT action_type FROM admin_action_log WHERE details->>'gymId' = ${gym.id} ORDER BY created_at`,
    );
    expect(audit.map((row) => row.action_type)).toEqual(['gym.verify', 'gym.cover', 'gym.cover.remove']);
  });

  it.each(BAD_PICTURES)(
    'refuses %s as a logo or cover with a 400 naming file, and changes nothing',
    async (_name, make, type, code) => {
      const owner = await signUp();
      const gym = await publicGym(owner);
      const bytes = await make();
      for (const kind of ['logo', 'cover'] as const) {
        const response = await upload(owner, gym.id, kind, bytes, type);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).details).toEqual([expect.objectContaining({ field: 'file', code })]);
      }
      const detail = await gymOf(owner, gym.id);
      expect([detail.logoUrl, detail.coverUrl]).toEqual([null, null]);
    },
  );

  it('refuses other media types (415), more than 8 MB (413), and serves nothing it did not store', async () => {
    const owner = await signUp();
    const gym = await publicGym(owner);
    expect((await upload(owner, gym.id, 'cover', await picture().gif().toBuffer(), 'image/gif')).status).toBe(415);
    expect((await upload(owner, gym.id, 'logo', Buffer.alloc(8 * 1024 * 1024 + 1), 'image/png')).status).toBe(413);
    expect((await call('GET', `/api/gym-images/${gym.id}/logo-0123456789abcdef-512.webp`)).status).toBe(404);
    expect((await call('GET', `/api/gym-images/${gym.id}/..%2F..%2Fauth-secret`)).status).toBe(404);
    expect((await call('GET', `/api/gym-images/${gym.id}/cover-0123456789abcdef-512.webp`)).status).toBe(404);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { BAD_PICTURES, jpegWithLocation, picture } from '../../../test/image-fixtures';

const HEIC = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/avatar.heic'),
);

async function upload(member: TestMember | null, body: Buffer, contentType: string): Promise<Response> {
  const { app } = await getRuntime();
  return app.request('/api/profile/avatar', {
    method: 'PUT',
    headers: {
      'content-type': contentType,
      origin: 'http://localhost:3000',
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(member && { cookie: member.cookie }),
    },
    body: new Uint8Array(body),
  });
}

async function avatarUrlOf(member: TestMember): Promise<string | null> {
  const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as {
    profile: { avatarUrl: string | null };
  };
  return me.profile.avatarUrl;
}

describe('PUT /api/profile/avatar', () => {
  // Creating and migrating the suite's database can take a while on a loaded machine.
  beforeAll(async () => {
    await getRuntime();
  }, 180_000);

  it('re-encodes a JPEG to square WebP 512 and 96 without its EXIF or location, served for a year by hash', async () => {
    const member = await signUp();
    const original = await jpegWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(member, original, 'image/jpeg');
    expect(response.status, await response.clone().text()).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${member.id}/[0-9a-f]{16}-512\\.webp$`));
    expect(await avatarUrlOf(member)).toBe(avatarUrl);
    for (const [url, size] of [
      [avatarUrl, 512],
      [avatarUrl.replace('-512.webp', '-96.webp'), 96],
    ] as const) {
      const served = await call('GET', url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    // Anyone may load it (it sits beside the member's name), without a session.
    expect((await call('GET', avatarUrl)).status).toBe(200);
  });

  it.each([
    ['image/png', () => picture(300, 500).png().toBuffer()],
    ['image/webp', () => picture(500, 300).webp().toBuffer()],
    ['image/heic', async () => HEIC],
  ])('takes %s', async (type, make) => {
    const member = await signUp();
    const response = await upload(member, await make(), type);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('replaces the previous avatar (its files are gone) and removes it on DELETE', async () => {
    const member = await signUp();
    await upload(member, await picture().png().toBuffer(), 'image/png');
    const first = (await avatarUrlOf(member))!;
    await upload(member, await jpegWithLocation(), 'image/jpeg');
    const second = (await avatarUrlOf(member))!;
    expect(second).not.toBe(first);
    expect((await call('GET', first)).status).toBe(404);
    expect((await call('DELETE', '/api/profile/avatar', { cookie: member.cookie })).status).toBe(204);
    expect(await avatarUrlOf(member)).toBeNull();
    expect((await call('GET', second)).status).toBe(404);
  });

  it.each(BAD_PICTURES)('refuses %s with a 400 naming file, and changes nothing', async (_name, make, type, code) => {
    const member = await signUp();
    const bytes = await make();
    const response = await upload(member, bytes, type);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details).toEqual([expect.objectContaining({ field: 'file', code })]);
    expect(await avatarUrlOf(member)).toBeNull();
  });

  it('refuses more than 8 MB (413), other media types (415) and visitors (401)', async () => {
    const member = await signUp();
    expect((await upload(member, Buffer.alloc(8 * 1024 * 1024 + 1), 'image/png')).status).toBe(413);
    expect((await upload(member, await picture().gif().toBuffer(), 'image/gif')).status).toBe(415);
    expect((await call('PUT', '/api/profile/avatar', { cookie: member.cookie, body: { url: 'x' } })).status).toBe(415);
    expect((await upload(null, await picture().png().toBuffer(), 'image/png')).status).toBe(401);
    expect((await call('GET', `/api/avatars/${member.id}/0123456789abcdef-512.webp`)).status).toBe(404);
    expect((await call('GET', `/api/avatars/${member.id}/..%2F..%2Fauth-secret`)).status).toBe(404);
  });
});

import sharp from 'sharp';
import { getRuntime, signUp } from '../../../test/harness';
import { everyone, signedIn, type AreaMatrix, type Fixtures } from '../../../test/permission-matrix-kit';
import { fixtureId } from '../../../test/member-fixtures';

/** An avatar of a member outside the matrix, so that no actor's DELETE removes it. */
async function buildProfileFixtures(f: Fixtures): Promise<void> {
  await fixtureId(f, 'avatarUrl', async () => {
    const owner = await signUp();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const { app } = await getRuntime();
    const response = await app.request('/api/profile/avatar', {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: 'http://localhost:3000', cookie: owner.cookie },
      body: new Uint8Array(picture),
    });
    return ((await response.json()) as { avatarUrl: string }).avatarUrl;
  });
}

export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildProfileFixtures,
  rows: [
    { method: 'GET', route: '/api/profile', expect: signedIn(200) },
    { method: 'PATCH', route: '/api/profile', body: () => ({ weightUnit: 'kg' }), expect: signedIn(200) },
    // The picture is the body in its own media type, which the matrix's JSON calls never send: a member gets 415
    // here, and avatar.routes.test.ts uploads real pictures.
    { method: 'PUT', route: '/api/profile/avatar', expect: signedIn(415) },
    { method: 'DELETE', route: '/api/profile/avatar', expect: signedIn(204) },
    { method: 'GET', route: '/api/avatars/:userId/:file', path: (f) => f.ids.avatarUrl!, expect: everyone(200) },
    // The fitness profile (issue 17): the caller's own, never another member's.
    { method: 'GET', route: '/api/fitness/profile', expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/fitness/profile',
      body: () => ({ heightCm: 180, goal: 'strength' }),
      expect: signedIn(200),
    },
  ],
};

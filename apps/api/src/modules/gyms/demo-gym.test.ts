import { describe, expect, it } from 'vitest';
import type { GymDetail, MyGymsResponse } from '@lifeorbit/contracts';
import { call, getRuntime, signUp } from '../../../test/harness';
import { DEMO_GYM_SLUG, seedDemoGym } from '.';

describe('the demo gym', () => {
  it('is the member’s verified public home gym, with equipment, hours and the standard plates, made once', async () => {
    const { database } = await getRuntime();
    const member = await signUp();
    const gymId = await seedDemoGym(database.db, member.id);
    expect(await seedDemoGym(database.db, member.id)).toBe(gymId);
    const mine = (await (await call('GET', '/api/gyms/mine', { cookie: member.cookie })).json()) as MyGymsResponse;
    expect(mine.gyms).toEqual([
      expect.objectContaining({ id: gymId, slug: DEMO_GYM_SLUG, status: 'verified', isPublic: true }),
    ]);
    const gym = (await (await call('GET', `/api/gyms/${gymId}`, { cookie: member.cookie })).json()) as GymDetail;
    expect(gym.equipment).toHaveLength(9);
    expect(gym.openingHours).toHaveLength(7);
    expect(gym.plateProfile?.platesKgPerSide).toEqual([25, 20, 15, 10, 5, 2.5, 1.25]);
    expect(gym.membership).toEqual({ role: 'admin', isHome: true, leaderboardOptIn: true });
    expect((await call('GET', `/api/gyms/public/${DEMO_GYM_SLUG}`)).status).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyGymEquipmentResponse } from '@lifeorbit/contracts/marketplace';
import { queryRows } from '../../core/db';
import { call, getRuntime, signUp } from '../../../test/harness';

describe('Discover: equipment at my gym', () => {
  it('answers the home gym’s equipment, and nothing for a member without a gym', async () => {
    const owner = await signUp();
    const created = await call('POST', '/api/gyms', {
      cookie: owner.cookie,
      body: { name: `Equipment Gym ${crypto.randomUUID().slice(0, 6)}`, city: 'Cluj' },
    });
    expect(created.status).toBe(201);
    const gym = (await created.json()) as { id: string };
    const ids = await queryRows<{ id: string }>(
      (await getRuntime()).database.db,
      sql`SELECT id FROM equipment WHERE slug IN ('barbell', 'dumbbell') ORDER BY id`,
    );
    expect(ids).toHaveLength(2);
    const saved = await call('PUT', `/api/gyms/${gym.id}/equipment`, {
      cookie: owner.cookie,
      body: { items: ids.map((row) => ({ equipmentId: row.id, count: 1 })) },
    });
    expect(saved.status).toBe(200);

    const mine = await call('GET', '/api/marketplace/my-gym-equipment', { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as MyGymEquipmentResponse).equipmentIds.sort()).toEqual(
      ids.map((row) => row.id).sort(),
    );

    const stranger = await signUp();
    const none = await call('GET', '/api/marketplace/my-gym-equipment', { cookie: stranger.cookie });
    expect(((await none.json()) as MyGymEquipmentResponse).equipmentIds).toEqual([]);
    expect((await call('GET', '/api/marketplace/my-gym-equipment')).status).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GymDetail } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp } from '../../../test/harness';
import { createGym, json } from '../../../test/gyms-support';
import { uuid } from '../../../test/workouts-support';
import { homeGymEquipmentIds } from '.';

describe('gyms: bad input gets a 400 naming the field, and nothing changes', () => {
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

describe('gyms: workouts at a gym', () => {
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

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GymDetail, GymsResponse, MyGymsResponse, PublicGym } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { call, errorOf, getRuntime, signUp } from '../../../test/harness';
import { createGym, findGyms, join, json, patch, verify } from '../../../test/gyms-support';
import { uuid } from '../../../test/workouts-support';

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

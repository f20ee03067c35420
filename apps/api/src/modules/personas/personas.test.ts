import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonaDashboard, PersonaMembersResponse, SeedPersonaResponse } from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { grantRole } from '../../auth';

let admin: TestMember;

beforeAll(async () => {
  const { database } = await getRuntime();
  admin = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
});

const seed = async (body: unknown) => call('POST', '/api/personas', { cookie: admin.cookie, body });

describe('persona members', () => {
  it('seeds a powerlifter with months of history, lists it and shows its dashboard, audited', async () => {
    const response = await seed({ persona: 'powerlifter', months: 3 });
    expect(response.status).toBe(201);
    const { member, sets } = (await response.json()) as SeedPersonaResponse;
    expect(member.persona).toBe('powerlifter');
    // 3 months at 4 a week: about 52 workouts, each with warm-up and working sets.
    expect(member.workouts).toBeGreaterThanOrEqual(50);
    expect(member.workouts).toBeLessThanOrEqual(54);
    expect(sets).toBeGreaterThan(member.workouts * 10);

    const list = (await (
      await call('GET', '/api/personas?pageSize=5', { cookie: admin.cookie })
    ).json()) as PersonaMembersResponse;
    expect(list.members[0]!.id).toBe(member.id);

    const dashboard = (await (
      await call('GET', `/api/personas/${member.id}/dashboard?lang=es`, { cookie: admin.cookie })
    ).json()) as PersonaDashboard;
    expect(dashboard.totals.workouts).toBe(member.workouts);
    expect(dashboard.totals.volumeKg).toBeGreaterThan(0);
    expect(dashboard.totals.personalRecords).toBeGreaterThan(0);
    // The deadlift is the powerlifter's heaviest lift, named in Spanish.
    expect(dashboard.topLifts[0]!.bestKg).toBeGreaterThanOrEqual(180);
    expect(dashboard.topLifts[0]!.name).toBe('Peso muerto');
    expect(dashboard.weeks).toHaveLength(8);
    expect(dashboard.weeks.slice(0, 7).every((w) => w.workouts > 0)).toBe(true);

    const { database } = await getRuntime();
    const audit = await database.db.execute(
      sql`SELECT actor_user_id, details FROM admin_action_log WHERE action_type = 'persona_seeded'
          AND target_user_id = ${member.id}`,
    );
    const rows = (audit as unknown as { rows: { actor_user_id: string; details: { months: number } }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_user_id).toBe(admin.id);
    expect(rows[0]!.details.months).toBe(3);
  });

  it('refuses an unknown persona or too many months with a 400 naming the field, creating nobody', async () => {
    const before = (await (
      await call('GET', '/api/personas', { cookie: admin.cookie })
    ).json()) as PersonaMembersResponse;
    const bad = await seed({ persona: 'wizard', months: 3 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details.map((d) => d.field)).toContain('persona');
    const long = await seed({ persona: 'beginner', months: 99 });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).details.map((d) => d.field)).toContain('months');
    const after = (await (
      await call('GET', '/api/personas', { cookie: admin.cookie })
    ).json()) as PersonaMembersResponse;
    expect(after.total).toBe(before.total);
  });

  it('answers 404 for the dashboard of a member who is not a persona, and 403 to a member', async () => {
    const member = await signUp();
    const missing = await call('GET', `/api/personas/${member.id}/dashboard`, { cookie: admin.cookie });
    expect(missing.status).toBe(404);
    expect((await call('GET', '/api/personas', { cookie: member.cookie })).status).toBe(403);
    expect((await seed({ persona: 'beginner', months: 1 })).status).toBe(201);
    expect(
      (
        await call('POST', '/api/personas', {
          cookie: member.cookie,
          body: { persona: 'beginner', months: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('persona ids', () => {
  it('refuses an id that is not a member id with a 400 naming the field', async () => {
    const response = await call('GET', '/api/personas/%00/dashboard', { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain('id');
  });
});

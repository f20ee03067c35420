import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@lifeorbit/contracts';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { grantRole } from '../../auth';
import { getOverview } from './admin.service';

let admin: TestMember;

beforeAll(async () => {
  const { database } = await getRuntime();
  admin = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
});

const overview = async () =>
  (await (await call('GET', '/api/admin/overview', { cookie: admin.cookie })).json()) as AdminOverview;

describe('GET /api/admin/overview', () => {
  it('counts members, activity, what waits for a decision and the coach, each moving with the data', async () => {
    const { database } = await getRuntime();
    const db = database.db;
    const before = await overview();
    const member = await signUp();
    const other = await signUp();
    // Two finished workouts today by one member, one unfinished (not logged yet) by another.
    await db.execute(sql`
      INSERT INTO workouts (id, user_id, title, started_at, ended_at) VALUES
        (gen_random_uuid(), ${member.id}, 'A', now() - interval '2 hours', now() - interval '1 hour'),
        (gen_random_uuid(), ${member.id}, 'B', now() - interval '50 minutes', now() - interval '1 minute'),
        (gen_random_uuid(), ${other.id}, 'C', now(), NULL)`);
    await db.execute(sql`INSERT INTO gyms (name) VALUES ('Overview Gym')`);
    await db.execute(sql`INSERT INTO gyms (name, status) VALUES ('Verified Gym', 'verified')`);
    await db.execute(sql`
      WITH amb AS (INSERT INTO ambassador_profiles (user_id) VALUES (${other.id}) RETURNING id)
      INSERT INTO ambassador_deals (ambassador_id, partner, amount_minor, currency, deal_date)
      SELECT id, 'Partner', 1000, 'EUR', current_date FROM amb`);
    await db.execute(sql`
      INSERT INTO workout_reports (workout_id, reporter_id, reason)
      SELECT id, ${other.id}, 'spam' FROM workouts WHERE user_id = ${member.id} AND title = 'A'`);
    await db.execute(sql`
      INSERT INTO coach_logs (user_id, prompt, status) VALUES
        (${member.id}, 'How much?', 'ok'), (${member.id}, 'And now?', 'error')`);

    const after = await overview();
    expect(after.members.total - before.members.total).toBe(2);
    expect(after.members.joined.current - before.members.joined.current).toBe(2);
    expect(after.activeMembers.current - before.activeMembers.current).toBe(1);
    expect(after.workouts.week.current - before.workouts.week.current).toBe(2);
    expect(after.pendingGyms - before.pendingGyms).toBe(1);
    expect(after.pendingDeals - before.pendingDeals).toBe(1);
    expect(after.openReports - before.openReports).toBe(1);
    expect(after.coach.week.current - before.coach.week.current).toBe(1);
    expect(after.coach.today - before.coach.today).toBeLessThanOrEqual(1);
  });

  it('puts what happened 8 to 14 days ago in the previous window, and nothing of it in today', async () => {
    const { database } = await getRuntime();
    const db = database.db;
    const now = new Date('2030-03-20T12:00:00Z');
    const before = await getOverview(db, now);
    const member = await signUp();
    await db.execute(sql`UPDATE "user" SET created_at = '2030-03-10T09:00:00Z' WHERE id = ${member.id}`);
    await db.execute(sql`
      INSERT INTO workouts (id, user_id, title, started_at, ended_at) VALUES
        (gen_random_uuid(), ${member.id}, 'Old', '2030-03-10T09:00:00Z', '2030-03-10T10:00:00Z'),
        (gen_random_uuid(), ${member.id}, 'Today', '2030-03-20T08:00:00Z', '2030-03-20T09:00:00Z'),
        (gen_random_uuid(), ${member.id}, 'Yesterday', '2030-03-19T22:00:00Z', '2030-03-19T23:00:00Z')`);
    const after = await getOverview(db, now);
    expect(after.members.joined.previous - before.members.joined.previous).toBe(1);
    expect(after.members.joined.current - before.members.joined.current).toBe(0);
    expect(after.workouts.week.previous - before.workouts.week.previous).toBe(1);
    expect(after.workouts.week.current - before.workouts.week.current).toBe(2);
    expect(after.workouts.today - before.workouts.today).toBe(1);
    expect(after.activeMembers.previous - before.activeMembers.previous).toBe(1);
    expect(after.generatedAt).toBe(now.toISOString());
  });

  it('answers 403 to a member', async () => {
    const member = await signUp();
    expect((await call('GET', '/api/admin/overview', { cookie: member.cookie })).status).toBe(403);
  });
});

import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReportsResponse, FeedResponse, PublicProfile } from '@lifeorbit/contracts';
import { grantRole } from '../../auth';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { makeFinishedWorkout } from '../../../test/member-fixtures';

async function member(): Promise<TestMember & { handle: string }> {
  const m = await signUp();
  const handle = `r_${crypto.randomUUID().slice(0, 8)}`;
  expect((await call('PATCH', '/api/profile', { cookie: m.cookie, body: { handle } })).status).toBe(200);
  return { ...m, handle };
}

async function superadmin(): Promise<TestMember> {
  const admin = await signUp();
  await grantRole((await getRuntime()).database.db, admin.id, 'superadmin', null);
  return admin;
}

const reportsOf = async (admin: TestMember, status = 'open') =>
  (await (
    await call('GET', `/api/admin/reports?status=${status}`, { cookie: admin.cookie })
  ).json()) as AdminReportsResponse;

// Creating and migrating the suite's database can take a while on a loaded machine.
beforeAll(async () => {
  await getRuntime();
}, 180_000);

describe('reports', () => {
  it('reach the admin list; hiding takes the workout from everyone but its owner, and is audited', async () => {
    const [owner, reporter, follower, admin] = [await member(), await member(), await member(), await superadmin()];
    const workoutId = await makeFinishedWorkout(owner);
    await call('POST', `/api/social/follows/${owner.handle}`, { cookie: follower.cookie });
    const report = (who: TestMember, body: unknown) =>
      call('POST', `/api/social/workouts/${workoutId}/report`, { cookie: who.cookie, body });
    expect((await report(reporter, { reason: 'spam', details: '  Buy\u202e followers  ' })).status).toBe(204);
    expect((await report(owner, { reason: 'spam' })).status).toBe(400);
    expect((await report(reporter, { reason: 'rude' })).status).toBe(400);

    const open = (await reportsOf(admin)).reports.filter((r) => r.workoutId === workoutId);
    expect(open).toEqual([
      expect.objectContaining({
        reason: 'spam',
        details: 'Buy followers',
        owner: expect.objectContaining({ handle: owner.handle }),
        reporter: expect.objectContaining({ handle: reporter.handle }),
      }),
    ]);
    expect((await call('GET', '/api/admin/reports', { cookie: reporter.cookie })).status).toBe(403);

    expect((await call('POST', `/api/admin/reports/${open[0]!.id}/hide`, { cookie: admin.cookie })).status).toBe(204);
    expect((await call('POST', `/api/admin/reports/${open[0]!.id}/hide`, { cookie: admin.cookie })).status).toBe(404);
    const feed = (await (await call('GET', '/api/social/feed', { cookie: follower.cookie })).json()) as FeedResponse;
    expect(feed.posts.map((p) => p.id)).not.toContain(workoutId);
    const seen = (await (await call('GET', `/api/social/profiles/${owner.handle}`)).json()) as PublicProfile;
    expect(seen.counts.workouts).toBe(0);
    const own = (await (
      await call('GET', `/api/social/profiles/${owner.handle}`, { cookie: owner.cookie })
    ).json()) as PublicProfile;
    expect(own.recentWorkouts.map((w) => w.id)).toEqual([workoutId]);
    expect((await reportsOf(admin, 'hidden')).reports.map((r) => r.workoutId)).toContain(workoutId);

    const audit = (await (
      await call('GET', `/api/admin/audit?actionType=social.report.hide&targetUserId=${owner.id}`, {
        cookie: admin.cookie,
      })
    ).json()) as { entries: { details: Record<string, unknown> }[] };
    expect(audit.entries).toEqual([expect.objectContaining({ details: expect.objectContaining({ workoutId }) })]);
  });

  it('dismissing leaves the workout where it was', async () => {
    const [owner, reporter, admin] = [await member(), await member(), await superadmin()];
    const workoutId = await makeFinishedWorkout(owner);
    await call('POST', `/api/social/workouts/${workoutId}/report`, {
      cookie: reporter.cookie,
      body: { reason: 'other' },
    });
    const id = (await reportsOf(admin)).reports.find((r) => r.workoutId === workoutId)!.id;
    expect((await call('POST', `/api/admin/reports/${id}/dismiss`, { cookie: admin.cookie })).status).toBe(204);
    const seen = (await (await call('GET', `/api/social/profiles/${owner.handle}`)).json()) as PublicProfile;
    expect(seen.recentWorkouts.map((w) => w.id)).toEqual([workoutId]);
  });
});

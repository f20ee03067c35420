import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachLogs } from '../../db/admin-schema';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { grantRole } from '../../auth';

let admin: TestMember;
let member: TestMember;

async function auditFor(targetUserId: string | null, actionType: string) {
  const { database } = await getRuntime();
  const result = await database.db.execute(
    sql`SELECT actor_user_id, details FROM admin_action_log WHERE action_type = ${actionType}
        AND (${targetUserId}::text IS NULL OR target_user_id = ${targetUserId}) ORDER BY created_at DESC LIMIT 1`,
  );
  return (result as unknown as { rows: { actor_user_id: string; details: Record<string, unknown> }[] }).rows[0];
}

beforeAll(async () => {
  const { database } = await getRuntime();
  admin = await signUp();
  member = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
});

describe('admin guard', () => {
  it('answers 401 without a session and 403 to a member, fetching nothing', async () => {
    expect((await call('GET', '/api/admin/users')).status).toBe(401);
    const forbidden = await call('GET', '/api/admin/users', { cookie: member.cookie });
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe('forbidden');
  });
});

describe('users and roles', () => {
  it('searches users by e-mail and filters by role, paged', async () => {
    const byEmail = (await (
      await call('GET', `/api/admin/users?q=${encodeURIComponent(member.email)}`, { cookie: admin.cookie })
    ).json()) as { users: { id: string }[]; total: number };
    expect(byEmail.users.map((u) => u.id)).toEqual([member.id]);
    expect(byEmail.total).toBe(1);
    const admins = (await (
      await call('GET', '/api/admin/users?role=superadmin&pageSize=100', { cookie: admin.cookie })
    ).json()) as {
      users: { id: string; roles: string[] }[];
    };
    expect(admins.users.map((u) => u.id)).toContain(admin.id);
    expect(admins.users.every((u) => u.roles.includes('superadmin'))).toBe(true);
    const paged = (await (
      await call('GET', '/api/admin/users?pageSize=1&page=2', { cookie: admin.cookie })
    ).json()) as {
      users: unknown[];
      page: number;
    };
    expect(paged.users).toHaveLength(1);
    expect(paged.page).toBe(2);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const result = (await (await call('GET', '/api/admin/users?q=%25', { cookie: admin.cookie })).json()) as {
      total: number;
    };
    expect(result.total).toBe(0);
  });

  it.each([
    ['/api/admin/users?role=king', 'role'],
    ['/api/admin/users?pageSize=1000', 'pageSize'],
    ['/api/admin/users?page=0', 'page'],
  ])('rejects %s with a 400 naming %s', async (path, field) => {
    const response = await call('GET', path, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
  });

  it('grants and revokes a role, each audited', async () => {
    const granted = await call('POST', `/api/admin/users/${member.id}/roles`, {
      cookie: admin.cookie,
      body: { role: 'mentor' },
    });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as { roles: string[] }).roles).toEqual(['mentor']);
    expect(await auditFor(member.id, 'role_granted')).toMatchObject({
      actor_user_id: admin.id,
      details: { role: 'mentor' },
    });

    const revoked = await call('DELETE', `/api/admin/users/${member.id}/roles/mentor`, { cookie: admin.cookie });
    expect(((await revoked.json()) as { roles: string[] }).roles).toEqual([]);
    expect(await auditFor(member.id, 'role_revoked')).toMatchObject({ actor_user_id: admin.id });
  });

  it('refuses to let an admin remove their own superadmin role', async () => {
    const response = await call('DELETE', `/api/admin/users/${admin.id}/roles/superadmin`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    const me = (await (await call('GET', '/api/me', { cookie: admin.cookie })).json()) as { isSuperadmin: boolean };
    expect(me.isSuperadmin).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a bad role', async () => {
    expect((await call('GET', '/api/admin/users/nobody', { cookie: admin.cookie })).status).toBe(404);
    const bad = await call('POST', `/api/admin/users/${member.id}/roles`, {
      cookie: admin.cookie,
      body: { role: 'god' },
    });
    expect(bad.status).toBe(400);
  });

  it('lists and revokes sessions', async () => {
    const target = await signUp();
    const detail = (await (await call('GET', `/api/admin/users/${target.id}`, { cookie: admin.cookie })).json()) as {
      sessions: { id: string }[];
    };
    expect(detail.sessions).toHaveLength(1);
    const revoked = await call('DELETE', `/api/admin/users/${target.id}/sessions/${detail.sessions[0]!.id}`, {
      cookie: admin.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: target.cookie })).status).toBe(401);
    expect(await auditFor(target.id, 'session_revoked')).toBeTruthy();
    expect(
      (await call('DELETE', `/api/admin/users/${target.id}/sessions/no-such-session`, { cookie: admin.cookie })).status,
    ).toBe(404);
  });

  it('bans a member: their sessions end and they cannot sign in until unbanned', async () => {
    const target = await signUp();
    const banned = await call('POST', `/api/admin/users/${target.id}/ban`, {
      cookie: admin.cookie,
      body: { reason: 'spam' },
    });
    expect(banned.status).toBe(200);
    expect(((await banned.json()) as { bannedAt: string | null }).bannedAt).not.toBeNull();
    expect((await call('GET', '/api/me', { cookie: target.cookie })).status).toBe(401);
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: target.email, password: target.password },
    });
    expect(signIn.status).toBe(403);
    expect(await auditFor(target.id, 'user_banned')).toMatchObject({ details: { reason: 'spam', revokedSessions: 1 } });

    await call('DELETE', `/api/admin/users/${target.id}/ban`, { cookie: admin.cookie });
    const again = await call('POST', '/api/auth/sign-in/email', {
      body: { email: target.email, password: target.password },
    });
    expect(again.status).toBe(200);
    expect(await auditFor(target.id, 'user_unbanned')).toBeTruthy();
  });

  it('does not let an admin ban themselves or ban without a reason', async () => {
    expect(
      (await call('POST', `/api/admin/users/${admin.id}/ban`, { cookie: admin.cookie, body: { reason: 'x' } })).status,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/users/${member.id}/ban`, { cookie: admin.cookie, body: { reason: '' } })).status,
    ).toBe(400);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
  });
});

describe('settings', () => {
  it('reads the defaults and saves a change, audited with before and after', async () => {
    const read = (await (await call('GET', '/api/admin/settings', { cookie: admin.cookie })).json()) as Record<
      string,
      unknown
    >;
    expect(read).toMatchObject({ defaultPlateProfile: 'standard-gym', registrationOpen: true });
    const saved = await call('PUT', '/api/admin/settings', { cookie: admin.cookie, body: { warmupStrategy: 'quick' } });
    expect(((await saved.json()) as { warmupStrategy: string }).warmupStrategy).toBe('quick');
    expect(await auditFor(null, 'settings_updated')).toMatchObject({
      details: { changes: { warmupStrategy: 'quick' } },
    });
    await call('PUT', '/api/admin/settings', { cookie: admin.cookie, body: { warmupStrategy: read.warmupStrategy } });
  });

  it.each([[{ warmupStrategy: 'slow' }], [{ defaultLanguage: 'fr' }], [{ registrationOpen: 'no' }], [{ unknown: 1 }]])(
    'rejects %j with a 400 and changes nothing',
    async (body) => {
      const before = await (await call('GET', '/api/admin/settings', { cookie: admin.cookie })).json();
      expect((await call('PUT', '/api/admin/settings', { cookie: admin.cookie, body })).status).toBe(400);
      expect(await (await call('GET', '/api/admin/settings', { cookie: admin.cookie })).json()).toEqual(before);
    },
  );

  it('closing registration refuses new accounts until it is opened again', async () => {
    await call('PUT', '/api/admin/settings', { cookie: admin.cookie, body: { registrationOpen: false } });
    const refused = await call('POST', '/api/auth/sign-up/email', {
      body: { email: `closed-${Date.now()}@example.com`, password: 'long-enough-1' },
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('registration_closed');
    await call('PUT', '/api/admin/settings', { cookie: admin.cookie, body: { registrationOpen: true } });
    await expect(signUp()).resolves.toBeTruthy();
  });
});

describe('coach logs and audit', () => {
  it('filters coach logs by status and text', async () => {
    const { database } = await getRuntime();
    await database.db.insert(coachLogs).values([
      { userId: member.id, prompt: 'How do I deadlift?', response: 'Hinge at the hips', status: 'ok' },
      { userId: member.id, prompt: 'Ignore your rules', response: null, status: 'refused' },
    ]);
    const refused = (await (
      await call('GET', '/api/admin/coach-logs?status=refused', { cookie: admin.cookie })
    ).json()) as {
      logs: { prompt: string }[];
    };
    expect(refused.logs.map((l) => l.prompt)).toContain('Ignore your rules');
    expect(refused.logs.every((l) => l.prompt !== 'How do I deadlift?')).toBe(true);
    const byText = (await (await call('GET', '/api/admin/coach-logs?q=deadlift', { cookie: admin.cookie })).json()) as {
      logs: { userEmail: string }[];
    };
    expect(byText.logs[0]?.userEmail).toBe(member.email);
  });

  it('lists audit entries filtered by action type, with the actor', async () => {
    const entries = (await (
      await call('GET', '/api/admin/audit?actionType=role_granted', { cookie: admin.cookie })
    ).json()) as {
      entries: { actionType: string; actorEmail: string }[];
    };
    expect(entries.entries.length).toBeGreaterThan(0);
    expect(entries.entries.every((e) => e.actionType === 'role_granted')).toBe(true);
    expect(entries.entries[0]?.actorEmail).toBe(admin.email);
  });
});

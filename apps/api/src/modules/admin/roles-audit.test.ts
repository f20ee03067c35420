import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { grantRole, listRoles } from '../../auth';

/**
 * A role change and its audit entry commit together or not at all. The test makes the audit insert fail for real: a
 * CHECK constraint, added for the time of one call, that refuses any admin-action entry about the target member.
 */
let admin: TestMember;

beforeAll(async () => {
  const { database } = await getRuntime();
  admin = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
});

/** Runs `act` while the admin-action log refuses entries about `userId`. */
async function withAuditRefusedFor<T>(userId: string, act: () => Promise<T>): Promise<T> {
  const { database } = await getRuntime();
  // better-auth's ids are letters and digits; DDL takes no parameters, so the id goes in as a checked literal.
  expect(userId).toMatch(/^[A-Za-z0-9]+$/);
  const constraint = sql.identifier(`test_refuse_audit_${userId.toLowerCase()}`);
  await database.db.execute(
    sql`ALTER TABLE admin_action_log ADD CONSTRAINT ${constraint}
        CHECK (target_user_id IS DISTINCT FROM ${sql.raw(`'${userId}'`)}) NOT VALID`,
  );
  try {
    return await act();
  } finally {
    await database.db.execute(sql`ALTER TABLE admin_action_log DROP CONSTRAINT ${constraint}`);
  }
}

async function auditCount(userId: string): Promise<number> {
  const { database } = await getRuntime();
  const result = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM admin_action_log WHERE target_user_id = ${userId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('role changes and their audit entries', () => {
  it('grants no role when its audit entry cannot be written', async () => {
    const target = await signUp();
    const { database } = await getRuntime();
    const response = await withAuditRefusedFor(target.id, () =>
      call('POST', `/api/admin/users/${target.id}/roles`, { cookie: admin.cookie, body: { role: 'mentor' } }),
    );
    expect(response.status).toBe(500);
    expect(await listRoles(database.db, target.id)).toEqual([]);
    expect(await auditCount(target.id)).toBe(0);
  });

  it('revokes no role when its audit entry cannot be written', async () => {
    const target = await signUp();
    const { database } = await getRuntime();
    await grantRole(database.db, target.id, 'mentor', admin.id);
    const response = await withAuditRefusedFor(target.id, () =>
      call('DELETE', `/api/admin/users/${target.id}/roles/mentor`, { cookie: admin.cookie }),
    );
    expect(response.status).toBe(500);
    expect(await listRoles(database.db, target.id)).toEqual(['mentor']);
    expect(await auditCount(target.id)).toBe(0);
  });

  it('writes both when nothing fails', async () => {
    const target = await signUp();
    const { database } = await getRuntime();
    const granted = await call('POST', `/api/admin/users/${target.id}/roles`, {
      cookie: admin.cookie,
      body: { role: 'mentor' },
    });
    expect(granted.status).toBe(200);
    expect(await listRoles(database.db, target.id)).toEqual(['mentor']);
    expect(await auditCount(target.id)).toBe(1);
  });
});

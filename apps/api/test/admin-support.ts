import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, errorOf, getRuntime, signUp, type TestMember } from './harness';
import { grantRole } from '../src/auth';
import { queryRows } from '../src/core/db';

/** Helpers of the admin areas' API tests (not a test file itself). */

export async function rows<T>(query: SQL): Promise<T[]> {
  const { database } = await getRuntime();
  return queryRows<T>(database.db, query);
}

export async function adminAndMember(): Promise<{ admin: TestMember; member: TestMember }> {
  const { database } = await getRuntime();
  const [admin, member] = await Promise.all([signUp(), signUp()]);
  await grantRole(database.db, admin!.id, 'superadmin', null);
  return { admin: admin!, member: member! };
}

/** The id of a seeded catalogue row by its slug. */
export async function idOf(table: string, slug: string): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`);
  if (!row) throw new Error(`no ${table} ${slug}`);
  return row.id;
}

export interface AuditRow {
  actor_user_id: string;
  action_type: string;
  details: Record<string, unknown>;
}

/** The audit entries of one actor with this action type, newest first. */
export async function auditOf(actorId: string, actionType: string): Promise<AuditRow[]> {
  return rows<AuditRow>(
    sql`SELECT actor_user_id, action_type, details FROM admin_action_log
        WHERE actor_user_id = ${actorId} AND action_type = ${actionType} ORDER BY created_at DESC, id`,
  );
}

export async function countAudit(actorId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM admin_action_log WHERE actor_user_id = ${actorId}`,
  );
  return Number(row?.n ?? 0);
}

export async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Asserts a 400 (or another status) whose details name `field`. */
export async function expectFieldError(response: Response, field: string, status = 400): Promise<void> {
  expect(response.status).toBe(status);
  const error = await errorOf(response);
  expect(
    error.details.map((d) => d.field),
    error.message,
  ).toContain(field);
}

export function unique(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

export { call };

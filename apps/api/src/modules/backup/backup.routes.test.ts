import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { totpNow, turnOnTwoFactor } from '../../../test/totp';
import { verifyBackup } from '../../ops/backup-file';

async function superadmin(): Promise<TestMember> {
  const admin = await signUp();
  await grantRole((await getRuntime()).database.db, admin.id, 'superadmin', null);
  return admin;
}

const askTicket = (admin: TestMember, body: Record<string, unknown>) =>
  call('POST', '/api/admin/backup/ticket', { cookie: admin.cookie, body });

async function ticketOf(admin: TestMember, body: Record<string, unknown> = { password: admin.password }) {
  const response = await askTicket(admin, body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { ticket: string }).ticket;
}

const download = (admin: TestMember, ticket: string) =>
  call('GET', `/api/admin/backup?ticket=${ticket}`, { cookie: admin.cookie });

const fieldsOf = async (response: Response) => (await errorOf(response)).details.map((d) => [d.field, d.code]);

beforeAll(async () => {
  await getRuntime();
});

describe('a backup download asks for the password again (issue 36)', () => {
  // A backup of the whole database: seconds on a quiet machine, more on a loaded one.
  it(
    'gives a superadmin who typed the password the whole database as a verified file, audited, once',
    { timeout: 120_000 },
    async () => {
      const { database } = await getRuntime();
      const admin = await superadmin();
      const ticket = await ticketOf(admin);
      const response = await download(admin, ticket);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="lifeorbit-backup-.*\.tar\.gz"$/,
      );
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-download-test-')), 'backup.tar.gz');
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const { manifest } = await verifyBackup(file);
      expect(manifest.source).toBe(database.kind);
      // No live session and no one-time token: with the auth secret, they would sign a cookie for anyone.
      expect(manifest.tables.map((table) => table.name)).not.toContain('session');
      expect(manifest.tables.map((table) => table.name)).not.toContain('verification');
      const audit = await database.db.execute(
        sql`SELECT details FROM admin_action_log WHERE actor_user_id = ${admin.id} AND action_type = 'backup_downloaded'`,
      );
      const rows = (audit as unknown as { rows: { details: { kind: string; bytes: number } }[] }).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.details).toMatchObject({ kind: manifest.kind, bytes: fs.statSync(file).size });
      fs.rmSync(path.dirname(file), { recursive: true, force: true });

      // The ticket worked once.
      const again = await download(admin, ticket);
      expect(again.status).toBe(400);
      expect(await fieldsOf(again)).toEqual([['ticket', 'invalid_value']]);
    },
  );

  it('refuses a download without a ticket, with a wrong password, or with another superadmin’s ticket', async () => {
    const admin = await superadmin();
    const bare = await call('GET', '/api/admin/backup', { cookie: admin.cookie });
    expect(bare.status).toBe(400);
    expect(await fieldsOf(bare)).toEqual([['ticket', 'required']]);

    const wrong = await askTicket(admin, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(await fieldsOf(wrong)).toEqual([['password', 'invalid_value']]);

    const made = await download(admin, 'A'.repeat(43));
    expect(made.status).toBe(400);
    expect(await fieldsOf(made)).toEqual([['ticket', 'invalid_value']]);

    const other = await superadmin();
    const othersTicket = await ticketOf(other);
    expect((await download(admin, othersTicket)).status).toBe(400);
  });

  it('asks for the two-factor code as well when two-factor is on', async () => {
    const admin = await superadmin();
    const { key, cookie } = await turnOnTwoFactor(admin);
    const signedIn = { ...admin, cookie };
    const noCode = await askTicket(signedIn, { password: admin.password });
    expect(noCode.status).toBe(400);
    expect(await fieldsOf(noCode)).toEqual([['code', 'required']]);
    const current = await totpNow(key);
    const wrongCode = await askTicket(signedIn, {
      password: admin.password,
      code: String((Number(current) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrongCode.status).toBe(400);
    expect(await fieldsOf(wrongCode)).toEqual([['code', 'invalid_value']]);
    const ticket = await ticketOf(signedIn, { password: admin.password, code: await totpNow(key) });
    expect((await download(signedIn, ticket)).status).toBe(200);
  });

  it('limits the tries: five a minute', async () => {
    const admin = await superadmin();
    for (let i = 0; i < 5; i += 1) expect((await askTicket(admin, { password: 'guess-' + i })).status).toBe(400);
    expect((await askTicket(admin, { password: admin.password })).status).toBe(429);
  });

  it('refuses a download another site starts, and anyone but a superadmin', async () => {
    const admin = await superadmin();
    const crossSite = await call('GET', `/api/admin/backup?ticket=${await ticketOf(admin)}`, {
      cookie: admin.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const member = await signUp();
    expect((await askTicket(member, { password: member.password })).status).toBe(403);
    expect((await download(member, 'A'.repeat(43))).status).toBe(403);
  });
});

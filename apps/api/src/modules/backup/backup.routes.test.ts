import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/access.repository';
import { call, getRuntime, signUp } from '../../../test/harness';
import { verifyBackup } from '../../ops/backup-file';

describe('GET /api/admin/backup', () => {
  it('gives a superadmin the whole database as a verified backup file, audited', async () => {
    const { database } = await getRuntime();
    const admin = await signUp();
    await grantRole(database.db, admin.id, 'superadmin', null);
    const response = await call('GET', '/api/admin/backup', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lifeorbit-backup-.*\.tar\.gz"$/,
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-download-test-')), 'backup.tar.gz');
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const { manifest } = await verifyBackup(file);
    expect(manifest.source).toBe(database.kind);
    const audit = await database.db.execute(
      sql`SELECT details FROM admin_action_log WHERE actor_user_id = ${admin.id} AND action_type = 'backup_downloaded'`,
    );
    const rows = (audit as unknown as { rows: { details: { kind: string; bytes: number } }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ kind: manifest.kind, bytes: fs.statSync(file).size });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('refuses a download another site starts, and anyone but a superadmin', async () => {
    const { database } = await getRuntime();
    const admin = await signUp();
    await grantRole(database.db, admin.id, 'superadmin', null);
    const crossSite = await call('GET', '/api/admin/backup', {
      cookie: admin.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const member = await signUp();
    expect((await call('GET', '/api/admin/backup', { cookie: member.cookie })).status).toBe(403);
  });
});

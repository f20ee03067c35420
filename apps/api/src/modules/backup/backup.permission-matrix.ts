import { superadminOnly, type AreaMatrix, type Fixtures } from '../../../test/permission-matrix-kit';
import { call, getRuntime } from '../../../test/harness';
import { resetRateLimit } from '../security';

/**
 * A download ticket of the matrix's superadmin, asked for with its password, as the admin page does. Its tries are
 * counted afresh first: the fuzzing sends this superadmin's password route more than the five a minute it allows.
 */
async function ticketOf(f: Fixtures): Promise<string> {
  const admin = f.members.superadmin;
  await resetRateLimit((await getRuntime()).database.db, `backup-ticket:${admin.id}`);
  const response = await call('POST', '/api/admin/backup/ticket', {
    cookie: admin.cookie,
    body: { password: admin.password },
  });
  if (response.status !== 200) throw new Error(`no backup ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ticket: string }).ticket;
}

/**
 * Backups (issue 28): the whole database, so superadmins only, the password asked again (issue 36) and audited (see
 * backup.routes.test.ts).
 */
export const permissionMatrix: AreaMatrix = {
  rows: [
    {
      method: 'POST',
      route: '/api/admin/backup/ticket',
      body: (f, actor) => ({ password: actor === 'anonymous' ? 'not-signed-in' : f.members[actor].password }),
      expect: superadminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/backup',
      // Others never get as far as the ticket: any well-formed one shows their refusal.
      path: async (f, actor) =>
        `/api/admin/backup?ticket=${actor === 'superadmin' ? await ticketOf(f) : 'A'.repeat(43)}`,
      expect: superadminOnly(200),
    },
  ],
};
